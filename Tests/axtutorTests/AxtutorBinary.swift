import Foundation

/// Finds the built `axtutor` beside the test bundle and runs it.
enum AxtutorBinary {
    /// The package's root folder, from this file's place in `Tests/axtutorTests`.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The executable: beside the test bundle (SwiftPM builds both into one folder), else in
    /// `.build/debug`.
    static let url: URL? = {
        let bundle = Bundle.main.bundleURL
        let argument = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        let folders = [bundle, bundle.deletingLastPathComponent(), argument,
                       argument.deletingLastPathComponent(),
                       packageRoot.appendingPathComponent(".build/debug")]
        return folders.map { $0.appendingPathComponent("axtutor") }.first { candidate in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory)
                && !isDirectory.boolValue && FileManager.default.isExecutableFile(atPath: candidate.path)
        }
    }()

    /// What one run printed and its exit status.
    struct Run {
        var stdout: String
        var stderr: String
        var status: Int32
    }

    struct NotBuilt: Error {}

    /// Runs `axtutor` with the arguments and waits for it.
    static func run(_ arguments: [String], stdin: String? = nil) throws -> Run {
        guard let url else { throw NotBuilt() }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        // Never the tester's own progress: a run that records attempts writes to a scratch folder.
        environment["AXTUTOR_STATE"] = FileManager.default.temporaryDirectory
            .appendingPathComponent("axtutor-tests-state").path
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let input = Pipe()
        process.standardInput = stdin == nil ? FileHandle.nullDevice : input
        try process.run()
        if let stdin {
            input.fileHandleForWriting.write(Data(stdin.utf8))
            try input.fileHandleForWriting.close()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(stdout: String(decoding: outData, as: UTF8.self),
                   stderr: String(decoding: errData, as: UTF8.self),
                   status: process.terminationStatus)
    }
}
