import AXModel

extension Platform {
    /// The screen reader of this platform's screens: VoiceOver for ios, TalkBack for android.
    /// The one place a reader is chosen by platform (grading, `speak`, the tutor).
    public var screenReader: any ScreenReaderModel {
        switch self {
        case .ios: VoiceOver()
        case .android: TalkBack()
        }
    }
}
