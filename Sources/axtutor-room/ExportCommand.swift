import AXModel
import ArgumentParser
import Foundation
import Progress
import RoomClient

/// `axtutor-room export`: the room's results as a file to take home, CSV or JSON, also after
/// the room expired.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Save every learner's results in a room as CSV or JSON (also after the room expired).")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case csv, json
    }

    @OptionGroup var access: FacilitatorAccess

    @Option(help: "csv (a spreadsheet's, RFC 4180) or json.")
    var format: Format = .csv

    @Option(help: ArgumentHelp("The file to write (default: standard output).", valueName: "file"))
    var output: String?

    func run() throws {
        let (data, _) = try access.fetch { client, token throws(RoomClientError) in
            try client.export(token: token, format: format.rawValue)
        }
        guard let output else {
            FileHandle.standardOutput.write(data)
            return
        }
        do {
            try data.write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw Diagnostic(message: "cannot write '\(output)': \(error.localizedDescription)", exitCode: 73)
        }
    }
}
