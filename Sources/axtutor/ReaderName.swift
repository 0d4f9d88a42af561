import AXModel
import ArgumentParser
import ScreenReader

/// The screen readers `--reader` can name.
enum ReaderName: String, ExpressibleByArgument, CaseIterable {
    case voiceover
    case talkback

    /// The platform whose screens this reader reads.
    var platform: Platform {
        switch self {
        case .voiceover: .ios
        case .talkback: .android
        }
    }

    /// The model for a screen (its platform's reader), refusing a screen written for another
    /// platform.
    func model(for screen: Screen, file: String) throws -> any ScreenReaderModel {
        guard screen.platform == platform else {
            let other = Self.allCases.first { $0.platform == screen.platform }
            throw Diagnostic(file: file, message: "this is an \(screen.platform.rawValue) screen; "
                             + "\(name) reads \(platform.rawValue) screens: leave out --reader"
                             + (other.map { ", or use --reader \($0.rawValue)" } ?? ""))
        }
        return platform.screenReader
    }

    /// The reader's own name, as users know it.
    var name: String {
        switch self {
        case .voiceover: "VoiceOver"
        case .talkback: "TalkBack"
        }
    }
}
