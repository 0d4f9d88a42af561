import AXModel
import FixScript
import Foundation

/// The fix statements named by `--fix FILE|-`: a file's text, or standard input's for `-`.
struct FixInput {
    /// The statements' text.
    let text: String
    /// How diagnostics name the statements: the file, or `<stdin>`.
    let name: String

    /// Whether the text holds no statement at all (empty, or comments and blank lines only).
    var holdsNoStatements: Bool {
        (try? FixScript.parse(text, file: nil))?.isEmpty == true
    }

    /// Reads the statements; a missing file is a Diagnostic with exit status 66, text that is not
    /// UTF-8 one with 65.
    static func read(_ path: String) throws -> FixInput {
        let kind = FixScript.kind
        if path == "-" {
            let data = FileHandle.standardInput.readData(ofLength: SourceFile.sizeLimit + 1)
            return FixInput(text: try SourceFile.decode([UInt8](data), name: "<stdin>", kind: kind), name: "<stdin>")
        }
        // A pipe or device is fine here (`--fix <(…)`), unlike in a course pack.
        return FixInput(text: try SourceFile.read(atPath: path, name: path, kind: kind, regularOnly: false), name: path)
    }
}
