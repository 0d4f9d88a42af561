import AXModel

/// Runs audit rules over a screen and puts their findings in a fixed order.
public enum Auditor {
    /// Every finding of `rules` on `screen`, in on-screen order of the elements they are
    /// about, then in the order of `rules`; only the rules of the screen's platform run.
    /// `drawn` is the screen as designed, before any fix, when there is one: text a fix hid
    /// (`isHidden`) still counts as visible text.
    public static func audit(_ screen: Screen, rules: [any AuditRule] = AuditRules.all,
                             drawn: Screen? = nil) -> [Finding] {
        let context = AuditContext(screen: screen, drawn: drawn)
        var order: [String: Int] = [:]
        for (index, element) in screen.allElements.enumerated() where order[element.id] == nil {
            order[element.id] = index
        }
        var found: [(finding: Finding, place: Int, rule: Int, offset: Int)] = []
        for (ruleIndex, rule) in rules.enumerated() where rule.platform == screen.platform {
            for (offset, finding) in rule.findings(in: context).enumerated() {
                found.append((finding, order[finding.element] ?? Int.max, ruleIndex, offset))
            }
        }
        return found.sorted { a, b in
            (a.place, a.rule, a.offset) < (b.place, b.rule, b.offset)
        }.map(\.finding)
    }
}
