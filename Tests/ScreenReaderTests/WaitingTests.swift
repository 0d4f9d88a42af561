import Testing
import AXModel
@testable import ScreenReader

/// docs/voiceover.md VO-3.19: `wait N` and `.updatesFrequently` (seed 000's stopwatch).
@Suite struct WaitingTests {
    func stopwatch(frequent: Bool) -> Screen {
        screen(element("clock", .UILabel) {
            $0.text = "1:02:55"
            $0.updates = ["1:02:56", "1:02:57", "1:02:58"]
            if frequent { $0.accessibilityTraits = [.staticText, .updatesFrequently] }
        })
    }

    @Test func withoutUpdatesFrequentlyEveryChangeIsQueued() throws {
        #expect(try heard(stopwatch(frequent: false), "swipe right; wait 3")
                == "> swipe right\n1:02:55\n> wait 3\n1:02:56\n1:02:57\n1:02:58")
    }

    @Test func withUpdatesFrequentlyOnlyTheCurrentValueIsSpoken() throws {
        #expect(try heard(stopwatch(frequent: true), "swipe right; wait 3")
                == "> swipe right\n1:02:55\n> wait 3\n1:02:58")
    }

    @Test func changesWithoutFocusAreNotSpoken() throws {
        #expect(try heard(stopwatch(frequent: false), "wait 2; swipe right")
                == "> wait 2\n> swipe right\n1:02:57")
    }

    @Test func fractionsOfASecondAddUp() throws {
        #expect(try heard(stopwatch(frequent: false), "swipe right; wait 0.5; wait 0.5")
                == "> swipe right\n1:02:55\n> wait 0.5\n> wait 0.5\n1:02:56")
    }

    @Test func valueChangesSpeakTheValue() throws {
        let page = screen(element("download", .UIProgressView) { $0.accessibilityLabel = "Download"; $0.progress = 0.1; $0.updates = ["20%", "0.3"] })
        #expect(try heard(page, "swipe right; wait 5") == "> swipe right\nDownload, 10%\n> wait 5\n30%")
    }
}
