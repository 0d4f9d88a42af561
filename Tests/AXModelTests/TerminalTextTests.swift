import Testing
@testable import AXModel

/// Text from a file never drives the terminal: control characters and bidirectional controls
/// are spelled as Swift writes them, in the text and in the diagnostics that quote it.
@Suite struct TerminalTextTests {
    @Test func controlCharactersAreSpelledAsSwiftWritesThem() {
        #expect(TerminalText.visible("\u{1B}]0;PWNED\u{07}\u{1B}[2J") == #"\u{1B}]0;PWNED\u{07}\u{1B}[2J"#)
        #expect(TerminalText.visible("a\u{0}b\u{7F}c\u{9B}2J") == #"a\u{00}b\u{7F}c\u{9B}2J"#)
    }

    @Test func bidirectionalControlsAreSpelledToo() {
        #expect(TerminalText.visible("Pay \u{202E}01$") == #"Pay \u{202E}01$"#)
        #expect(TerminalText.visible("\u{2066}a\u{2069}\u{202A}b\u{202C}") == #"\u{2066}a\u{2069}\u{202A}b\u{202C}"#)
        let all = (0x202A...0x202E).map { $0 } + (0x2066...0x2069).map { $0 }
        #expect(all.allSatisfy { TerminalText.isBidirectionalControl(Unicode.Scalar($0)!) })
        // Marks and natural right-to-left text are left alone.
        #expect(TerminalText.visible("\u{200E}שלום\u{200F}") == "\u{200E}שלום\u{200F}")
    }

    @Test func lineFeedsTabsAndLineEndingsStay() {
        #expect(TerminalText.visible("a\tb\nc\r\nd") == "a\tb\nc\r\nd")
        #expect(TerminalText.visible("Settings\rPWNED") == #"Settings\u{0D}PWNED"#)
        #expect(TerminalText.visible("end\r") == #"end\u{0D}"#)
    }

    @Test func spellingTwiceChangesNothing() {
        let once = TerminalText.visible("\u{1B}[2J\u{202E}")
        #expect(TerminalText.visible(once) == once)
    }

    @Test func jsonEscapesWhatTheEncoderLeaves() {
        #expect(TerminalText.json(#"{"a":"\u001b \#u{7F}\#u{9B}\#u{202E}"}"#) == #"{"a":"\u001b \u007f\u009b\u202e"}"#)
        #expect(TerminalText.json("[\n  \"plain\"\n]") == "[\n  \"plain\"\n]")
    }

    @Test func aDiagnosticQuotingAControlCharacterShowsItAndItsCaretLinesUp() {
        let source = "elements:\n  - id: x\n    type: UIButtn\u{1B}[2J\n"
        let diagnostic = Diagnostic(file: "s\u{1B}.yaml", line: 3, column: 18,
                                    message: "unknown type 'UIButtn\u{1B}[2J'", suggestion: "UIButton")
        #expect(diagnostic.rendered == #"s\u{1B}.yaml:3:18: error: unknown type 'UIButtn\u{1B}[2J' — did you mean 'UIButton'?"#)
        #expect(Diagnostic(file: "s.yaml", line: 3, column: 19, message: "m").excerpt(in: source) == #"""
               3 |     type: UIButtn\u{1B}[2J
                 |                        ^
            """#)
    }
}
