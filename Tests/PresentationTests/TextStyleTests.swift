import Presentation
import Testing

/// One text style for the session and the lesson renderer: width, plain words, colour.
struct TextStyleTests {
    @Test func plainTurnsColourOff() {
        #expect(!TextStyle(plain: true, color: true).color)
        #expect(TextStyle(plain: false, color: true).color)
    }

    @Test func widthIsAtLeastTwenty() {
        #expect(TextStyle(width: 5).width == 20)
        #expect(TextStyle(width: 100).width == 100)
    }

    @Test func bulletIsADashWhenPlain() {
        #expect(TextStyle(plain: true).bullet == "- ")
        #expect(TextStyle(plain: false).bullet == "• ")
    }
}
