import AXModel

/// What a double tap does under TalkBack beyond the shared activation: the node is clicked
/// and TalkBack reads its new state (docs/talkback.md TB-4.3 to TB-4.7). Choices where the
/// sources are silent:
/// - a `CheckBox`, `Switch` or toggleable Composable flips and says its new state (`On`,
///   `not checked`, or its `stateDescription`); a `RadioButton` checks and unchecks the
///   radio buttons beside it (same parent), and says `checked`. A Composable's state is the
///   app's (`toggleable(value = saved, onValueChange = { saved = it })`): the click runs the
///   code, and the node says the state the code left, unchanged when its value is a constant;
/// - an expandable node (`expanded` set) that is clickable and not checkable expands or
///   collapses and says `expanded` / `collapsed`, as TalkBack reads a clicked node's new
///   state (the click is taken to do what the node offers); but a Composable whose
///   `expand { }` / `collapse { }` a fix wrote is what the app's code makes it, as a
///   toggleable Composable is: the click runs that code (`toggle:`, the click's lambda) and the
///   node says the state its semantics then read, unchanged when they offer a constant action;
/// - an `EditText` takes the keyboard and says nothing; its edit hint is dropped;
/// - then `onActivate` runs: `toggleSelected` says `selected` / `not selected`, `toggleOn`
///   flips the checked state (on a row, the state of the first checkable view inside it),
///   `announce` says its text, `navigate: NAME` says NAME and leaves the screen, `openURL`
///   leaves it silently, `playSound` / `playMedia` say nothing (TalkBack reads nothing back
///   after a click; there is no trait that silences it, unlike VoiceOver);
/// - a button with no action says nothing, as TalkBack does after a click.
extension TalkBackRules {
    /// TalkBack's nodes have no parts: every stop is a whole element.
    func activatePart(_ stop: TalkBackStop, in session: inout ReaderSession) -> [Transcript.Line]? {
        nil
    }

    /// A node TalkBack calls disabled is not enabled: it is not clicked (TB-4.3).
    func respondsWhileSaidDimmed(_ stop: TalkBackStop, of element: Element) -> Bool {
        false
    }

    /// An edit box takes the keyboard; a checkable node flips; an expandable one expands or
    /// collapses.
    func activateControl(_ element: Element, _ stop: TalkBackStop, in session: inout ReaderSession) -> ControlResponse {
        var response = ControlResponse()
        if element.type == .EditText {
            response.acted = true
            if !element.isEditing { session.screen.modify(element.id) { $0.isEditing = true } }
        }
        if element.androidCheckable, element.androidClickable {
            response.acted = true
            response.flipped = true
            if element.type == .Composable, !element.onActivate.contains(.toggleOn) {
                // Compose hoists state: the click runs the app's code, and the node's state is what
                // that code leaves where the modifier reads it (a constant stays as it is).
                response.words += [TalkBackFocusOrder.state(of: element)].compactMap { $0 }
            } else {
                response.words += toggle(element, stop, in: &session)
            }
        } else if element.androidClickable, element.android.expanded != nil, element.bindings["expanded"] != nil {
            response.acted = true
            response.statedAfterCode = true
        } else if element.androidClickable, let expanded = element.android.expanded {
            response.acted = true
            session.screen.modify(element.id) { $0.android.expanded = !expanded }
            response.words.append(expanded ? "collapsed" : "expanded")
        }
        return response
    }

    /// TalkBack's double tap is a click, which no `accessibilityActivate()` answers.
    func wordsAfterHandledActivation(of before: TalkBackStop, in session: ReaderSession) -> [String] {
        []
    }

    /// A check box hears its click after the app's listener: `CompoundButton.performClick()`
    /// toggles, then `View.performClick()` calls the listener and only then sends
    /// `TYPE_VIEW_CLICKED`, whose state TalkBack says; so the words are the state the listener
    /// left (a state description it cleared says `checked`; docs/talkback.md TB-4.3).
    func flippedWordsAfterAppCode(of element: Element, in session: ReaderSession) -> [String]? {
        if !element.androidCheckable, element.android.expanded != nil {
            return session.screen.element(element.id).flatMap(TalkBackFocusOrder.expansion).map { [$0] }
        }
        let flipped = element.androidCheckable
            ? element : Screen(elements: element.children).allElements.first(where: \.androidCheckable)
        guard let id = flipped?.id, let now = session.screen.element(id) else { return nil }
        return [TalkBackFocusOrder.state(of: now)].compactMap { $0 }
    }

    /// `toggleOn`: the node's checked state flips, or that of the first checkable view inside it.
    func toggle(_ element: Element, _ stop: TalkBackStop, in session: inout ReaderSession) -> [String] {
        toggle(element, in: &session)
    }

    func selectionWords(of stop: TalkBackStop, in session: ReaderSession) -> [String] {
        [session.screen.element(stop.elementID)?.isSelected ?? false ? "selected" : "not selected"]
    }

    /// TalkBack reads nothing back after a click: a sound or media plays with nothing said over it.
    func mediaWords(of stop: TalkBackStop, in session: ReaderSession) -> [String] {
        []
    }

    /// A button with no action says nothing.
    func idleWords(of stop: TalkBackStop, in session: ReaderSession) -> [String] {
        []
    }

    /// No trait silences a node's words: TalkBack has nothing like VoiceOver's `.playsSound`.
    func silencesOwnWords(of stop: TalkBackStop, direct: Bool) -> Bool {
        false
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
