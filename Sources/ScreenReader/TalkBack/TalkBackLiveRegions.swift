import AXModel

/// Live regions (docs/talkback.md TB-7.5 to TB-7.7): a change inside a view with
/// `accessibilityLiveRegion` (Compose's `liveRegion`) is spoken wherever focus is, as the
/// region's whole description: after what TalkBack is saying for a polite region, cutting it off
/// for an assertive one.
extension TalkBackRules {
    func liveChanges(from oldScreen: Screen, to newScreen: Screen) -> [LiveChange] {
        // One walk down the new screen, carrying the nearest live region: most screens have none.
        var regions: [String] = []
        var panes: [Element] = []
        var old: [String: Element]?
        func walk(_ elements: [Element], region: String?) {
            for element in elements {
                if element.android.paneTitle != nil { panes.append(element) }
                let nearest = element.android.liveRegion != .none ? element.id : region
                if let nearest, !regions.contains(nearest) {
                    if old == nil { old = Dictionary(oldScreen.allElements.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }) }
                    if let before = old?[element.id], Self.contentChanged(from: before, to: element) { regions.append(nearest) }
                }
                walk(element.children, region: nearest)
            }
        }
        walk(newScreen.elements, region: nil)
        return paneTitles(panes, from: oldScreen, to: newScreen) + regions.compactMap { region in
            guard Self.exposed(region, path: newScreen.path(to: region) ?? [], in: newScreen),
                  let words = description(of: region, in: newScreen) else { return nil }
            return LiveChange(words: words, interrupts: newScreen.element(region)?.android.liveRegion == .assertive)
        }
    }

    /// A pane that appeared says its title, and a shown pane whose title changed says the new one
    /// (docs/talkback.md TB-7.10). A pane that goes says nothing: the model has no window title
    /// to come back to.
    private func paneTitles(_ panes: [Element], from oldScreen: Screen, to newScreen: Screen) -> [LiveChange] {
        var changes: [LiveChange] = []
        /// On screen and in the accessibility tree: neither it nor a view around it hidden or gone.
        func shown(_ id: String, in screen: Screen) -> Bool {
            guard let path = screen.path(to: id), screen.element(id)?.isHidden == false,
                  !path.contains(where: { screen.element($0)?.isHidden == true }) else { return false }
            return Self.exposed(id, path: path, in: screen)
        }
        for pane in panes {
            guard let title = pane.android.paneTitle, !title.isEmpty, shown(pane.id, in: newScreen) else { continue }
            if !shown(pane.id, in: oldScreen) || oldScreen.element(pane.id)?.android.paneTitle != title {
                changes.append(LiveChange(words: title, interrupts: false))
            }
        }
        return changes
    }

    /// Whether what TalkBack reads of an element changed: its text, description or state, or
    /// whether it is shown.
    static func contentChanged(from old: Element, to new: Element) -> Bool {
        old.text != new.text || old.android.contentDescription != new.android.contentDescription
            || old.android.stateDescription != new.android.stateDescription || old.isHidden != new.isHidden
    }

    /// The region as TalkBack describes it: its utterance when it is a focus stop, else the
    /// words of what is shown inside it, in order. Nil when it is hidden or says nothing.
    func description(of region: String, in screen: Screen) -> String? {
        guard let element = screen.element(region), !element.isHidden else { return nil }
        if let stop = stops(of: screen).first(where: { $0.elementID == region }) {
            let speech = TalkBackUtterance.speech(for: stop, after: nil)
            return speech.isEmpty ? nil : speech
        }
        var words: [String] = []
        func collect(_ element: Element) {
            guard !element.isHidden else { return }
            if let own = (element.android.contentDescription ?? element.text).flatMap({ $0.isEmpty ? nil : $0 }) {
                words.append(own)
                if element.android.contentDescription != nil { return }
            }
            element.children.forEach(collect)
        }
        collect(element)
        return words.isEmpty ? nil : words.joined(separator: ", ")
    }
}
