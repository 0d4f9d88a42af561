import AXModel
import Foundation
import Progress
import Synchronization

/// axtutor's side of a workshop room, without any networking of its own: it runs the sibling
/// `axtutor-room` to join (waited on, once, within join's own timeout), to ask the pace (waited
/// on `paceWait` seconds at most, else left to finish in the background) and to send results
/// (started in the background after each check, never waited on). Every run is reaped by a
/// thread of its own the moment it ends (`SiblingProcess`).
enum RoomLink {
    /// The sibling executable's name, installed beside `axtutor`.
    static let siblingName = SiblingProgram.room.rawValue
    /// Seconds the sibling gives the room to answer the pace, connecting included.
    static let paceTimeout: TimeInterval = 2
    /// Seconds the tutor waits for a pace ask at most: the room's time and half a second for
    /// the sibling to start and store the answer. The sibling keeps its own timeout, so it ends
    /// within this wait unless something else holds it; then the tutor goes on with the lessons
    /// last unlocked and leaves the ask to finish in the background.
    static let paceWait: TimeInterval = paceTimeout + 0.5

    /// The pace ask still running, if one outlived its wait (something other than the room
    /// holds it): no second one is started, and none is waited on, while it runs.
    private static let askingPace = Mutex<SiblingProcess?>(nil)

    /// `axtutor-room` beside the running binary.
    static func siblingPath() -> String {
        SiblingProgram.room.path
    }

    /// The sibling, or an error in words when it is not installed.
    static func sibling() throws -> String {
        let path = siblingPath()
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw Diagnostic(message: "workshop rooms need \(siblingName), and it is not beside axtutor (\(path)): "
                             + "install both with 'make install'", exitCode: 69)
        }
        return path
    }

    /// Joins the room `--room`/`AXTUTOR_ROOM` names, unless the store is already in it; the
    /// sibling prints "Joined room K7Q2-9XMD as Ada." (on standard error here, so that JSON
    /// output stays clean). A refusal ends the run with the sibling's status and words.
    static func joinIfAsked(_ room: RoomOptions, _ options: CourseOptions, store: ProgressStore) throws {
        guard let text = room.roomAddress else { return }
        let address = try RoomURL.parse(text)
        if let room = try store.currentRoom(), room.code == address.code, room.url == address.server { return }
        guard let name = room.roomName else {
            throw Diagnostic(message: "joining room \(address.code) needs your name: pass --name NAME "
                             + "(or set AXTUTOR_NAME)", exitCode: 64)
        }
        var arguments = ["join", address.text, "--name", name] + storeArguments(store, options)
        if room.shareStatements { arguments.append("--share-statements") }
        let joining = try SiblingProcess(try sibling(), arguments, output: .standardError)
        let status = joining.wait() ?? 0
        if status != 0 { throw SiblingFailed(status: status) }
    }

    /// Starts `axtutor-room send` in the background when the learner is in a room; a missing
    /// sibling is not an error here (the results wait, and `axtutor progress` counts them).
    static func startSending(_ store: ProgressStore, _ options: CourseOptions) {
        guard (try? store.currentRoom()) != nil else { return }
        let path = siblingPath()
        guard FileManager.default.isExecutableFile(atPath: path) else { return }
        guard let directory = try? options.stateDirectory() else { return }
        _ = try? SiblingProcess(path, ["send", "--quiet", "--state", directory], output: .none)
    }

    /// Asks the room for its pace through the sibling (it keeps the answer in the store),
    /// waiting `paceWait` seconds at most, and returns the pace kept: the room's now, or the
    /// last known when it did not answer in time. While an earlier ask still runs, none is
    /// started and nothing is waited for.
    static func refreshPace(_ store: ProgressStore, _ options: CourseOptions) -> RoomPace? {
        guard let room = try? store.currentRoom() else { return nil }
        let path = siblingPath()
        let stillAsking = askingPace.withLock { running in
            if running?.exitStatus != nil { running = nil }
            return running != nil
        }
        if !stillAsking, FileManager.default.isExecutableFile(atPath: path),
           let asking = try? SiblingProcess(path, ["pace", "--timeout", "\(paceTimeout)"] + storeArguments(store, options),
                                            output: .none),
           asking.wait(upTo: paceWait) == nil {
            askingPace.withLock { $0 = asking }
        }
        return (try? store.currentRoom())?.pace ?? room.pace
    }

    private static func storeArguments(_ store: ProgressStore, _ options: CourseOptions) -> [String] {
        ["--state", (try? options.stateDirectory()) ?? "", "--learner", store.learner, "--course-id", store.course]
    }
}

/// The sibling ended with an error it has already printed: axtutor ends with its status.
struct SiblingFailed: DiagnosticConvertible {
    var status: Int32
    /// The sibling has said what went wrong itself.
    var diagnostics: [Diagnostic] { [] }
    var exitCode: Int32 { status }
}
