import AXModel
import Testing
@testable import SwiftImport

/// The screen writer's text reads back as the same screen: quoting, numbers, traits, actions.
@Suite struct ScreenWriterTests {
    @Test(arguments: ["Dark Theme", "yes", "No", "on", "null", "42", "2,340.18 euros", "Total: 45", "#1 pick", "- dash",
                      "[brackets]", "{braces}", "say \"hi\"", "back\\slash", "line\nbreak", "tab\there", "trailing ",
                      " leading", "ünïcödé", "emoji 👋", "19°", "a: b", "x #y", "colon:", "", "\u{2028}", "\u{85}"])
    func everyTextReadsBackAsItself(_ text: String) throws {
        var element = Element(id: "caption", type: .UILabel)
        element.text = text
        var segmented = Element(id: "segments", type: .UISegmentedControl)
        segmented.segments = [text, "B"]
        let yaml = ScreenWriter.yaml(Screen(elements: [element, segmented]))
        let screen = try ScreenLoader.parse(yaml, file: "written.yaml")
        #expect(screen.element("caption")?.text == text)
        #expect(screen.element("segments")?.segments == [text, "B"])
    }

    @Test func traitsNumbersAndActionsAreWrittenAsTheFormatSpellsThem() throws {
        var button = Element(id: "play", type: .SwiftUIButton)
        button.accessibilityTraits = [.button, .startsMediaSession]
        button.onActivate = [.announce("Playing"), .playMedia]
        var slider = Element(id: "volume", type: .Slider)
        slider.value = 0.25
        slider.maximumValue = 10
        var stack = Element(id: "row", type: .HStack, children: [button, slider])
        stack.childBehavior = .combine
        stack.headingLevel = 2
        let yaml = ScreenWriter.yaml(Screen(elements: [stack]))
        #expect(yaml == """
            elements:
              - id: row
                type: HStack
                childBehavior: combine
                headingLevel: 2
                children:
                  - id: play
                    type: Button
                    accessibilityTraits: [button, startsMediaSession]
                    onActivate: [{announce: Playing}, playMedia]
                  - id: volume
                    type: Slider
                    value: 0.25
                    maximumValue: 10

            """)
        let screen = try ScreenLoader.parse(yaml, file: "written.yaml")
        #expect(screen.element("row")?.childBehavior == .combine)
        #expect(screen.element("play")?.onActivate == [.announce("Playing"), .playMedia])
    }
}
