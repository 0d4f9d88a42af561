import ArgumentParser
import Foundation
import Progress

/// `axtutor-room join URL/CODE --name NAME [--share-statements]`: joins a room and keeps the
/// learner's id and secret in the progress database; axtutor runs it on first use of `--room`.
public struct JoinCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "join", abstract: "Join a workshop room (axtutor --room runs this for you).")

    @Argument(help: "The room's address, such as http://127.0.0.1:8080/K7Q2-9XMD.")
    var room: String

    @Option(help: "Your name as the facilitator sees it (1 to 40 characters).")
    var name: String

    @Flag(help: "Send the statements you check with each result (they are not sent unless you pass this).")
    var shareStatements = false

    @Option(help: "Seconds to wait for the room, connecting included (more than 0, at most 3600).")
    var timeout: Double = 5

    @OptionGroup var options: LearnerStateOptions

    public init() {}

    public func validate() throws {
        guard RoomHTTP.isUsableTimeout(timeout) else {
            throw ValidationError(RoomHTTP.unusableTimeout(timeout).message)
        }
    }

    public func run() throws {
        do {
            let address = try RoomURL.parse(room)
            let joined = try Self.join(address, name: name, shareStatements: shareStatements, timeout: timeout,
                                       options: options)
            print(joined.rejoined == true
                ? "Rejoined room \(address.code) as \(name): the results you sent before are still yours."
                : "Joined room \(address.code) as \(name).")
        } catch {
            RoomExit.fail(error)
        }
    }

    /// Joins and records the membership; refuses a room whose course is not `--course-id`.
    @discardableResult
    static func join(_ address: RoomURL, name: String, shareStatements: Bool, timeout: TimeInterval,
                     options: LearnerStateOptions) throws -> RoomClient.Joined {
        let joined = try RoomClient(address: address, timeout: timeout).join(name: name)
        if let expected = options.courseID, expected != joined.course {
            throw RoomClientError(message: "room \(address.code) runs the course '\(joined.course)', "
                            + "and you are in '\(expected)': start axtutor with that course (--course DIR)",
                            exitCode: 65)
        }
        let store = try options.store(course: joined.course)
        try store.join(RoomMembership(url: address.server, code: address.code, learnerID: joined.learner,
                                      secret: joined.secret, name: name, shareStatements: shareStatements))
        return joined
    }
}
