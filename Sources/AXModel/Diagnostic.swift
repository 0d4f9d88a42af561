/// A located problem in the learner's or author's input: a screen, a statement, a course file.
public struct Diagnostic: Error, Equatable, Sendable {
    public enum Severity: String, Sendable { case error, warning, note }

    public var file: String?
    /// 1-based; nil where the input has no lines (a missing file).
    public var line: Int?
    /// 1-based, counted in characters; nil where unknown.
    public var column: Int?
    public var severity: Severity
    public var message: String
    /// A near miss the input probably meant (`header` for `heading`).
    public var suggestion: String?
    /// The exit status this problem asks for: 65 bad data, 66 missing input (sysexits.h).
    public var exitCode: Int32
    /// False for a problem with a file that is not what it should be (not a screen, not text):
    /// its lines are then not shown under the message.
    public var showsSource: Bool

    /// The longest message kept whole, in characters: text quoted from a file can be long, so a
    /// longer message keeps its start and end with `…` between.
    public static let messageLimit = 1_000
    /// The longest suggestion given, in characters.
    public static let suggestionLimit = 100

    public init(file: String? = nil, line: Int? = nil, column: Int? = nil,
                severity: Severity = .error, message: String, suggestion: String? = nil,
                exitCode: Int32 = 65, showsSource: Bool = true) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = Self.bounded(message)
        // A name too long to type is no help: it is left out rather than cut.
        self.suggestion = suggestion.flatMap { $0.count <= Self.suggestionLimit ? $0 : nil }
        self.exitCode = exitCode
        self.showsSource = showsSource
    }

    /// The message itself when it is short enough, else its start and end around `…`.
    static func bounded(_ message: String) -> String {
        guard message.utf8.count > messageLimit, message.count > messageLimit else { return message }
        let half = (messageLimit - 3) / 2
        return message.prefix(half) + " … " + message.suffix(half)
    }

    /// `FILE:LINE:COLUMN: error: message — did you mean 'x'?`, leaving out what is unknown;
    /// control characters quoted from the input are spelled visibly (`TerminalText`).
    public var rendered: String {
        var location = [file, line.map(String.init), line == nil ? nil : column.map(String.init)]
            .compactMap { $0 }.joined(separator: ":")
        if !location.isEmpty { location += ": " }
        // Bounded as printed: each control character quoted from the input is spelled in several.
        var text = "\(location)\(severity.rawValue): \(Self.bounded(TerminalText.visible(message)))"
        // A statement to write that the message already writes out in full is not said twice.
        if let suggestion, !(suggestion.contains(where: { " (=".contains($0) }) && Self.writesOut(suggestion, in: message)) {
            text += " — did you mean '\(suggestion)'?"
        }
        return TerminalText.visible(text)
    }

    /// Whether `message` writes `suggestion` out whole: not only as the start of a longer word
    /// (`'double tapp'` does not write out `double tap`).
    static func writesOut(_ suggestion: String, in message: String) -> Bool {
        var rest = message[...]
        while let range = rest.range(of: suggestion) {
            guard let next = rest[range.upperBound...].first, next.isLetter || next.isNumber else { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }

    /// The same problem placed in another file, its line moved by `lineOffset` (a screen
    /// block inside a Markdown exercise reports at its line in the Markdown file).
    public func relocated(file: String?, lineOffset: Int = 0, columnOffset: Int = 0) -> Diagnostic {
        var copy = self
        copy.file = file
        copy.line = line.map { $0 + lineOffset }
        copy.column = column.map { $0 + columnOffset }
        if lineOffset != 0 { copy.message = Self.shiftingLineNumbers(in: message, by: lineOffset) }
        return copy
    }

    /// A YAML message names another line of the same text (`(while parsing a flow sequence on
    /// line 3)`, `line 2 already sets it`): moved with the diagnostic, it names the file's line.
    static func shiftingLineNumbers(in message: String, by offset: Int) -> String {
        var result = ""
        var rest = Substring(message)
        while let range = rest.range(of: "line ") {
            result += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            let digits = rest.prefix(while: \.isNumber)
            let after = rest.dropFirst(digits.count)
            if let number = Int(digits), after.hasPrefix(")") || after.hasPrefix(" already sets it") {
                result += String(number + offset)
                rest = after
            }
        }
        return result + rest
    }
}

extension Diagnostic {
    /// The most problems reported for one file (a screen, a course file, fix statements); past
    /// it reading stops, as compilers do.
    public static let problemLimit = 100

    /// The note that ends a list of problems cut at `problemLimit`.
    public static func tooManyProblems(file: String?) -> Diagnostic {
        Diagnostic(file: file, message: "too many problems: stopping after the first \(problemLimit)")
    }
}

/// Several problems found in one pass, reported together.
public struct Diagnostics: Error, Sendable {
    public var items: [Diagnostic]
    public init(_ items: [Diagnostic]) { self.items = items }
}
