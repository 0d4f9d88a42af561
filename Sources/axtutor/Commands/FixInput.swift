import AXModel
import FixScript
import Foundation

/// The fix statements named by `--fix FILE|-`: a file's text, or standard input's for `-`.
struct FixInput {
    /// The statements' text.
    let text: String
    /// How diagnostics name the statements: the file, or `<stdin>`.
    let name: String

    /// What to say when the text holds no statement that changes the screen (empty, comments,
    /// or constants only); nil when it holds one, or does not parse (the grading says why).
    var noStatementsNote: String? {
        guard (try? FixScript.parse(text, file: nil))?.isEmpty == true else { return nil }
        let constants = FixScript.declaredConstants(in: text, platform: .ios).keys.sorted()
        guard !constants.isEmpty else { return "\(name): note: no fix statements: the screen is graded as it is" }
        let (verb, pronoun) = constants.count == 1 ? ("changes", "it") : ("change", "them")
        return "\(name): note: no fix statements: \(constants.joined(separator: ", ")) \(verb) nothing until a statement "
            + "reads \(pronoun), so the screen is graded as it is"
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
