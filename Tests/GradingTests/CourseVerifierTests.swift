import AXModel
import Course
import TestSupport
import Testing
@testable import Grading

@Suite struct CourseVerifierTests {
    static let header = "Exercises/traits/header/01-missing-trait.md"
    static let unlabelled = "Exercises/controls/switch/02-unlabelled.md"

    func verify(_ change: (TestPack) throws -> Void) throws -> [String] {
        let pack = try TestPack()
        defer { pack.cleanUp() }
        try change(pack)
        let problems = CourseVerifier.verify(root: pack.root).problems
        #expect(problems.map(\.exitCode).max() == 65)
        return problems.map { $0.rendered.replacingOccurrences(of: pack.root, with: "PACK") }
    }

    @Test func aHiddenGoalLineTheStoryDoesNotStateIsReported() throws {
        #expect(try verify { try $0.replace(Self.unlabelled, "Wi-Fi, switch button, on\n```",
                                            with: "Wi-Fi, switch button, on  # goal: hidden\n```") } == [
            "PACK/\(Self.unlabelled):19:1: error: this line is hidden from the goal ('# goal: hidden') but the story does not say 'Wi-Fi, switch button, on': state the wording the learner must reach",
        ])
    }

    @Test func aHiddenGoalLineTheStoryStatesPasses() throws {
        let pack = try TestPack()
        defer { pack.cleanUp() }
        try pack.replace(Self.unlabelled, "Wi-Fi, switch button, on\n```", with: "Wi-Fi, switch button, on  # goal: hidden\n```")
        try pack.replace(Self.unlabelled, "what kind of control it is.",
                         with: "what kind of control it is. It should say \"Wi-Fi, switch button, on\".")
        #expect(CourseVerifier.verify(root: pack.root).problems.isEmpty)
    }

    /// A hint a learner would copy must be a statement the tutor accepts (here a trait that does not exist).
    @Test func aHintStatementTheTutorRefusesIsReported() throws {
        let found = try verify { try $0.replace(Self.header, "2. Insert `.header` into the title's traits.",
                                                with: "2. Insert it: `title.accessibilityTraits.insert(.heading)`.") }
        #expect(found == [
            // At the problem's own column in the hint's span, with the statement's suggestion (it said 22:1).
            "PACK/\(Self.header):22:49: error: hint 2 shows `title.accessibilityTraits.insert(.heading)`, which the tutor refuses on "
                + "this screen: unknown trait '.heading' — did you mean '.header'?",
        ])
    }

    @Test func fragmentsAndStatementsTheTutorAcceptsInHintsPass() throws {
        let pack = try TestPack()
        defer { pack.cleanUp() }
        try pack.replace(Self.header, "2. Insert `.header` into the title's traits.",
                         with: "2. `accessibilityTraits` takes `.header`: `title.accessibilityTraits.insert(.header)`.")
        #expect(CourseVerifier.verify(root: pack.root).problems.isEmpty)
    }

    @Test func aBrokenScreenThatAlreadyWorksIsReported() throws {
        #expect(try verify { try $0.replace(Self.header, "text: Settings", with: "text: Settings\n    accessibilityTraits: [header]") } == [
            "PACK/\(Self.header):16:1: error: the broken screen already produces the expected transcript: there is nothing to fix",
        ])
    }

    @Test func aSolutionThatDoesNotWorkIsReported() throws {
        #expect(try verify { try $0.replace(Self.unlabelled, "wifi.accessibilityLabel = \"Wi-Fi\"", with: "wifi.accessibilityLabel = \"WiFi\"") } == [
            "PACK/\(Self.unlabelled):19:1: error: the solution does not produce the expected transcript: expected 'Wi-Fi, switch button, on', heard 'WiFi, switch button, on'",
        ])
    }

    @Test func aBadSolutionStatementIsLocatedInTheMarkdown() throws {
        #expect(try verify { try $0.replace(Self.header, "insert(.header)\n```", with: "insert(.heading)\n```") } == [
            "PACK/\(Self.header):25:34: error: unknown trait '.heading' — did you mean '.header'?",
        ])
    }

    /// A solution through a statement the platform lacks (the tutor's name for a part, which no
    /// app can write) does not verify: the statement is refused at the part.
    @Test func aSolutionThroughAPartUIKitLacksIsReported() throws {
        let text = exerciseMarkdown(
            id: "parts", lesson: "controls/segmented-control",
            screen: "elements:\n  - {id: layout, type: UISegmentedControl, segments: [\"\", Week], selectedSegmentIndex: 1}",
            expect: "> swipe right\nList, button, 1 of 2", solution: #"layout[0].accessibilityLabel = "List""#)
        #expect(CourseVerifier.check(try ExerciseReader.read(text, file: "ex.md")).map(\.rendered) == [
            "ex.md:22:7: error: 'layout[0]' is how the tutor names the stop, not Swift: a UISegmentedControl has no "
                + "subscript; UIKit's way to it is 'layout.imageForSegment(at: 0)?'",
        ])
        let fixed = text.replacingOccurrences(of: #"layout[0].accessibilityLabel"#, with: #"layout.imageForSegment(at: 0)?.accessibilityLabel"#)
        #expect(CourseVerifier.check(try ExerciseReader.read(fixed, file: "ex.md")).isEmpty)
    }

    @Test func aYAMLErrorInTheScreenIsLocatedInTheMarkdown() throws {
        #expect(try verify { try $0.replace(Self.header, "    type: UILabel", with: "    type: [UILabel") } == [
            "PACK/\(Self.header):12:9: error: invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence on line 11); check the indentation of this line",
        ])
    }

    @Test func anUnknownScreenTypeIsLocatedInTheMarkdown() throws {
        #expect(try verify { try $0.replace(Self.header, "    type: UILabel", with: "    type: UILabl") } == [
            "PACK/\(Self.header):11:11: error: unknown type 'UILabl': \(ElementType.listed(on: .ios)) — did you mean 'UILabel'?",
        ])
    }

    @Test func transcriptProblemsAreLocated() throws {
        #expect(try verify { try $0.replace(Self.header, "> swipe right\nSettings", with: "Settings\n> swipe rihgt\nSettings") } == [
            "PACK/\(Self.header):16:1: error: what is heard must come after a '> gesture' line",
            "PACK/\(Self.header):17:3: error: unknown gesture 'swipe rihgt' — did you mean 'swipe right'?",
        ])
    }

    @Test func anExpectWithoutGestures() throws {
        #expect(try verify { try $0.replace(Self.header, "> swipe right\nSettings, heading\n", with: "\n") } == [
            "PACK/\(Self.header):15:1: error: the ```expect block has no '> gesture' lines",
        ])
    }

    @Test func thePlatformMustMatchTheScreen() throws {
        #expect(try verify { try $0.replace(Self.header, "title: The settings", with: "platform: android\ntitle: The settings") } == [
            "PACK/\(Self.header):10:1: error: the front matter says platform android but the screen is ios",
        ])
    }

    @Test func everyProblemInOneRun() throws {
        #expect(try verify {
            try $0.replace(Self.header, "title:", with: "titel:")
            try $0.replace(Self.unlabelled, "wifi.accessibilityLabel = \"Wi-Fi\"", with: "")
            try $0.replace("course.yaml", "format_version: 1", with: "format_version: 1\nextra: 2")
        } == [
            "PACK/course.yaml:2:1: error: unknown key 'extra' in course.yaml",
            "PACK/\(Self.header):4:1: error: unknown key 'titel' in exercise front matter — did you mean 'title'?",
            "PACK/\(Self.header):2:1: error: exercise front matter is missing 'title'",
            "PACK/\(Self.unlabelled):19:1: error: the solution does not produce the expected transcript: expected 'Wi-Fi, switch button, on', heard 'switch button, on'",
        ])
    }

    @Test func aSolutionMustMeetTheAudit() throws {
        #expect(try verify {
            try $0.replace(Self.unlabelled, "wifi.accessibilityLabel = \"Wi-Fi\"", with: "wifi.accessibilityLabel = \"Wi-Fi.\"")
        } == [
            "PACK/\(Self.unlabelled):25:1: error: the solution does not meet 'audit: clean': [label-punctuation] on "
                + "'wifi': the label 'Wi-Fi.' of the switch 'wifi' ends in a period: VoiceOver pauses there as at the "
                + "end of a sentence before it says the role. A control's name is a name, not a sentence: "
                + "wifi.accessibilityLabel = \"Wi-Fi\"",
        ])
    }

    @Test func anUnknownAuditRuleIsLocatedWithASuggestion() throws {
        #expect(try verify { try $0.replace(Self.unlabelled, "audit: clean", with: "audit: [label-mising]") } == [
            "PACK/\(Self.unlabelled):6:9: error: unknown audit rule 'label-mising' ('axtutor audit --rules' lists "
                + "them) — did you mean 'label-missing'?",
        ])
    }

    @Test func extraSpeechAfterASilentGestureIsReported() throws {
        #expect(try verify {
            try $0.replace(Self.unlabelled, "Wi-Fi, switch button, on\n", with: "Wi-Fi, switch button, on\n> double tap\n")
        } == [
            "PACK/\(Self.unlabelled):20:1: error: the solution does not produce the expected transcript: after '> double tap' it also says 'off'",
        ])
    }

    @Test func tooManyHints() throws {
        #expect(try verify { try $0.replace(Self.unlabelled, "1. Give", with: "1. a\n2. b\n3. c\n4. Give") } == [
            "PACK/\(Self.unlabelled):23:1: error: an exercise gives 1 to 3 hints; this one gives 4",
        ])
    }

    @Test func androidExercisesAreGradedByTalkBack() throws {
        let pack = try TestPack()
        defer { pack.cleanUp() }
        try pack.replace(Self.header, "title: The settings", with: "platform: android\ntitle: The settings")
        try pack.replace(Self.header, "elements:\n  - id: title\n    type: UILabel", with: "platform: android\nelements:\n  - id: title\n    type: TextView")
        try pack.replace(Self.header, "title.accessibilityTraits.insert(.header)", with: "title.isAccessibilityHeading = true")
        #expect(CourseVerifier.verify(root: pack.root).problems == [])
        #expect(try verify {
            try $0.replace(Self.header, "title: The settings", with: "platform: android\ntitle: The settings")
            try $0.replace(Self.header, "elements:\n  - id: title\n    type: UILabel", with: "platform: android\nelements:\n  - id: title\n    type: TextView")
            try $0.replace(Self.header, "title.accessibilityTraits.insert(.header)", with: "title.contentDescription = \"Settings\"")
        } == [
            "PACK/\(Self.header):19:1: error: the solution does not produce the expected transcript: expected 'Settings, heading', heard 'Settings'",
        ])
    }

    @Test func anAndroidExerciseWithAnIOSSolutionIsToldTheAndroidWay() throws {
        #expect(try verify {
            try $0.replace(Self.header, "title: The settings", with: "platform: android\ntitle: The settings")
            try $0.replace(Self.header, "elements:\n  - id: title\n    type: UILabel", with: "platform: android\nelements:\n  - id: title\n    type: TextView")
        } == [
            "PACK/\(Self.header):27:7: error: 'accessibilityTraits' belongs to iOS: Android has no traits: the role comes from "
                + "the view's class; set isAccessibilityHeading, isChecked or isClickable instead",
        ])
    }

    @Test func mangledExercisesAreGradedWithoutCrashing() throws {
        let text = try String(contentsOfFile: TestPack.original + "/Exercises/controls/switch/01-duplicate-name.md",
                              encoding: .utf8)
        var generator = SeededGenerator(state: 7)
        var graded = 0
        for _ in 0..<300 {
            let mangled = mangle(text, using: &generator)
            guard let exercise = try? ExerciseReader.read(mangled, file: "ex.md") else { continue }
            graded += 1
            for problem in CourseVerifier.check(exercise) {
                #expect(problem.file == "ex.md", "\(problem.rendered)")
                #expect(problem.line != nil, "\(problem.rendered)")
            }
        }
        #expect(graded > 50)
    }
}

extension CourseVerifierTests {
    @Test func everySolutionIsProvedAtItsOwnLine() throws {
        #expect(try verify { try $0.replace(Self.unlabelled, "wifi.accessibilityLabel = \"Wi-Fi\"\n```",
                                            with: "wifi.accessibilityLabel = \"Wi-Fi\"\n```\n\n```solution\nwifi.accessibilityLabel = \"WiFi\"\n```") } == [
            "PACK/\(Self.unlabelled):19:1: error: the solution at line 29 does not produce the expected transcript: expected 'Wi-Fi, switch button, on', heard 'WiFi, switch button, on'",
        ])
    }

    @Test func anAlternativeNoSolutionReachesIsReported() throws {
        #expect(try verify { try $0.replace(Self.unlabelled, "Wi-Fi, switch button, on\n```",
                                            with: "Wi-Fi, switch button, on\nor: Wireless, switch button, on\n```") } == [
            "PACK/\(Self.unlabelled):20:1: error: no solution says 'Wireless, switch button, on': add a ```solution block that reaches this alternative, or remove it",
        ])
    }

    @Test func anAlternativeASecondSolutionReachesVerifies() throws {
        let pack = try TestPack()
        defer { pack.cleanUp() }
        try pack.replace(Self.unlabelled, "Wi-Fi, switch button, on\n```", with: "Wi-Fi, switch button, on\nor: Wireless, switch button, on\n```")
        try pack.replace(Self.unlabelled, "wifi.accessibilityLabel = \"Wi-Fi\"\n```",
                         with: "wifi.accessibilityLabel = \"Wi-Fi\"\n```\n\n```solution\nwifi.accessibilityLabel = \"Wireless\"\n```")
        #expect(CourseVerifier.verify(root: pack.root).problems.map(\.rendered) == [])
    }
}
