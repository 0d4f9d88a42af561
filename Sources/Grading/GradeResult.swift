import Audit
import Course
import ScreenReader

/// The outcome of grading a fix: for each gesture, each expected line heard or missed with
/// the line actually spoken beside it, and any line spoken that was not expected.
public struct GradeResult: Sendable, Equatable {
    /// One expected line and what was said in its place.
    public struct LineResult: Sendable, Equatable {
        /// The expected line, or the alternative (`or:`) that was heard in its place.
        public var expected: Transcript.Line
        /// The line spoken in the same place, nil when nothing was.
        public var actual: Transcript.Line?
        public var heard: Bool

        public init(expected: Transcript.Line, actual: Transcript.Line?, heard: Bool) {
            self.expected = expected
            self.actual = actual
            self.heard = heard
        }
    }

    /// One gesture: its expected lines and the extra lines spoken after them.
    public struct StepResult: Sendable, Equatable {
        public var gesture: Gesture
        public var lines: [LineResult]
        /// Lines spoken beyond the expected ones (for a gesture that should be silent, all).
        public var unexpected: [Transcript.Line]
        /// Why the gesture could not be made as the expect writes it (an `actions menu` item the
        /// menu does not list); nil when it could.
        public var refused: String?

        public init(gesture: Gesture, lines: [LineResult], unexpected: [Transcript.Line] = [], refused: String? = nil) {
            self.gesture = gesture
            self.lines = lines
            self.unexpected = unexpected
            self.refused = refused
        }

        public var passed: Bool { unexpected.isEmpty && refused == nil && lines.allSatisfy(\.heard) }
    }

    public var steps: [StepResult]
    /// What the exercise's `audit:` asks of the fixed screen (`.none`: nothing).
    public var auditRequirement: AuditRequirement
    /// One check per rule the requirement names (every rule for `clean`), in rule order.
    public var audit: [AuditCheck]
    /// Views the fix took off the screen for everyone, which no solution does.
    public var hiddenFromEveryone: [HiddenFromEveryone] = []
    /// Views said to be dimmed that still respond, told when the check fails.
    public var dimmedButResponds: [DimmedButResponds] = []

    public init(steps: [StepResult], auditRequirement: AuditRequirement = .none, audit: [AuditCheck] = []) {
        self.steps = steps
        self.auditRequirement = auditRequirement
        self.audit = audit
    }

    /// True when every expected line was heard, nothing else was said, and no rule the
    /// exercise's audit names fired.
    public var passed: Bool { transcriptPassed && auditPassed && hiddenFromEveryone.isEmpty }

    /// The one stop too many or too few that puts every later swipe out of step, when that is
    /// what went wrong.
    public var stopShift: StopShift? { StopShift.of(steps) }

    /// True when every expected line was heard and nothing else was said.
    public var transcriptPassed: Bool { steps.allSatisfy(\.passed) }

    /// True when no rule the exercise's audit names fired (always, without an audit).
    public var auditPassed: Bool { audit.allSatisfy(\.passed) }

    /// The failing audit checks' findings, in rule order.
    public var auditFindings: [Finding] { audit.flatMap(\.findings) }

    /// Expected lines heard, out of all expected lines.
    public var heardCount: Int { steps.reduce(0) { $0 + $1.lines.filter(\.heard).count } }
    public var expectedCount: Int { steps.reduce(0) { $0 + $1.lines.count } }

    /// Compares what was said with what should be said, gesture by gesture and line by line;
    /// hint lines are left out of both when `compareHints` is false.
    public static func compare(expected: Transcript, actual: Transcript, compareHints: Bool = true) -> GradeResult {
        func kept(_ lines: [Transcript.Line]) -> [Transcript.Line] {
            compareHints ? lines : lines.filter { !$0.isHint }
        }
        var steps: [StepResult] = []
        // The `or:` alternative heard last: a line not heard is shown as that same alternative
        // (a switch heard as `Off` is then told `On`, not the check box's `checked`).
        var chosen: Int?
        for (index, step) in expected.steps.enumerated() {
            let graded = step.lines.indices.filter { compareHints || !step.lines[$0].isHint }
            let said = index < actual.steps.count ? kept(actual.steps[index].lines) : []
            let lines = graded.enumerated().map { offset, lineIndex in
                let spoken = offset < said.count ? said[offset] : nil
                let answers = step.answers(at: lineIndex)
                // An `or:` answer that was heard is the one shown as expected.
                let heard = spoken.flatMap { spoken in answers.firstIndex { matches($0, spoken) } }
                if let heard, answers.count > 1 { chosen = heard }
                let shown = heard ?? chosen.flatMap { answers.indices.contains($0) ? $0 : nil } ?? 0
                return LineResult(expected: answers.indices.contains(shown) ? answers[shown] : step.lines[lineIndex],
                                  actual: spoken, heard: heard != nil)
            }
            steps.append(StepResult(gesture: step.gesture, lines: lines,
                                    unexpected: Array(said.dropFirst(graded.count))))
        }
        return GradeResult(steps: steps)
    }

    /// A speech line matches speech, a hint matches a hint, by parts.
    static func matches(_ expected: Transcript.Line, _ actual: Transcript.Line) -> Bool {
        switch (expected, actual) {
        case (.speech(let a), .speech(let b)), (.hint(let a), .hint(let b)):
            UtteranceParts.same(a, b)
        default:
            false
        }
    }
}

extension Transcript.Line {
    /// True for the hint after the pause.
    var isHint: Bool { if case .hint = self { true } else { false } }
}
