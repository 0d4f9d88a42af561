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

    public init(file: String? = nil, line: Int? = nil, column: Int? = nil,
                severity: Severity = .error, message: String, suggestion: String? = nil,
                exitCode: Int32 = 65) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.suggestion = suggestion
        self.exitCode = exitCode
    }

    /// `FILE:LINE:COLUMN: error: message — did you mean 'x'?`, leaving out what is unknown;
    /// control characters quoted from the input are spelled visibly (`TerminalText`).
    public var rendered: String {
        var location = [file, line.map(String.init), line == nil ? nil : column.map(String.init)]
            .compactMap { $0 }.joined(separator: ":")
        if !location.isEmpty { location += ": " }
        var text = "\(location)\(severity.rawValue): \(message)"
        if let suggestion { text += " — did you mean '\(suggestion)'?" }
        return TerminalText.visible(text)
    }

    /// The same problem placed in another file, its line moved by `lineOffset` (a screen
    /// block inside a Markdown exercise reports at its line in the Markdown file).
    public func relocated(file: String?, lineOffset: Int = 0, columnOffset: Int = 0) -> Diagnostic {
        var copy = self
        copy.file = file
        copy.line = line.map { $0 + lineOffset }
        copy.column = column.map { $0 + columnOffset }
        return copy
    }
}

/// Several problems found in one pass, reported together.
public struct Diagnostics: Error, Sendable {
    public var items: [Diagnostic]
    public init(_ items: [Diagnostic]) { self.items = items }
}
