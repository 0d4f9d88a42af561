import Yams

/// Turns the errors Yams throws for malformed YAML into located diagnostics.
enum YAMLSyntaxError {
    /// The diagnostic for an error thrown by `Yams.compose(yaml:)` on `text`, which is `what`
    /// ("a screen", "course.yaml").
    static func diagnostic(for error: Error, in text: String, lines: SourceLines,
                           file: String?, what: String) -> Diagnostic {
        func located(_ mark: Mark, _ message: String) -> Diagnostic {
            Diagnostic(file: file, line: mark.line,
                       column: lines.characterColumn(line: mark.line, scalarColumn: mark.column),
                       message: message)
        }
        guard let yamlError = error as? YamlError else {
            return Diagnostic(file: file, line: 1, column: 1, message: "invalid YAML: \(error)")
        }
        switch yamlError {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _):
            return located(mark, message(problem, context: context, at: mark, lines: lines))
        case let .composer(context, problem, mark, _):
            if problem == "but found another document" {
                return located(mark, "\(what) holds one YAML document; a second one starts here")
            }
            if problem == "found undefined alias" {
                return located(mark, "invalid YAML: this alias names no anchor defined above it")
            }
            return located(mark, message(problem, context: context, at: mark, lines: lines))
        case let .reader(problem, offset, value, _):
            let location = offset.map { SourceLines.location(ofCharacterOffset: $0, in: text) }
            var message = "invalid YAML: \(problem)"
            if value >= 0 {
                message += " (found U+\(String(value, radix: 16, uppercase: true).leftPadded(to: 4)))"
            }
            // The text holds what YAML may not (a control character): it is not shown.
            return Diagnostic(file: file, line: location?.line ?? 1, column: location?.column ?? 1,
                              message: message, showsSource: false)
        case let .duplicatedKeysInMapping(duplicates, context):
            let key = duplicates.first ?? ""
            let first = context.mark
            if let second = secondOccurrence(of: key, after: first, lines: lines) {
                return Diagnostic(file: file, line: second.line, column: second.column,
                                  message: "duplicate key '\(key)': line \(first.line) already sets it")
            }
            return located(first, "duplicate key '\(key)': it is set twice in this mapping")
        default:
            return Diagnostic(file: file, line: 1, column: 1, message: "invalid YAML: \(yamlError)")
        }
    }

    /// libYAML's problem with its context, and a word on tabs where they are the cause.
    private static func message(_ problem: String, context: YamlError.Context?, at mark: Mark,
                                lines: SourceLines) -> String {
        var text = "invalid YAML: \(problem)"
        if let context {
            text += " (\(context.text) on line \(context.mark.line))"
        }
        if let line = lines.line(mark.line), line.unicodeScalars.prefix(mark.column).contains("\t") {
            text += "; indent with spaces, not tabs"
        } else if problem.hasPrefix("did not find expected") {
            text += "; check the indentation of this line"
        } else if problem == "mapping values are not allowed in this context" {
            text += "; a value with ': ' in it needs quotes"
        }
        return text
    }

    /// Where `key:` is written again after its first use, in the same column (block style) or
    /// later on the same line (flow style).
    private static func secondOccurrence(of key: String, after first: Mark,
                                         lines: SourceLines) -> SourceLocation? {
        guard first.line >= 1, first.column >= 1, first.line <= lines.lines.count else { return nil }
        for number in first.line...lines.lines.count {
            guard let line = lines.line(number) else { break }
            let scalars = Array(line.unicodeScalars)
            let candidates: [Int] = number == first.line
                ? Array(scalars.indices.dropFirst(first.column))
                : (first.column - 1 < scalars.count ? [first.column - 1] : [])
            for start in candidates where startsWithKey(scalars, at: start, key: key) {
                if number == first.line, start > 0, scalars[start - 1] != " ", scalars[start - 1] != ",",
                   scalars[start - 1] != "{" {
                    continue
                }
                return SourceLocation(line: number,
                                      column: lines.characterColumn(line: number, scalarColumn: start + 1))
            }
        }
        return nil
    }

    private static func startsWithKey(_ scalars: [Unicode.Scalar], at start: Int, key: String) -> Bool {
        for quote in ["", "\"", "'"] {
            let spelled = Array((quote + key + quote).unicodeScalars)
            guard start + spelled.count <= scalars.count,
                  Array(scalars[start..<start + spelled.count]) == spelled else { continue }
            var index = start + spelled.count
            while index < scalars.count, scalars[index] == " " { index += 1 }
            if index < scalars.count, scalars[index] == ":" { return true }
        }
        return false
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
