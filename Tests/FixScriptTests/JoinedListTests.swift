import Testing
import AXModel
@testable import FixScript

/// A label built as UIKit code builds it from its parts: a Swift array of texts `joined` (the
/// nil ones dropped first by `compactMap`), with the errors swiftc gives for what does not compile.
@Suite struct JoinedListTests {
    @Test func textsAreJoinedWithTheSeparator() throws {
        let screen = try applying(#"row.accessibilityLabel = [caption.text ?? "", "setting"].joined(separator: ", ")"#,
                                  to: Fixtures.darkTheme)
        #expect(screen["row"].accessibilityLabel == "Dark Theme, setting")
        // Swift's default separator is none.
        #expect(try applying(#"row.accessibilityLabel = ["Dark", " Theme"].joined()"#, to: Fixtures.darkTheme)["row"]
            .accessibilityLabel == "Dark Theme")
    }

    /// `compactMap { $0 }` drops what is nil, and its separator with it.
    @Test func compactMapDropsTheNilTexts() throws {
        let source = #"row.accessibilityLabel = [caption.text, themeSwitch.accessibilityHint, "off"].compactMap { $0 }.joined(separator: ", ")"#
        #expect(try applying(source, to: Fixtures.darkTheme)["row"].accessibilityLabel == "Dark Theme, off")
    }

    /// `[view, view].compactMap(\.accessibilityLabel)`, or `{ $0.accessibilityLabel }`: each view's
    /// property, read as VoiceOver reads it (a label's text is its accessibilityLabel).
    @Test func aKeyPathReadsEachView() throws {
        for map in [#"compactMap(\.accessibilityLabel)"#, "compactMap { $0.accessibilityLabel }"] {
            let source = "row.accessibilityLabel = [caption, themeSwitch].\(map).joined(separator: \" / \")"
            #expect(try applying(source, to: Fixtures.darkTheme)["row"].accessibilityLabel == "Dark Theme / Dark Theme")
        }
    }

    /// What swiftc refuses: a `String?` item without `compactMap`, a number, nil as the separator,
    /// an empty list, a list left unjoined, a key path over texts.
    @Test func whatDoesNotCompileIsRefused() {
        #expect(message("row.accessibilityLabel = [caption.text].joined()", on: Fixtures.darkTheme)
            == "1:27: error: 'caption.text' is a String?, and joined(separator:) joins Strings: drop the nil ones first "
            + #"with .compactMap { $0 }, or unwrap it, as in (caption.text ?? "")"#)
        #expect(message("row.accessibilityLabel = [themeSwitch.isOn].compactMap { $0 }.joined()", on: Fixtures.darkTheme)
            == "1:27: error: 'accessibilityLabel' expects a string or nil, not themeSwitch.isOn, which is true or false")
        #expect(message(#"row.accessibilityLabel = ["a"].joined(separator: nil)"#, on: Fixtures.darkTheme)
            .hasPrefix("1:50: error: expected a String after 'separator:'"))
        #expect(message(#"row.accessibilityLabel = ["a"].joined(separator: caption.text)"#, on: Fixtures.darkTheme)
            .hasPrefix("1:50: error: 'separator' expects a string, not 'caption.text', a String?"))
        #expect(message("row.accessibilityLabel = [].joined()", on: Fixtures.darkTheme)
            .hasPrefix("1:27: error: expected a text in the list"))
        #expect(message(#"row.accessibilityLabel = ["a", "b"]"#, on: Fixtures.darkTheme)
            .hasPrefix("1:36: error: expected .joined(separator: \", \") after the list: an array is not a text"))
        #expect(message(#"row.accessibilityLabel = ["a"].compactMap(\.text).joined()"#, on: Fixtures.darkTheme)
            .hasPrefix("1:27: error: expected a view, whose .text compactMap reads"))
    }

    /// Kotlin's `listOf(…).joinToString(…)`: ", " when no separator is given, as Kotlin's default;
    /// a null written "null", and dropped by `listOfNotNull`.
    @Test func kotlinsJoinToStringJoinsAList() throws {
        func label(_ value: String) throws -> String? {
            try applying("row.contentDescription = \(value)", to: Fixtures.android)["row"].android.contentDescription
        }
        #expect(try label("listOf(caption.text, \"on\").joinToString()") == "Dark theme, on")
        #expect(try label("listOf(caption.text, null).joinToString(separator = \" / \")") == "Dark theme / null")
        #expect(try label("listOfNotNull(caption.text, null).joinToString(\" \")") == "Dark theme")
        #expect(message("row.contentDescription = listOf(caption.text)", on: Fixtures.android)
            .hasPrefix("1:46: error: expected .joinToString(\", \") after the list: a list is not a text"))
        #expect(message("row.contentDescription = listOf().joinToString()", on: Fixtures.android)
            .hasPrefix("1:33: error: expected a text in the list"))
    }
}
