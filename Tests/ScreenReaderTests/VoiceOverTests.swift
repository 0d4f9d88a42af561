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
