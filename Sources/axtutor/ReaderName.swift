import AXModel
import ArgumentParser
import ScreenReader

/// The screen readers `--reader` can name.
enum ReaderName: String, ExpressibleByArgument, CaseIterable {
    case voiceover

    /// The model for a screen, refusing a screen written for another platform.
    func model(for screen: Screen, file: String) throws -> any ScreenReaderModel {
        switch self {
        case .voiceover:
            guard screen.platform == .ios else {
                throw Diagnostic(file: file, message: "this is an \(screen.platform.rawValue) screen; "
                                 + "VoiceOver reads ios screens")
            }
            return VoiceOver()
        }
    }
}
