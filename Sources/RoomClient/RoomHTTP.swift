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
    /// Seconds before a request is given up as unreachable.
    let timeout: TimeInterval

    /// Sends `method path` with an optional bearer secret and JSON body.
    func send(_ method: String, _ path: String, secret: String? = nil, json: Data? = nil) throws(RoomClientError) -> Reply {
        guard let url = URL(string: server + path) else {
            throw RoomClientError(message: "'\(server + path)' is not a URL", exitCode: 64)
        }
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.httpMethod = method
        if let secret { request.setValue("Bearer \(secret)", forHTTPHeaderField: "Authorization") }
        if let json {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = json
        }
        let outcome = Mutex<Result<Reply, RoomClientError>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let session = URLSession(configuration: .ephemeral)
        let server = server
        session.dataTask(with: request) { data, response, error in
            let result: Result<Reply, RoomClientError>
            if let response = response as? HTTPURLResponse {
                result = .success(Reply(status: response.statusCode, body: data ?? Data()))
            } else {
                result = .failure(.unreachable(server, error.map(Self.reason) ?? "no answer"))
            }
            outcome.withLock { $0 = result }
            done.signal()
        }.resume()
        done.wait()
        session.finishTasksAndInvalidate()
        switch outcome.withLock({ $0 }) {
        case .success(let reply): return reply
        case .failure(let error): throw error
        case nil: throw .unreachable(server, "no answer")
        }
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
