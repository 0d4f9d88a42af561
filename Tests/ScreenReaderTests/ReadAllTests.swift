import Testing
import AXModel
@testable import ScreenReader

/// docs/voiceover.md VO-3.21: read all, and `.causesPageTurn`.
@Suite struct ReadAllTests {
    @Test func readsEveryStopInOrderWithoutHints() throws {
        let page = screen(
            element("t", .UILabel) { $0.text = "Chapter 1"; $0.accessibilityTraits = .header },
            element("s", .UISwitch) { $0.accessibilityLabel = "Night mode" }
        )
        #expect(try heard(page, "read all; swipe left")
                == "> read all\nChapter 1, heading\nNight mode, switch button, off\n> swipe left\nChapter 1, heading")
    }

    @Test func readAllReadsAStepperDecrementThenIncrement() throws {
        let page = screen(element("caption", .UILabel) { $0.text = "Copies" },
                          element("copies", .UIStepper) { $0.value = 1; $0.minimumValue = 1 })
        #expect(try heard(page, "read all")
                == "> read all\nCopies\nDecrement, dimmed, button\nIncrement, button")
    }

    @Test func pageTurnContinuesWithTheNextPage() throws {
        let page = screen(
            element("title", .UILabel) { $0.text = "Moby-Dick" },
            element("book", .UILabel) {
                $0.text = "Call me Ishmael."
                $0.accessibilityTraits = [.staticText, .causesPageTurn]
                $0.updates = ["Some years ago.", "Never mind how long."]
            }
        )
        #expect(try heard(page, "read all")
                == "> read all\nMoby-Dick\nCall me Ishmael.\nSome years ago.\nNever mind how long.")
    }

    @Test func withoutCausesPageTurnReadingStopsAtTheEnd() throws {
        let page = screen(element("book", .UILabel) { $0.text = "Page one"; $0.updates = ["Page two"] })
        #expect(try heard(page, "read all") == "> read all\nPage one")
    }
}
