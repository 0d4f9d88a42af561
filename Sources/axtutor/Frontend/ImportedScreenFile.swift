import AXModel
import Foundation
import Presentation

/// A screen file made by `axtutor-import` from Swift source, as `new exercise --from` needs it:
/// the program's standard output (the screen) and its standard error (located notes, or the
/// problems that stopped it), read whole once it ends.
struct ImportedScreenFile {
    /// The screen file's text.
    var text: String
    /// The notes on what was left out, each line ended.
    var notes: String

    enum Outcome {
        case read(ImportedScreenFile)
        case failed(CommandOutput)
    }

    /// Runs `importer` on `source` (and `view`); a failed run becomes the command's output, its
    /// words and status the importer's own.
    static func read(_ source: String, view: String?, importer: String) -> Outcome {
        guard FileManager.default.isExecutableFile(atPath: importer) else {
            return .failed(.failure([Diagnostic(message: "--from needs axtutor-import, which should be beside axtutor, at "
                                                 + "\(importer) (swift build makes it; make install installs both)",
                                                 exitCode: 69)]))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: importer)
        process.arguments = [source] + (view.map { ["--view", $0] } ?? [])
        let output = Pipe()
        // Standard error to a file, so that neither stream can fill while the other is read.
        let errors = FileManager.default.temporaryDirectory
            .appendingPathComponent("axtutor-import-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: errors.path, contents: nil),
              let errorHandle = try? FileHandle(forWritingTo: errors) else {
            return .failed(.failure([Diagnostic(message: "cannot make a temporary file for axtutor-import's notes", exitCode: 73)]))
        }
        defer { try? FileManager.default.removeItem(at: errors) }
        process.standardOutput = output
        process.standardError = errorHandle
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return .failed(.failure([Diagnostic(message: "cannot start \(importer): \(error.localizedDescription)", exitCode: 71)]))
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try? errorHandle.close()
        let notes = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let status = process.terminationReason == .exit ? process.terminationStatus : 70
            return .failed(CommandOutput(errors: notes, exitCode: status))
        }
        return .read(ImportedScreenFile(text: text, notes: notes))
    }
}
