import Presentation
import Testing

/// The one XML/HTML escaper, used by JUnit reports and the facilitator page.
struct MarkupTextTests {
    @Test func escapesTheFiveMarkupCharacters() {
        #expect(MarkupText.escape("a < b & \"c\" 'd' > e") == "a &lt; b &amp; &quot;c&quot; &#39;d&#39; &gt; e")
    }

    @Test func keepsTabsAndLineBreaksAsCharacterReferences() {
        #expect(MarkupText.escape("tab\tline\nreturn\r") == "tab&#9;line&#10;return&#13;")
    }

    @Test func leavesOutCharactersXMLCannotHold() {
        #expect(MarkupText.escape("bell\u{7}x\u{FFFE}\u{FFFF}y") == "bellxy")
    }

    @Test func keepsOtherTextAsItIs() {
        #expect(MarkupText.escape("Café ✓ 𝄞") == "Café ✓ 𝄞")
    }
}
