import AXModel
import Testing
@testable import ScreenReader

/// Custom content under VoiceOver (docs/voiceover.md VO-8.4 to VO-8.6): said to be there after
/// the hint and the actions, read in the More Content rotor, and at once when its importance is high.
@Suite struct CustomContentTests {
    private func dog(_ content: [CustomContent], actions: [CustomAction] = []) -> Screen {
        screen(element("photo", .UIImageView) {
                   $0.className = "DogPhotoView"
                   $0.isAccessibilityElement = true
                   $0.accessibilityLabel = "Bailey"
                   $0.accessibilityHint = "Opens the profile."
                   $0.customActions = actions
                   $0.customContent = content
               },
               element("next", .UIButton) { $0.title = "Next" })
    }

    private let pieces = [CustomContent(label: "Age", value: "3 years"), CustomContent(label: "Good with cats", value: "")]

    @Test func moreContentAvailableFollowsTheHintAndTheActions() {
        #expect(spoken(dog(pieces)).first == "Bailey, image | Opens the profile. More content available")
        #expect(spoken(dog(pieces, actions: [CustomAction(name: "Adopt")])).first
                == "Bailey, image | Opens the profile. Actions available. More content available")
        #expect(spoken(dog([])).first == "Bailey, image | Opens the profile.", "a provider with no content says nothing of it")
    }

    @Test func theMoreContentRotorReadsEachLabelAndValue() throws {
        #expect(try heard(dog(pieces), "swipe right; rotor more content; swipe down; swipe down; swipe down; swipe up; swipe right; swipe down") == """
            > swipe right
            Bailey, image
            hint: Opens the profile. More content available
            > rotor more content
            more content
            > swipe down
            Age, 3 years
            > swipe down
            Good with cats
            > swipe down
            > swipe up
            Age, 3 years
            > swipe right
            Next, button
            > swipe down
            """)
        // Focus coming back starts from the first piece again.
        #expect(try heard(dog(pieces), "swipe right; rotor more content; swipe down; swipe right; swipe left; swipe down")
                .hasSuffix("> swipe down\nAge, 3 years"))
    }

    @Test func highImportanceContentIsReadOnFocus() throws {
        let breed = CustomContent(label: "Breed", value: "beagle", isHighImportance: true)
        #expect(spoken(dog([breed] + pieces)).first == "Bailey, image, Breed, beagle | Opens the profile. More content available")
        #expect(try heard(dog([breed] + pieces), "swipe right; rotor more content; swipe down").hasSuffix("> swipe down\nBreed, beagle"),
                "still in the rotor")
    }
}
