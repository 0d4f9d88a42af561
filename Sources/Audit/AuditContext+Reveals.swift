import AXModel

extension AuditContext {
    /// Each view a double tap shows (`onActivate: {show: ID}`) while the app says nothing of it:
    /// the activated element announces nothing and runs no code of its own (code may post or
    /// move focus, which a static check cannot see), and `heard` does not already speak for the
    /// shown view. The activated element's id and the shown one's, in screen order.
    func silentReveals(heard: (Element) -> Bool) -> [(activator: String, shown: String)] {
        screen.allElements.flatMap { element -> [(activator: String, shown: String)] in
            guard !element.handlers.contains(where: { $0.runsOnActivation || $0.event == "activate" }),
                  !element.onActivate.contains(where: { if case .announce = $0 { true } else { false } }) else { return [] }
            return element.onActivate.compactMap { activation in
                guard case .show(let id) = activation, let shown = self.element(id), shown.isHidden,
                      !heard(shown) else { return nil }
                return (element.id, id)
            }
        }
    }
}
