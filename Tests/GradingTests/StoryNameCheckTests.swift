import AXModel
import Course
import Testing
@testable import Grading

/// A story that names an element the screen does not have sends the learner looking for it
/// (issue: stories naming elements not on the screen).
@Suite struct StoryNameCheckTests {
    private func warnings(story: String, state: String = "") throws -> [String] {
        let text = """
            ---
            id: story
            lesson: controls/slider
            title: Story
            ---
            \(story)

            ```screen
            \(state)elements:
              - {id: speedSlider, type: UISlider, value: 5, minimumValue: 0, maximumValue: 10}
            ```

            ```expect
            > swipe right
            Speed, 50%, adjustable
            hint: Swipe up or down with one finger to adjust the value.
            > swipe up
            60%
            ```

            ## Hints
            1. A hint.

            ```solution
            speedSlider.accessibilityLabel = "Speed"
            ```
            """
        return CourseVerifier.check(try ExerciseReader.read(text, file: "ex.md")).map(\.rendered)
    }

    @Test func anElementTheScreenLacksIsWarnedAboutWithTheNearMiss() throws {
        #expect(try warnings(story: "The `speedSlidr` has no name; `playButton.accessibilityLabel` is fine.") == [
            "ex.md:6:6: warning: the story names `speedSlidr`, which is not an element of this screen (its elements: "
                + "speedSlider) — did you mean 'speedSlider'?",
            "ex.md:6:32: warning: the story names `playButton`, which is not an element of this screen (its elements: "
                + "speedSlider)",
        ])
    }

    @Test func theScreensStateVariablesAreNotElements() throws {
        #expect(try warnings(story: "The app keeps `isFast` in its state.", state: "state: {isFast: false}\n") == [])
    }

    @Test func elementsPropertiesAndSpeechPass() throws {
        #expect(try warnings(story: "The `speedSlider` says `Speed, 50%`; set `accessibilityLabel` or "
                                + "`speedSlider.accessibilityLabel`, not `isEnabled`; the app runs `cell.accessibilityTraits = []`.") == [])
    }

    /// Issue: a quoted "what VoiceOver says now" in the story that the model does not say.
    @Test func aQuoteOfSpeechTheModelNeverSaysIsWarnedAbout() throws {
        #expect(try warnings(story: #"Today a VoiceOver user hears "Speed, 70%" and then "60%"."#) == [
            #"ex.md:6:30: warning: the story quotes "Speed, 70%" as speech, and neither the broken screen, the fixed one "#
                + "nor the expect says it",
        ])
    }

    @Test func quotesTheModelSaysOrThatAreNotSpeechPass() throws {
        #expect(try warnings(story: #"A VoiceOver user hears "50 percent, adjustable" and should hear "Speed". "#
                                + #"Write it without saying "slider": the app's motto is "Go fast"."#) == [])
    }
}
