import Presentation
import Testing

/// ANSI SGR codes are written in one place.
struct ANSITests {
    @Test func paintWrapsTextInTheCodesAndAReset() {
        #expect(ANSI.paint("ok", ["1", "32"]) == "\u{1B}[1;32mok\u{1B}[0m")
    }

    @Test func paintLeavesEmptyTextAndNoCodesAlone() {
        #expect(ANSI.paint("", ["1"]) == "")
        #expect(ANSI.paint("ok", []) == "ok")
    }

    @Test func promptCodesAreMarkedInvisibleForReadline() {
        #expect(ANSI.paintPrompt("a> ", ["1"]) == "\u{1}\u{1B}[1m\u{2}a> \u{1}\u{1B}[0m\u{2}")
    }
}
