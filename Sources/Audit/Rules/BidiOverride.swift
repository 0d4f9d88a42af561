import AXModel

/// `bidi-override`: a label, value or hint holding an explicit bidirectional embedding,
/// override or isolate (U+202A–U+202E, U+2066–U+2069). These reorder how the text after them
/// is drawn without changing the order of its characters, which is roughly the order they are
/// spoken in (Unicode's logical order; W3C, https://w3.org/2004/Talks/IUC26bidi/slide4-0.html),
/// so what the screen shows and what VoiceOver says can differ (Unicode Standard Annex #9, section 2; the
/// "Trojan Source" attack, CVE-2021-42574; Rust's `text_direction_codepoint_in_literal` lint
/// and Dart's `text_direction_code_point_in_literal` flag the same nine characters).
public struct BidiOverride: AuditRule {
    public init() {}
    public let id = "bidi-override"
    public let severity = AuditSeverity.error
    public let platform = Platform.ios
    public let lesson = "concepts/name-role-value"
    public let description = "A label, value or hint holds a bidirectional override, embedding or isolate character."

    public func findings(in context: AuditContext) -> [Finding] {
        context.stops.flatMap { stop in
            [("label", stop.label), ("value", stop.value), ("hint", stop.hint)].compactMap { word, text -> Finding? in
                guard let text, let control = text.unicodeScalars.first(where: TerminalText.isBidirectionalControl)
                else { return nil }
                return finding(stop.elementID, in: context,
                               "the \(word) '\(text)' of \(context.aKind(of: stop)) '\(stop.id)' holds "
                               + "\(Self.name(of: control)): the characters after it are drawn in another order "
                               + "than the one they are stored and spoken in, so what is seen and what VoiceOver "
                               + "says can differ. Remove it and store the text in the order it is read; the "
                               + "system lays out right-to-left scripts by itself")
            }
        }
    }

    /// `U+202E (right-to-left override)`.
    static func name(of scalar: Unicode.Scalar) -> String {
        let names: [UInt32: String] = [
            0x202A: "left-to-right embedding", 0x202B: "right-to-left embedding",
            0x202C: "pop directional formatting", 0x202D: "left-to-right override",
            0x202E: "right-to-left override", 0x2066: "left-to-right isolate",
            0x2067: "right-to-left isolate", 0x2068: "first strong isolate",
            0x2069: "pop directional isolate",
        ]
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+\(hex)" + (names[scalar.value].map { " (\($0))" } ?? "")
    }

    public let failing = [
        """
        elements:
          - ↓id: pay
            type: UIButton
            accessibilityLabel: "Pay \\u202E01$"
        """,
        """
        elements:
          - ↓id: price
            type: UILabel
            text: Price
            accessibilityValue: "\\u2067100\\u2069 dollars"
          - ↓id: send
            type: UIButton
            title: Send
            accessibilityHint: "Sends \\u202Dthe message\\u202C."
        """,
    ]

    public let passing = [
        """
        elements:
          - id: delete
            type: UIButton
            accessibilityLabel: Delete account
          - id: greeting
            type: UILabel
            text: "שלום, world"
        """,
    ]
}
