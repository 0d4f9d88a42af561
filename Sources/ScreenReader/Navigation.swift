import AXModel

/// Gestures that move focus or leave: launch, swipe right / left, touch, escape.
enum Navigation {
    /// `launch`: a fresh start with nothing focused. The first time the app launches, the
    /// first `.summaryElement` stop is read in full, hint included, without taking focus.
    ///
    /// Without a summary element (docs/voiceover.md VO-3.2) the model says nothing and leaves
    /// focus unset, so the first swipe right lands on the first stop, as
    /// transcripts that begin with `> swipe right` expect. A later `launch` reopens the app
    /// (after it navigated away) but does not read the summary again (seed 000).
    static func launch(_ session: inout ReaderSession) -> [Transcript.Line] {
        let firstLaunch = !session.hasLaunched
        session.hasLaunched = true
        session.focusedID = nil
        session.departure = nil
        guard firstLaunch,
              let summary = session.stops.first(where: { $0.traits.contains(.summaryElement) })
        else { return [] }
        return Speech.lines(for: summary)
    }

    /// Swipe right (+1) or left (-1): the next or previous stop is read. At either end
    /// nothing is spoken and focus stays. With nothing focused, swipe right goes to the first
    /// stop and swipe left stays put (the model starts before the first stop; docs/voiceover.md
    /// VO-3.1).
    static func move(by step: Int, in session: inout ReaderSession) -> [Transcript.Line] {
        let stops = session.stops
        let target: Int
        if let current = stops.firstIndex(where: { $0.id == session.focusedID }) {
            target = current + step
        } else {
            target = step > 0 ? 0 : -1
        }
        guard stops.indices.contains(target) else { return [] }
        session.focusedID = stops[target].id
        return Speech.lines(for: stops[target])
    }

    /// `touch ID`: explore by touch onto a stop: by its id, else the first stop of that
    /// element or inside it. Touching nothing says nothing (docs/voiceover.md VO-3.3).
    ///
    /// On a stop with `.allowsDirectInteraction` the touch passes straight to the element
    /// (docs/voiceover.md VO-3.4): the model treats it as the element's own tap, so it activates at
    /// once and only what the activation says is heard; focus moves there.
    ///
    /// Touching a view inside an element that swallows its children (a grouped row) lands on
    /// that element: the touch finds the nearest enclosing focus stop.
    static func touch(_ id: String, in session: inout ReaderSession) -> [Transcript.Line] {
        let stops = session.stops
        guard let stop = stops.first(where: { $0.id == id })
                ?? stops.first(where: { $0.elementID == id })
                ?? stops.first(where: { $0.ancestors.contains(id) })
                ?? enclosingStop(of: id, in: session)
        else { return [] }
        session.focusedID = stop.id
        if stop.traits.contains(.allowsDirectInteraction) {
            return Activating.activate(stop, in: &session, direct: true)
        }
        return Speech.lines(for: stop)
    }

    /// The focus stop of the nearest ancestor of element `id`, if one is a stop.
    private static func enclosingStop(of id: String, in session: ReaderSession) -> FocusStop? {
        func path(to id: String, in elements: [Element]) -> [String]? {
            for element in elements {
                if element.id == id { return [] }
                if let below = path(to: id, in: element.children) { return [element.id] + below }
            }
            return nil
        }
        guard let ancestors = path(to: id, in: session.screen.elements) else { return nil }
        for ancestor in ancestors.reversed() {
            if let stop = session.stops.first(where: { $0.elementID == ancestor && $0.part == .whole }) {
                return stop
            }
        }
        return nil
    }

    /// `escape` (two-finger scrub; docs/voiceover.md VO-3.22): the model does what UIKit's
    /// `accessibilityPerformEscape` does by default, quietly: a text field being edited stops
    /// editing; else a modal view is dismissed (hidden, focus reset); else the navigation
    /// bar's back item is activated. Otherwise nothing happens.
    static func escape(in session: inout ReaderSession) -> [Transcript.Line] {
        if let stop = session.focusedStop, stop.role.contains(.editing) {
            session.screen.modify(stop.elementID) { $0.isEditing = false }
            return []
        }
        if let (modal, _) = FocusOrder.modalView(in: session.screen.elements, ancestors: []) {
            session.screen.modify(modal.id) { $0.isHidden = true }
            session.focusedID = nil
            return []
        }
        if let back = session.stops.first(where: { $0.part == .back }) {
            return Activating.goBack(back, in: &session)
        }
        return []
    }
}
