import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// One HTTP exchange with a room, made synchronously (the sibling binary does one thing and
/// exits): JSON in, status and body out; a transport failure is `RoomClientError.unreachable`.
struct RoomHTTP: Sendable {
    /// The answer: status code and body.
    struct Reply: Sendable {
        var status: Int
        var body: Data

        /// The room's `{"error": "…"}` words, else the body as text, else the status.
        var errorMessage: String {
            struct Problem: Decodable { var error: String }
            if let problem = try? JSONDecoder().decode(Problem.self, from: body) { return problem.error }
            let text = String(decoding: body.prefix(200), as: UTF8.self)
            return text.isEmpty ? HTTPURLResponse.localizedString(forStatusCode: status) : text
        }
    }

    let server: String
    /// Seconds the whole exchange may take, connecting included: past them the request is
    /// cancelled and the room counts as unreachable.
    let timeout: TimeInterval

    /// Sends `method path` with an optional bearer secret and JSON body, and waits for the answer
    /// `timeout` seconds at most. The session's own timers are set too, but they only measure
    /// silence between bytes (and in whole seconds), so the deadline is kept here: the wait ends
    /// on time, the task is cancelled and the session torn down.
    func send(_ method: String, _ path: String, secret: String? = nil, json: Data? = nil) throws(RoomClientError) -> Reply {
        guard let url = URL(string: server + path) else {
            throw RoomClientError(message: "'\(server + path)' is not a URL", exitCode: 64)
        }
        guard Self.isUsableTimeout(timeout) else { throw Self.unusableTimeout(timeout) }
        // Whole seconds, rounded up: a timer of 0 would fire before the first byte.
        let idle = max(1, timeout.rounded(.up))
        var request = URLRequest(url: url, timeoutInterval: idle)
        request.httpMethod = method
        if let secret { request.setValue("Bearer \(secret)", forHTTPHeaderField: "Authorization") }
        if let json {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = json
        }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = idle
        configuration.timeoutIntervalForResource = idle
        let outcome = Mutex<Result<Reply, RoomClientError>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let session = URLSession(configuration: configuration)
        defer { session.invalidateAndCancel() }
        let server = server
        let task = session.dataTask(with: request) { data, response, error in
            let result: Result<Reply, RoomClientError>
            if let response = response as? HTTPURLResponse {
                result = .success(Reply(status: response.statusCode, body: data ?? Data()))
            } else {
                result = .failure(.unreachable(server, error.map(Self.reason) ?? "no answer"))
            }
            outcome.withLock { $0 = result }
            done.signal()
        }
        task.resume()
        guard done.wait(timeout: .now() + timeout) == .success else {
            task.cancel()
            throw .unreachable(server, "no answer in \(Self.seconds(timeout))")
        }
        switch outcome.withLock({ $0 }) {
        case .success(let reply): return reply
        case .failure(let error): throw error
        case nil: throw .unreachable(server, "no answer")
        }
    }

    /// The longest timeout a command takes, in seconds (an hour): longer is a mistake, and the
    /// clocks underneath do not take any number.
    static let longestTimeout: TimeInterval = 3600

    /// Whether `seconds` is a timeout a command can use: more than 0, at most an hour.
    static func isUsableTimeout(_ seconds: TimeInterval) -> Bool {
        seconds > 0 && seconds <= longestTimeout
    }

    /// The error for a timeout `isUsableTimeout` refuses, in the words `--timeout` shows too.
    static func unusableTimeout(_ seconds: TimeInterval) -> RoomClientError {
        RoomClientError(message: "a timeout of \(seconds) seconds cannot be used: give more than 0 and at most "
                        + "\(Int(longestTimeout))", exitCode: 64)
    }

    /// `2 s`, `0.5 s`: a timeout as the messages say it.
    static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    /// A transport error in words (`URLError`'s description is long and says little).
    private static func reason(_ error: any Error) -> String {
        guard let error = error as? URLError else { return "\(error.localizedDescription)" }
        switch error.code {
        case .timedOut: return "no answer in time"
        case .cannotConnectToHost: return "nothing answers there (connection refused)"
        case .cannotFindHost, .dnsLookupFailed: return "the host is unknown"
        case .notConnectedToInternet, .networkConnectionLost: return "the network is down"
        default: return error.localizedDescription
        }
    }
}
