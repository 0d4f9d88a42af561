import AXModel

/// What a body posts for the screen reader: UIKit's `UIAccessibility.post(notification:
/// argument:)` and SwiftUI's `AccessibilityNotification.Announcement(…).post()`
/// (docs/voiceover.md VO-8.7, VO-8.11).
extension Parser {
    /// The notifications UIKit has that move focus, which the model does not run yet.
    static let focusNotifications = ["screenChanged", "layoutChanged", "pageScrolled"]
    static let notifications = ["announcement"] + focusNotifications

    /// `UIAccessibility.post(notification: .announcement, argument: "Saved")`
    mutating func postedNotification() throws(Problem) -> Effect {
        advance(); advance()
        let method = try expectIdentifier("'post' after 'UIAccessibility.'")
        guard method.text == "post" else {
            throw Problem(.expected("'post(notification: .announcement, argument: \"…\")'", found: method), at: method.location)
        }
        try expectSymbol("(", "'(notification: .announcement, argument: \"…\")' after 'post'")
        guard current.isIdentifier("notification"), peek(1).isSymbol(":") else {
            throw Problem(.expected("'notification:'", found: current), at: current.location)
        }
        advance(); advance()
        try checkValid()
        if current.isIdentifier("UIAccessibility"), peek(1).isSymbol("."), peek(2).isIdentifier("Notification") {
            advance(); advance(); advance()
        }
        let dot = current
        try expectSymbol(".", "a notification such as '.announcement'")
        let name = try expectIdentifier("a notification such as 'announcement'")
        guard name.text == "announcement" else {
            if Parser.focusNotifications.contains(name.text) {
                throw Problem(.focusNotificationNotModelled(name.text), at: name.location)
            }
            throw Problem(.unknownNotification(name.text, suggestion: NearMiss.suggestion(for: name.text, in: Parser.notifications)),
                          at: dot.location)
        }
        try expectSymbol(",", "', argument: \"…\"', the text to announce")
        skipNewlines()
        guard current.isIdentifier("argument"), peek(1).isSymbol(":") else {
            throw Problem(.expected("'argument:' and the text to announce", found: current), at: current.location)
        }
        advance(); advance()
        let text = try announcedText()
        try expectSymbol(")", "')' to close post(")
        return .announce(text)
    }

    /// `AccessibilityNotification.Announcement("Saved").post()`
    mutating func swiftUIAnnouncement() throws(Problem) -> Effect {
        advance(); advance()
        let kind = try expectIdentifier("'Announcement' after 'AccessibilityNotification.'")
        guard kind.text == "Announcement" else {
            let focusMoves = ["ScreenChanged", "LayoutChanged", "PageScrolled"]
            if focusMoves.contains(kind.text) {
                throw Problem(.focusNotificationNotModelled(kind.text), at: kind.location)
            }
            throw Problem(.unknownNotification(kind.text, suggestion: NearMiss.suggestion(for: kind.text, in: ["Announcement"] + focusMoves)),
                          at: kind.location)
        }
        try expectSymbol("(", "'(\"…\")', the text to announce")
        let text = try announcedText()
        try expectSymbol(")", "')' after the text")
        guard current.isSymbol("."), peek(1).isIdentifier("post"), peek(2).isSymbol("("), peek(3).isSymbol(")") else {
            throw Problem(.announcementNotPosted, at: current.location)
        }
        advance(); advance(); advance(); advance()
        return .announce(text)
    }

    /// The text an announcement speaks: a `String` (or a `String?`, which VoiceOver gets as the
    /// text or as nothing).
    private mutating func announcedText() throws(Problem) -> Expression {
        let (text, kind, location) = try value(expecting: .string)
        if let kind, kind != .string, kind != .optionalString {
            throw Problem(.announcementArgument(found: kind.rawValue), at: location)
        }
        return text
    }
}
