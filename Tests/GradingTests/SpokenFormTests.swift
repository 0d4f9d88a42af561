import Testing
@testable import Grading

/// Each entry of the spoken-form table (`docs/writing-exercises.md`, "Speech is compared as it
/// is heard"), as the grader compares utterances.
@Suite struct SpokenFormTests {
    @Test func letterCaseIsNotHeard() {
        #expect(UtteranceParts.same("Dark Theme, Switch Button", "dark theme, switch button"))
    }

    @Test func degreeSignIsHeardAsDegrees() {
        #expect(UtteranceParts.same("Temperature, 21°", "temperature, 21 degrees"))
        #expect(UtteranceParts.same("21 °", "21 Degrees"))
        #expect(!UtteranceParts.same("21°", "21"))
    }

    @Test func percentSignIsHeardAsPercent() {
        #expect(UtteranceParts.same("Volume, 50%, adjustable", "volume, 50 percent, adjustable"))
        #expect(!UtteranceParts.same("50%", "50"))
    }

    @Test func minusSignAndEnDashBeforeANumberAreHeardAsHyphenMinus() {
        #expect(UtteranceParts.same("Temperature, \u{2212}5 degrees", "Temperature, -5 degrees"))
        #expect(UtteranceParts.same("Temperature, \u{2013}5 degrees", "Temperature, -5 degrees"))
        #expect(UtteranceParts.same("\u{2212}5", "\u{2013}5"))
        #expect(!UtteranceParts.same("-5", "5"))
    }

    @Test func aDashBetweenTwoNumbersOrBeforeAWordIsNotAMinus() {
        #expect(SpokenForm.normalized("Pages 5\u{2013}10") == "pages 5\u{2013}10")
        #expect(SpokenForm.normalized("Lunch \u{2013} noon") == "lunch \u{2013} noon")
        #expect(!UtteranceParts.same("Pages 5\u{2013}10", "Pages 5-10"))
    }

    @Test func ampersandIsHeardAsAnd() {
        #expect(UtteranceParts.same("Terms & Conditions, link", "terms and conditions, link"))
        #expect(UtteranceParts.same("Terms&Conditions", "terms and conditions"))
    }

    @Test func runsOfWhiteSpaceAreOneSpace() {
        #expect(UtteranceParts.same("Dark   Theme,\tswitch\u{00A0}button", "Dark Theme, switch button"))
        #expect(SpokenForm.normalized("  a  b  ") == "a b")
    }

    @Test func aWrongWordIsStillWrong() {
        #expect(!UtteranceParts.same("Dark Theme, switch button", "Light Theme, switch button"))
    }

    @Test func aTranscriptLineIsHeardInItsSpokenForm() {
        #expect(GradeResult.matches(.speech("Oven, 180°, adjustable"), .speech("oven, 180 degrees, adjustable")))
        #expect(GradeResult.matches(.hint("Swipe up & down to adjust"), .hint("Swipe up and down to adjust")))
    }

    /// Plain ASCII takes a byte-by-byte way to the same spoken form as every other text.
    @Test func plainASCIIHasTheSameSpokenFormByteByByte() {
        #expect(SpokenForm.normalized("  Dark\tTheme,\r\n  Switch Button  ") == "dark theme, switch button")
        #expect(SpokenForm.normalized("") == "")
        #expect(SpokenForm.normalized(" \n ") == "")
        #expect(SpokenForm.normalized("50% & -5") == "50 percent and -5", "symbols take the word way")
        #expect(SpokenForm.normalized("Caf\u{E9} \u{2212}5") == "caf\u{E9} -5", "non-ASCII takes the character way")
        #expect(UtteranceParts.same("Play, button", "Play, button"))
    }
}
