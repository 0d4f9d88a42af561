import AXModel
import Course
import Grading
import Presentation
import ScreenReader

/// Draws `SessionEvent`s as terminal text, wrapped to the width; pass and fail are always
/// said in words, colour and symbols only add to them. Text from the course, the screen or the
/// learner has its control characters spelled visibly (`TerminalText`), through `TextStyle`
/// or here where a line is not wrapped.
public struct SessionRenderer: Sendable {
    public var style: TextStyle

    public init(style: TextStyle) {
        self.style = style
    }

    /// The prompt: the exercise id, then `> `. Colour codes are wrapped in readline's
    /// non-printing markers (\u{1} … \u{2}).
    public func prompt(for exercise: Exercise?, continuing: Bool = false) -> String {
        let text = continuing ? "...> " : "\(exercise?.id ?? "axtutor")> "
        return style.color ? ANSI.paintPrompt(text, ["1"]) : text
    }

    /// Said after a check's grade when the check could not be saved (its error comes first).
    public static let notRecorded = "This check was not recorded in your progress."

    /// The last line of a run: it claims a save only when every save of the run succeeded, and
    /// says the command that carries on (`resume`: as the learner started it, options included).
    public static func farewell(allSaved: Bool, resume: String = "axtutor") -> String {
        (allSaved ? "Your progress is saved." : "Some of your progress was not saved: the errors above say why.")
            + " Type \(resume) to carry on."
    }

    /// The events' text, each ending with a new line; nothing for events with nothing to say.
    public func render(_ events: [SessionEvent]) -> String {
        events.map(render).filter { !$0.isEmpty }.map { $0 + "\n" }.joined()
    }

    /// One event's lines, joined (no final new line).
    public func render(_ event: SessionEvent) -> String {
        lines(event).joined(separator: "\n")
    }

    private var markdown: LessonRenderer {
        LessonRenderer(width: style.width, plain: style.plain, color: style.color)
    }

    private func heading(_ text: String) -> String { style.paint(text, "1") }

    private func visible<Text: StringProtocol>(_ text: Text) -> String { TerminalText.visible(text) }

    func lines(_ event: SessionEvent) -> [String] {
        switch event {
        case .welcome(let text):
            return style.wrap(text) + [""]
        case .exercise(let intro):
            return introduction(intro)
        case .declared(let constants):
            return ["declared " + constants.map(visible).joined(separator: ", ")
                    + ": the statements typed after this read \(constants.count == 1 ? "it" : "them")"]
        case .applied(0):
            return ["applied: nothing VoiceOver hears changed (the modifiers only change how the view looks)"]
        case .applied(let count):
            return ["applied \(count) \(count == 1 ? "statement" : "statements"): 'check' grades the screen, 'speak' plays it"]
        case .pending(let text):
            return style.wrap("note: " + text)
        case .statementProblems(let problems, let source):
            var printer = DiagnosticPrinter(sources: [Session.inputName: source])
            return problems.flatMap { printer.lines($0) } + ["nothing was applied; fix the statement and type it again"]
        case .heard(_, let spoken):
            return spoken.isEmpty ? ["  (nothing is said)"] : spoken.flatMap { utterance($0) }
        case .transcript(let transcript):
            return transcriptLines(transcript)
        case .graded(let result, _, _):
            return GradeText(style: style, title: "check").lines(result)
        case .explanation(let explanation):
            return explain(explanation)
        case .hint(let number, let total, let text):
            return style.wrap("Hint \(number) of \(total): \(text)", hanging: "  ")
        case .noMoreHints(let total):
            return style.wrap("No more hints: you have seen all \(total). 'solution' shows the answer after "
                              + "\(Session.failuresBeforeSolution) failed checks of different fixes.")
        case .undone(let text):
            // A statement typed over lines is taken back as it was typed, one line under another.
            let typed = text.split(separator: "\n").map { visible($0) }
            return typed.count == 1 ? ["took back: " + typed[0]] : ["took back:"] + typed.map { "  " + $0 }
        case .nothingToUndo:
            return ["nothing to undo: no statement is applied"]
        case .resetDone:
            return ["back to the broken screen: every statement was taken back"]
        case .restored(let count, let dropped):
            var lines: [String] = []
            if count > 0 {
                lines.append("Your \(count == 1 ? "statement" : "\(count) statements") from last time \(count == 1 ? "is" : "are") "
                             + "applied again ('undo' takes back the last, 'reset' all).")
            }
            if !dropped.isEmpty {
                lines.append("\(dropped.count == 1 ? "One statement" : "\(dropped.count) statements") from last time no longer "
                             + "\(dropped.count == 1 ? "applies" : "apply") to this exercise and \(dropped.count == 1 ? "was" : "were") left out:")
                lines += dropped.map { "  " + $0.replacingOccurrences(of: "\n", with: "\n  ") }
            }
            return lines
        case .solution(let text):
            return [heading("Solution:")] + text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.isEmpty }.map { "  " + visible($0) }
        case .confirmSolution:
            return ["Show the solution? You can still work it out with 'hint'. Type y to see it, anything else not to: [y/N]"]
        case .solutionLocked(let remaining):
            return style.wrap("The solution opens after a pass or after \(Session.failuresBeforeSolution) failed checks "
                              + "of different fixes (\(remaining) to go). Try 'hint'.")
        case .solutionDeclined:
            return ["solution not shown"]
        case .tree(let screen):
            return ElementTree.lines(screen).map(visible)
        case .help(let platform):
            let lines = TutorCommand.helpLines(reader: platform.readerName)
            let width = lines.map(\.usage.count).max() ?? 0
            return [heading("Commands:")] + lines.flatMap { usage, summary in
                style.wrap(summary, indent: "  " + usage.padding(width) + "  ",
                           hanging: String(repeating: " ", count: width + 4))
            } + style.wrap("Anything else is a fix statement, such as \(platform.exampleStatement). "
                           + "Tab completes commands, element ids, properties and "
                           + (platform == .android ? "attributes." : "traits."))
                + style.wrap("A statement goes on to the next line while a bracket is open"
                             + (platform == .android ? ", and an assignment that stops at Modifier takes the lines after it "
                                + "that start with '.'"
                                : "; a view alone on a line (an id, Text(\"…\"), Button(…) { … }) takes the modifiers on the "
                                + "lines after it, each starting with '.', until an empty line")
                             + ". Ctrl-C abandons what is open.")
        case .lesson(let lesson):
            return [markdown.render(lesson).trimmingNewlines]
        case .noLesson(let id):
            return ["error: no lesson '\(visible(id))' in this course"]
        case .atLastExercise:
            return ["this is the last exercise: 'list' shows them all, 'goto ID' moves to one"]
        case .atFirstExercise:
            return ["this is the first exercise"]
        case .offerNext(let title):
            let end = title.last.map { ".?!".contains($0) } == true ? "" : "."
            return [""] + style.wrap("Next: \(title)\(end) Type 'next' to go on.")
        case .lessonLocked(let lesson, let bonus, let current):
            let said = style.wrap(current ? "The facilitator has locked this lesson, \(lesson), again for now."
                                  : "The facilitator has not unlocked the next lesson, \(lesson), yet.")
            guard !bonus.isEmpty else {
                return [""] + said + style.wrap("Type 'next' again when the facilitator says it is open; "
                                                + "'list' shows where you are.")
            }
            return [""] + said + ["While you wait, try a bonus exercise:"] + bonusLines(bonus)
        case .bonusOffered(let bonus):
            return [""] + ["Bonus exercises you have not done yet:"] + bonusLines(bonus)
        case .courseFinished(let text):
            return [""] + [heading(style.plain ? "Course complete." : "★ Course complete.")] + style.wrap(text)
        case .exerciseUnavailable(let problems) where problems.isEmpty:
            return ["this course has no exercises yet: 'list' shows its lessons, 'quit' leaves"]
        case .exerciseUnavailable(let problems):
            var printer = DiagnosticPrinter()
            return ["error: this exercise cannot be used; its files have problems:"] + problems.flatMap { printer.lines($0) }
        case .invalid(let problem):
            var printer = DiagnosticPrinter()
            return printer.lines(problem)
        case .list, .progress, .quit:
            return []
        }
    }

    // MARK: Pieces

    /// `  goto ID  (title)`, one line per bonus exercise.
    private func bonusLines(_ bonus: [BonusChoice]) -> [String] {
        bonus.flatMap { choice in
            style.wrap(choice.title, indent: "  goto \(choice.id)  ", hanging: "    ")
        }
    }

    private func introduction(_ intro: ExerciseIntro) -> [String] {
        var out: [String] = []
        let done = intro.done ? " (done)" : ""
        out += style.wrap("Exercise \(intro.number) of \(intro.count): \(intro.exercise.title)\(done)").map(heading)
        if let lesson = intro.lessonTitle { out += style.wrap("Lesson: \(lesson)") }
        if !intro.lessonIntroduction.isEmpty {
            out += ["", markdown.render(intro.lessonIntroduction).trimmingNewlines]
        }
        if !intro.exercise.prose.isEmpty {
            out += ["", markdown.render(intro.exercise.prose).trimmingNewlines]
        }
        if let now = intro.now {
            let reader = intro.exercise.platform.readerName
            out += ["", heading("What \(reader) says now:")] + transcriptLines(now)
        }
        if let goal = intro.goal {
            let reader = intro.exercise.platform.readerName
            out += ["", heading("What \(reader) should say:")] + goalLines(goal)
        }
        out += [""] + style.wrap("Type fix statements, then 'check'. 'hint' helps, 'help' lists the commands.")
        return out
    }

    /// `> gesture` lines with what was said under each, indented.
    private func transcriptLines(_ transcript: Transcript) -> [String] {
        transcript.steps.flatMap { step in
            [visible("> \(step.gesture)")] + (step.lines.isEmpty ? ["  (nothing is said)"] : step.lines.flatMap(utterance))
        }
    }

    /// The expected transcript as the learner's goal, each line's other right answers under it
    /// (`or: …`); a line marked `# goal: hidden` is not shown (the story says what it must be).
    private func goalLines(_ goal: Transcript) -> [String] {
        goal.steps.flatMap { step in
            [visible("> \(step.gesture)")] + (step.lines.isEmpty ? ["  (nothing is said)"] : step.lines.indices.flatMap { index in
                step.hidden.contains(index) ? ["  (hidden: the story says what is heard here)"]
                    : utterance(step.lines[index]) + (step.alternatives[index] ?? []).flatMap {
                        style.wrap("or: " + $0.written, indent: "    ", hanging: "      ")
                    }
            })
        }
    }

    private func utterance(_ line: Transcript.Line) -> [String] {
        style.wrap(words(line), indent: "  ", hanging: "    ")
    }

    private func words(_ line: Transcript.Line) -> String {
        switch line {
        case .speech(let words): words
        case .hint(let words): "hint: \(words)"
        }
    }

    private func explain(_ explanation: Explanation) -> [String] {
        var out = ["", heading("Why this works:")]
        for reason in explanation.reasons {
            out += style.wrap(reason, indent: "  " + style.bullet, hanging: "    ")
        }
        if !explanation.uikit.isEmpty {
            out += ["", heading("In a UIKit app:")] + explanation.uikit.map { "  " + visible($0) }
        }
        if !explanation.swiftUI.isEmpty {
            out += ["", heading("In SwiftUI:")] + explanation.swiftUI.map { "  " + visible($0) }
        }
        if !explanation.android.isEmpty {
            out += ["", heading("In an Android app:")] + explanation.android.map { "  " + visible($0) }
        }
        return out
    }
}

extension String {
    /// The string with new lines at its end removed.
    var trimmingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// The string padded with spaces to `width` characters.
    func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}

extension SessionRenderer {
    /// What the room said when it last turned the learner away, before the exercise.
    public func roomRefusal(_ words: String) -> String {
        (style.wrap("The workshop room: \(words). Your own progress is kept here ('axtutor progress' shows what the "
                    + "room has not taken).") + [""]).joined(separator: "\n")
    }
}
