import Foundation
import Presentation
import Progress
import Testing
@testable import Tutor

/// The room lines under `axtutor progress`.
@Suite struct RoomStatusReportTests {
    let style = TextStyle(width: 100, plain: true, color: false)
    let room = RoomMembership(url: "http://127.0.0.1:8080", code: "K7Q2-9XMD", learnerID: "l1", secret: "s", name: "Ada")

    @Test func outsideARoomThereIsNothing() {
        #expect(RoomStatusReport.text(nil, outbox: OutboxSummary(), style: style) == "")
    }

    @Test func theRoomTheWaitingAndTheRefusedInWords() {
        var paced = room
        paced.pace = RoomPace(paced: true, unlocked: ["traits/button"])
        let refused = OutboxResult(uuid: "u", code: room.code, exercise: "traits/button/01-icon", passed: false,
                                   attempts: 2, hintsUsed: 0, seconds: 9, at: Date(),
                                   failed: "no exercise 'traits/button/01-icon' in course 'other'")
        #expect(RoomStatusReport.text(paced, outbox: OutboxSummary(waiting: 1, failed: [refused]), style: style) == """

            Room K7Q2-9XMD at http://127.0.0.1:8080, as Ada
            1 result waiting to be sent (they go with the next check, or when the room is back)
            paced: the lessons open when the room was last asked are traits/button
            1 result the room refused (kept here, not sent again):
              traits/button/01-icon, check 2, not passed: no exercise 'traits/button/01-icon' in course 'other'

            """)
        #expect(RoomStatusReport.text(room, outbox: OutboxSummary(), style: style)
                == "\nRoom K7Q2-9XMD at http://127.0.0.1:8080, as Ada\nevery result has been sent\n")
        // A held result waits too, but is told once, with the room's reason.
        let held = OutboxResult(uuid: "h", code: room.code, exercise: "traits/header/01-title", passed: true,
                                attempts: 1, hintsUsed: 0, seconds: 9, at: Date(), held: "the lesson is not unlocked")
        #expect(RoomStatusReport.text(room, outbox: OutboxSummary(waiting: 1, held: [held]), style: style) == """

            Room K7Q2-9XMD at http://127.0.0.1:8080, as Ada
            1 result the room holds for now (kept here, sent again with each check):
              traits/header/01-title, check 1, passed: the lesson is not unlocked

            """)
    }
}

extension RoomStatusReportTests {
    /// The room's name and its refusals come from elsewhere: their control characters are spelled out.
    @Test func controlCharactersFromTheRoomAreSpelledOut() {
        var named = room
        named.name = "Ada\u{1B}[2J"
        let refused = OutboxResult(uuid: "u", code: room.code, exercise: "e", passed: false, attempts: 1, hintsUsed: 0,
                                   seconds: 1, at: Date(), failed: "refused \u{1B}]0;PWNED\u{07}")
        let text = RoomStatusReport.text(named, outbox: OutboxSummary(failed: [refused]), style: style)
        #expect(text.contains(#"Room K7Q2-9XMD at http://127.0.0.1:8080, as Ada\u{1B}[2J"#))
        #expect(text.contains(#"  e, check 1, not passed: refused \u{1B}]0;PWNED\u{07}"#))
        #expect(!text.contains("\u{1B}"))
    }
}
