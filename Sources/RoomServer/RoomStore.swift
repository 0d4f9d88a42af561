import Foundation
import RoomProtocol

/// Where rooms, learners and results live. Every piece of room state is here (never only in
/// a server's memory), so several servers on one database serve the same rooms.
public protocol RoomStore: Sendable {
    /// Stores a new room.
    func createRoom(_ room: RoomRecord) async throws
    /// The room with `code`, open or not; nil when there is none.
    func room(_ code: RoomCode) async throws -> RoomRecord?
    /// Adds a learner, unless the name (compared without case) is taken in the room or the room
    /// already has `cap` learners; joins to one room are counted one at a time, so concurrent
    /// joins never go past the cap. A join that fails changes nothing.
    func addLearner(_ learner: LearnerRecord, cap: Int) async throws -> LearnerInsertion
    /// The learner of `room` whose secret has this hash, removed or not.
    func learner(room: RoomCode, secretHash: String) async throws -> LearnerRecord?
    /// The room's learners in join order, without the removed ones.
    func learners(room: RoomCode) async throws -> [LearnerRecord]
    /// Stores a result once; saying whether it was new, already stored, or another learner's id.
    func addResult(_ result: ResultRecord, room: RoomCode, received: Date) async throws -> ResultInsertion
    /// Every result of the room's learners (not of removed ones).
    func results(room: RoomCode) async throws -> [ResultRecord]
    /// Replaces the room's unlocked lessons.
    func setUnlocked(_ lessons: [String], room: RoomCode) async throws
    /// Moves the room's end: now to end it, later to extend it.
    func setExpires(_ expires: Date, room: RoomCode) async throws
    /// Opens or closes the room to new learners.
    func setJoinsOpen(_ open: Bool, room: RoomCode) async throws
    /// Removes the learner whose name (compared without case) is `name`; false when none.
    /// Their rows stay, out of the room's view, and the name is free again.
    func removeLearner(named name: String, room: RoomCode, at now: Date) async throws -> Bool
    /// Lets the learner named `name` rejoin until `until`; false when none.
    func allowRejoin(named name: String, room: RoomCode, until: Date) async throws -> Bool
    /// Gives the learner named `name`, whom the facilitator let rejoin and whose consent has
    /// not run out at `now`, a new secret (its hash), using the consent up; nil when not allowed.
    func rejoin(named name: String, room: RoomCode, secretHash: String, now: Date) async throws -> LearnerRecord?
    /// The codes of the course's rooms still open at `now`, newest first.
    func openRooms(course: String, now: Date) async throws -> [RoomCode]
    /// A number that grows whenever the room changes (a join, a result, the pace); the event
    /// stream polls it, which works across server instances.
    func version(room: RoomCode) async throws -> Int64
    /// Closes connections; the store is not used afterwards.
    func close() async throws
}

/// What adding a learner did.
public enum LearnerInsertion: Sendable, Equatable {
    case added
    /// Another learner of the room has the name.
    case nameTaken
    /// The room has its most learners.
    case roomFull
}

/// What storing a result did.
public enum ResultInsertion: Sendable, Equatable {
    case stored
    case alreadyStored
    /// The id was already used by another learner's result: nothing stored.
    case takenByAnotherLearner
}

/// Which database a server uses: `sqlite:PATH` or `postgres://…`.
public enum DatabaseLocation: Sendable, Equatable {
    case sqlite(path: String)
    case postgres(url: String)

    /// Reads `--database`; nil when it is neither form.
    public init?(_ text: String) {
        if text.hasPrefix("sqlite:") {
            let path = String(text.dropFirst("sqlite:".count))
            guard !path.isEmpty else { return nil }
            self = .sqlite(path: path)
        } else if text.hasPrefix("postgres://") || text.hasPrefix("postgresql://") {
            self = .postgres(url: text)
        } else {
            return nil
        }
    }
}
