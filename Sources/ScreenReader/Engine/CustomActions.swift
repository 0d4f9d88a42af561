import AXModel

/// Custom actions: choosing one and performing it (docs/voiceover.md VO-8.2, VO-8.3;
/// docs/talkback.md TB-7.2). VoiceOver chooses with swipe up / down on the focused stop;
/// TalkBack with its menu (`actions menu NAME`).
extension ReaderEngine {
    /// The word VoiceOver says for the stop's own activation among its actions.
    static var activateWord: String { "Activate" }

    /// Swipe down (`forward`) or up on a stop with custom actions: the next or previous entry of
    /// `Activate` and the actions as declared, said by name, cycling: past the last comes
    /// `Activate` again, and before it the last. Nothing is performed until a double tap.
    func chooseAction(forward: Bool, on stop: Stop, in session: inout ReaderSession) -> [Transcript.Line] {
        let names = [Self.activateWord] + stop.reading.customActions
        let current = session.chosenAction ?? 0
        let next = ((forward ? current + 1 : current - 1) + names.count) % names.count
        session.chosenAction = next
        return [.speech(names[next])]
    }

    /// `actions menu NAME`: TalkBack's menu lists the focused node's actions (or, when it has
    /// none, its nearest ancestor's) and performs the one with that label; focus returns to the
    /// node. A label that is not there does nothing.
    func performFromMenu(_ name: String, in session: inout ReaderSession) -> [Transcript.Line] {
        guard let owner = menuOwner(in: session),
              let index = owner.customActions.firstIndex(where: { $0.name.lowercased() == name.lowercased() })
        else { return [] }
        return performAction(at: index, of: owner.id, in: &session)
    }

    /// Runs a custom action's handler; what it posts is heard.
    func performAction(at index: Int, of elementID: String, in session: inout ReaderSession) -> [Transcript.Line] {
        guard let element = session.screen.element(elementID), element.customActions.indices.contains(index) else {
            return []
        }
        return runCode(element.customActions[index].effects, selfID: element.id, in: &session)
    }

    /// The element whose actions the menu lists on the focused stop: its own, else its nearest
    /// ancestor's that has some; nil when nothing is focused or none has actions.
    func menuOwner(in session: ReaderSession) -> Element? {
        guard let stop = focusedStop(in: session) else { return nil }
        let owners = [stop.elementID] + stop.ancestors.reversed()
        return owners.lazy.compactMap { session.screen.element($0) }.first { !$0.customActions.isEmpty }
    }
}
