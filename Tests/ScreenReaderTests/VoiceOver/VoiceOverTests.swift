import Testing
import Foundation
import AXModel
@testable import ScreenReader

/// The `ScreenReaderModel` surface: announcements, play, and sessions.
@Suite struct VoiceOverTests {
    let page = screen(element("play", .UIButton) { $0.title = "Play" },
                      element("count", .UIStepper) { $0.value = 1 })

    @Test func announcementsCarryStopIdsInSwipeOrder() {
        #expect(VoiceOver().announcements(of: page) == [
            Announcement(id: "play", speech: "Play, button"),
            Announcement(id: "count.decrement", speech: "Decrement, button"),
            Announcement(id: "count.increment", speech: "Increment, button"),
        ])
    }

    /// SwiftUI's `Image("gear")` is an element labelled by its asset name (Apple's
    /// `Image.init(_:bundle:)`: the name is "the localization key with which to label the
    /// image"); a screen writes it as an `Image`.
    @Test func swiftUIImageWithoutLabelSpeaksItsAssetName() {
        #expect(spoken(element("gear", .Image) { $0.image = "gear" }) == "gear, image")
        #expect(spoken(element("photo", .Image) {
            $0.image = "IMG_2041"; $0.accessibilityLabel = "A dog on a beach"
        }) == "A dog on a beach, image")
    }

    /// `Image(decorative:)`, like a UIKit image view nobody made an element, is never reached.
    @Test func decorativeImageIsNeverReached() {
        #expect(VoiceOver().announcements(of: screen(element("wave", .Image) {
            $0.image = "wave"; $0.decorative = true
        })).isEmpty)
        #expect(VoiceOver().announcements(of: screen(element("wave", .UIImageView) { $0.image = "wave" })).isEmpty)
    }

    /// An image-only `UIButton` without a label is read by its image's asset name, for want of
    /// a title (docs/decisions.md has the sources).
    @Test func imageOnlyButtonWithoutLabelSpeaksItsAssetName() {
        #expect(spoken(element("delete", .UIButton) { $0.image = "trash" }) == "trash, button")
        #expect(spoken(element("delete", .UIButton) { $0.image = "trash"; $0.accessibilityLabel = "Delete" })
                == "Delete, button")
        #expect(spoken(element("delete", .UIButton)) == "button")
    }

    @Test func uiSearchTextFieldSaysSearchFieldNotTextField() {
        #expect(spoken(element("search", .UISearchTextField) { $0.placeholder = "Search" })
                == "Search, search field | Double tap to edit.")
        #expect(spoken(element("search", .UISearchTextField) { $0.placeholder = "Search"; $0.text = "jazz" })
                == "Search, jazz, search field | Double tap to edit.")
    }

    @Test func playStartsFresh() throws {
        let model: any ScreenReaderModel = VoiceOver()
        #expect(model.play([.swipeRight], on: page).text == "> swipe right\nPlay, button")
    }

    @Test func sessionsCarryOnWhereTheyStopped() throws {
        let first = VoiceOver().play([.swipeRight, .swipeRight, .swipeRight, .doubleTap],
                                     in: ReaderSession(screen: page))
        #expect(first.session.focusedID == "count.increment")
        #expect(first.session.screen.element("count")?.value == 2)
        let second = VoiceOver().play([.swipeLeft], in: first.session)
        #expect(second.transcript.text == "> swipe left\nDecrement, button")
    }

    @Test func announcementEncodesAMissingHintAsNull() throws {
        let data = try JSONEncoder().encode(Announcement(id: "a", speech: "A"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(object?["hint"] is NSNull)
        #expect(object?["speech"] as? String == "A")
    }
}

/// Stops and their announcements one at a time, for audits.
@Suite struct FocusStopSurfaceTests {
    @Test func stopsExposeTraitsRolesAndParts() {
        let page = screen(element("range", .UISegmentedControl) { $0.segments = ["A", "B"]; $0.selectedSegmentIndex = 1 })
        let stops = VoiceOver().focusStops(of: page)
        #expect(stops.map(\.part) == [.segment(0), .segment(1)])
        #expect(stops[1].traits == [.button, .selected])
        #expect(stops[1].position == .init(index: 2, count: 2))
        #expect(VoiceOver().announcement(for: stops[1]) == Announcement(id: "range[1]", speech: "selected, B, button, 2 of 2"))
    }
}
