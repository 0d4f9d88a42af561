import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// One HTTP exchange with a room, made synchronously (the sibling binary does one thing and
/// exits) and within `timeout` seconds, connecting included: JSON in, status and body out; a
/// transport failure or no answer in time is `RoomClientError.unreachable`.
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
    /// `timeout` seconds at most, connecting included. A plain `http://` room is asked over a
    /// socket of its own (`SocketExchange`); an `https://` one through URLSession.
    func send(_ method: String, _ path: String, secret: String? = nil, json: Data? = nil) throws(RoomClientError) -> Reply {
        guard let url = URL(string: server + path),
              let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let host = components.host, !host.isEmpty else {
            throw RoomClientError(message: "'\(server + path)' is not a URL", exitCode: 64)
        }
        guard Self.isUsableTimeout(timeout) else { throw Self.unusableTimeout(timeout) }
        if let secret, secret.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7f }) {
            throw RoomClientError(message: "the room's secret in the progress database holds a control character",
                                  exitCode: 65)
        }
        if components.scheme?.lowercased() == "http" {
            return try sendPlain(method, components, host: host, secret: secret, json: json)
        }
        return try sendThroughSession(method, url, secret: secret, json: json)
    }

    /// The exchange over a socket: HTTP/1.1 with `Connection: close`, every wait a `poll` for
    /// what remains of the deadline, so a silent room costs the timeout and no processor time.
    private func sendPlain(_ method: String, _ components: URLComponents, host: String, secret: String?,
                           json: Data?) throws(RoomClientError) -> Reply {
        var target = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        if let query = components.percentEncodedQuery { target += "?" + query }
        let bareHost = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        let hostField = (bareHost.contains(":") ? "[\(bareHost)]" : bareHost) + (components.port.map { ":\($0)" } ?? "")
        var head = "\(method) \(target) HTTP/1.1\r\nHost: \(hostField)\r\nConnection: close\r\n"
            + "Accept: application/json\r\nUser-Agent: axtutor-room\r\n"
        if let secret { head += "Authorization: Bearer \(secret)\r\n" }
        if json != nil { head += "Content-Type: application/json\r\n" }
        if json != nil || method == "POST" { head += "Content-Length: \(json?.count ?? 0)\r\n" }
        head += "\r\n"
        let exchange = SocketExchange(host: bareHost, port: components.port ?? 80,
                                      deadline: ContinuousClock.now + .seconds(timeout))
        do {
            let answer = try exchange.run(Array(head.utf8) + [UInt8](json ?? Data()))
            return Reply(status: answer.status, body: Data(answer.body))
        } catch {
            switch error {
            case .timedOut: throw .unreachable(server, "no answer in \(Self.seconds(timeout))")
            case .failed(let reason): throw .unreachable(server, reason)
            }
        }
    }

    /// The exchange through URLSession (`https://` rooms). Its own timers only measure silence
    /// between bytes, in whole seconds, so the deadline is kept here: the wait ends on time, the
    /// task is cancelled and the session torn down. (On Linux its event loop spins while a
    /// server stays silent; the deadline bounds that too.)
    private func sendThroughSession(_ method: String, _ url: URL, secret: String?,
                                    json: Data?) throws(RoomClientError) -> Reply {
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
