import AXModel

/// UIKit's `layout.setEnabled(false, forSegmentAt: 2)`: a segment that is dimmed and does not
/// respond (docs/voiceover.md VO-5.14). A segment has no object of its own to set `isEnabled` on,
/// so UISegmentedControl takes it as a method, as it takes a segment's title.
extension Parser {
    mutating func setEnabledStatement(on target: ElementReference, start: SourceLocation) throws(Problem) -> Statement {
        try expectSymbol("(", "'(' after 'setEnabled'")
        try checkValid()
        guard let property = ElementProperty.named("isEnabled") else { throw Problem.reported }
        let enabled = try value(for: property)
        try expectSymbol(",", "', forSegmentAt: INDEX' after true or false: UISegmentedControl's setEnabled(_:forSegmentAt:)")
        guard current.isIdentifier("forSegmentAt"), peek(1).isSymbol(":") else {
            throw Problem(.expected("'forSegmentAt:' and the segment's index, as in forSegmentAt: 0", found: current),
                          at: current.location)
        }
        advance(); advance()
        try checkValid()
        guard case .number = current.kind, let index = Int(current.text), index >= 0 else {
            throw Problem(.expected("a segment index such as 0 or 1", found: current), at: current.location)
        }
        var segment = target
        segment.part = String(index)
        segment.partLocation = advance().location
        segment.accessor = "forSegmentAt"
        try expectSymbol(")", "')' to close 'setEnabled('")
        return Statement(target: segment, change: .set(property: "isEnabled", value: enabled), location: start)
    }
}
