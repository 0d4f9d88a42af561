import Testing
@testable import Tutor

@Suite struct CompletionTests {
    private let vocabulary = CompletionVocabulary(
        commands: ["help", "hint", "next", "quit", "reset"],
        elementIDs: ["caption", "themeRow", "themeSwitch", "img"],
        properties: ["accessibilityHint", "accessibilityLabel", "accessibilityTraits",
                     "accessibilityAddTraits", "accessibilityElement", "isAccessibilityElement"],
        traits: ["button", "header", "image", "selected", "staticText"],
        stringResources: ["next_track", "play", "previous_track"],
        classes: ["RatingSlider", "UISlider", "UILabel"], stateNames: ["rating"])

    /// Candidates for the text before the cursor, the word taken as readline takes it.
    private func complete(_ line: String) -> [String] {
        Completion.candidates(line: line, word: Completion.word(in: line), vocabulary: vocabulary)
    }

    @Test func theWordIsWhatFollowsTheLastBreak() {
        #expect(Completion.word(in: "") == "")
        #expect(Completion.word(in: "hin") == "hin")
        #expect(Completion.word(in: "img.acc") == "acc")
        #expect(Completion.word(in: "img.accessibilityTraits.insert(.bu") == "bu")
        #expect(Completion.word(in: "img.accessibilityTraits = [.button, ") == "")
        #expect(Completion.word(in: "x = \"Dark Th") == "Th")
    }

    /// After `extension`, the screen's classes; where an expression starts, its state too.
    @Test func classesFollowExtensionAndStateStartsExpressions() {
        #expect(complete("extension R") == ["RatingSlider"])
        #expect(complete("extension ") == ["RatingSlider", "UILabel", "UISlider"])
        #expect(complete("extension RatingSlider { override func x() { guard ra") == [])
        #expect(complete("caption.accessibilityValue = r") == ["rating"])
    }

    @Test func stringResourceNamesFollowRString() {
        #expect(complete("img.contentDescription = getString(R.string.p") == ["play", "previous_track"])
        #expect(complete("img.contentDescription = getString(R.string.") == ["next_track", "play", "previous_track"])
        #expect(complete("img.contentDescription = getString(R.id.") == [])
    }

    @Test func gesturesCompleteWordByWord() {
        var gestures = vocabulary
        gestures.gestures = ["swipe right", "swipe left", "double tap", "rotor headings", "rotor actions", "touch img", "escape"]
        func complete(_ line: String) -> [String] {
            Completion.candidates(line: line, word: Completion.word(in: line), vocabulary: gestures)
        }
        #expect(complete("sw") == ["swipe"])
        #expect(complete("swipe ") == ["left", "right"])
        #expect(complete("swipe r") == ["right"])
        #expect(complete("rotor a") == ["actions"])
        #expect(complete("touch ") == ["img"])
        #expect(complete("do") == ["double"])
        #expect(complete("e") == ["escape"])
    }

    @Test func commandsAndElementIDsStartALine() {
        #expect(complete("") == ["caption", "help", "hint", "img", "next", "quit", "reset", "themeRow", "themeSwitch"])
        #expect(complete("h") == ["help", "hint"])
        #expect(complete("  th") == ["themeRow", "themeSwitch"])
        #expect(complete("themeS") == ["themeSwitch"])
        #expect(complete("zzz") == [])
    }

    @Test func propertiesFollowAnElementID() {
        #expect(complete("img.") == ["accessibilityAddTraits", "accessibilityElement", "accessibilityHint",
                                     "accessibilityLabel", "accessibilityTraits", "isAccessibilityElement"])
        #expect(complete("themeSwitch.accessibilityL") == ["accessibilityLabel"])
        #expect(complete("caption.is") == ["isAccessibilityElement"])
        #expect(complete("row.accessibilityElements = [caption.acc") == ["accessibilityAddTraits",
                "accessibilityElement", "accessibilityHint", "accessibilityLabel", "accessibilityTraits"])
    }

    @Test func nothingFollowsAnUnknownReceiverOrAPropertyChain() {
        #expect(complete("nothere.acc") == [])
        #expect(complete("img.accessibilityTraits.") == [])
        #expect(complete("img.accessibilityTraits.ins") == [])
        #expect(complete("3.") == [])
    }

    @Test func traitsFollowADotInATraitsExpression() {
        #expect(complete("img.accessibilityTraits.insert(.") == ["button", "header", "image", "selected", "staticText"])
        #expect(complete("img.accessibilityTraits.insert(.bu") == ["button"])
        #expect(complete("img.accessibilityTraits.remove(.s") == ["selected", "staticText"])
        #expect(complete("img.accessibilityTraits = [.button, .i") == ["image"])
        #expect(complete("img.accessibilityTraits = [.button,.i") == ["image"])
        #expect(complete("title.accessibilityAddTraits(.h") == ["header"])
    }

    @Test func aDotOutsideATraitsExpressionOffersNothing() {
        #expect(complete("row.accessibilityElement(children: .") == [])
        #expect(complete("caption.accessibilityLabel = .") == [])
    }

    @Test func elementIDsStartAnExpression() {
        #expect(complete("row.accessibilityElements = [") == ["caption", "img", "themeRow", "themeSwitch"])
        #expect(complete("row.accessibilityElements = [caption, th") == ["themeRow", "themeSwitch"])
        #expect(complete("caption.accessibilityLabel = th") == ["themeRow", "themeSwitch"])
        #expect(complete("caption.accessibilityLabel =th") == ["themeRow", "themeSwitch"])
    }

    @Test func commandsAreOnlyOfferedAtTheStartOfALine() {
        #expect(complete("caption.accessibilityLabel = h") == [])
        #expect(complete("hint ") == [])
        #expect(complete("hint 2") == [])
        #expect(complete("caption ") == [])
    }

    @Test func aNewStatementAfterASemicolonStartsAfresh() {
        #expect(complete("caption.isAccessibilityElement = false; th") == ["themeRow", "themeSwitch"])
        #expect(complete("img.accessibilityTraits.insert(.button); img.") == ["accessibilityAddTraits",
                "accessibilityElement", "accessibilityHint", "accessibilityLabel", "accessibilityTraits",
                "isAccessibilityElement"])
        #expect(complete("img.accessibilityTraits.insert(.button); caption.accessibilityLabel = .") == [])
    }

    @Test func nothingIsOfferedInsideAString() {
        #expect(complete("caption.accessibilityLabel = \"th") == [])
        #expect(complete("caption.accessibilityLabel = \"a.b") == [])
        #expect(complete("caption.accessibilityLabel = \"Dark\"; th") == ["themeRow", "themeSwitch"])
    }

    @Test func candidatesAreSortedAndUnique() {
        let doubled = CompletionVocabulary(commands: ["hint", "help"], elementIDs: ["hint"])
        #expect(Completion.candidates(line: "h", word: "h", vocabulary: doubled) == ["help", "hint"])
    }

    @Test func aWordThatIsNotTheLinesEndIsStillFiltered() {
        #expect(Completion.candidates(line: "img.", word: "accessibilityL", vocabulary: vocabulary)
                == ["accessibilityLabel"])
    }

    @Test func oddInputNeverCrashes() {
        for line in ["", ".", "..", "(", "\"", ";", ";;", "=", "..insert(.", "é.", "🙂.acc", "\t", "img.\u{0}"] {
            _ = complete(line)
        }
    }
}
