import ArgumentParser

/// `axtutor import ARGS…`: runs the sibling `axtutor-import ARGS…` in this process's place,
/// so that the tutor itself does not carry Apple's Swift parser (docs/decisions.md).
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Make a screen file from a SwiftUI view or a UIKit view controller (see 'axtutor import --help').")

    @Argument(parsing: .captureForPassthrough,
              help: "Everything axtutor-import takes: FILE.swift [--view NAME] [--output SCREEN.yaml [--force]].")
    var arguments: [String] = []

    func run() throws {
        try SiblingProgram.importer.replaceThisProcess(arguments)
    }
}
