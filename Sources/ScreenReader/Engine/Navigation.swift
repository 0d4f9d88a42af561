import AXModel

/// Gestures that move focus or leave the screen: launch, swipe right / left, touch, escape.
extension ReaderEngine {
    /// `launch`: the app's screen appears. The first time the app launches, the first summary
    /// stop (VoiceOver's `.summaryElement`) is read in full, hint included, without taking
    /// focus (docs/voiceover.md VO-3.2); otherwise the reader says the window's title if it
    /// has one (TalkBack), focuses the first stop (not the title's) and reads it
    /// (docs/voiceover.md VO-8.13, docs/talkback.md TB-7.9). A later `launch` reopens the app
    /// (after it navigated away) but reads no summary again (seed 000).
    func launch(_ session: inout ReaderSession) -> [Transcript.Line] {
        let firstLaunch = !session.hasLaunched
        session.hasLaunched = true
        session.focusedID = nil
        session.departure = nil
        let stops = rules.stops(of: session.screen)
        if firstLaunch, let summary = stops.first(where: \.reading.isSummary) {
            return lines(for: summary, after: nil)
        }
        let (title, first) = rules.arrival(on: session.screen, stops: stops)
        let heard = title.map { [Transcript.Line.speech($0)] } ?? []
        guard let first else { return heard }
        session.focusedID = first.id
        return heard + lines(for: first, after: nil)
    }

    /// Swipe right (+1) or left (-1): the next or previous stop is read, hint after. At
    /// either end nothing is said and focus stays. With nothing focused, swipe right goes to
    /// the first stop and swipe left stays put (the model starts before the first stop;
    /// docs/voiceover.md VO-3.1, docs/talkback.md TB-4.1).
    func move(by step: Int, in session: inout ReaderSession) -> [Transcript.Line] {
        let stops = rules.stops(of: session.screen)
        let current = stops.firstIndex { $0.id == session.focusedID }
        if current == nil, let lost = session.focusedID, let place = stop(after: lost, step: step, among: stops, in: session.screen) {
            // The focused stop went: move on from its place, or say nothing at that end.
            guard let next = place else { return [] }
            session.focusedID = next.id
            return lines(for: next, after: nil)
        }
        let target = current.map { $0 + step } ?? (step > 0 ? 0 : -1)
        guard stops.indices.contains(target) else { return [] }
        session.focusedID = stops[target].id
        return lines(for: stops[target], after: current.map { stops[$0] })
    }

    /// `touch ID` (explore by touch): the stop with that id, else the first stop of that
    /// element, else the stop that reads it (a text inside a focusable row), else the first
    /// stop inside it, else the stop of the nearest element around it (a view inside a
    /// grouped row). Touching nothing says nothing (docs/voiceover.md VO-3.3, docs/talkback.md
    /// TB-4.2).
    ///
    /// On a stop that takes touches directly (VoiceOver's `.allowsDirectInteraction`) VoiceOver
    /// speaks the stop, then passes the touch to the app, which acts on it at once; after that
    /// only what the app announces is heard (docs/voiceover.md VO-3.4). `.silentOnTouch` passes
    /// it without a word; `.requiresActivation` reads the stop as any other until a double tap
    /// on it opened the area. Focus moves there.
    func touch(_ id: String, in session: inout ReaderSession) -> [Transcript.Line] {
        let stops = rules.stops(of: session.screen)
        guard let stop = stops.first(where: { $0.id == id })
                ?? stops.first(where: { $0.elementID == id })
                ?? stops.first(where: { $0.members.contains(id) })
                ?? stops.first(where: { $0.ancestors.contains(id) })
                ?? enclosingStop(of: id, among: stops, in: session.screen)
        else { return [] }
        let previous = stops.first { $0.id == session.focusedID }
        session.focusedID = stop.id
        guard stop.reading.takesTouchDirectly else { return lines(for: stop, after: previous) }
        let options = stop.reading.directTouchOptions
        let opened = session.openedDirectTouch == stop.id && previous?.id == stop.id
        if options.contains(.requiresActivation) && !opened { return lines(for: stop, after: previous) }
        let spoken = options.contains(.silentOnTouch) ? [] : lines(for: stop, after: previous)
        return spoken + activate(stop, in: &session, direct: true)
    }

    /// When the focused stop has gone from the screen (an action hid it or what holds it, or made
    /// it no element), a
    /// swipe moves on from where it was: the nearest stop after it (or before it) that is still
    /// there, `.some(nil)` when none is. Nil when its place cannot be found.
    private func stop(after lost: String, step: Int, among stops: [Stop], in screen: Screen) -> Stop?? {
        var before = screen
        for id in (screen.path(to: lost) ?? []) + [lost] {
            before.modify(id) { element in
                element.isHidden = false
                element.accessibilityElementsHidden = false
                element.android.visibility = .visible
            }
        }
        // The stop itself may have stopped being an element (`isAccessibilityElement = false`):
        // it was one where it stood.
        before.modify(lost) { element in
            if element.isAccessibilityElement == false { element.isAccessibilityElement = true }
            if element.android.importantForAccessibility == .no { element.android.importantForAccessibility = .auto }
        }
        let all = rules.stops(of: before)
        guard let index = all.firstIndex(where: { $0.id == lost }) else { return nil }
        let remaining = Set(stops.map(\.id))
        // A modal view that went took the whole screen with it: there is no place to move on from.
        guard all.contains(where: { remaining.contains($0.id) }) else { return nil }
        let onward = step > 0 ? Array(all[(index + 1)...]) : Array(all[..<index].reversed())
        guard let next = onward.first(where: { remaining.contains($0.id) }) else { return .some(nil) }
        return .some(stops.first { $0.id == next.id })
    }

    /// The whole-element stop of the nearest element around element `id`, if one is a stop.
    private func enclosingStop(of id: String, among stops: [Stop], in screen: Screen) -> Stop? {
        guard let ancestors = screen.path(to: id) else { return nil }
        for ancestor in ancestors.reversed() {
            if let stop = stops.first(where: { $0.elementID == ancestor && $0.part == .whole }) {
                return stop
            }
        }
        return nil
    }

    /// `escape` (VoiceOver's two-finger scrub, Android's back gesture): a text entry being
    /// edited stops editing and nothing is said (docs/voiceover.md VO-3.22, docs/talkback.md
    /// TB-4.10); otherwise the reader's own escape runs.
    func escape(in session: inout ReaderSession) -> [Transcript.Line] {
        if let stop = focusedStop(in: session), stop.reading.isEditing {
            session.screen.modify(stop.elementID) { $0.isEditing = false }
            return []
        }
        // The app's own escape, from the focused element up (docs/voiceover.md VO-8.14); else the reader's.
        let answer = answerGesture("escape", in: &session)
        return answer.handled ? answer.lines : answer.lines + rules.escape(in: &session)
    }
}

extension Screen {
    /// The ids of the elements around element `id`, outermost first; nil when it is not there.
    func path(to id: String) -> [String]? {
        func search(_ elements: [Element]) -> [String]? {
            for element in elements {
                if element.id == id { return [] }
                if let below = search(element.children) { return [element.id] + below }
            }
            return nil
        }
        return search(elements)
    }
}
