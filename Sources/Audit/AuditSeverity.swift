/// How sure a rule is that a finding hurts a VoiceOver user: an `error` misleads or blocks,
/// a `warning` slows them down or may be intended.
public enum AuditSeverity: String, Sendable, Equatable, CaseIterable {
    case error
    case warning
}
