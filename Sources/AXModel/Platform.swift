/// The platform a screen comes from, which picks its element types and its screen reader.
public enum Platform: String, Sendable, CaseIterable, Equatable {
    case ios
    case android
}

extension Platform {
    /// The name of this platform's screen reader, as the tutor's words say it.
    public var readerName: String {
        switch self {
        case .ios: "VoiceOver"
        case .android: "TalkBack"
        }
    }

    /// A fix statement in this platform's code, for the words that show one.
    public var exampleStatement: String {
        switch self {
        case .ios: #"row.accessibilityLabel = "Dark Theme""#
        case .android: #"playButton.contentDescription = "Play""#
        }
    }
}
