import Hummingbird

/// Every path of the protocol with the methods it takes (docs/room-api.md). The router alone
/// answers another method on a known path 404, as if the path did not exist; these answer 405
/// with `Allow`, as the protocol says.
enum RouteMethods {
    static let table: [(path: String, methods: [HTTPRequest.Method])] = FacilitatorAction.allCases.flatMap {
        [("/rooms/:code/\($0.rawValue)", [HTTPRequest.Method.post]), ("/api/rooms/:code/\($0.rawValue)", [.post])]
    } + [
        ("/rooms/:code", [.get]),
        ("/api/rooms/:code/status", [.get]),
        ("/api/rooms/:code/events", [.get]),
        ("/api/rooms/:code/learners", [.post]),
        ("/api/rooms/:code/results", [.post]),
        ("/api/rooms/:code/pace", [.get]),
        ("/api/rooms/:code/export", [.get]),
    ]

    /// The methods a client may send that a path does not take.
    static let others: [HTTPRequest.Method] = [.get, .post, .put, .delete, .patch]

    /// Registers the 405 answers for every path's other methods.
    static func addNotAllowed(to router: Router<RoomRequestContext>) {
        for (path, methods) in table {
            let allow = methods.map(\.rawValue).joined(separator: ", ")
            for method in others where !methods.contains(method) {
                router.on(RouterPath(path), method: method) { _, _ -> Response in
                    throw RoomError(.methodNotAllowed, "\(path.replacingOccurrences(of: ":code", with: "CODE")) takes "
                                    + "\(allow) only", headers: [.allow: allow])
                }
            }
        }
    }
}
