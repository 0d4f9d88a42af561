import AXModel
import Course
import ScreenReader

/// `verify`'s check that an exercise's `expect` exercises what its solution changes: a focus
/// stop the solution changes must be reached; where the solution changes what a swipe up or down
/// on it says, the expect must adjust it; and where it changes what a double tap on a toggle (one
/// that flips an on, checked, selected or expanded state) says, the expect must double tap it —
/// or a wrong fix passes (a value that does not follow a slider, a row that never toggles). A
/// stop the solution makes say it is a switch or check box must also flip something on a double
/// tap: a row that only copies a switch's role is a control that does nothing (Deque's "nested
/// active controls": the switch inside is not reached).
struct ExpectCoverage {
    let model: any ScreenReaderModel
    let prepared: PreparedExercise
    /// The stops already warned about, so a second solution does not repeat a warning.
    private var warned: Set<String> = []

    init(model: any ScreenReaderModel, prepared: PreparedExercise) {
        self.model = model
        self.prepared = prepared
    }

    /// The stop ids of the broken and the solved screen, found once for every probe.
    private struct Stops {
        var broken: Set<String>
        var solved: Set<String>
    }

    /// What the expect's gestures did to each stop of the solved screen.
    private struct Coverage {
        var reached: Set<String> = []
        var adjusted: Set<String> = []
        var activated: Set<String> = []
    }

    /// One warning per stop the solution changes that the expect leaves unexercised, each at
    /// the `expect` block's opening fence.
    mutating func problems(solved: Screen, solution: CodeBlock) -> [Diagnostic] {
        let before = Dictionary(model.announcements(of: prepared.brokenScreen).map { ($0.id, $0) },
                                uniquingKeysWith: { first, _ in first })
        let after = model.announcements(of: solved)
        let changed = after.filter { before[$0.id] != $0 }
        guard !changed.isEmpty else { return [] }
        let stops = Stops(broken: Set(before.keys), solved: Set(after.map(\.id)))
        let coverage = coverage(on: solved, stops: after.map(\.id))
        let line = prepared.exercise.expect.line - 1
        return changed.compactMap { stop -> Diagnostic? in
            guard !warned.contains(stop.id) else { return nil }
            let name = "'\(stop.id)' (\"\(stop.speech)\")"
            let message: String
            if !coverage.reached.contains(stop.id) {
                message = "the expect never reaches \(name), which the solution changes: a wrong fix there would pass"
            } else if let said = changedResponse(stop.id, to: .swipeUp, solved: solved, stops: stops)
                        ?? changedResponse(stop.id, to: .swipeDown, solved: solved, stops: stops),
                      !coverage.adjusted.contains(stop.id) {
                message = "the solution changes what adjusting \(name) says (\(said)), and the expect never "
                    + "swipes up or down on it: a value that does not follow the control would pass"
            } else if toggles(stop.id, on: solved), let said = changedResponse(stop.id, to: .doubleTap, solved: solved, stops: stops),
                      !coverage.activated.contains(stop.id) {
                message = "the solution changes what a double tap on \(name) says (\(said)), and the expect "
                    + "never double taps it: a state that does not follow the tap would pass"
            } else if claimsToggle(stop.id, on: solved), !doubleTapChangesReading(stop.id, on: solved) {
                message = "\(name) says it is a switch or check box, but a double tap on it changes nothing it says: a stop that "
                    + "takes a control's role must also act as it does (the app's accessibilityActivate(), or the "
                    + "control itself), and the expect should double tap it"
            } else {
                return nil
            }
            warned.insert(stop.id)
            return Diagnostic(file: prepared.exercise.file, line: line, column: 1, severity: .warning,
                              message: message + " (solution at line \(solution.line - 1))")
        }
    }

    /// Plays the expect's gestures on the solved screen, noting the stop each one acts on.
    private func coverage(on screen: Screen, stops everyStop: [String]) -> Coverage {
        var coverage = Coverage()
        var session = ReaderSession(screen: screen)
        for gesture in prepared.expected.steps.map(\.gesture) {
            let focused = session.focusedID
            _ = model.perform(gesture, in: &session)
            if gesture == .readAll { coverage.reached.formUnion(everyStop) }
            if let now = session.focusedID { coverage.reached.insert(now) }
            guard let focused else { continue }
            switch gesture {
            case .swipeUp, .swipeDown: coverage.adjusted.insert(focused)
            case .doubleTap: coverage.activated.insert(focused)
            default: break
            }
        }
        return coverage
    }

    /// What `gesture` on the stop says on the solved screen, quoted, when it is not what it
    /// says on the broken one; nil when they agree or the solved screen says nothing.
    private func changedResponse(_ id: String, to gesture: Gesture, solved: Screen, stops: Stops) -> String? {
        let after = stops.solved.contains(id) ? response(id, gesture, on: solved) : []
        let before = stops.broken.contains(id) ? response(id, gesture, on: prepared.brokenScreen) : []
        guard !after.isEmpty, after != before else { return nil }
        return after.map { "'\(GradeReport.words($0))'" }.joined(separator: ", ")
    }

    /// What the reader says after `gesture` with focus on the stop (one of the screen's), from
    /// a launched app.
    private func response(_ id: String, _ gesture: Gesture, on screen: Screen) -> [Transcript.Line] {
        var session = Self.session(focusedOn: id, of: screen)
        return model.perform(gesture, in: &session)
    }

    /// Whether a double tap on the stop flips a toggle's state somewhere on the screen. Text
    /// entry, a tab's or a segment's selection and a stepper's value change on a double tap too,
    /// but are not toggles.
    private func toggles(_ id: String, on screen: Screen) -> Bool {
        var session = Self.session(focusedOn: id, of: screen)
        _ = model.perform(.doubleTap, in: &session)
        return session.departure == nil && Self.toggleStates(of: session.screen) != Self.toggleStates(of: screen)
    }

    /// Whether the stop's element announces itself as something a double tap flips: VoiceOver's
    /// `.toggleButton` trait (`switch button`), or TalkBack's checkable node; a dimmed or
    /// disabled one rightly flips nothing.
    private func claimsToggle(_ id: String, on screen: Screen) -> Bool {
        guard let element = screen.element(id), element.isEnabled else { return false }
        return screen.platform == .android ? element.androidCheckable
            : element.resolvedTraits.contains(.toggleButton) && !element.resolvedTraits.contains(.notEnabled)
    }

    /// Whether a double tap on the stop changes what the stop itself says (its state, its value).
    private func doubleTapChangesReading(_ id: String, on screen: Screen) -> Bool {
        var session = Self.session(focusedOn: id, of: screen)
        _ = model.perform(.doubleTap, in: &session)
        return model.announcements(of: session.screen).first { $0.id == id } != model.announcements(of: screen).first { $0.id == id }
    }

    /// A launched app with focus on the stop `id`.
    private static func session(focusedOn id: String, of screen: Screen) -> ReaderSession {
        var session = ReaderSession(screen: screen)
        session.focusedID = id
        session.hasLaunched = true
        return session
    }

    /// The states a toggle flips, element by element: on (checked), selected, expanded.
    private static func toggleStates(of screen: Screen) -> [[PropertyValue?]] {
        screen.allElements.map { element in
            screen.platform == .android
                ? ["checked", "selected", "expanded"].map { element.property($0, on: .android) }
                : ["isOn", "isSelected"].map { element.property($0) }
        }
    }
}
