/// Who the progress belongs to when nothing else says: `AXTUTOR_LEARNER`, else the login name.
public enum LearnerName {
    /// The name used when the environment gives none.
    public static let fallback = "learner"

    /// `AXTUTOR_LEARNER`, else `USER`, else `LOGNAME`, else "learner"; empty values count as unset.
    public static func resolve(environment: [String: String]) -> String {
        for key in ["AXTUTOR_LEARNER", "USER", "LOGNAME"] {
            if let name = environment[key], !name.isEmpty { return name }
        }
        return fallback
    }
}
