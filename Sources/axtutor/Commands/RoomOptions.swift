import ArgumentParser
import Foundation

/// The workshop room a learner's results go to: taken by the commands that record a check
/// (`learn`, `check`) and by no other, so the others' help does not offer them.
struct RoomOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A workshop room to join and send each check's result to (default: $AXTUTOR_ROOM).",
                               valueName: "url/code"))
    var room: String?

    @Option(help: "Your name in the room, as the facilitator sees it (default: $AXTUTOR_NAME).")
    var name: String?

    @Flag(help: "With --room: send the statements you check too, not only the results.")
    var shareStatements = false

    /// `--room`, else `AXTUTOR_ROOM`; nil when neither names a room.
    var roomAddress: String? {
        [room, ProcessInfo.processInfo.environment["AXTUTOR_ROOM"]].compactMap { $0 }.first { !$0.isEmpty }
    }

    /// `--name`, else `AXTUTOR_NAME`.
    var roomName: String? {
        [name, ProcessInfo.processInfo.environment["AXTUTOR_NAME"]].compactMap { $0 }.first { !$0.isEmpty }
    }
}
