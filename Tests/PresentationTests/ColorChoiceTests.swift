import Presentation
import Testing

/// `--plain`, `--color` and `NO_COLOR` decide colour in one rule.
struct ColorChoiceTests {
    @Test func plainNeverHasColour() {
        for choice in ColorChoice.allCases {
            #expect(!choice.useColor(plain: true, environment: [:], isTerminal: true))
        }
    }

    @Test func autoColoursATerminalOnly() {
        #expect(ColorChoice.auto.useColor(plain: false, environment: [:], isTerminal: true))
        #expect(!ColorChoice.auto.useColor(plain: false, environment: [:], isTerminal: false))
    }

    /// https://no-color.org: NO_COLOR turns colour off; an explicit option overrides it.
    @Test func noColorTurnsAutoOffButNotAnExplicitChoice() {
        #expect(!ColorChoice.auto.useColor(plain: false, environment: ["NO_COLOR": "1"], isTerminal: true))
        #expect(ColorChoice.always.useColor(plain: false, environment: ["NO_COLOR": "1"], isTerminal: false))
        #expect(!ColorChoice.never.useColor(plain: false, environment: [:], isTerminal: true))
    }
}
