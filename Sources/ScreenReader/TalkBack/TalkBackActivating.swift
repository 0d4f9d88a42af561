import AXModel

/// Double tap under TalkBack: the focused node is clicked, and what changed is said.
extension TalkBack {
    /// Clicks the focused node. A disabled node does nothing; with nothing focused nothing
    /// happens. Choices where the sources are silent (docs/talkback.md TB-4.3 to TB-4.7):
    /// - a `CheckBox`, `Switch` or toggleable Composable flips and says its new state (`On`,
    ///   `not checked`, or its `stateDescription`); a `RadioButton` checks and unchecks the
    ///   radio buttons beside it (same parent), and says `checked`;
    /// - an expandable node (`expanded` set) that is clickable and not checkable expands or
    ///   collapses and says `expanded` / `collapsed`, as TalkBack reads a clicked node's new
    ///   state (the click is taken to do what the node offers);
    /// - an `EditText` takes the keyboard and says nothing; its edit hint is dropped;
    /// - then `onActivate` runs: `toggleSelected` says `selected` / `not selected`, `toggleOn`
    ///   flips the checked state (once: a checkable class has flipped already; on a row, the
    ///   state of the first checkable view inside it), `announce`
    ///   says its text, `navigate: NAME` says NAME and leaves the screen, `openURL` leaves it
    ///   silently, `playSound` / `playMedia` say nothing (TalkBack reads nothing back after a
    ///   click; there is no trait that silences it, unlike VoiceOver);
    /// - a button with no action says nothing, as TalkBack does after a click.
    func doubleTap(in session: inout ReaderSession) -> [Transcript.Line] {
        guard let stop = focusedStop(in: session), !stop.disabled,
              let element = session.screen.element(stop.id) else { return [] }
        var said: [String] = []
        var flipped = false
        if element.type == .EditText, !element.isEditing {
            session.screen.modify(element.id) { $0.isEditing = true }
        }
        if element.androidCheckable, element.androidClickable {
            flipped = true
            said += toggle(element, in: &session)
        } else if element.androidClickable, let expanded = element.android.expanded {
            session.screen.modify(element.id) { $0.android.expanded = !expanded }
            said.append(expanded ? "collapsed" : "expanded")
        }
        actions: for action in element.onActivate {
            switch action {
            case .toggleSelected:
                session.screen.modify(element.id) { $0.isSelected.toggle() }
                let selected = session.screen.element(element.id)?.isSelected ?? false
                said.append(selected ? "selected" : "not selected")
            case .toggleOn:
                if flipped { continue actions }
                flipped = true
                said += toggle(element, in: &session)
            case .playSound, .playMedia:
                continue actions
            case .announce(let text):
                said.append(text)
            case .openURL(let url):
                session.departure = .url(url)
                session.focusedID = nil
                break actions
            case .navigate(let name):
                session.departure = .screen(name)
                session.focusedID = nil
                said.append(name)
                break actions
            }
        }
        return said.filter { !$0.isEmpty }.map { .speech($0) }
    }

    /// Flips the element's checked state (a radio button only checks, and unchecks its
    /// siblings) and returns its new state word.
    ///
    /// An element without a checked state (a row whose click flips the switch it holds)
    /// flips its first checkable descendant instead, and says that one's new state.
    private func toggle(_ element: Element, in session: inout ReaderSession) -> [String] {
        if !element.androidCheckable {
            guard let inner = Screen(elements: element.children).allElements.first(where: \.androidCheckable)
            else { return [] }
            return toggle(inner, in: &session)
        }
        if element.type == .RadioButton {
            let siblings = siblingRadioButtons(of: element.id, in: session.screen)
            for id in siblings { session.screen.modify(id) { $0.android.checked = false } }
            session.screen.modify(element.id) { $0.android.checked = true }
        } else {
            session.screen.modify(element.id) { $0.android.checked = !($0.android.checked ?? false) }
        }
        guard let changed = session.screen.element(element.id) else { return [] }
        return [TalkBackFocusOrder.state(of: changed)].compactMap { $0 }
    }

    /// The other radio buttons with the same parent (a `RadioGroup`), or at the top level.
    private func siblingRadioButtons(of id: String, in screen: Screen) -> [String] {
        func search(_ elements: [Element]) -> [String]? {
            if elements.contains(where: { $0.id == id }) {
                return elements.filter { $0.type == .RadioButton && $0.id != id }.map(\.id)
            }
            for element in elements {
                if let found = search(element.children) { return found }
            }
            return nil
        }
        return search(screen.elements) ?? []
    }
}
