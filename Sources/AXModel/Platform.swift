/// The platform a screen comes from, which picks its element types and its screen reader.
public enum Platform: String, Sendable, CaseIterable, Equatable {
    case ios
    case android
}
