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

    /// A stop in the middle of the page that causes a page turn turns it when VoiceOver finishes
    /// it: what follows on the page is not read (the audit's traits-conflict says the same).
    @Test func aPageTurnInTheMiddleLeavesTheRestUnread() throws {
        let page = screen(
            element("chapter", .UILabel) { $0.text = "Chapter 3"; $0.accessibilityTraits = [.staticText, .causesPageTurn] },
            element("book", .UILabel) { $0.text = "The keeper climbed."; $0.updates = ["At the top."] }
        )
        #expect(try heard(page, "read all") == "> read all\nChapter 3")
        let next = screen(
            element("nextPage", .UIButton) { $0.title = "Next page"; $0.accessibilityTraits = [.button, .causesPageTurn] },
            element("body", .UILabel) { $0.text = "Only a handful of furnaces." }
        )
        #expect(try heard(next, "read all") == "> read all\nNext page, button")
    }

    @Test func withoutCausesPageTurnReadingStopsAtTheEnd() throws {
        let page = screen(element("book", .UILabel) { $0.text = "Page one"; $0.updates = ["Page two"] })
        #expect(try heard(page, "read all") == "> read all\nPage one")
    }
}
