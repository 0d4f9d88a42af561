import ArgumentParser
import Foundation
import Presentation
import Progress

/// `axtutor-room pace`: asks the room which lessons are unlocked, keeps the answer in the
/// progress database and prints it as JSON; when the room cannot be reached, prints the last
/// answer kept (and says so on standard error).
public struct PaceCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "pace", abstract: "Print the lessons the room has unlocked, as JSON.")

    @Option(help: ArgumentHelp("Seconds to wait for the room, connecting included, before using the last known pace "
                + "(more than 0, at most 3600)."))
    var timeout: Double = 2

    @OptionGroup var options: LearnerStateOptions

    public init() {}

    public func validate() throws {
        guard RoomHTTP.isUsableTimeout(timeout) else {
            throw ValidationError(RoomHTTP.unusableTimeout(timeout).message)
        }
    }

    public func run() throws {
        do {
            let store = try options.storeOfLastRoom()
            guard let room = try store.currentRoom() else { throw RoomClientError.notInARoom }
            let pace: RoomPace
            do {
                let address = try RoomURL.parse(room.url + "/" + room.code)
                pace = try RoomClient(address: address, timeout: timeout).pace(secret: room.secret)
            } catch let problem as RoomClientError {
                // The room answered and refused (the learner was removed, the room ended): the
                // tutor tells the learner at its next start.
                if !problem.isUnreachable { try? store.setRefusal(problem.message, code: room.code) }
                guard problem.isUnreachable, let known = room.pace else { throw problem }
                // The command goes on with what it knows: a warning, not an error.
                var warning = problem.diagnostic
                warning.severity = .warning
                warning.message += "; using the lessons it last unlocked"
                var printer = DiagnosticPrinter()
                FileHandle.standardError.write(Data(printer.text([warning]).utf8))
                pace = known
            }
            try store.setPace(pace, code: room.code)
            if room.refused != nil { try store.setRefusal(nil, code: room.code) }
            print(String(decoding: RoomClient.encode(pace), as: UTF8.self))
        } catch {
            RoomExit.fail(error)
        }
    }
}
