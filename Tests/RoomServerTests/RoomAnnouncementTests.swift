import RoomProtocol
import Testing
@testable import RoomServer

/// What `serve` prints: a pack given with `--course` is in the learners' command, as one shell
/// word; a resumed room has no token to print.
@Suite struct RoomAnnouncementTests {
    @Test func theLearnersCommandNamesAPackGivenWithCourse() throws {
        let code = try #require(RoomCode("K7Q2-9XMD"))
        let plain = RoomAnnouncement(host: "127.0.0.1", port: 8080, code: code, token: "t")
        #expect(plain.text.contains("Learners join with: axtutor --room http://127.0.0.1:8080/K7Q2-9XMD --name NAME\n"))
        let pack = RoomAnnouncement(host: "127.0.0.1", port: 8080, code: code, token: "t", coursePack: "/srv/my pack")
        #expect(pack.text.contains("Learners join with: axtutor --course '/srv/my pack' --room "
                                   + "http://127.0.0.1:8080/K7Q2-9XMD --name NAME (--course: where their copy of the pack is)"))
        let resumed = RoomAnnouncement(host: "127.0.0.1", port: 8080, code: code, token: nil)
        #expect(resumed.json.contains("\"facilitatorToken\":null"))
        #expect(resumed.text.contains("Facilitator page: http://127.0.0.1:8080/rooms/K7Q2-9XMD?token=TOKEN (the token given"))
    }
}
