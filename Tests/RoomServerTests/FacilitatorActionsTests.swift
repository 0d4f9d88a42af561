import Foundation
import Hummingbird
import RoomProtocol
import Testing
@testable import RoomServer

/// Running a room: ending and extending it, closing it to new learners, removing a learner and
/// letting one who lost their progress rejoin; as JSON calls and as the page's forms.
@Suite struct FacilitatorActionsTests {
    let store: SQLiteRoomStore
    let api: RoomAPI

    init() throws {
        store = try SQLiteRoomStore(path: Fixtures.temporaryFolder("actions") + "/room.sqlite")
        api = RoomAPI(store: store, course: Fixtures.course)
    }

    /// The same store seen `hours` from now.
    func later(_ hours: Double) -> RouteClient {
        RouteClient(RoomAPI(store: store, course: Fixtures.course, clock: { Date().addingTimeInterval(hours * 3600) }))
    }

    @Test func anEndedRoomTakesNoOneAndKeepsItsPageStatusAndExport() async throws {
        let (room, token) = try await api.openRoom(paced: false, hours: 12)
        let client = RouteClient(api)
        let secret = try await client.join(room.code, "Ada")
        let ended = try await client.send(.post, "/api/rooms/\(room.code)/end", bearer: token, body: "{}")
        #expect(ended.status == 200)
        #expect(ended.json["expires"] is String)
        let join = try await client.send(.post, "/api/rooms/\(room.code)/learners", body: #"{"name": "Grace"}"#)
        #expect(join.status == 404)
        // A result for the ended room waits on the learner's machine, in case it is reopened.
        let posted = try await client.send(.post, "/api/rooms/\(room.code)/results", bearer: secret,
                                           body: RouteClient.result())
        #expect(posted.status == 423)
        #expect(posted.error == "room \(room.code) has ended, so this result waits on your machine and is sent if the "
                + "facilitator reopens the room")
        #expect(try await client.send(.post, "/api/rooms/\(room.code)/results", body: RouteClient.result()).status == 401)
        let status = try await client.send(.get, "/api/rooms/\(room.code)/status", bearer: token)
        #expect(status.json["ended"] as? Bool == true)
        let (page, _) = try await client.page(room.code, token: token)
        #expect(page.status == 200)
        #expect(page.body.contains("<p id=\"ended\">This room ended at "))
        #expect(page.body.contains("Reopen the room"))
        #expect(!page.body.contains("EventSource"), "an ended room has no live part")
        #expect(page.body.contains("setInterval(function"), "it looks whether the room was reopened")
        #expect(!page.body.contains("End the room now"))
        #expect(try await client.send(.get, "/api/rooms/\(room.code)/export", bearer: token).status == 200)
        let again = try await client.send(.post, "/api/rooms/\(room.code)/end", bearer: token, body: "{}")
        #expect(again.status == 409)
        #expect(again.error?.hasPrefix("room \(room.code) ended at ") == true)
        #expect(again.error?.hasSuffix(": extend it first") == true)
        let unlock = try await client.send(.post, "/api/rooms/\(room.code)/joins", bearer: token, body: #"{"open": false}"#)
        #expect(unlock.status == 409)
    }

    @Test func extendingMovesTheEndAndReopensAnEndedRoom() async throws {
        let (room, token) = try await api.openRoom(paced: false, hours: 12)
        let client = RouteClient(api)
        let extended = try await client.send(.post, "/api/rooms/\(room.code)/extend", bearer: token,
                                             body: #"{"hours": 2}"#)
        #expect(extended.status == 200)
        let expires = try #require(ISO8601DateFormatter().date(from: extended.json["expires"] as? String ?? ""))
        #expect(abs(expires.timeIntervalSince(room.expires) - 2 * 3600) < 1, "two hours after the old end")
        // Seen 15 hours later, the room has ended; extending it reopens it from then.
        let afterwards = later(15)
        #expect(try await afterwards.send(.post, "/api/rooms/\(room.code)/learners", body: #"{"name": "Ada"}"#).status
                == 404)
        let reopened = try await afterwards.send(.post, "/api/rooms/\(room.code)/extend", bearer: token,
                                                 body: #"{"hours": 1}"#)
        #expect(reopened.status == 200)
        #expect(try await afterwards.send(.post, "/api/rooms/\(room.code)/learners", body: #"{"name": "Ada"}"#).status
                == 201)
        for (body, error) in [(#"{"hours": 0}"#, "field 'hours' must be more than 0 and at most 720"),
                              (#"{"hours": 721}"#, "field 'hours' must be more than 0 and at most 720"),
                              (#"{"hours": "two"}"#, "field 'hours' must be a number"),
                              ("{}", "missing field 'hours'"),
                              (#"{"hours": 1, "days": 1}"#, "unknown field 'days'; expected only 'hours'")] {
            let answer = try await client.send(.post, "/api/rooms/\(room.code)/extend", bearer: token, body: body)
            #expect(answer.error == error, "\(body)")
        }
        let tooLong = try await client.send(.post, "/api/rooms/\(room.code)/extend", bearer: token,
                                            body: #"{"hours": 710}"#)
        #expect(tooLong.status == 422)
        #expect(tooLong.error?.hasPrefix("a room stays open at most 720 hours from now; it is open until ") == true)
    }

    @Test func aRoomClosedToNewLearnersKeepsThoseInIt() async throws {
        let (room, token) = try await api.openRoom(paced: false, hours: 12)
        let client = RouteClient(api)
        let secret = try await client.join(room.code, "Ada")
        let closed = try await client.send(.post, "/api/rooms/\(room.code)/joins", bearer: token, body: #"{"open": false}"#)
        #expect(closed.body == #"{"joinsOpen":false}"#)
        let join = try await client.send(.post, "/api/rooms/\(room.code)/learners", body: #"{"name": "Grace"}"#)
        #expect(join.status == 403)
        #expect(join.error == "the facilitator has closed this room to new learners")
        let posted = try await client.send(.post, "/api/rooms/\(room.code)/results", bearer: secret,
                                           body: RouteClient.result())
        #expect(posted.status == 201, "a learner in the room goes on")
        #expect(try await client.send(.get, "/api/rooms/\(room.code)/status", bearer: token).json["joinsOpen"] as? Bool
                == false)
        // A learner let back in rejoins a closed room: they are not new.
        _ = try await client.send(.post, "/api/rooms/\(room.code)/rejoin", bearer: token, body: #"{"name": "Ada"}"#)
        #expect(try await client.send(.post, "/api/rooms/\(room.code)/learners", body: #"{"name": "Ada"}"#).status == 200)
        _ = try await client.send(.post, "/api/rooms/\(room.code)/joins", bearer: token, body: #"{"open": true}"#)
        #expect(try await client.send(.post, "/api/rooms/\(room.code)/learners", body: #"{"name": "Grace"}"#).status
                == 201)
    }

    @Test func aRemovedLearnerIsToldSoAndLeavesTheRoomsView() async throws {
        let (room, token) = try await api.openRoom(paced: false, hours: 12)
        let client = RouteClient(api)
        let secret = try await client.join(room.code, "Spammer")
        _ = try await client.join(room.code, "Ada")
        _ = try await client.send(.post, "/api/rooms/\(room.code)/results", bearer: secret, body: RouteClient.result())
        let removed = try await client.send(.post, "/api/rooms/\(room.code)/remove", bearer: token,
                                            body: #"{"name": "spammer"}"#)
        #expect(removed.body == #"{"removed":"Spammer"}"#, "the name as the learner joined with it")
        let posted = try await client.send(.post, "/api/rooms/\(room.code)/results", bearer: secret,
                                           body: RouteClient.result())
        #expect(posted.status == 403)
        #expect(posted.error == "the facilitator removed you from this room: nothing more is recorded")
        let status = try await client.send(.get, "/api/rooms/\(room.code)/status", bearer: token)
        let decoded = try JSONDecoder().decode(RoomStatus.self, from: Data(status.body.utf8))
        #expect(decoded.learners.map(\.name) == ["Ada"])
        #expect(decoded.byExercise.isEmpty, "their results left with them")
        let unknown = try await client.send(.post, "/api/rooms/\(room.code)/remove", bearer: token,
                                            body: #"{"name": "Adda"}"#)
        #expect(unknown.status == 422)
        #expect(unknown.error == "no learner named 'Adda' in this room — did you mean 'Ada'?")
        #expect(try await client.send(.post, "/api/rooms/\(room.code)/learners", body: #"{"name": "Spammer"}"#).status
                == 201, "the name is free again")
    }

    @Test func aLearnerWhoLostTheirProgressRejoinsWithTheFacilitatorsConsent() async throws {
        let (room, token) = try await api.openRoom(paced: false, hours: 12)
        let client = RouteClient(api)
        let first = try await client.send(.post, "/api/rooms/\(room.code)/learners", body: #"{"name": "Ada"}"#)
        let oldSecret = try #require(first.json["secret"] as? String)
        _ = try await client.send(.post, "/api/rooms/\(room.code)/results", bearer: oldSecret,
                                  body: RouteClient.result(passed: true))
        #expect(try await client.send(.post, "/api/rooms/\(room.code)/learners", body: #"{"name": "ada"}"#).status == 409)
        let consent = try await client.send(.post, "/api/rooms/\(room.code)/rejoin", bearer: token,
                                            body: #"{"name": "Ada"}"#)
        #expect(consent.json["rejoin"] as? String == "Ada")
        #expect(consent.json["rejoinUntil"] is String)
        let back = try await client.send(.post, "/api/rooms/\(room.code)/learners", body: #"{"name": "ada"}"#)
        #expect(back.status == 200)
        #expect(back.json["rejoined"] as? Bool == true)
        #expect(back.json["learner"] as? String == first.json["learner"] as? String, "the same learner")
        let newSecret = try #require(back.json["secret"] as? String)
        #expect(newSecret != oldSecret)
        #expect(try await client.send(.get, "/api/rooms/\(room.code)/pace", bearer: oldSecret).status == 401)
        #expect(try await client.send(.get, "/api/rooms/\(room.code)/pace", bearer: newSecret).status == 200)
        #expect(try await client.send(.post, "/api/rooms/\(room.code)/learners", body: #"{"name": "Ada"}"#).status == 409,
                "the consent is used once")
        let status = try await client.send(.get, "/api/rooms/\(room.code)/status", bearer: token)
        let decoded = try JSONDecoder().decode(RoomStatus.self, from: Data(status.body.utf8))
        #expect(decoded.learners.first?.results["traits/button/01-icon"]?.passed == true, "their results stay theirs")
        // A consent not used within 15 minutes runs out.
        _ = try await client.send(.post, "/api/rooms/\(room.code)/rejoin", bearer: token, body: #"{"name": "Ada"}"#)
        let tooLate = try await later(0.3).send(.post, "/api/rooms/\(room.code)/learners", body: #"{"name": "Ada"}"#)
        #expect(tooLate.status == 409)
    }

    @Test func actionsAreTheFacilitatorsAndTakeJSONOnly() async throws {
        let (room, token) = try await api.openRoom(paced: false, hours: 12)
        let client = RouteClient(api)
        let secret = try await client.join(room.code, "Ada")
        for action in FacilitatorAction.allCases {
            let path = "/api/rooms/\(room.code)/\(action.rawValue)"
            #expect(try await client.send(.post, path, body: "{}").status == 401, "\(action)")
            #expect(try await client.send(.post, path, bearer: secret, body: "{}").status == 403, "\(action)")
            let plain = try await client.send(.post, path, bearer: token, body: "{}", contentType: "text/plain")
            #expect(plain.status == 415, "\(action)")
            #expect(try await client.send(.get, path, bearer: token).status == 405, "\(action)")
        }
    }

    @Test func thePagesFormsRunTheRoomAndARefusalIsAPageInWords() async throws {
        let (room, token) = try await api.openRoom(paced: false, hours: 12)
        let client = RouteClient(api)
        _ = try await client.join(room.code, "Ada")
        let (page, cookie) = try await client.page(room.code, token: token)
        #expect(page.body.contains("<p id=\"room-state\">Open until "))
        #expect(page.body.contains("New learners can join.</p>"))
        #expect(page.body.contains("<form method=\"post\" action=\"/rooms/\(room.code)/joins\">"))
        #expect(page.body.contains("<option value=\"Ada\"></option>"))
        func form(_ action: String, _ body: String, cookie: String? = cookie) async throws -> Answer {
            try await client.send(.post, "/rooms/\(room.code)/\(action)", body: body,
                                  contentType: "application/x-www-form-urlencoded", cookie: cookie)
        }
        let closed = try await form("joins", "open=false")
        #expect(closed.status == 303)
        #expect(closed.headers[.location] == "/rooms/\(room.code)")
        let after = try await client.send(.get, "/rooms/\(room.code)", cookie: cookie)
        #expect(after.body.contains("Closed to new learners: those in it go on.</p>"))
        #expect(after.body.contains("Open to new learners again"))
        #expect(try await form("rejoin", "name=Ada").status == 303)
        // The page confirms the consent and how long it lasts; the status carries it too.
        #expect(try await client.send(.get, "/rooms/\(room.code)", cookie: cookie).body.contains("<li>Ada may rejoin until "))
        let status = try await client.send(.get, "/api/rooms/\(room.code)/status", bearer: token)
        #expect((status.json["learners"] as? [[String: Any]])?.first?["rejoinUntil"] is String)
        #expect(try await form("extend", "hours=1.5").status == 303)
        let wrong = try await form("remove", "name=Adda")
        #expect(wrong.status == 422)
        #expect(wrong.headers[.contentType] == "text/html; charset=utf-8")
        #expect(wrong.body.contains("<h1>Not done</h1>"))
        #expect(wrong.body.contains("<p>" + HTMLText.escape("No learner named 'Adda' in this room — did you mean 'Ada'?")
                                    + "</p>"))
        #expect(wrong.body.contains("<a href=\"/rooms/\(room.code)\">Back to room \(room.code)</a>"))
        #expect(try await form("extend", "hours=soon").status == 400)
        #expect(try await form("end", "").status == 303)
        #expect(try await form("end", "", cookie: nil).status == 401, "without the cookie the forms are refused")
    }
}
