import AXModel
import ArgumentParser
import Foundation

/// `axtutor room ARGS…`: runs the sibling `axtutor-room ARGS…` in this process's place, so
/// that the tutor itself carries no server or network code.
struct RoomCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "room",
        abstract: "Run a workshop room (serve, status, export): hands the rest to axtutor-room.")

    @Argument(parsing: .captureForPassthrough, help: "Everything axtutor-room takes, such as 'serve --paced'.")
    var arguments: [String] = []

    func run() throws {
        try SiblingProgram.room.replaceThisProcess(arguments)
    }
}
