import AXModel

/// One problem a rule found on a screen: which rule, on which element, and a message that
/// teaches what is wrong, what VoiceOver does because of it and how to fix it.
public struct Finding: Sendable, Equatable {
    /// The rule's id, such as `label-missing`.
    public var rule: String
    public var severity: AuditSeverity
    /// The id of the element the finding is about.
    public var element: String
    /// Where the element was written, when it came from a file.
    public var location: SourceLocation?
    public var message: String
    /// The id of the bundled lesson that explains it, such as `traits/button`.
    public var lesson: String

    public init(rule: String, severity: AuditSeverity, element: String, location: SourceLocation?,
                message: String, lesson: String) {
        self.rule = rule
        self.severity = severity
        self.element = element
        self.location = location
        self.message = message
        self.lesson = lesson
    }
}
