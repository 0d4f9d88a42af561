import Presentation
import RoomProtocol

/// What `axtutor-room serve` prints once it listens: the code, how learners join, and the
/// facilitator's page; in words, or as one JSON object for scripts.
public struct RoomAnnouncement: Sendable, Equatable {
    public var host: String
    public var port: Int
    public var code: RoomCode
    /// The facilitator token of a room opened now; nil for a resumed room, whose token the
    /// server keeps only as a hash.
    public var token: String?
    /// The course pack the server was given with `--course`: learners need their copy of it too.
    public var coursePack: String?

    public init(host: String, port: Int, code: RoomCode, token: String?, coursePack: String? = nil) {
        self.host = host
        self.port = port
        self.code = code
        self.token = token
        self.coursePack = coursePack
    }

    /// `http://host:port`, an IPv6 address in brackets.
    public var server: String {
        host.contains(":") ? "http://[\(host)]:\(port)" : "http://\(host):\(port)"
    }

    public var learnerURL: String { "\(server)/\(code)" }
    /// The page with the token for the first visit, which moves it into a cookie.
    public var facilitatorURL: String { "\(server)/rooms/\(code)" + (token.map { "?token=\($0)" } ?? "") }

    public var text: String {
        let page = token == nil
            ? "\(facilitatorURL)?token=TOKEN (the token given when the room opened; a browser that has opened "
                + "the page before goes in without it)"
            : facilitatorURL
        return """
            Room code: \(code)
            Learners join with: axtutor \(coursePack.map { "--course \(ShellWord.quoted($0)) " } ?? "")--room \(learnerURL) --name NAME\(coursePack == nil ? "" : " (--course: where their copy of the pack is)")
            Facilitator page: \(page)

            """
    }

    /// One JSON object; `facilitatorToken` is null for a resumed room.
    public var json: String {
        JSONText.encode(Fields(code: code.description, learnerURL: learnerURL, facilitatorURL: facilitatorURL,
                               facilitatorToken: token)) + "\n"
    }

    private struct Fields: Encodable {
        var code, learnerURL, facilitatorURL: String
        var facilitatorToken: String?

        enum CodingKeys: String, CodingKey {
            case code, learnerURL, facilitatorURL, facilitatorToken
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(code, forKey: .code)
            try container.encode(learnerURL, forKey: .learnerURL)
            try container.encode(facilitatorURL, forKey: .facilitatorURL)
            try container.encode(facilitatorToken, forKey: .facilitatorToken)
        }
    }
}
