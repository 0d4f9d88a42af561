import AXModel

/// What a body posts for the screen reader: UIKit's `UIAccessibility.post(notification:
/// argument:)` and SwiftUI's `AccessibilityNotification.Announcement(…).post()`
/// (docs/voiceover.md VO-8.7, VO-8.11).
extension Parser {
    /// The notifications UIKit has beside `.announcement`: two move focus, one speaks a position.
    static let focusNotifications = ["screenChanged", "layoutChanged", "pageScrolled"]
    static let notifications = ["announcement"] + focusNotifications

    /// `UIAccessibility.post(notification: .announcement, argument: "Saved")`
    mutating func postedNotification() throws(Problem) -> [Effect] {
        advance(); advance()
        let method = try expectIdentifier("'post' after 'UIAccessibility.'")
        guard method.text == "post" else {
            throw Problem(.expected("'post(notification: .announcement, argument: \"…\")'", found: method), at: method.location)
        }
        try expectSymbol("(", "'(notification: .announcement, argument: \"…\")' after 'post'")
        skipNewlines()
        guard current.isIdentifier("notification"), peek(1).isSymbol(":") else {
            throw Problem(.expected("'notification:'", found: current), at: current.location)
        }
        advance(); advance()
        let name = try enumerationCase(type: ["UIAccessibility", "Notification"], among: Parser.notifications,
                                       dotted: "a notification such as '.announcement'",
                                       bare: "a notification such as 'announcement'") {
            .unknownNotification($0.text, suggestion: $1)
        }
        skipNewlines(before: ",")
        try expectSymbol(",", name.text == "announcement" ? "', argument: \"…\"', the text to announce"
                                                         : "', argument: …', the element to move to (or nil)")
        skipNewlines()
        guard current.isIdentifier("argument"), peek(1).isSymbol(":") else {
            throw Problem(.expected("'argument:' and what the notification carries", found: current), at: current.location)
        }
        advance(); advance()
        let effect: Effect
        if name.text == "screenChanged" || name.text == "layoutChanged" {
            // An element (or nil) moves focus; a string is spoken as an announcement (VO-8.9).
            if let target = try focusTarget() {
                effect = .moveFocus(to: target, screenChanged: name.text == "screenChanged")
            } else if name.text == "screenChanged" {
                // A new screen resets focus to its first element, and the string is spoken (VO-8.8).
                effect = .spelled(.notification(name.text), [.announce(try announcedText()), .moveFocus(to: nil, screenChanged: true)])
            } else {
                effect = .spelled(.notification(name.text), [.announce(try announcedText())])
            }
        } else {
            // An announcement, or the new scroll position: spoken, and focus stays (VO-8.7, VO-8.10).
            let text = try announcedText()
            effect = name.text == "pageScrolled" ? .spelled(.notification(name.text), [.announce(text)]) : .announce(text)
        }
        skipNewlines(before: ")")
        try expectSymbol(")", "')' to close post(")
        return [effect]
    }

    /// The element a focus notification names: `nil` (`.some(nil)`), `self` in an extension, a
    /// view of the view controller as the closure reaches it (`self.row`, `row` after `[self]`);
    /// nil when the argument is not an element (a string to speak).
    private mutating func focusTarget() throws(Problem) -> String?? {
        try checkValid()
        if current.isIdentifier("nil") {
            advance()
            return .some(nil)
        }
        let ends = { (token: Token) in token.isSymbol(")") || token.isNewline }
        switch bodyOwner {
        case .view:
            guard current.isIdentifier("self"), ends(peek(1)) else { return nil }
            advance()
            return .some("self")
        case .controller(let capture):
            // `if let story = self?.fourthStory { … argument: story }`: a local bound to a view.
            if let name = current.identifier, ends(peek(1)),
               let view = bodyScopes.reversed().lazy.compactMap({ $0[name] }).first?.view {
                bodyNames.elements.append(ElementReference(id: view, location: current.location))
                advance()
                return .some(view)
            }
            var offset = 0
            if current.isIdentifier("self") {
                offset = peek(1).isSymbol("?") && peek(2).isSymbol(".") ? 3 : peek(1).isSymbol(".") ? 2 : 0
                if offset == 0 { throw Problem(.controllerProperty("argument"), at: current.location) }
                // `self.resultsTitle` after `[weak self]`: self is optional there, as swiftc says; and
                // `self?.` where it is not (`[unowned self]`, after `guard let self`, no capture list).
                if offset == 2, capture == .weak {
                    throw Problem(.weakSelfNeedsUnwrap(returnsBool: returnsBool), at: peek(1).location)
                }
                if offset == 3, capture != .weak { throw Problem(.selfNotOptional, at: peek(1).location) }
            } else if case .alias(let alias) = capture, current.isIdentifier(alias), peek(1).isSymbol(".") {
                offset = 2
            }
            let name = peek(offset)
            guard let id = name.identifier, ends(peek(offset + 1)),
                  !bodyScopes.contains(where: { $0[id] != nil }) else { return nil }
            if offset == 0 {
                guard capture == .implicit else {
                    throw Problem(.implicitSelf(id, through: capture == .weak ? "self?." : "self."), at: name.location)
                }
            }
            for _ in 0...offset { advance() }
            bodyNames.elements.append(ElementReference(id: id, location: name.location))
            return .some(id)
        }
    }

    /// SwiftUI's notifications (iOS 17): `AccessibilityNotification.Announcement("Saved").post()`,
    /// `.PageScrolled("Page 2 of 5")`, and `.ScreenChanged()` / `.LayoutChanged()` with `nil` or a
    /// string, the same notifications as UIKit's (docs/voiceover.md VO-8.7 to VO-8.11). A SwiftUI
    /// view is a value with no element to pass: focus goes to a view through
    /// `@AccessibilityFocusState`.
    mutating func swiftUINotification() throws(Problem) -> [Effect] {
        advance(); advance()
        let kinds = ["Announcement", "ScreenChanged", "LayoutChanged", "PageScrolled"]
        let kind = try expectIdentifier("'Announcement' after 'AccessibilityNotification.'")
        guard kinds.contains(kind.text) else {
            throw Problem(.unknownNotification(kind.text, suggestion: NearMiss.suggestion(for: kind.text, in: kinds)),
                          at: kind.location)
        }
        let movesFocus = kind.text == "ScreenChanged" || kind.text == "LayoutChanged"
        try expectSymbol("(", movesFocus ? "'()' or '(nil)' after '\(kind.text)'" : "'(\"…\")', the text to announce")
        var effects: [Effect]
        if movesFocus {
            let screenChanged = kind.text == "ScreenChanged"
            if current.isSymbol(")") || current.isIdentifier("nil") && peek(1).isSymbol(")") {
                if current.isIdentifier("nil") { advance() }
                // `nil`: a new screen starts from its first element; a layout change moves nothing (VO-8.8, VO-8.9).
                effects = [.moveFocus(to: nil, screenChanged: screenChanged)]
            } else {
                if let id = current.identifier, peek(1).isSymbol(")"), bodyScopes.allSatisfy({ $0[id] == nil }) {
                    throw Problem(.swiftUIFocusElement(id), at: current.location)
                }
                // A string is spoken; after a screen change focus then starts from the top (VO-8.8).
                let text = try announcedText()
                let notification = screenChanged ? "screenChanged" : "layoutChanged"
                effects = [.spelled(.notification(notification), screenChanged ? [.announce(text), .moveFocus(to: nil, screenChanged: true)]
                                                                              : [.announce(text)])]
            }
        } else {
            // An announcement, or the new scroll position: spoken, and focus stays (VO-8.7, VO-8.10).
            let text = try announcedText()
            effects = kind.text == "PageScrolled" ? [.spelled(.notification("pageScrolled"), [.announce(text)])] : [.announce(text)]
        }
        try expectSymbol(")", "')' after the argument")
        guard current.isSymbol("."), peek(1).isIdentifier("post"), peek(2).isSymbol("("), peek(3).isSymbol(")") else {
            throw Problem(.announcementNotPosted, at: current.location)
        }
        advance(); advance(); advance(); advance()
        return effects
    }

    /// The text an announcement speaks: a `String` (or a `String?`, which VoiceOver gets as the
    /// text or as nothing).
    private mutating func announcedText() throws(Problem) -> Expression {
        // An element is what a focus notification takes; an announcement speaks text.
        let start = position
        let names = bodyNames
        if case .controller = bodyOwner, !current.isIdentifier("nil"), let element = try? focusTarget(), let id = element {
            position = start
            bodyNames = names
            throw Problem(.announcementArgument(found: "the view '\(id)', which moves focus when posted with .screenChanged or "
                                                + ".layoutChanged; announce its text, as in self.\(id).accessibilityLabel"),
                          at: current.location)
        }
        position = start
        bodyNames = names
        // `NSAttributedString(string: "Saved", attributes: […])`: VoiceOver speaks its string (the
        // attributes change how, not what).
        if current.isIdentifier("NSAttributedString"), peek(1).isSymbol("("), peek(2).isIdentifier("string"), peek(3).isSymbol(":") {
            for _ in 0..<4 { advance() }
            let text = try announcedText()
            return .attributed(text, attributes: try attributedStringEnd())
        }
        // `argument: self?.emailError.text`: an optional whole argument compiles (it is `Any?`), and
        // a nil one announces nothing; inside a larger value `self?.` would need unwrapping.
        let optionalSelf = bodyOwner == .controller(.weak) && current.isIdentifier("self") && peek(1).isSymbol("?")
        readsThroughOptionalSelf = optionalSelf
        defer { readsThroughOptionalSelf = false }
        let (text, kind, location) = try value(expecting: .string)
        // The read whole, or given a default (`self?.emailError.text ?? ""`: the chain's String?
        // made a String), is what `self?.` may reach.
        let wholeRead = switch text {
        case .property, .unwrapped(.property), .coalesced(.property, _), .coalesced(.unwrapped(.property), _): true
        default: false
        }
        if optionalSelf, !(current.isSymbol(")") || current.isSymbol(",")) || !wholeRead {
            throw Problem(.readThroughWeakSelf(returnsBool: returnsBool), at: start == position ? location : tokens[start].location)
        }
        if let kind, kind != .string, kind != .optionalString {
            throw Problem(.announcementArgument(found: kind.rawValue), at: location)
        }
        // `"Saved" as NSString`, `as Any`: the same text, bridged as the argument's `Any?` takes it.
        if current.isIdentifier("as"), peek(1).isIdentifier("NSString") || peek(1).isIdentifier("Any") {
            advance(); advance()
        }
        return text
    }
}
