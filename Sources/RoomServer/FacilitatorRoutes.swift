import Crypto
import Course
import Foundation
import HTTPTypes
import Hummingbird

/// The facilitator's endpoints: the page, the status, the event stream, and the actions
/// (`FacilitatorActions`) each both as the page's form and as a JSON call.
extension RoomAPI {
    func addFacilitatorRoutes(to router: Router<RoomRequestContext>) {
        router.get("/rooms/:code") { request, context in
            let room = try await storedRoom(context)
            let path = "/rooms/\(room.code)"
            // The address the server printed carries the token once: it moves into a cookie and
            // leaves the address bar, so a projected page does not show it.
            do {
                if let token = request.uri.queryParameters.get("token").map({ String($0) }) {
                    try await checkFacilitator(token, in: room)
                    var response = Response(status: .seeOther, headers: [.location: path, .cacheControl: "no-store"])
                    response.setCookie(Self.tokenCookie(token, room: room))
                    return response
                }
                _ = try await facilitator(request, in: room, fromPage: true)
            } catch let error as RoomError {
                // A browser gets a page that says how to get in, in its words, not the API's JSON.
                let words = switch error {
                case .missingToken: "this browser does not have the room's facilitator token yet"
                case .wrongToken: "that is not this room's facilitator token"
                default: error.message
                }
                return Response(status: error.status, headers: Self.pageHeaders,
                                body: ResponseBody(byteBuffer: ByteBuffer(string: FacilitatorPage.signIn(
                                    code: room.code.description, message: words))))
            }
            let host = request.head.authority
            let learnerURL = host.flatMap { Self.isHostName($0) ? "http://\($0)/\(room.code)" : nil }
            let html = FacilitatorPage.render(try await status(of: room), learnerURL: learnerURL)
            return Response(status: .ok, headers: Self.pageHeaders,
                            body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
        }
        router.get("/api/rooms/:code/status") { request, context in
            let room = try await storedRoom(context)
            _ = try await facilitator(request, in: room, fromPage: false)
            return try Self.json(try await status(of: room))
        }
        router.get("/api/rooms/:code/events") { request, context in
            let room = try await openRoom(context)
            // The page's EventSource sends the cookie; `?token=` serves a script without one.
            _ = try await facilitator(request, in: room, fromPage: true)
            return eventStream(room.code)
        }
        for action in FacilitatorAction.allCases {
            addAction(action, to: router)
        }
    }

    /// One action twice: `POST /rooms/CODE/ACTION` from the page's form (303 back to the page, a
    /// refusal as a short page in words) and `POST /api/rooms/CODE/ACTION` with a JSON body.
    private func addAction(_ action: FacilitatorAction, to router: Router<RoomRequestContext>) {
        router.post("/rooms/:code/\(action.rawValue)") { request, context in
            let room = try await storedRoom(context)
            let form = FormFields(String(decoding: try await self.body(request), as: UTF8.self))
            let token = try await facilitator(request, in: room, fromPage: true, formToken: form["token"])
            do {
                _ = try await perform(action, with: try action.request(form), in: room)
            } catch let error as RoomError {
                return Response(status: error.status, headers: Self.pageHeaders,
                                body: ResponseBody(byteBuffer: ByteBuffer(string: FacilitatorPage.refusal(
                                    error.message, code: room.code.description))))
            }
            var response = Response(status: .seeOther, headers: [.location: "/rooms/\(room.code)", .cacheControl: "no-store"])
            response.setCookie(Self.tokenCookie(token, room: room))
            return response
        }
        router.post("/api/rooms/:code/\(action.rawValue)") { request, context in
            let room = try await storedRoom(context)
            _ = try await facilitator(request, in: room, fromPage: false)
            let body = try await jsonBody(ActionRequest.self, request, allowed: action.keys)
            return try Self.json(try await perform(action, with: body, in: room))
        }
    }

    /// The page's headers: HTML, never cached, never sent on as a referrer.
    static let pageHeaders: HTTPFields = [
        .contentType: "text/html; charset=utf-8",
        .cacheControl: "no-store",
        HTTPField.Name("Referrer-Policy")!: "no-referrer",
        HTTPField.Name("X-Content-Type-Options")!: "nosniff",
        .contentSecurityPolicy: "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; "
            + "connect-src 'self'; form-action 'self'; frame-ancestors 'none'",
    ]

    /// The cookie that carries the facilitator token for one room: sent back only to this
    /// server, never to a script (HttpOnly), never with a request another site starts
    /// (SameSite=Strict); kept 30 days, so the results stay a click away after the room ends.
    static func tokenCookie(_ token: String, room: RoomRecord) -> Cookie {
        Cookie(name: cookieName(room), value: token, maxAge: 30 * 86_400, path: "/", httpOnly: true,
               sameSite: .strict)
    }

    static func cookieName(_ room: RoomRecord) -> String {
        "axtutor_room_\(room.code.value)"
    }

    /// Checks the facilitator token and returns it: from the `Authorization` header, or for what
    /// the page asks (`fromPage`) from its cookie, `?token=` or a form field. 401 when missing
    /// or wrong, 403 when it is one of the room's learner secrets.
    func facilitator(_ request: Request, in room: RoomRecord, fromPage: Bool,
                     formToken: String? = nil) async throws -> String {
        let query = fromPage ? request.uri.queryParameters.get("token").map { String($0) } : nil
        let cookie = fromPage ? request.cookies[Self.cookieName(room)]?.value : nil
        guard let token = Self.bearer(request) ?? formToken ?? query ?? cookie, !token.isEmpty else {
            throw RoomError.missingToken
        }
        try await checkFacilitator(token, in: room)
        return token
    }

    /// Nothing when `token` is the room's facilitator token; 401 or 403 otherwise.
    func checkFacilitator(_ token: String, in room: RoomRecord) async throws {
        let hash = Secret.hash(token)
        if Self.constantTimeEqual(hash, room.facilitatorHash) { return }
        if try await store.learner(room: room.code, secretHash: hash) != nil {
            throw RoomError.learnerOnFacilitatorRoute
        }
        throw RoomError.wrongToken
    }

    /// Whether a Host header is a plain `name[:port]` (or `[v6]:port`) worth showing.
    static func isHostName(_ host: String) -> Bool {
        !host.isEmpty && host.count <= 255
            && host.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil
                || ".-:[]_".unicodeScalars.contains($0)) }
    }

    /// Compares two hashes in time that does not depend on where they differ.
    static func constantTimeEqual(_ lhs: String, _ rhs: String) -> Bool {
        let left = Array(lhs.utf8), right = Array(rhs.utf8)
        guard left.count == right.count else { return false }
        return zip(left, right).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}

/// The fields of an `application/x-www-form-urlencoded` body.
struct FormFields {
    private var fields: [String: String] = [:]

    init(_ text: String) {
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = Self.decode(parts[0]) else { continue }
            fields[name] = parts.count > 1 ? Self.decode(parts[1]) ?? "" : ""
        }
    }

    subscript(name: String) -> String? { fields[name] }

    private static func decode(_ text: Substring) -> String? {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}
