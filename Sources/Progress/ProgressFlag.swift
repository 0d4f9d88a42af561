/// The once-per-course messages a learner has already seen.
public enum ProgressFlag: String, CaseIterable, Sendable {
    /// The course's `welcome` text was shown.
    case welcomeShown
    /// The course's `final` text was shown.
    case finalShown
}
