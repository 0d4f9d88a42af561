import AXModel
import Course
import Testing
@testable import Grading

/// `verify` warns when an exercise's expect leaves what its solution changes unexercised: a
/// wrong fix there would pass (issue: `slider-speed-value` passing with a value that never
/// changes, a row that never toggles).
@Suite struct ExpectCoverageTests {
    private func warnings(screen: String, expect: String, solution: String) throws -> [String] {
        let platform = screen.hasPrefix("platform: android") ? "android" : "ios"
        let text = exerciseMarkdown(id: "coverage", lesson: "controls/slider", platform: platform, screen: screen,
                                    expect: expect, solution: solution)
        let exercise = try ExerciseReader.read(text, file: "ex.md")
        let problems = CourseVerifier.check(exercise)
        #expect(problems.allSatisfy { $0.severity == .warning })
        return problems.map(\.rendered)
    }

    private let sliders = """
        elements:
          - {id: speed, type: UISlider, value: 50, minimumValue: 0, maximumValue: 100}
          - {id: play, type: UIButton, title: Play}
        """

    @Test func aChangedStopTheExpectNeverReachesIsWarnedAbout() throws {
        #expect(try warnings(screen: sliders, expect: "> swipe right\nSpeed, 50%, adjustable\n"
                                + "hint: Swipe up or down with one finger to adjust the value.\n> swipe up\n60%",
                             solution: "speed.accessibilityLabel = \"Speed\"\nplay.accessibilityLabel = \"Play episode\"") == [
            "ex.md:15:1: warning: the expect never reaches 'play' (\"Play episode, button\"), which the solution "
                + "changes: a wrong fix there would pass (solution at line 26)",
        ])
    }

    /// A value set once is heard after every swipe: the expect must swipe to hear it go stale.
    @Test func aChangedAdjustmentTheExpectNeverMakesIsWarnedAbout() throws {
        let solution = "speed.accessibilityLabel = \"Speed\"\nspeed.accessibilityValue = \"half\""
        #expect(try warnings(screen: sliders, expect: "> swipe right\nSpeed, half, adjustable\n"
                                + "hint: Swipe up or down with one finger to adjust the value.", solution: solution) == [
            "ex.md:15:1: warning: the solution changes what adjusting 'speed' (\"Speed, half, adjustable\") says "
                + "('half'), and the expect never swipes up or down on it: a value that does not follow the control "
                + "would pass (solution at line 24)",
        ])
        // A name alone does not change what a swipe up says (60%).
        #expect(try warnings(screen: sliders, expect: "> swipe right\nSpeed, 50%, adjustable\n"
                                + "hint: Swipe up or down with one finger to adjust the value.",
                             solution: "speed.accessibilityLabel = \"Speed\"") == [])
    }

    @Test func aChangedToggleTheExpectNeverTapsIsWarnedAbout() throws {
        let screen = "platform: android\nelements:\n  - {id: all, type: CheckBox, text: Select all, checked: false}"
        let expect = "> swipe right\nPartly, Select all, Check box\nhint: Double-tap to toggle"
        #expect(try warnings(screen: screen, expect: expect, solution: "all.stateDescription = \"Partly\"") == [
            "ex.md:15:1: warning: the solution changes what a double tap on 'all' (\"Partly, Select all, Check box\") "
                + "says ('Partly'), and the expect never double taps it: a state that does not follow the tap would "
                + "pass (solution at line 24)",
        ])
    }

    /// A row that takes a switch's role but flips nothing is a control that does nothing (the
    /// issue's `switch-duplicate-name`): warned even when the expect double taps nothing.
    @Test func aStopThatSaysItIsASwitchButChangesNothingIsWarnedAbout() throws {
        let screen = """
            elements:
              - id: row
                type: UIView
                children:
                  - {id: caption, type: UILabel, text: Dark Theme}
                  - {id: themeSwitch, type: UISwitch, isOn: false}
            """
        let expect = "> swipe right\nDark Theme, switch button, off\nhint: Double tap to toggle setting."
        let copied = """
            row.isAccessibilityElement = true
            row.accessibilityLabel = "Dark Theme"
            row.accessibilityTraits = themeSwitch.accessibilityTraits
            row.accessibilityValue = themeSwitch.accessibilityValue
            """
        #expect(try warnings(screen: screen, expect: expect, solution: copied) == [
            "ex.md:18:1: warning: 'row' (\"Dark Theme, switch button, off\") says it is a switch or check box, but a double "
                + "tap on it changes nothing it says: a stop that takes a control's role must also act as it does (the "
                + "app's accessibilityActivate(), or the control itself), and the expect should double tap it (solution at line 27)",
        ])
        // A dimmed switch rightly does nothing.
        let dimmed = copied + "\nrow.accessibilityTraits.insert(.notEnabled)"
        #expect(try warnings(screen: screen, expect: "> swipe right\nDark Theme, dimmed, switch button, off",
                             solution: dimmed).isEmpty)
    }

    /// A switch says its own on or off after a tap whatever its name: nothing to prove there.
    @Test func aNamedSwitchNeedsNoTap() throws {
        #expect(try warnings(screen: "elements:\n  - {id: wifi, type: UISwitch, isOn: true}",
                             expect: "> swipe right\nWi-Fi, switch button, on\nhint: Double tap to toggle setting.",
                             solution: "wifi.accessibilityLabel = \"Wi-Fi\"") == [])
    }

    /// A text field's double tap starts editing and a tab's selects it: not toggles.
    @Test func editingAndSelectingAreNotToggles() throws {
        let screen = "elements:\n  - {id: email, type: UITextField, placeholder: you@example.com}"
        #expect(try warnings(screen: screen, expect: "> swipe right\nEmail, you@example.com, text field\n"
                                + "hint: Double tap to edit.", solution: "email.accessibilityLabel = \"Email\"") == [])
    }
}
