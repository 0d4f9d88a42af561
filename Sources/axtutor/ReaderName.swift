import AXModel
import ArgumentParser
import ScreenReader

/// The screen readers `--reader` can name.
enum ReaderName: String, ExpressibleByArgument, CaseIterable {
    case voiceover
    case talkback

    /// The reader of a platform's screens: VoiceOver for ios, TalkBack for android.
    init(platform: Platform) {
        switch platform {
        case .ios: self = .voiceover
        case .android: self = .talkback
        }
    }

    /// The platform whose screens this reader reads.
    var platform: Platform {
        switch self {
        case .voiceover: .ios
        case .talkback: .android
        }
    }

    /// The model for a screen, refusing a screen written for another platform.
    func model(for screen: Screen, file: String) throws -> any ScreenReaderModel {
        guard screen.platform == platform else {
            throw Diagnostic(file: file, message: "this is an \(screen.platform.rawValue) screen; "
                             + "\(name) reads \(platform.rawValue) screens: leave out --reader, or use "
                             + "--reader \(ReaderName(platform: screen.platform).rawValue)")
        }
        switch self {
        case .voiceover: return VoiceOver()
        case .talkback: return TalkBack()
        }
    }

    /// The reader's own name, as users know it.
    var name: String {
        switch self {
        case .voiceover: "VoiceOver"
        case .talkback: "TalkBack"
        }
    }
}
