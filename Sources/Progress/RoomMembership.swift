import Foundation

/// The workshop room a learner joined: where it is, who the room knows them as, and the pace
/// it last gave (kept so that a learner who loses the network keeps the last known lessons).
public struct RoomMembership: Equatable, Sendable {
    /// The server's address without the code, such as `http://127.0.0.1:8080`.
    public var url: String
    /// The room code as shown, `K7Q2-9XMD`.
    public var code: String
    /// The id and secret the room gave at joining.
    public var learnerID: String
    public var secret: String
    /// The name the facilitator sees.
    public var name: String
    /// Whether the learner agreed to send the statements they typed with each result.
    public var shareStatements: Bool
    public var joinedAt: Date
    /// The last pace the room gave: nil until it was asked once.
    public var pace: RoomPace?
    /// What the room said when it last refused the learner (removed from it, the room ended);
    /// nil once it answers again.
    public var refused: String?

    public init(url: String, code: String, learnerID: String, secret: String, name: String,
                shareStatements: Bool = false, joinedAt: Date = Date(), pace: RoomPace? = nil, refused: String? = nil) {
        self.url = url
        self.code = code
        self.learnerID = learnerID
        self.secret = secret
        self.name = name
        self.shareStatements = shareStatements
        self.joinedAt = joinedAt
        self.pace = pace
        self.refused = refused
    }
}

/// Which lessons a room lets its learners take: all of them unless the facilitator paces it.
public struct RoomPace: Equatable, Sendable, Codable {
    public var paced: Bool
    /// Lesson ids, in the order the room gave them.
    public var unlocked: [String]

    public init(paced: Bool, unlocked: [String]) {
        self.paced = paced
        self.unlocked = unlocked
    }

    /// Whether exercises of `lesson` may be offered.
    public func allows(lesson: String) -> Bool {
        !paced || unlocked.contains(lesson)
    }
}
