import AXModel
import Testing
@testable import ScreenReader

/// A modal view the app shows at run time (docs/voiceover.md VO-8.16): its siblings go at once,
/// focus stays where it was, and the next swipe right lands on the modal's first stop.
@Suite struct ModalAtRunTimeTests {
    private func screen(sheetFirst: Bool) -> Screen {
        let sheet = element("sheet", .UIView, children: [
            element("sheetTitle", .UILabel) { $0.text = "Share"; $0.accessibilityTraits = .header },
            element("copyLink", .UIButton) { $0.title = "Copy link" },
        ]) { $0.isHidden = true; $0.accessibilityViewIsModal = true }
        let content = element("content", .UIView, children: [
            element("article", .UILabel) { $0.text = "Why cities plant trees" },
            element("shareButton", .UIButton) { $0.title = "Share"; $0.onActivate = [.show("sheet")] },
            element("more", .UIButton) { $0.title = "More" },
        ])
        return Screen(elements: sheetFirst ? [sheet, content] : [content, sheet])
    }

    @Test func aModalShownAtRunTimeTakesTheNextSwipe() throws {
        for sheetFirst in [true, false] {
            #expect(try heard(screen(sheetFirst: sheetFirst), "swipe right; swipe right; double tap; swipe right; swipe right") == """
                > swipe right
                Why cities plant trees
                > swipe right
                Share, button
                > double tap
                > swipe right
                Share, heading
                > swipe right
                Copy link, button
                """, "the sheet \(sheetFirst ? "before" : "after") the content")
        }
    }

    @Test func movingFocusIntoAModalWithANotification() throws {
        var posting = screen(sheetFirst: false)
        posting.modify("shareButton") { $0.handlers = [EventHandler(event: "touchUpInside", effects: [.moveFocus(to: "sheetTitle", screenChanged: true)])] }
        #expect(try heard(posting, "swipe right; swipe right; double tap; swipe right; swipe right") == """
            > swipe right
            Why cities plant trees
            > swipe right
            Share, button
            > double tap
            Share, heading
            > swipe right
            Copy link, button
            > swipe right
            """, "focus moves into the modal at once, and stays inside it")
    }
}
