import RoomProtocol

/// What `axtutor-room serve` prints once it listens: the code, how learners join, and the
/// facilitator's page; in words, or as one JSON object for scripts.
public struct RoomAnnouncement: Sendable, Equatable {
    public var host: String
    public var port: Int
    public var code: RoomCode
    public var token: String

    public init(host: String, port: Int, code: RoomCode, token: String) {
        self.host = host
        self.port = port
        self.code = code
        self.token = token
    }

    /// `http://host:port`, an IPv6 address in brackets.
    public var server: String {
        host.contains(":") ? "http://[\(host)]:\(port)" : "http://\(host):\(port)"
    }

    public var learnerURL: String { "\(server)/\(code)" }
    public var facilitatorURL: String { "\(server)/rooms/\(code)?token=\(token)" }

    public var text: String {
        """
        Room code: \(code)
        Learners join with: axtutor --room \(learnerURL) --name NAME
        Facilitator page: \(facilitatorURL)

        """
    }

    public var json: String {
        JSONText.object(["code": code.description, "learnerURL": learnerURL, "facilitatorURL": facilitatorURL,
                         "facilitatorToken": token]) + "\n"
    }
}
