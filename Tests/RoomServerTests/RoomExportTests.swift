import Foundation
import HTTPTypes
import Hummingbird
import Testing
@testable import RoomServer

/// The export: rows folded from the stored results, CSV as RFC 4180 writes it with names
/// defused for spreadsheets, and the route that serves both forms to the facilitator only.
@Suite struct RoomExportTests {
    @Test func theExportHasOneRowPerLearnerAndExerciseInJoinAndCourseOrder() {
        let learners = [Fixtures.learner("Ada", "a"), Fixtures.learner("Grace", "g", joined: 5)]
        let results = [
            Fixtures.result("g", "traits/button/01-icon", passed: true, at: 90),
            Fixtures.result("a", "traits/header/01-title", passed: false, at: 40),
            Fixtures.result("a", "traits/button/01-icon", passed: false, at: 10),
            Fixtures.result("a", "traits/button/01-icon", passed: true, attempts: 2, at: 70),
            Fixtures.result("a", "no/such/exercise", passed: true, at: 80),
        ]
        let export = RoomExport.compute(room: Fixtures.room(), course: Fixtures.course, learners: learners,
                                        results: results)
        #expect(export.results.map { "\($0.learner) \($0.exercise)" }
                == ["Ada traits/button/01-icon", "Ada traits/header/01-title", "Grace traits/button/01-icon"])
        let first = export.results[0]
        #expect(first.passed && first.checks == 2 && first.seconds == 70)
        #expect(first.firstCheck == RoomExport.timestamp(Fixtures.start.addingTimeInterval(10)))
        #expect(first.lastCheck == RoomExport.timestamp(Fixtures.start.addingTimeInterval(70)))
        #expect(first.firstCheck.hasSuffix("Z"))
        #expect(export.results[1].passed == false)
    }

    @Test func csvQuotesFieldsWithCommasQuotesAndLineBreaksPerRFC4180() {
        #expect(CSVText.field("Ada") == "Ada")
        #expect(CSVText.field("Lovelace, Ada") == "\"Lovelace, Ada\"")
        #expect(CSVText.field("Ada \"the first\"") == "\"Ada \"\"the first\"\"\"")
        #expect(CSVText.field("two\nlines") == "\"two\nlines\"")
        #expect(CSVText.field("two\r\nlines") == "\"two\r\nlines\"")
        #expect(CSVText.document([["a", "b,c"], ["d", "e"]]) == "a,\"b,c\"\r\nd,e\r\n")
    }

    @Test func csvDefusesNamesASpreadsheetWouldReadAsFormulas() {
        for name in ["=SUM(A1)", "+1", "-2", "@cmd"] {
            #expect(CSVText.defused(name) == "'" + name)
        }
        #expect(CSVText.defused("Ada") == "Ada")
        #expect(CSVText.defused("") == "")
        let learners = [Fixtures.learner("=HYPERLINK(\"x\",\"y\")", "a")]
        let results = [Fixtures.result("a", "traits/button/01-icon", passed: true, at: 10)]
        let csv = RoomExport.compute(room: Fixtures.room(), course: Fixtures.course, learners: learners,
                                     results: results).csv
        let lines = csv.components(separatedBy: "\r\n")
        #expect(lines[0] == "learner,exercise,passed,checks,hints,seconds,first_check,last_check")
        #expect(lines[1].hasPrefix("\"'=HYPERLINK(\"\"x\"\",\"\"y\"\")\",traits/button/01-icon,true,1,0,10,"))
        #expect(lines.count == 3 && lines[2].isEmpty)
    }

    @Test func theRoomIsExportedAfterItExpired() async throws {
        let store = try SQLiteRoomStore(path: Fixtures.temporaryFolder("export") + "/room.sqlite")
        try await RouteScenario.exportAfterExpiry(store)
    }

    @Test func theExportIsTheFacilitatorsOnly() async throws {
        let store = try SQLiteRoomStore(path: Fixtures.temporaryFolder("export") + "/room.sqlite")
        let api = RoomAPI(store: store, course: Fixtures.course)
        let (room, token) = try await api.openRoom(paced: false, hours: 1)
        let client = RouteClient(api)
        let secret = try await client.join(room.code, "Ada")
        let path = "/api/rooms/\(room.code)/export"
        #expect(try await client.send(.get, path).status == 401)
        #expect(try await client.send(.get, path, bearer: token + "x").status == 401)
        #expect(try await client.send(.get, path, bearer: secret).status == 403)
        #expect(try await client.send(.get, path + "?token=\(token)").status == 200)
        let bad = try await client.send(.get, path + "?format=xlsx", bearer: token)
        #expect(bad.status == 400)
        #expect(bad.error == "unknown export format 'xlsx': use csv or json")
        // Another method is not an export (405 as the bounds say, or 404 where the router cannot tell).
        #expect(try await client.send(.post, path, bearer: token, body: "{}").status == 405)
        let none = try await client.send(.get, "/api/rooms/ZZZZ-ZZZZ/export", bearer: token)
        #expect(none.status == 404)
    }

    @Test func thePageLinksToBothExports() async throws {
        let status = RoomStatus.compute(room: Fixtures.room(), course: Fixtures.course, learners: [], results: [],
                                        now: Fixtures.start)
        let html = FacilitatorPage.render(status)
        #expect(html.contains(#"href="/api/rooms/K7Q2-9XMD/export?format=csv""#))
        #expect(html.contains(#"href="/api/rooms/K7Q2-9XMD/export?format=json""#))
    }
}

extension RouteScenario {
    /// Two learners' results, exported as CSV and JSON by the facilitator once the room has
    /// expired (the same store seen 13 hours later), when joining is refused.
    static func exportAfterExpiry(_ store: any RoomStore) async throws {
        let api = RoomAPI(store: store, course: Fixtures.course)
        let (room, token) = try await api.openRoom(paced: false, hours: 12)
        let client = RouteClient(api)
        let ada = try await client.join(room.code, "Lovelace, Ada")
        let grace = try await client.join(room.code, "-Grace")
        for (secret, passed) in [(ada, false), (ada, true), (grace, false)] {
            let posted = try await client.send(.post, "/api/rooms/\(room.code)/results", bearer: secret,
                                               body: RouteClient.result(passed: passed))
            #expect(posted.status == 201)
        }
        let later = RouteClient(RoomAPI(store: store, course: Fixtures.course,
                                        clock: { Date().addingTimeInterval(13 * 3600) }))
        #expect(try await later.send(.post, "/api/rooms/\(room.code)/learners", body: #"{"name": "Late"}"#).status
                == 404)
        let csv = try await later.send(.get, "/api/rooms/\(room.code)/export?format=csv", bearer: token)
        #expect(csv.status == 200)
        #expect(csv.headers[.contentType] == "text/csv; charset=utf-8; header=present")
        #expect(csv.headers[HTTPField.Name("Content-Disposition")!] == "attachment; filename=\"room-\(room.code).csv\"")
        let lines = csv.body.components(separatedBy: "\r\n")
        #expect(lines.count == 4)
        #expect(lines[1].hasPrefix("\"Lovelace, Ada\",traits/button/01-icon,true,2,0,30,20"))
        #expect(lines[2].hasPrefix("'-Grace,traits/button/01-icon,false,1,0,30,"))
        let json = try await later.send(.get, "/api/rooms/\(room.code)/export?format=json", bearer: token)
        #expect(json.status == 200)
        let decoded = try JSONDecoder().decode(RoomExport.self, from: Data(json.body.utf8))
        #expect(decoded.code == room.code.description && decoded.course == "drills")
        #expect(decoded.results.map(\.learner) == ["Lovelace, Ada", "-Grace"], "JSON keeps the names as typed")
        #expect(decoded.results.map(\.checks) == [2, 1])
    }
}
