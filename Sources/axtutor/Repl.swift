import Course
import FixScript
import Foundation
import LineEditor
import Presentation
import Progress
import Synchronization
import Tutor

/// The tutor's one event loop: reads a line, hands it to the `Session`, prints what the
/// renderer makes of the events, and performs their effects on the progress store. It holds
/// no tutoring logic of its own.
struct Repl {
    private var session: Session
    private let store: ProgressStore
    private let renderer: SessionRenderer
    private let editor: LineEditor
    private let vocabulary: VocabularyBox
    /// The command line's options, for the workshop room (sending results, asking the pace).
    private let options: CourseOptions
    /// Whether the learner is in a room (the pace is asked again on `next` and `goto`).
    private let inRoom: Bool
    /// When the current exercise was shown or last checked, for an attempt's duration.
    private var clock = Date()
    /// False once anything of this run could not be saved: the farewell then claims no save.
    private var allSaved = true
    /// The exercise just entered, whose kept statements are applied again once its
    /// introduction is shown.
    private var entered: String?
    /// The statements last kept for the current exercise, so an input that changed none
    /// writes nothing.
    private var kept: (exercise: String, statements: [String])?

    init(pack: CoursePack, store: ProgressStore, stateDirectory: String, style: TextStyle, requested: String?,
         options: CourseOptions) throws {
        let progress = try store.allProgress()
        let completed = Set(progress.filter(\.isCompleted).map(\.exercise))
        let pace = RoomLink.refreshPace(store, options)
        let index = try Session.startIndex(in: pack, requested: requested, current: try store.current(),
                                           completed: completed, pace: pace)
        let hints = progress.first { $0.exercise == pack.exercises[safe: index]?.id }?.hintsRevealed ?? 0
        session = Session(pack: pack, index: index, completed: completed, hintsShown: hints, pace: pace)
        self.store = store
        self.options = options
        inRoom = (try? store.currentRoom()) != nil
        renderer = SessionRenderer(style: style)
        let words = VocabularyBox(session.vocabulary)
        vocabulary = words
        editor = LineEditor(historyFile: StateDirectory.joined(stateDirectory, StateDirectory.historyFileName),
                            wordBreakCharacters: Completion.wordBreakCharacters,
                            completer: { line, word in
                                Completion.candidates(line: line, word: word, vocabulary: words.current)
                            })
    }

    /// Whether the learner was told, the first time, how a block that spans lines ends.
    private var toldAboutBlocks = false

    mutating func run() {
        RoomLink.startSending(store, options)   // what an earlier run could not send
        if let words = (try? store.currentRoom())?.refused {
            // The room turned the learner away (removed, ended): said once at the start.
            print(renderer.roomRefusal(words))
        }
        perform(session.start())
        var pending = ""
        // True while `pending` is a view's modifier chain: lines starting with '.' go on adding to
        // it, and an empty line (or any other line) ends it.
        var chaining = false
        while true {
            let prompt = session.awaitingConfirmation ? "show the solution? [y/N] "
                : renderer.prompt(for: session.exercise, continuing: !pending.isEmpty)
            fflush(nil)
            switch editor.readLine(prompt: prompt) {
            case .interrupted:
                if !editor.isInteractive { return }
                pending = ""
                chaining = false
                print("(line abandoned; type 'quit' or press Ctrl-D to leave)")
            case .endOfInput:
                print("")
                // A statement (or a modifier chain) whose brackets never closed is not run: said,
                // and at a terminal Ctrl-D abandons it as Ctrl-C does (a second one leaves).
                if !pending.isEmpty, !chaining || FixScript.isIncomplete(pending) {
                    pending = ""
                    chaining = false
                    if editor.isInteractive {
                        print("(the unfinished statement is abandoned, its brackets still open; press Ctrl-D again to leave)")
                        continue
                    }
                    print("(the unfinished statement at the end was not run: its brackets never closed)")
                }
                // A modifier chain typed whole is run, not lost with the input's end.
                if chaining, !pending.isEmpty { perform(session.handle(line: pending)) }
                farewell()
                return
            case .quit:
                farewell()
                return
            case .line(var line):
                if chaining {
                    let next = line.trimmingCharacters(in: .whitespaces)
                    let open = FixScript.isIncomplete(pending)
                    // A command inside the chain's open bracket is a forgotten close, as below.
                    if open, TutorCommand.names.contains(next) {
                        print(Self.stillOpen(next))
                        continue
                    }
                    // Inside the chain's brackets, or another modifier: the chain goes on.
                    if open || next.hasPrefix(".") {
                        pending += "\n" + line
                        continue
                    }
                    // Anything else ends the chain, which runs first; an empty line only ends it.
                    chaining = false
                    let chain = pending
                    pending = ""
                    editor.rememberWhole(chain)
                    perform(session.handle(line: chain))
                    vocabulary.current = session.vocabulary
                    if next.isEmpty { continue }
                    line = next
                }
                // A command typed inside an open block is a forgotten '}', not a statement.
                if !pending.isEmpty, TutorCommand.names.contains(line.trimmingCharacters(in: .whitespaces)) {
                    print(Self.stillOpen(line.trimmingCharacters(in: .whitespaces)))
                    continue
                }
                let text = pending.isEmpty ? line : pending + "\n" + line
                // A view's name alone starts a SwiftUI chain whose modifiers follow, one a line.
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                // (Kotlin has no such chain: a node's modifiers are assigned, `id.modifier = Modifier…`,
                // and an assignment that stops at `Modifier` takes the '.' lines after it.)
                let android = session.exercise?.platform == .android
                let bareView = (session.vocabulary.elementIDs.contains(trimmed) || Self.isTextMadeAgain(trimmed)
                                || Self.isButtonMadeAgain(trimmed))
                    && !TutorCommand.names.contains(trimmed) && !android
                let bareModifier = android && pending.isEmpty && Self.endsAtModifier(trimmed)
                if !session.awaitingConfirmation,
                   bareView || bareModifier || (Self.isStatement(text) && FixScript.isIncomplete(text)) {
                    if bareView || bareModifier {
                        print(bareView
                              ? "(the view's modifiers go on the next lines, each starting with '.'; an empty line ends them; "
                                + "Ctrl-C abandons it)"
                              : "(the modifier's chain goes on the next lines, each starting with '.'; an empty line ends it; "
                                + "Ctrl-C abandons it)")
                        chaining = true
                    } else if pending.isEmpty, !toldAboutBlocks {
                        toldAboutBlocks = true
                        print("(the statement goes on until its brackets close; Ctrl-C abandons it)")
                    }
                    pending = text
                    continue
                }
                pending = ""
                if !session.awaitingConfirmation, inRoom, Self.movesToAnotherExercise(TutorInput.parse(text)) {
                    session.setPace(RoomLink.refreshPace(store, options))
                    // A lesson just unlocked lets the results the room held for it go now.
                    if (try? store.outboxSummary().held.isEmpty) == false { RoomLink.startSending(store, options) }
                }
                editor.rememberWhole(text)
                let events = session.handle(line: text)
                perform(events)
                vocabulary.current = session.vocabulary
                if events.contains(.quit) {
                    farewell()
                    return
                }
            }
        }
    }

    /// What a command typed inside an open bracket is told: a forgotten close, not run.
    private static func stillOpen(_ command: String) -> String {
        "(still inside an open bracket: close it, or press Ctrl-C to abandon the statement; '\(command)' was not run)"
    }

    /// `save.modifier = Modifier`: a Compose modifier whose chain is still
    /// to come, on the lines after it.
    /// `Text("Shipping")` alone: a SwiftUI view written again, whose modifiers follow one a line.
    static func isTextMadeAgain(_ text: String) -> Bool {
        guard text.hasPrefix("Text(\""), text.hasSuffix("\")"), text.count >= 8 else { return false }
        // One string literal inside: no quote but the two ends, unless escaped.
        let inner = text.dropFirst(6).dropLast(2)
        var escaped = false
        for character in inner {
            if escaped { escaped = false; continue }
            if character == "\\" { escaped = true } else if character == "\"" { return false }
        }
        return !escaped
    }

    /// `Button("Sign in") { signIn() }`, `Button { … } label: { … }`, `Toggle("Agree", isOn: $accepted)`
    /// or `Image(systemName: "trash")` whole (on one line or several): a SwiftUI view written again,
    /// whose modifiers follow one a line, as a `Text`'s do.
    static func isButtonMadeAgain(_ text: String) -> Bool {
        let openings = ["Button(", "Button {", "Button{", "Toggle(", "Link(", "Image("]
        guard openings.contains(where: text.hasPrefix), text.hasSuffix("}") || text.hasSuffix(")"),
              !text.contains("\n.") else { return false }
        // A view written wrong is told at once, not after the line that would have held its
        // modifiers (an `Image(systemName:)` alone is wrong only for want of them).
        if !text.hasPrefix("Image("), (try? FixScript.parse(text, file: nil)) == nil { return false }
        return isStatement(text) && !FixScript.isIncomplete(text)
    }

    private static func endsAtModifier(_ text: String) -> Bool {
        guard text.hasSuffix("Modifier") else { return false }
        let head = text.dropLast("Modifier".count).trimmingCharacters(in: .whitespaces)
        return head.hasSuffix(".modifier =") || head.hasSuffix(".modifier=")
    }

    /// Whether a line is fix statements rather than a command or a gesture.
    private static func isStatement(_ text: String) -> Bool {
        if case .statements = TutorInput.parse(text) { return true }
        return false
    }

    /// `next` and `goto` move by the room's pace, so they ask for it first: a lesson unlocked
    /// since the last ask is open to both.
    private static func movesToAnotherExercise(_ input: TutorInput) -> Bool {
        switch input {
        case .command(.next), .command(.goto): true
        default: false
        }
    }

    private func farewell() {
        print(SessionRenderer.farewell(allSaved: allSaved, resume: resumeCommand))
        fflush(nil)
    }

    /// The command that starts the tutor again as the learner started it: the program as typed
    /// (`./axtutor`), with the course, state folder and plain output they chose.
    private var resumeCommand: String {
        // `learn` is the default command, written out as the learner most likely typed it.
        var words = [CommandLine.arguments.first ?? "axtutor", "learn"]
        if let course = options.course { words += ["--course", course] }
        if let state = options.state { words += ["--state", state] }
        if options.plain { words.append("--plain") }
        return words.map(ShellWord.quoted).joined(separator: " ")
    }

    /// Prints the events and performs what they ask of the store. An event whose save failed
    /// is still shown (the learner's grade, the exercise), then the error, and a check says
    /// plainly that it was not recorded.
    private mutating func perform(_ events: [SessionEvent]) {
        show(events)
        if let exercise = entered {
            entered = nil
            do {
                let draft = try store.draft(exercise: exercise)
                kept = (exercise, draft)
                show(session.restore(draft))
            } catch {
                allSaved = false
                _ = CommandErrors.report(error, for: Axtutor.self)
                fflush(nil)
            }
        }
        keepStatements()
    }

    /// Keeps the current exercise's statements in the store when they changed, so that quitting
    /// (or a crash) loses none of them; a failure is said, and the farewell claims no save.
    private mutating func keepStatements() {
        // An exercise whose files could not be used took none of them: what was kept stays.
        guard let exercise = session.exercise?.id, session.prepared != nil else { return }
        if let kept, kept.exercise == exercise, kept.statements == session.statements { return }
        do {
            try store.saveDraft(exercise: exercise, statements: session.statements)
            kept = (exercise, session.statements)
        } catch {
            allSaved = false
            _ = CommandErrors.report(error, for: Axtutor.self)
            fflush(nil)
        }
    }

    private mutating func show(_ events: [SessionEvent]) {
        var shown: [SessionEvent] = []
        for event in events {
            do {
                if try record(event) { shown.append(event) }
            } catch {
                let drawnHere = event == .list || event == .progress
                if !drawnHere {
                    shown.append(event)
                    allSaved = false
                }
                flush(&shown)
                _ = CommandErrors.report(error, for: Axtutor.self)
                fflush(nil)
                if case .graded = event { print(SessionRenderer.notRecorded) }
            }
        }
        flush(&shown)
    }

    private func flush(_ shown: inout [SessionEvent]) {
        print(renderer.render(shown), terminator: "")
        shown = []
        fflush(nil)
    }

    /// Performs the event's effect; false when it is not to be shown (a message seen before),
    /// or when it was printed here (the views drawn from the store).
    private mutating func record(_ event: SessionEvent) throws -> Bool {
        switch event {
        case .welcome:
            if try store.flag(.welcomeShown) { return false }
            try store.set(.welcomeShown)
        case .courseFinished:
            if try store.flag(.finalShown) { return false }
            try store.set(.finalShown)
        case .exercise(let intro):
            clock = Date()
            entered = intro.exercise.id
            kept = nil
            try store.setCurrent(exercise: intro.exercise.id)
        case .graded(let result, let statements, let hints):
            guard let exercise = session.exercise else { return true }
            let attempt = Attempt.graded(exercise: exercise.id, inputs: statements, passed: result.passed,
                                         hintsUsed: hints, since: clock)
            try store.record(attempt)
            clock = attempt.time
            RoomLink.startSending(store, options)
        case .hint(let number, _, _):
            if let exercise = session.exercise { try store.recordHint(exercise: exercise.id, level: number) }
        case .list:
            print(ProgressReport.list(CourseOutline(session.pack), progress: try store.allProgress(), current: session.exercise?.id,
                                      pace: (try? store.currentRoom())?.pace, style: renderer.style), terminator: "")
            return false
        case .progress:
            print(ProgressReport.text(session.pack, progress: try store.allProgress(), style: renderer.style),
                  terminator: "")
            return false
        default:
            break
        }
        return true
    }
}

/// The words Tab offers, changed by the loop and read by readline's completion callback.
final class VocabularyBox: Sendable {
    private let words: Mutex<CompletionVocabulary>

    init(_ vocabulary: CompletionVocabulary) {
        words = Mutex(vocabulary)
    }

    var current: CompletionVocabulary {
        get { words.withLock { $0 } }
        set { words.withLock { $0 = newValue } }
    }
}

extension Array {
    /// The element at `index`, or nil when it is out of range.
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
