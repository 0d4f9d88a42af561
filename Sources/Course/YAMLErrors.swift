import AXModel
import Yams

/// Turns a Yams error into a located `Diagnostic` with libyaml's own problem text.
enum YAMLErrors {
    static func diagnostic(for error: any Error, file: String?, lineOffset: Int) -> Diagnostic {
        guard let error = error as? YamlError else {
            return Diagnostic(file: file, line: lineOffset + 1, column: 1,
                              message: "YAML could not be read: \(error)")
        }
        switch error {
        case let .scanner(context, problem, mark, _),
             let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            let message = context.map { "\(problem) (\($0.text))" } ?? problem
            return Diagnostic(file: file, line: mark.line + lineOffset, column: mark.column,
                              message: "YAML error: \(message)")
        case let .duplicatedKeysInMapping(duplicates, context):
            let keys = duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")
            return Diagnostic(file: file, line: context.mark.line + lineOffset,
                              column: context.mark.column,
                              message: "YAML error: duplicate key \(keys)")
        default:
            return Diagnostic(file: file, line: lineOffset + 1, column: 1,
                              message: "YAML error: \(error)")
        }
    }
}
