import AXModel
import Course
import FixScript
import Grading
import Progress
import ScreenReader

/// The tutor's model: where the learner is in the course and what they did on the current
/// exercise. It never draws and never touches a file: each input becomes `SessionEvent`s.
public struct Session: Sendable {
    /// How many failed checks open the solution before a pass.
    public static let failuresBeforeSolution = 3
    /// How diagnostics name what the learner typed.
    public static let inputName = "<input>"

    public let pack: CoursePack
    /// The current exercise's place in `pack.exercises`.
    public private(set) var index: Int
    /// The current exercise parsed; nil when its files could not be used (see `problems`).
    public private(set) var prepared: PreparedExercise?
    public private(set) var problems: [Diagnostic] = []
    /// The statements applied so far, one entry per input, oldest first (what `undo` takes back).
    public private(set) var statements: [String] = []
    /// The broken screen with the statements applied.
    public private(set) var workingScreen: Screen
    /// VoiceOver exploring the working screen, gesture by gesture.
    public private(set) var reader: ReaderSession
    public private(set) var hintsShown = 0
    public private(set) var failedChecks = 0
    /// The statements of the last check that counted as failed.
    private var lastFailedStatements: [String] = []
    /// True once a check passed on this visit of the exercise.
    public private(set) var passed = false
    /// True while `solution` waits for a y/N answer.
    public private(set) var awaitingConfirmation = false
    /// Exercise ids done, from the store and from passes in this session.
    public private(set) var completed: Set<String>
    /// The workshop room's pace: exercises of lessons it has not unlocked are not offered.
    /// Nil outside a room (every lesson is open).
    public private(set) var pace: RoomPace?

    private var screens: [Screen] = []
    private var grader: Grader?

    /// Starts on the exercise at `index` (clamped to the course); `completed` are the ids done before.
    public init(pack: CoursePack, index: Int, completed: Set<String> = [], hintsShown: Int = 0,
                pace: RoomPace? = nil) {
        self.pack = pack
        self.completed = completed
        self.pace = pace
        self.index = 0
        workingScreen = Screen(elements: [])
        reader = ReaderSession(screen: workingScreen)
        enter(max(0, min(index, pack.exercises.count - 1)))
        self.hintsShown = min(hintsShown, exercise?.hints.count ?? 0)
    }

    /// Where a run starts: the exercise asked for, else the current one unless done, else the
    /// first not done after it (wrapping), else the first. Bonus exercises (unless current) and
    /// the exercises of lessons the room's `pace` keeps locked are left out of the normal path;
    /// a bonus one not done is taken when nothing else is left. Throws for an unknown or locked id.
    public static func startIndex(in pack: CoursePack, requested: String?, current: String?,
                                  completed: Set<String>, pace: RoomPace? = nil) throws(Diagnostic) -> Int {
        let ids = pack.exercises.map(\.id)
        func open(_ index: Int) -> Bool { pace?.allows(lesson: pack.exercises[index].lesson) ?? true }
        if let requested {
            // A lesson's id goes to its first exercise.
            let lessonStart = pack.exercises.firstIndex { $0.lesson == requested }
            guard let found = ids.firstIndex(of: requested) ?? lessonStart else {
                // A near miss of a whole id, else of an id's start (`annouce-saved` for `announce-saved-toast`).
                let names = ids + pack.lessons.map(\.id)
                let suggestion = NearMiss.suggestion(for: requested, in: names) ?? names.first { name in
                    name.count > requested.count && NearMiss.suggestion(for: requested, in: [String(name.prefix(requested.count))]) != nil
                }
                throw Diagnostic(message: "no exercise or lesson '\(requested)' in this course", suggestion: suggestion, exitCode: 66)
            }
            guard open(found) else { throw locked(pack.exercises[found], in: pack) }
            return found
        }
        let from = current.flatMap { ids.firstIndex(of: $0) } ?? 0
        let order = Array(ids.indices[from...]) + Array(ids.indices[..<from])
        let offered = order.filter(open)
        let resumed = current.flatMap { ids.firstIndex(of: $0) }
        return offered.first { !completed.contains(ids[$0]) && (!pack.exercises[$0].bonus || $0 == resumed) }
            ?? offered.first { !completed.contains(ids[$0]) }
            ?? (offered.contains(from) ? from : offered.first ?? from)
    }

    /// The words for an exercise whose lesson the facilitator has not unlocked.
    static func locked(_ exercise: Exercise, in pack: CoursePack) -> Diagnostic {
        let lesson = pack.lesson(exercise.lesson)?.title ?? exercise.lesson
        return Diagnostic(message: "the facilitator has not unlocked the lesson '\(lesson)' yet, "
                          + "so '\(exercise.id)' is not open", exitCode: 66)
    }

    /// Takes the room's latest pace (nil: every lesson open).
    public mutating func setPace(_ pace: RoomPace?) {
        self.pace = pace
    }

    /// Whether the exercise's lesson is open in the room (always, outside one).
    public func isOpen(_ exercise: Exercise) -> Bool {
        pace?.allows(lesson: exercise.lesson) ?? true
    }

    /// The next exercise on the normal path (bonus exercises skipped), open or not.
    private var nextOnPath: Int? {
        pack.exercises.indices.first { $0 > index && !pack.exercises[$0].bonus }
    }

    /// Bonus exercises not done in open lessons, the current lesson's first.
    public var bonusChoices: [BonusChoice] {
        let lesson = exercise?.lesson
        let open = pack.exercises.filter { $0.bonus && !completed.contains($0.id) && isOpen($0) }
        return (open.filter { $0.lesson == lesson } + open.filter { $0.lesson != lesson })
            .map { BonusChoice(id: $0.id, title: $0.title) }
    }

    /// The current exercise; nil only for a course without exercises.
    public var exercise: Exercise? {
        pack.exercises.indices.contains(index) ? pack.exercises[index] : nil
    }

    /// True when every exercise of the course is done.
    public var allDone: Bool { pack.exercises.allSatisfy { completed.contains($0.id) } }

    /// Tab's words: commands, this screen's element ids, property names (View attributes on an
    /// android screen), trait names (none on android), its string resources.
    public var vocabulary: CompletionVocabulary {
        let android = workingScreen.platform == .android
        var completion = CompletionVocabulary(commands: TutorCommand.names,
                                    elementIDs: workingScreen.allElements.map(\.id),
                                    properties: android ? Self.androidPropertyWords : Self.propertyWords,
                                    traits: android ? [] : TraitName.all.map(\.swift) + TraitName.all.compactMap(\.swiftUI),
                                    stringResources: workingScreen.strings.keys.sorted(),
                                    classes: workingScreen.allElements.filter { $0.type.framework == .uikit }
                                        .flatMap { [$0.className, $0.type.name].compactMap { $0 } },
                                    stateNames: workingScreen.state.keys.sorted())
        // Gestures this reader has, with their settings (`rotor headings`) and this screen's actions.
        let menu = android ? Gesture.readingControls.map { "reading controls " + $0.name }
            : RotorSetting.names.map { "rotor " + $0 }
        let actions = android ? workingScreen.allElements.flatMap(\.customActions).map { "actions menu " + $0.name } : []
        let touches = workingScreen.allElements.map { "touch " + $0.id }
        completion.gestures = Gesture.spellings.filter { !["rotor", "reading controls", "actions menu", "touch"].contains($0) }
            + menu + actions + touches
        return completion
    }

    /// Words Tab offers after `id.`: UIKit properties and SwiftUI modifiers.
    static let propertyWords: [String] = {
        var seen = Set<String>()
        return (ElementProperty.names + FixScript.vocabulary.filter { $0.hasPrefix("accessibility") || $0 == "disabled" })
            .filter { seen.insert($0).inserted }
    }()

    /// Words Tab offers after `id.` on an android screen: the attributes in the spellings fix
    /// statements take (`isChecked`, `setContentDescription`), `modifier` and `semantics`.
    static let androidPropertyWords = FixScript.androidMemberNames

    // MARK: Input

    /// The opening of a run: the welcome, then the current exercise.
    public mutating func start() -> [SessionEvent] {
        var events: [SessionEvent] = []
        if !pack.manifest.welcome.isEmpty { events.append(.welcome(pack.manifest.welcome)) }
        return events + introduction(withLesson: true)
    }

    /// Handles one line (several when a statement went on over lines).
    public mutating func handle(line: String) -> [SessionEvent] {
        if awaitingConfirmation {
            awaitingConfirmation = false
            let answer = line.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
            return answer == "y" || answer == "yes" ? revealSolution() : [.solutionDeclined]
        }
        let input = TutorInput.parse(line, platform: exercise?.platform ?? .ios)
        // A view's id alone is no command: what to write after it (in the REPL, the lines below
        // it that start with '.' are its modifiers; an id with none comes here alone).
        let word = line.trimmingCharacters(in: .whitespaces)
        if case .invalid = input, let element = workingScreen.element(word) {
            let example = element.type.platform == .android
                ? (element.type == .Composable ? "\(word).modifier = Modifier.semantics { contentDescription = \"…\" }"
                    : "\(word).contentDescription = \"…\"")
                : element.type.framework == .swiftUI ? "\(word).accessibilityLabel(\"…\")" : "\(word).accessibilityLabel = \"…\""
            return [.invalid(Diagnostic(message: "'\(word)' is a view of the screen, not a command: write what to change after "
                                        + "it, as in \(example)"))]
        }
        return handle(input)
    }

    public mutating func handle(_ input: TutorInput) -> [SessionEvent] {
        switch input {
        case .empty: return []
        case .invalid(let problem): return [.invalid(problem)]
        case .statements(let text): return apply(text)
        case .gesture(let gesture): return explore(gesture)
        case .command(let command): return run(command)
        }
    }

    private mutating func run(_ command: TutorCommand) -> [SessionEvent] {
        switch command {
        case .check: return check()
        case .speak:
            guard let prepared, let grader else { return [.exerciseUnavailable(problems)] }
            return [.transcript(grader.model.play(prepared.expected.steps.map(\.gesture), on: workingScreen))]
        // The screen as the fixes and the gestures since left it: a swiped value, a state an action changed.
        case .show: return exercise == nil ? [.exerciseUnavailable([])] : [.tree(reader.screen)]
        case .hint: return hint()
        case .undo: return undo()
        case .reset:
            rebuild(statements: [])
            return [.resetDone]
        case .solution: return solution()
        case .next:
            guard let target = nextOnPath else {
                let bonus = bonusChoices
                return [.atLastExercise] + (bonus.isEmpty ? [] : [.bonusOffered(bonus)])
            }
            guard isOpen(pack.exercises[target]) else { return [lockedEvent(target)] }
            enter(target)
            return introduction()
        case .prev:
            guard let target = pack.exercises.indices.last(where: {
                $0 < index && !pack.exercises[$0].bonus && isOpen(pack.exercises[$0])
            }) else { return [.atFirstExercise] }
            enter(target)
            return introduction()
        case .goto(let id):
            do {
                enter(try Self.startIndex(in: pack, requested: id, current: nil, completed: [], pace: pace))
            } catch {
                return [.invalid(error)]
            }
            return introduction()
        case .list: return [.list]
        case .progress: return [.progress]
        case .help: return [.help(exercise?.platform ?? .ios)]
        case .lesson:
            guard let exercise else { return [.exerciseUnavailable([])] }
            return [pack.lesson(exercise.lesson).map(SessionEvent.lesson) ?? .noLesson(exercise.lesson)]
        case .quit: return [.quit]
        }
    }

    // MARK: The working screen

    private mutating func apply(_ text: String) -> [SessionEvent] {
        guard prepared != nil else { return [.exerciseUnavailable(problems)] }
        do {
            // Constants an earlier entry declared are read here too, as lines of one fix read them.
            let platform = workingScreen.platform
            let constants = statements.reduce(into: [String: String]()) { found, earlier in
                found.merge(FixScript.declaredConstants(in: earlier, platform: platform)) { $1 }
            }
            let parsed = try FixScript.parse(text, file: Self.inputName, namesOn: workingScreen, constants: constants)
            // One line of a fix: what a later line may complete is said, not refused.
            let screen = try FixScript.apply(parsed, to: workingScreen, file: Self.inputName, partial: true)
            let unchanged = UnchangedTraitsNotes.notes(FixScript.resolved(parsed, on: workingScreen), before: workingScreen,
                                                       after: screen)
            screens.append(workingScreen)
            statements.append(text)
            setScreen(screen)
            // A SwiftUI chain is one statement typed, however many changes it makes.
            // A Compose modifier chain, likewise: its changes all name the node where it was typed.
            // A change only to the look (`.font`, `textColor = …`) is no change to count.
            let changes = parsed.filter { !$0.changesOnlyLooks }
            let declared = FixScript.declaredConstants(in: text, platform: platform)
            if changes.isEmpty, !declared.isEmpty {
                return [.declared(declared.sorted { $0.key < $1.key }.map { "\($0.key) = \($0.value)" })]
            }
            // A chain's modifiers are one statement; a loop's body, one for each view it goes over.
            return [.applied(count: Set(changes.map { "\($0.compose ? $0.target.location : $0.location) \($0.target.id)" }).count)]
                + (unchanged + FocusNotes.notes(on: screen) + HiddenElementNotes.notes(on: screen)
                    + ValueChangedNotes.notes(on: screen) + AnnouncementNotes.notes(on: screen)
                    + AppendedActionNotes.notes(parsed, after: screen)).map(SessionEvent.pending)
        } catch let problems as Diagnostics {
            return [.statementProblems(problems.items, source: text)]
        } catch let problem as Diagnostic {
            return [.statementProblems([problem], source: text)]
        } catch {
            return [.statementProblems([Diagnostic(message: "\(error)")], source: text)]
        }
    }

    /// Applies again the statements kept from an earlier visit of this exercise, in order; one
    /// that no longer applies is left out and named. Nothing when there were none.
    public mutating func restore(_ kept: [String]) -> [SessionEvent] {
        guard !kept.isEmpty, prepared != nil else { return [] }
        var dropped: [String] = []
        for text in kept {
            let before = statements.count
            _ = apply(text)
            if statements.count == before { dropped.append(text) }
        }
        return [.restored(count: kept.count - dropped.count, dropped: dropped)]
    }

    private mutating func undo() -> [SessionEvent] {
        guard let last = statements.popLast(), let screen = screens.popLast() else { return [.nothingToUndo] }
        setScreen(screen)
        return [.undone(last)]
    }

    private mutating func explore(_ gesture: Gesture) -> [SessionEvent] {
        guard let grader else { return [.exerciseUnavailable(problems)] }
        if let problem = gesture.problem(on: workingScreen.platform) { return [.invalid(problem)] }
        if case .touch(let id) = gesture, workingScreen.element(id) == nil {
            // Touching nothing would say nothing, which reads as "hidden": say the id is unknown.
            let ids = workingScreen.allElements.map(\.id)
            return [.invalid(Diagnostic(message: "no element '\(id)' on this screen (its elements: "
                                            + ids.joined(separator: ", ") + ")",
                                        suggestion: NearMiss.suggestion(for: id, in: ids)))]
        }
        if case .actionsMenu(let name) = gesture {
            let names = grader.model.actionNames(in: reader)
            if !names.contains(where: { $0.lowercased() == name.lowercased() }) {
                // An action that is not there would do nothing, silently: say what the menu lists.
                return [.invalid(Diagnostic(message: names.isEmpty
                                                ? "the focused stop has no custom actions: the menu lists none"
                                                : "no action '\(name)' in the menu here (it lists: \(names.joined(separator: ", ")))",
                                            suggestion: NearMiss.suggestion(for: name, in: names).map { "actions menu \($0)" }))]
            }
        }
        let focus = reader.focusedID
        let lines = grader.model.perform(gesture, in: &reader)
        // A swipe past the end says nothing, as on a device; focus is kept across statements, so
        // say where it is (a learner read the silence as a broken fix).
        if lines.isEmpty, gesture == .swipeRight || gesture == .swipeLeft, let focus, reader.focusedID == focus {
            let end = gesture == .swipeRight ? "last" : "first"
            return [.heard(gesture, lines), .pending("focus stays on \(focus), the \(end) element: 'launch' starts the screen again")]
        }
        return [.heard(gesture, lines)]
    }

    /// A new working screen: exploring starts afresh on it, focus kept where it still exists.
    private mutating func setScreen(_ screen: Screen) {
        let focus = reader.focusedID
        let launched = reader.hasLaunched
        workingScreen = screen
        reader = ReaderSession(screen: screen)
        reader.hasLaunched = launched
        if let focus, screen.element(focus) != nil { reader.focusedID = focus }
    }

    private mutating func rebuild(statements kept: [String]) {
        statements = []
        screens = []
        setScreen(prepared?.brokenScreen ?? Screen(elements: []))
        reader = ReaderSession(screen: workingScreen)
        for text in kept { _ = apply(text) }
    }

    // MARK: Grading, hints, solution

    private mutating func check() -> [SessionEvent] {
        guard let prepared, let grader, let exercise else { return [.exerciseUnavailable(problems)] }
        let result = grader.grade(prepared, screen: workingScreen)
        var events: [SessionEvent] = [.graded(result, statements: statements, hintsUsed: hintsShown)]
        guard result.passed else {
            // A check counts toward the solution when it tries a fix: not the broken screen as it
            // came, nor the same statements checked again.
            if !statements.isEmpty, statements != lastFailedStatements {
                failedChecks += 1
                lastFailedStatements = statements
            }
            return events
        }
        passed = true
        let wasAllDone = allDone
        completed.insert(exercise.id)
        events.append(.explanation(Explanation.of(prepared, screen: workingScreen, grader: grader, learner: statements)))
        if allDone, !wasAllDone, !pack.manifest.final.isEmpty {
            events.append(.courseFinished(pack.manifest.final))
        }
        if let target = nextOnPath {
            events.append(isOpen(pack.exercises[target]) ? .offerNext(title: pack.exercises[target].title)
                                                          : lockedEvent(target))
        } else if !bonusChoices.isEmpty {
            events.append(.bonusOffered(bonusChoices))
        }
        return events
    }

    private mutating func hint() -> [SessionEvent] {
        guard let exercise else { return [.exerciseUnavailable([])] }
        guard hintsShown < exercise.hints.count else { return [.noMoreHints(total: exercise.hints.count)] }
        let hint = exercise.hints[hintsShown]
        hintsShown += 1
        return [.hint(number: hintsShown, total: exercise.hints.count, text: hint.text)]
    }

    private mutating func solution() -> [SessionEvent] {
        // An exercise done before (this run or an earlier one) has been passed: its solution is open.
        if passed || exercise.map({ completed.contains($0.id) }) == true { return revealSolution() }
        let remaining = Self.failuresBeforeSolution - failedChecks
        guard remaining <= 0 else { return [.solutionLocked(remaining: remaining)] }
        awaitingConfirmation = true
        return [.confirmSolution]
    }

    private func revealSolution() -> [SessionEvent] {
        [.solution(exercise?.solution.text ?? "")]
    }

    // MARK: Moving

    /// The next lesson is not open yet: its title, and the bonus exercises to do meanwhile.
    private func lockedEvent(_ target: Int) -> SessionEvent {
        let lesson = pack.exercises[target].lesson
        return .lessonLocked(lesson: pack.lesson(lesson)?.title ?? lesson, bonus: bonusChoices,
                             current: exercise?.lesson == lesson)
    }

    /// Makes the exercise at `newIndex` current, from its broken screen.
    private mutating func enter(_ newIndex: Int) {
        index = newIndex
        hintsShown = 0
        failedChecks = 0
        lastFailedStatements = []
        passed = false
        awaitingConfirmation = false
        prepared = nil
        grader = nil
        problems = []
        if let exercise {
            do {
                prepared = try PreparedExercise(exercise)
                grader = Grader(platform: exercise.platform)
            } catch let found as Diagnostics {
                problems = found.items
            } catch let found as Diagnostic {
                problems = [found]
            } catch {
                problems = [Diagnostic(file: exercise.file, message: "\(error)")]
            }
        }
        rebuild(statements: [])
    }

    /// The current exercise's opening; the lesson's introduction comes with the lesson's
    /// first exercise, and with whichever exercise a run starts on (`withLesson`).
    private func introduction(withLesson: Bool = false) -> [SessionEvent] {
        guard let exercise else { return [.exerciseUnavailable([])] }
        let lesson = pack.lesson(exercise.lesson)
        let firstOfLesson = withLesson || pack.exercises(of: exercise.lesson).first?.id == exercise.id
        let now = prepared.flatMap { prepared in
            grader.map { $0.model.play(prepared.expected.steps.map(\.gesture), on: prepared.brokenScreen) }
        }
        let intro = ExerciseIntro(exercise: exercise, number: index + 1, count: pack.exercises.count,
                                  lessonTitle: lesson?.title,
                                  lessonIntroduction: firstOfLesson ? lesson?.introduction ?? [] : [],
                                  now: now, done: completed.contains(exercise.id), goal: prepared?.expected)
        return [.exercise(intro)] + (problems.isEmpty ? [] : [.exerciseUnavailable(problems)])
    }
}
