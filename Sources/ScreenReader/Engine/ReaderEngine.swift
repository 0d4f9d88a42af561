import AXModel

/// The one screen reader engine: gesture dispatch, moving focus, touch, activation,
/// adjustment, the rotor (reading controls), waiting, read all and leaving the screen are
/// written here once, for VoiceOver and TalkBack alike; `Rules` says what one reader does its
/// own way (its focus order, its words, its gesture meanings).
///
/// The gestures live in extensions by purpose: Navigation, Activating, Adjusting, Rotor,
/// Waiting, ReadAll.
struct ReaderEngine<Rules: ReaderRules>: Sendable {
    typealias Stop = ReaderStop<Rules.Reading>

    let rules: Rules

    /// Every focus stop of the screen in swipe order.
    func stops(of screen: Screen) -> [Stop] {
        rules.stops(of: screen)
    }

    /// What the reader says on each stop, swiping right from the first: each after the one
    /// before it.
    func announcements(of screen: Screen) -> [Announcement] {
        let stops = rules.stops(of: screen)
        return stops.indices.map { rules.announcement(for: stops[$0], after: $0 > 0 ? stops[$0 - 1] : nil) }
    }

    /// Performs one gesture, changing the session, and returns what the reader says. Once the
    /// app has left the screen nothing is heard until the next `launch`.
    func perform(_ gesture: Gesture, in session: inout ReaderSession) -> [Transcript.Line] {
        let focus = session.focusedID
        defer {
            if session.focusedID != focus {
                session.chosenAction = nil
                session.readContent = nil
                session.openedDirectTouch = nil
            }
        }
        if gesture == .launch { return launch(&session) }
        guard session.departure == nil else { return [] }
        let before = session.screen
        let focusedBefore = focusedStop(in: session)
        var said = dispatch(gesture, in: &session)
        if case .wait = gesture { return said }  // a wait hears its changes second by second
        // TalkBack says a change in the focused node that the click's code made (a state
        // description that reads the app's state), unless the click already said it (TB-6.3).
        if gesture == .doubleTap, session.screen.platform == .android, let old = focusedBefore,
           let new = focusedStop(in: session), new.id == old.id {
            let changed = session.screen.allElements.map(\.id).filter { id in
                guard let was = before.element(id), let now = session.screen.element(id) else { return false }
                return was != now
            }
            let heard = Set(said.compactMap { if case .speech(let words) = $0 { words } else { nil } })
            said += rules.changes(of: changed, from: before, to: session.screen, focused: old, now: new)
                .filter { !heard.contains($0) }.map { .speech($0) }
        }
        // What the gesture changed inside a live region is heard too (TalkBack; TB-7.5, TB-7.6).
        let live = rules.liveChanges(from: before, to: session.screen)
        if let interrupting = live.first(where: \.interrupts) { return [.speech(interrupting.words)] }
        return said + live.map { .speech($0.words) }
    }

    /// The gesture itself, and what the reader says.
    private func dispatch(_ gesture: Gesture, in session: inout ReaderSession) -> [Transcript.Line] {
        switch gesture {
        case .launch: return []
        case .swipeRight: return move(by: 1, in: &session)
        case .swipeLeft: return move(by: -1, in: &session)
        case .touch(let id): return touch(id, in: &session)
        case .escape: return escape(in: &session)
        case .doubleTap: return doubleTap(in: &session)
        case .swipeUp: return swipeVertically(up: true, in: &session)
        case .swipeDown: return swipeVertically(up: false, in: &session)
        // VoiceOver's rotor and TalkBack's reading controls: each reader answers only its own
        // menu (`Gesture.problem(on:)` refuses the other; docs/talkback.md TB-6.2).
        case .rotor, .readingControl: return chooseMenuSetting(gesture, in: &session)
        case .wait(let seconds): return wait(seconds, in: &session)
        case .readAll: return readAll(in: &session)
        case .actionsMenu(let name): return performFromMenu(name, in: &session)
        case .magicTap: return answerGesture("magicTap", in: &session).lines
        case .doubleTapAndHold: return longClick(in: &session)
        }
    }

    /// The focused stop, if focus rests on one that is still on screen.
    func focusedStop(in session: ReaderSession) -> Stop? {
        guard let id = session.focusedID else { return nil }
        return rules.stops(of: session.screen).first { $0.id == id }
    }

    /// The transcript lines for focus landing on a stop from `previous`: the utterance, then
    /// the hint.
    func lines(for stop: Stop, after previous: Stop?) -> [Transcript.Line] {
        let announcement = rules.announcement(for: stop, after: previous)
        var lines: [Transcript.Line] = []
        if !announcement.speech.isEmpty { lines.append(.speech(announcement.speech)) }
        if let hint = announcement.hint { lines.append(.hint(hint)) }
        return lines
    }
}
