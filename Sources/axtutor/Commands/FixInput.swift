import Course
import Foundation

/// The fix statements named by `--fix FILE|-`: a file's text, or standard input's for `-`.
struct FixInput {
    /// The statements' text.
    let text: String
    /// How diagnostics name the statements: the file, or `<stdin>`.
    let name: String

    /// Reads the statements; a missing file is a Diagnostic with exit status 66, text that is not
    /// UTF-8 one with 65.
    static func read(_ path: String) throws -> FixInput {
        if path == "-" {
            let data = FileHandle.standardInput.readData(ofLength: CourseLoader.sizeLimit + 1)
            return FixInput(text: try CourseLoader.decodeText(data, name: "<stdin>"), name: "<stdin>")
        }
        // A pipe or device is fine here (`--fix <(…)`), unlike in a course pack.
        return FixInput(text: try CourseLoader.readText(atPath: path, name: path, regularOnly: false), name: path)
    }
}
