import Foundation
import Hummingbird
import TestSupport
import Testing
@testable import RoomServer

/// The protocol's routes against SQLite, through Hummingbird's test client: the learner's
/// journey, the facilitator's, and every security rule with a request that must be refused.
@Suite struct RoomRoutesTests {
    let store: SQLiteRoomStore
    let api: RoomAPI

    init() throws {
        store = try SQLiteRoomStore(path: Fixtures.temporaryFolder("routes") + "/room.sqlite")
        api = RoomAPI(store: store, course: Fixtures.course)
    }

    /// Opens a room and runs `body` with a client, the room and its facilitator token.
    func withRoom(paced: Bool = false, api: RoomAPI? = nil,
                  _ body: @Sendable (RouteClient, RoomRecord, String) async throws -> Void) async throws {
        let api = api ?? self.api
        let (room, token) = try await api.openRoom(paced: paced, hours: 12)
        try await body(RouteClient(api), room, token)
    }

    // MARK: The learner's side

    @Test func aLearnerJoinsAndGetsAnIdASecretAndTheCourse() async throws {
        try await withRoom { client, room, _ in
            let answer = try await client.send(.post, "/api/rooms/\(room.code)/learners", body: #"{"name": "Ada"}"#)
            #expect(answer.status == 201)
            #expect(answer.json["course"] as? String == "drills")
            #expect((answer.json["secret"] as? String)?.count == 43)
            #expect((answer.json["learner"] as? String)?.isEmpty == false)
            #expect(answer.headers[.contentType] == "application/json; charset=utf-8")
        }
    }

    @Test func theCodeIsTakenInAnyCaseWithOrWithoutTheDash() async throws {
        try await withRoom { client, room, _ in
            let code = room.code.value.lowercased()
            let answer = try await client.send(.post, "/api/rooms/\(code)/learners", body: #"{"name": "Ada"}"#)
            #expect(answer.status == 201)
        }
    }

    /// #20.4: a room takes so many learners (600 joins from one address made 597 learners).
    @Test func aFullRoomRefusesAJoinInWords() async throws {
        var limits = RoomLimits.standard
        limits.learnersPerRoom = 2
        try await withRoom(api: RoomAPI(store: store, course: Fixtures.course, limits: limits)) { client, room, _ in
            _ = try await client.join(room.code, "Ada")
            _ = try await client.join(room.code, "Grace")
            let answer = try await client.send(.post, "/api/rooms/\(room.code)/learners", body: #"{"name": "Lin"}"#)
            #expect(answer.status == 403)
            #expect(answer.error == "the room is full: it takes at most 2 learners")
            #expect(try await store.learners(room: room.code).map(\.name) == ["Ada", "Grace"])
        }
    }

    /// A form on another site can post `text/plain` (or a form's encoding) to any address without
    /// the browser asking first; JSON it cannot: the room takes JSON only.
    @Test func aCrossSiteFormCannotJoinOrPost() async throws {
        try await withRoom { client, room, _ in
            let secret = try await client.join(room.code, "Ada")
            for type in ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"] {
                let join = try await client.send(.post, "/api/rooms/\(room.code)/learners", body: #"{"name": "Eve"}"#,
                                                 contentType: type)
                #expect(join.status == 415, "\(type)")
                #expect(join.error == "send the body as JSON, with the header 'Content-Type: application/json'")
                let result = try await client.send(.post, "/api/rooms/\(room.code)/results", bearer: secret,
                                                   body: RouteClient.result(), contentType: type)
                #expect(result.status == 415, "\(type)")
            }
            let charset = try await client.send(.post, "/api/rooms/\(room.code)/learners", body: #"{"name": "Grace"}"#,
                                                contentType: "application/json; charset=utf-8")
            #expect(charset.status == 201)
        }
    }

    /// The room trusts a result's time for who is stuck and for how long: it must fall between
    /// the learner's join and now, give or take five minutes; a late send is fine.
    @Test func aResultsTimeMustBeNearTheRoomsClock() async throws {
        try await withRoom { client, room, _ in
            let secret = try await client.join(room.code, "Ada")
            func post(_ offset: TimeInterval) async throws -> Answer {
                try await client.send(.post, "/api/rooms/\(room.code)/results", bearer: secret,
                                      body: RouteClient.result(at: RouteClient.now(offset)))
            }
            #expect(try await post(240).status == 201, "four minutes ahead is a clock a little off")
            #expect(try await post(-240).status == 201)
            let ahead = try await post(2 * 3600)
            #expect(ahead.status == 422)
            #expect(ahead.error?.hasPrefix("field 'at' is 2 h ahead of the room's clock (") == true)
            #expect(ahead.error?.hasSuffix("): set the date and time of the machine that checked") == true)
            let before = try await post(-3 * 86_400)
            #expect(before.status == 422)
            #expect(before.error?.hasPrefix("field 'at' is 3 days before you joined this room (") == true)
            // Sent an hour late (the learner was offline): the time is still the check's.
            let late = RouteClient(RoomAPI(store: store, course: Fixtures.course, clock: { Date().addingTimeInterval(3600) }))
            let sentLate = try await late.send(.post, "/api/rooms/\(room.code)/results", bearer: secret,
                                               body: RouteClient.result(at: RouteClient.now()))
            #expect(sentLate.status == 201)
        }
    }

    @Test func aTakenNameIsRefused() async throws {
        try await withRoom { client, room, _ in
            _ = try await client.join(room.code, "Ada")
            let answer = try await client.send(.post, "/api/rooms/\(room.code)/learners", body: #"{"name": "ada"}"#)
            #expect(answer.status == 409)
            #expect(answer.error == "the name 'ada' is taken in this room; if it is yours and you lost your progress, "
                    + "ask the facilitator to let you rejoin, then join again")
        }
    }

    @Test func badNamesAreRefused() async throws {
        try await withRoom { client, room, _ in
            for name in ["", "   ", String(repeating: "x", count: 41), "Ada\\u0007"] {
                let answer = try await client.send(.post, "/api/rooms/\(room.code)/learners",
                                                   body: #"{"name": "\#(name)"}"#)
                #expect(answer.status == 400)
                #expect(answer.error == (name.trimmingCharacters(in: .whitespaces).isEmpty
                                         ? "name must have 1 to 40 characters besides spaces"
                                         : "name must be 1 to 40 characters, without control characters"))
            }
        }
    }

    @Test func aResultIsStoredOnceAndARepostIsHarmless() async throws {
        try await withRoom { client, room, token in
            let secret = try await client.join(room.code, "Ada")
            let id = UUID().uuidString
            let body = RouteClient.result(id: id, attempts: 1)
            let first = try await client.send(.post, "/api/rooms/\(room.code)/results", bearer: secret, body: body)
            #expect(first.status == 201)
            let again = try await client.send(.post, "/api/rooms/\(room.code)/results", bearer: secret, body: body)
            #expect(again.status == 200)
            #expect(again.body == #"{"result":"\#(id.lowercased())"}"#)
            let status = try await client.send(.get, "/api/rooms/\(room.code)/status", bearer: token)
            let decoded = try JSONDecoder().decode(RoomStatus.self, from: Data(status.body.utf8))
            #expect(decoded.learners.first?.results["traits/button/01-icon"]?.failedChecks == 1)
        }
    }

    @Test func thePaceIsEveryLessonUnlessPaced() async throws {
        try await withRoom { client, room, _ in
            let secret = try await client.join(room.code, "Ada")
            let pace = try await client.send(.get, "/api/rooms/\(room.code)/pace", bearer: secret)
            #expect(pace.body == #"{"paced":false,"unlocked":["traits/button","traits/header"]}"#)
        }
        try await withRoom(paced: true) { client, room, token in
            let secret = try await client.join(room.code, "Ada")
            let pace = try await client.send(.get, "/api/rooms/\(room.code)/pace", bearer: secret)
            #expect(pace.body == #"{"paced":true,"unlocked":["traits/button"]}"#)
            let unlocked = try await client.send(.post, "/api/rooms/\(room.code)/unlock", bearer: token, body: "{}")
            #expect(unlocked.body == #"{"unlocked":["traits/button","traits/header"]}"#)
            let after = try await client.send(.get, "/api/rooms/\(room.code)/pace", bearer: secret)
            #expect(after.body == #"{"paced":true,"unlocked":["traits/button","traits/header"]}"#)
            let none = try await client.send(.post, "/api/rooms/\(room.code)/unlock", bearer: token, body: "{}")
            #expect(none.status == 409)
            #expect(none.error == "every lesson is already unlocked")
        }
    }

    /// 423 Locked: the room holds the result for now (the learner's sender keeps it and sends
    /// it again); it counts once the lesson is unlocked.
    @Test func aPacedRoomHoldsAResultForALessonNotUnlocked() async throws {
        try await withRoom(paced: true) { client, room, token in
            let secret = try await client.join(room.code, "Ada")
            let body = RouteClient.result(exercise: "traits/header/01-title")
            let locked = try await client.send(.post, "/api/rooms/\(room.code)/results", bearer: secret, body: body)
            #expect(locked.status == 423)
            #expect(locked.error == "the lesson 'traits/header' is not unlocked in this room, so the result for "
                    + "'traits/header/01-title' waits on your machine and is sent once the facilitator unlocks it")
            _ = try await client.send(.post, "/api/rooms/\(room.code)/unlock", bearer: token, body: "{}")
            let open = try await client.send(.post, "/api/rooms/\(room.code)/results", bearer: secret, body: body)
            #expect(open.status == 201)
        }
        try await withRoom(paced: false) { client, room, _ in
            let secret = try await client.join(room.code, "Ada")
            let answer = try await client.send(.post, "/api/rooms/\(room.code)/results", bearer: secret,
                                               body: RouteClient.result(exercise: "traits/header/01-title"))
            #expect(answer.status == 201)
        }
    }

    @Test func unlockingNamesALessonOfTheCourse() async throws {
        try await withRoom(paced: true) { client, room, token in
            let named = try await client.send(.post, "/api/rooms/\(room.code)/unlock", bearer: token,
                                              body: #"{"lesson": "traits/header"}"#)
            #expect(named.body == #"{"unlocked":["traits/button","traits/header"]}"#)
            let unknown = try await client.send(.post, "/api/rooms/\(room.code)/unlock", bearer: token,
                                                body: #"{"lesson": "traits/headr"}"#)
            #expect(unknown.status == 422)
            #expect(unknown.error == "no lesson 'traits/headr' in course 'drills' — did you mean 'traits/header'?")
        }
        try await withRoom(paced: false) { client, room, token in
            let answer = try await client.send(.post, "/api/rooms/\(room.code)/unlock", bearer: token, body: "{}")
            #expect(answer.status == 409)
            #expect(answer.error == "this room is not paced: every lesson is already open")
        }
    }

    @Test func theUnlockFormUnlocksAndGoesBackToThePage() async throws {
        try await withRoom(paced: true) { client, room, token in
            let answer = try await client.send(.post, "/rooms/\(room.code)/unlock",
                                               body: "token=\(token)&lesson=traits%2Fheader",
                                               contentType: "application/x-www-form-urlencoded")
            #expect(answer.status == 303)
            #expect(answer.headers[.location] == "/rooms/\(room.code)")
            let (page, _) = try await client.page(room.code, token: token)
            #expect(page.body.contains("<p>Every lesson is unlocked.</p>"))
        }
    }

    @Test func aLessonLockedAgainIsOutOfThePaceAndItsResultsAreRefused() async throws {
        try await withRoom(paced: true) { client, room, token in
            let secret = try await client.join(room.code, "Ada")
            _ = try await client.send(.post, "/api/rooms/\(room.code)/unlock", bearer: token, body: "{}")
            let locked = try await client.send(.post, "/api/rooms/\(room.code)/lock", bearer: token,
                                               body: #"{"lesson": "traits/header"}"#)
            #expect(locked.status == 200)
            #expect(locked.body == #"{"unlocked":["traits/button"]}"#)
            let again = try await client.send(.post, "/api/rooms/\(room.code)/lock", bearer: token,
                                              body: #"{"lesson": "traits/header"}"#)
            #expect(again.body == #"{"unlocked":["traits/button"]}"#)
            let pace = try await client.send(.get, "/api/rooms/\(room.code)/pace", bearer: secret)
            #expect(pace.body == #"{"paced":true,"unlocked":["traits/button"]}"#)
            let result = try await client.send(.post, "/api/rooms/\(room.code)/results", bearer: secret,
                                               body: RouteClient.result(exercise: "traits/header/01-title"))
            #expect(result.status == 423)
            let unknown = try await client.send(.post, "/api/rooms/\(room.code)/lock", bearer: token,
                                                body: #"{"lesson": "traits/headr"}"#)
            #expect(unknown.status == 422)
            let missing = try await client.send(.post, "/api/rooms/\(room.code)/lock", bearer: token, body: "{}")
            #expect(missing.status == 400)
            let learner = try await client.send(.post, "/api/rooms/\(room.code)/lock", bearer: secret,
                                                body: #"{"lesson": "traits/button"}"#)
            #expect(learner.status == 403)
        }
        try await withRoom(paced: false) { client, room, token in
            let answer = try await client.send(.post, "/api/rooms/\(room.code)/lock", bearer: token,
                                               body: #"{"lesson": "traits/button"}"#)
            #expect(answer.status == 409)
            #expect(answer.error == "this room is not paced: every lesson stays open")
        }
    }

    @Test func theLockFormLocksAndGoesBackToThePage() async throws {
        try await withRoom(paced: true) { client, room, token in
            let answer = try await client.send(.post, "/rooms/\(room.code)/lock",
                                               body: "token=\(token)&lesson=traits%2Fbutton",
                                               contentType: "application/x-www-form-urlencoded")
            #expect(answer.status == 303)
            #expect(answer.headers[.location] == "/rooms/\(room.code)")
            let (page, _) = try await client.page(room.code, token: token)
            #expect(page.body.contains("<p id=\"unlocked\">Unlocked lessons: none.</p>"))
            #expect(!page.body.contains("Lesson to lock again"))
        }
    }

    // MARK: The facilitator's side

    @Test func theTokenInTheAddressMovesIntoACookieAndThePageIsServedByIt() async throws {
        try await withRoom { client, room, token in
            _ = try await client.join(room.code, "Ada")
            let first = try await client.send(.get, "/rooms/\(room.code)?token=\(token)")
            #expect(first.status == 303)
            #expect(first.headers[.location] == "/rooms/\(room.code)", "the address loses the token")
            let setCookie = try #require(first.headers[.setCookie])
            #expect(setCookie.hasPrefix("axtutor_room_\(room.code.value)=\(token);"))
            #expect(setCookie.contains("HttpOnly"))
            #expect(setCookie.contains("SameSite=Strict"))
            #expect(setCookie.contains("Path=/"))
            let (page, cookie) = try await client.page(room.code, token: token)
            #expect(page.status == 200)
            #expect(!page.body.contains(token), "neither links, forms nor the script carry the token")
            #expect(try await client.send(.get, "/rooms/\(room.code)").status == 401)
            #expect(try await client.send(.get, "/rooms/\(room.code)", cookie: "axtutor_room_\(room.code.value)=wrong")
                .status == 401)
            #expect(try await client.send(.get, "/rooms/\(room.code)?token=wrong").status == 401)
            // What the page reaches goes by the cookie too: the export and the event stream.
            #expect(try await client.send(.get, "/api/rooms/\(room.code)/export?format=csv", cookie: cookie).status == 200)
            // The JSON API takes the token in its header only.
            #expect(try await client.send(.get, "/api/rooms/\(room.code)/status", cookie: cookie).status == 401)
            #expect(page.headers[.contentType] == "text/html; charset=utf-8")
            #expect(page.headers[.cacheControl] == "no-store")
            #expect(page.body.contains("<th scope=\"row\">Ada</th>"))
            #expect(page.body.contains("<td class=\"not\">not started</td>"))
            #expect(page.body.contains("<code>axtutor --room "))
        }
    }

    /// A room API whose event stream runs on `clock`, at one moment of the wall clock (so a
    /// status changes only when the room does).
    func api(on clock: TestClock) -> RoomAPI {
        let now = Date()
        return RoomAPI(store: store, course: Fixtures.course, clock: { now }, streamClock: clock)
    }

    @Test(.timeLimit(.minutes(1))) func theEventStreamStartsWithTheStatus() async throws {
        let clock = TestClock()
        try await withRoom(api: api(on: clock)) { client, room, token in
            async let stream = client.send(.get, "/api/rooms/\(room.code)/events?token=\(token)")
            await clock.waitUntilSleeping()
            clock.advance(by: RoomLimits.standard.streamLifetime)
            let answer = try await stream
            #expect(answer.status == 200)
            #expect(answer.headers[.contentType] == "text/event-stream")
            #expect(answer.body.hasPrefix("retry: 2000\n\nevent: status\ndata: {"))
            #expect(answer.body.contains("\"code\":\"\(room.code)\""))
        }
    }

    @Test(.timeLimit(.minutes(1))) func theEventStreamSendsTheStatusAgainWhenAResultArrives() async throws {
        let clock = TestClock()
        try await withRoom(api: api(on: clock)) { client, room, token in
            let secret = try await client.join(room.code, "Ada")
            async let stream = client.send(.get, "/api/rooms/\(room.code)/events?token=\(token)")
            // The stream has sent the status and waits to poll again.
            await clock.waitUntilSleeping()
            let posted = try await client.send(.post, "/api/rooms/\(room.code)/results", bearer: secret,
                                               body: RouteClient.result(passed: true))
            #expect(posted.status == 201)
            clock.advance(by: RoomLimits.standard.pollInterval)
            await clock.waitUntilSleeping()
            clock.advance(by: RoomLimits.standard.streamLifetime)
            let events = try await stream.body.components(separatedBy: "event: status\n")
            #expect(events.count == 3, "the status at the start and again after the result")
            #expect(events.dropFirst().first?.contains("\"passed\":true") == false)
            #expect(events.last?.contains("\"passed\":true") == true)
        }
    }

    @Test(.timeLimit(.minutes(1))) func theEventStreamSaysItIsAliveWhenNothingChanges() async throws {
        let clock = TestClock()
        try await withRoom(api: api(on: clock)) { client, room, token in
            async let stream = client.send(.get, "/api/rooms/\(room.code)/events?token=\(token)")
            await clock.waitUntilSleeping()
            clock.advance(by: RoomLimits.standard.pollInterval)
            await clock.waitUntilSleeping()
            clock.advance(by: RoomLimits.standard.keepAliveInterval)
            await clock.waitUntilSleeping()
            clock.advance(by: RoomLimits.standard.streamLifetime)
            let body = try await stream.body
            #expect(body.components(separatedBy: "event: status\n").count == 2)
            #expect(body.hasSuffix("}\n\n: keep-alive\n\n"))
        }
    }

    // MARK: Every security rule, each with a request that must be refused

    @Test func theStatusNeedsTheFacilitatorToken() async throws {
        try await withRoom { client, room, token in
            let none = try await client.send(.get, "/api/rooms/\(room.code)/status")
            #expect(none.status == 401)
            #expect(none.error == "missing facilitator token: send 'Authorization: Bearer TOKEN' or add ?token=TOKEN")
            let wrong = try await client.send(.get, "/api/rooms/\(room.code)/status", bearer: token + "x")
            #expect(wrong.status == 401)
            #expect(wrong.error == "wrong facilitator token")
            let page = try await client.send(.get, "/rooms/\(room.code)")
            #expect(page.status == 401)
            let events = try await client.send(.get, "/api/rooms/\(room.code)/events")
            #expect(events.status == 401)
            let unlock = try await client.send(.post, "/api/rooms/\(room.code)/unlock", body: "{}")
            #expect(unlock.status == 401)
        }
    }

    /// Without its cookie (another browser, a projector's) the page says how to get in, as a page.
    @Test func thePageWithoutAWayInSaysHowToGetIn() async throws {
        try await withRoom { client, room, _ in
            for path in ["/rooms/\(room.code)", "/rooms/\(room.code)?token=wrong"] {
                let answer = try await client.send(.get, path)
                #expect(answer.status == 401)
                #expect(answer.headers[.contentType] == "text/html; charset=utf-8")
                #expect(answer.body.contains("<h1>Room \(room.code): the facilitator's page</h1>"))
                #expect(answer.body.contains("Open the page with the address <code>axtutor room serve</code> printed"))
            }
        }
    }

    @Test func aLearnerSecretCannotReadTheRoom() async throws {
        try await withRoom { client, room, _ in
            let secret = try await client.join(room.code, "Ada")
            for path in ["/api/rooms/\(room.code)/status", "/rooms/\(room.code)", "/api/rooms/\(room.code)/events"] {
                let answer = try await client.send(.get, path, bearer: secret)
                #expect(answer.status == 403)
                // The page is a browser's: its refusal is a page in words, the API's is JSON.
                let words = "a learner's secret cannot read the room: use the facilitator token"
                #expect(path.hasPrefix("/rooms/") ? answer.body.contains(HTMLText.escape("A learner's secret cannot read the room"))
                        : answer.error == words)
            }
            let page = try await client.send(.get, "/rooms/\(room.code)?token=\(secret)")
            #expect(page.status == 403)
        }
    }

    @Test func postingNeedsALearnerSecret() async throws {
        try await withRoom { client, room, token in
            let none = try await client.send(.post, "/api/rooms/\(room.code)/results", body: RouteClient.result())
            #expect(none.status == 401)
            #expect(none.error == "missing learner secret: send 'Authorization: Bearer SECRET' as issued at join")
            let wrong = try await client.send(.post, "/api/rooms/\(room.code)/results", bearer: "guess",
                                              body: RouteClient.result())
            #expect(wrong.status == 401)
            #expect(wrong.error == "unknown learner secret for this room")
            let facilitator = try await client.send(.post, "/api/rooms/\(room.code)/results", bearer: token,
                                                    body: RouteClient.result())
            #expect(facilitator.status == 401)
        }
    }

    @Test func aLearnerPostsOnlyAsThemselves() async throws {
        try await withRoom { client, room, token in
            let ada = try await client.join(room.code, "Ada")
            let grace = try await client.join(room.code, "Grace")
            let id = UUID().uuidString
            let mine = try await client.send(.post, "/api/rooms/\(room.code)/results", bearer: ada,
                                             body: RouteClient.result(id: id))
            #expect(mine.status == 201)
            // Grace cannot overwrite, or claim, Ada's result by sending its id.
            let theirs = try await client.send(.post, "/api/rooms/\(room.code)/results", bearer: grace,
                                               body: RouteClient.result(id: id, passed: true))
            #expect(theirs.status == 409)
            #expect(theirs.error == "result id \(id.lowercased()) was already sent by another learner")
            // A secret from another room counts for nothing here.
            let (other, _) = try await api.openRoom(paced: false, hours: 1)
            let elsewhere = try await client.join(other.code, "Ada")
            let crossed = try await client.send(.post, "/api/rooms/\(room.code)/results", bearer: elsewhere,
                                                body: RouteClient.result())
            #expect(crossed.status == 401)
            let status = try await client.send(.get, "/api/rooms/\(room.code)/status", bearer: token)
            let decoded = try JSONDecoder().decode(RoomStatus.self, from: Data(status.body.utf8))
            #expect(decoded.learners.map { $0.results.isEmpty } == [false, true])
        }
    }

    @Test func unknownAndExpiredCodesAreNoOpenRoom() async throws {
        try await withRoom { client, room, _ in
            let unknown = try await client.send(.post, "/api/rooms/ZZZZ-ZZZZ/learners", body: #"{"name": "Ada"}"#)
            #expect(unknown.status == 404)
            #expect(unknown.error == "no open room with code ZZZZ-ZZZZ")
            let malformed = try await client.send(.post, "/api/rooms/nope/learners", body: #"{"name": "Ada"}"#)
            #expect(malformed.status == 404)
            #expect(malformed.error == "no open room with code nope")
        }
        // The same database seen 13 hours later: the 12-hour code has expired.
        let later = RoomAPI(store: store, course: Fixtures.course, clock: { Date().addingTimeInterval(13 * 3600) })
        let (room, token) = try await api.openRoom(paced: false, hours: 12)
        let client = RouteClient(later)
        let join = try await client.send(.post, "/api/rooms/\(room.code)/learners", body: #"{"name": "Ada"}"#)
        #expect(join.status == 404)
        #expect(join.error == "no open room with code \(room.code)")
        // The facilitator still reads a room that ended.
        let status = try await client.send(.get, "/api/rooms/\(room.code)/status", bearer: token)
        #expect(status.status == 200)
        #expect(status.json["ended"] as? Bool == true)
    }

    @Test func anOversizeBodyIsRefused() async throws {
        try await withRoom { client, room, _ in
            let secret = try await client.join(room.code, "Ada")
            let statements = Array(repeating: "\"" + String(repeating: "x", count: 900) + "\"", count: 20)
            let body = #"{"id": "\#(UUID())", "exercise": "traits/button/01-icon", "passed": false, "attempts": 1, "hintsUsed": 0, "seconds": 1, "at": "2026-11-22T09:41:00Z", "statements": [\#(statements.joined(separator: ","))]}"#
            #expect(body.utf8.count > 16 * 1024)
            let answer = try await client.send(.post, "/api/rooms/\(room.code)/results", bearer: secret, body: body)
            #expect(answer.status == 413)
            #expect(answer.error == "request body is larger than 16 KiB")
            let join = try await client.send(.post, "/api/rooms/\(room.code)/learners",
                                             body: #"{"name": "\#(String(repeating: "x", count: 20_000))"}"#)
            #expect(join.status == 413)
        }
    }

    @Test func badJSONIsRefusedInWords() async throws {
        try await withRoom { client, room, _ in
            let secret = try await client.join(room.code, "Ada")
            let path = "/api/rooms/\(room.code)/results"
            let cases: [(String, String)] = [
                ("{not json", "request body is not valid JSON"),
                ("[1, 2]", "request body must be a JSON object"),
                (#"{"name": "Ada"}"#, "unknown field 'name'; expected only 'id', 'exercise', 'passed', 'attempts', 'hintsUsed', 'seconds', 'at', 'statements'"),
                (#"{"id": "x"}"#, "missing field 'exercise'"),
                (RouteClient.result().replacingOccurrences(of: "\"attempts\": 1", with: "\"attempts\": \"one\""),
                 "field 'attempts' must be a whole number"),
                (RouteClient.result().replacingOccurrences(of: "\"passed\": false", with: "\"passed\": 0"),
                 "field 'passed' must be true or false"),
                (RouteClient.result(id: "not-a-uuid"), "field 'id' must be a UUID"),
                (RouteClient.result(attempts: 0), "field 'attempts' must be from 1 to 100000"),
                (RouteClient.result(at: "yesterday"),
                 "field 'at' must be a time like 2026-11-22T09:41:00Z"),
            ]
            for (body, message) in cases {
                let answer = try await client.send(.post, path, bearer: secret, body: body)
                #expect(answer.status == 400, "\(body)")
                #expect(answer.error == message)
            }
            let join = try await client.send(.post, "/api/rooms/\(room.code)/learners", body: #"{"name": 7}"#)
            #expect(join.error == "field 'name' must be a string")
        }
    }

    @Test func anUnknownExerciseIsRefused() async throws {
        try await withRoom { client, room, _ in
            let secret = try await client.join(room.code, "Ada")
            let answer = try await client.send(.post, "/api/rooms/\(room.code)/results", bearer: secret,
                                               body: RouteClient.result(exercise: "traits/button/01-ikon"))
            #expect(answer.status == 422)
            #expect(answer.error
                    == "no exercise 'traits/button/01-ikon' in course 'drills' — did you mean 'traits/button/01-icon'?")
        }
    }

    @Test func aLearnerBeyondTwentyRequestsASecondIsSlowedDown() async throws {
        // Time stands still for the limiter, so that a slow machine cannot refill the bucket.
        let frozen = RoomAPI(store: store, course: Fixtures.course, uptime: { 1_000 })
        try await withRoom(api: frozen) { client, room, _ in
            let secret = try await client.join(room.code, "Ada")
            var statuses: [Int] = []
            for _ in 0..<20 {
                statuses.append(try await client.send(.get, "/api/rooms/\(room.code)/pace", bearer: secret).status)
            }
            #expect(statuses == Array(repeating: 200, count: 20))
            let refused = try await client.send(.get, "/api/rooms/\(room.code)/pace", bearer: secret)
            #expect(refused.status == 429)
            #expect(refused.error == "too many requests: at most 20 a second per learner; try again shortly")
            #expect(refused.headers[.retryAfter] == "1")
            // Another learner has a bucket of their own.
            let grace = try await client.join(room.code, "Grace")
            #expect(try await client.send(.get, "/api/rooms/\(room.code)/pace", bearer: grace).status == 200)
        }
    }

    @Test func oneAddressBeyondAHundredRequestsASecondIsSlowedDown() async throws {
        let frozen = RoomAPI(store: store, course: Fixtures.course, uptime: { 1_000 })
        try await withRoom(api: frozen) { client, room, _ in
            var statuses: [Int] = []
            for _ in 0..<201 {
                statuses.append(try await client.send(.get, "/api/rooms/\(room.code)/status").status)
            }
            #expect(statuses.prefix(200).allSatisfy { $0 == 401 })
            #expect(statuses.last == 429)
            let refused = try await client.send(.get, "/api/rooms/\(room.code)/status")
            #expect(refused.error == "too many requests: at most 100 a second per address; try again shortly")
        }
    }

    @Test func unknownPathsAndMethodsAnswerInJSON() async throws {
        try await withRoom { client, room, _ in
            let missing = try await client.send(.get, "/nothing/here")
            #expect(missing.status == 404)
            #expect(missing.error == "no such page or endpoint")
            let method = try await client.send(.delete, "/api/rooms/\(room.code)/learners")
            #expect(method.status == 405)
            #expect(method.headers[.allow] == "POST")
            #expect(method.error == "/api/rooms/CODE/learners takes POST only")
        }
    }

    /// docs/room-api.md: another method on a known path is 405 with `Allow`, on every path; the
    /// path's own method is never 405 (so the table cannot drift from the routes).
    @Test func everyPathAnswersAnotherMethod405WithAllow() async throws {
        try await withRoom { client, room, _ in
            for (path, methods) in RouteMethods.table {
                let concrete = path.replacingOccurrences(of: ":code", with: room.code.description)
                for method in RouteMethods.others {
                    let answer = try await client.send(method, concrete)
                    if methods.contains(method) {
                        #expect(answer.status != 405 && answer.error != "no such page or endpoint", "\(method) \(path)")
                    } else {
                        #expect(answer.status == 405, "\(method) \(path)")
                        #expect(answer.headers[.allow] == methods.map(\.rawValue).joined(separator: ", "))
                    }
                }
            }
        }
    }

    @Test func twoServersOnOneSQLiteFileServeOneRoom() async throws {
        let second = RoomAPI(store: try SQLiteRoomStore(path: store.path), course: Fixtures.course)
        try await RouteScenario.joinOnOneServerReadOnTheOther(api, second)
    }
}
