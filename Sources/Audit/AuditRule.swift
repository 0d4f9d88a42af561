import AXModel

/// One audit rule: a stable id, the platform whose screens it reads, how severe its findings
/// are, the lesson that explains it, and
/// the example screens that prove it (every `failing` screen must make it fire where its `↓`
/// markers say, no `passing` one may). `AuditRules.all` lists every rule; one generic test
/// runs all their examples.
public protocol AuditRule: Sendable {
    /// Stable, lower-case words joined by `-`: it appears in JSON and in exercise files.
    var id: String { get }
    var severity: AuditSeverity { get }
    /// The platform whose screens the rule reads: it judges what that platform's screen reader
    /// meets (VoiceOver on ios, TalkBack on android) and runs on no other screen.
    var platform: Platform { get }
    /// The id of the bundled lesson that explains the problem.
    var lesson: String { get }
    /// Every lesson a finding may name: `lesson`, and for a rule that finds two kinds of problem
    /// the lesson of the other.
    var lessons: [String] { get }
    /// One line: what the rule checks.
    var description: String { get }
    /// Screens (YAML) on which the rule must fire, each finding marked by a `↓` just before
    /// the first key of the element it is about (as SwiftLint marks its triggering examples);
    /// the markers are taken out before the screen is read.
    var failing: [String] { get }
    /// Screens (YAML) on which the rule must stay silent.
    var passing: [String] { get }
    /// The rule's findings on one screen.
    func findings(in context: AuditContext) -> [Finding]
}

extension AuditRule {
    public var lessons: [String] { [lesson] }

    /// A finding of this rule about `element` (its id and location are taken from it).
    func finding(_ elementID: String, in context: AuditContext, _ message: String) -> Finding {
        Finding(rule: id, severity: severity, element: elementID,
                location: context.element(elementID)?.location, message: message, lesson: lesson)
    }
}
