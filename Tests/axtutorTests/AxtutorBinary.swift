import Foundation
import TestSupport

/// Finds the built `axtutor` beside the test bundle and runs it.
enum AxtutorBinary {
    /// The package's root folder, from this file's place in `Tests/axtutorTests`.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The executable, built beside the test bundle.
    static let url: URL? = builtExecutable("axtutor").map(URL.init(fileURLWithPath:))

    struct NotBuilt: Error {}

    /// Runs `axtutor` with the arguments and waits for it, with a state folder of its own.
    static func run(_ arguments: [String], stdin: String? = nil) throws -> ChildOutput {
        guard let url else { throw NotBuilt() }
        return try ChildProcess.runWithOwnState(url.path, arguments, stdin: stdin)
    }
}
