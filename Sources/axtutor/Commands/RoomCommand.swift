import AXModel
import ArgumentParser
import Foundation

/// `axtutor room ARGS…`: runs the sibling `axtutor-room ARGS…` in this process's place, so
/// that the tutor itself carries no server or network code.
struct RoomCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "room",
        abstract: "Run a workshop room (serve, status): hands the rest to axtutor-room.")

    @Argument(parsing: .captureForPassthrough, help: "Everything axtutor-room takes, such as 'serve --paced'.")
    var arguments: [String] = []

    func run() throws {
        let sibling = Self.siblingPath(of: CourseOptions.executablePath())
        guard access(sibling, X_OK) == 0 else {
            throw Diagnostic(message: "axtutor-room is missing: it should be beside axtutor, at \(sibling) "
                                 + "(swift build makes it; make install installs both)",
                             exitCode: 69)
        }
        fflush(nil)
        let argv = ([sibling] + arguments).map { strdup($0) } + [nil]
        execv(sibling, argv)
        let reason = String(cString: strerror(errno))
        throw Diagnostic(message: "cannot start \(sibling): \(reason)", exitCode: 71)
    }

    /// `axtutor-room` in the folder of `executable`.
    static func siblingPath(of executable: String) -> String {
        guard let slash = executable.lastIndex(of: "/") else { return "axtutor-room" }
        return String(executable[...slash]) + "axtutor-room"
    }
}
