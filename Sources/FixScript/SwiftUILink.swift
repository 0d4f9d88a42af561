import AXModel

/// SwiftUI's `Link("Terms of Service", destination: URL(string: "https://example.com/terms")!)`
/// written where the app shows that text: the view (a `Text` or a `Button` that shows it, found
/// when applied) becomes a link, which VoiceOver reads with the link trait and a double tap opens
/// (Apple's documentation of `Link`: "a control for navigating to a URL"). Also
/// `Link(destination: URL(string: "…")!) { Text("…") }`. Its modifiers follow it.
extension Parser {
    mutating func swiftUILinkStatement() throws(Problem) -> [Statement] {
        var (start, title) = try titledViewOpening("Link", then: "', destination: URL(string: \"…\")!' after the link's title")
        guard current.isIdentifier("destination"), peek(1).isSymbol(":") else {
            throw Problem(.expected("'destination: URL(string: \"…\")!', the page the link opens", found: current),
                          at: current.location)
        }
        advance(); advance()
        let urlLocation = peek(4).location
        let url = try linkDestination()
        skipNewlines()
        try expectSymbol(")", "')' to close 'Link('")
        // `Link(destination: …) { Text("Terms of Service") }`: the title in the label.
        if title == nil, current.isSymbol("{") { title = try textLabel(of: "link") }
        guard let (text, location) = title else {
            throw Problem(.expected("the link's title, as in Link(\"Terms of Service\", destination: …)", found: current),
                          at: current.location)
        }
        let target = ElementReference(id: "", location: location, accessor: "Link", shownText: text)
        let link = Statement(target: target, change: .madeLink(url, at: urlLocation), location: start.location, swiftUI: true)
        return [link] + (try modifiersAfterView(on: target, tappable: text))
    }

    /// `URL(string: "https://…")!`: the page, as Foundation makes it; the initializer returns an
    /// optional, which `Link` does not take, so the `!` is required.
    private mutating func linkDestination() throws(Problem) -> String {
        try checkValid()
        guard current.isIdentifier("URL"), peek(1).isSymbol("("), peek(2).isIdentifier("string"), peek(3).isSymbol(":") else {
            throw Problem(.expected("URL(string: \"https://…\")!, the page the link opens", found: current), at: current.location)
        }
        advance(); advance(); advance(); advance()
        try checkValid()
        guard case .string(let parts) = current.kind, parts.count <= 1, case .text(let url)? = parts.first ?? .text("") else {
            throw Problem(.expected("the address in double quotes", found: current), at: current.location)
        }
        advance()
        try expectSymbol(")", "')' to close 'URL('")
        guard current.isSymbol("!") else { throw Problem(.optionalURL, at: current.location) }
        advance()
        return url
    }
}
