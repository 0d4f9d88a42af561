import AXModel

/// A Markdown file split at its front matter: the YAML between the `---` lines and the body.
public struct FrontMatter: Sendable, Equatable {
    /// The YAML text between the fences.
    public var yaml: String
    /// The Markdown after the closing fence.
    public var body: String
    /// How many lines come before the body: add it to a body line to get a file line.
    public var bodyLineOffset: Int

    /// The YAML starts on line 2 of the file.
    public static let yamlLineOffset = 1

    /// Splits `text`; a file that does not start with `---`, or never closes it, is refused.
    public static func split(_ text: String, file: String?) throws(Diagnostic) -> FrontMatter {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        if lines.first.map({ $0.hasPrefix("\u{FEFF}") }) == true {
            lines[0] = lines[0].dropFirst()
        }
        guard lines.first?.trimmingTrailingSpaces == "---" else {
            throw Diagnostic(file: file, line: 1, column: 1,
                             message: "missing front matter: the file must start with a '---' line, its YAML keys, and another '---' line")
        }
        guard let close = lines.indices.dropFirst().first(where: {
            let line = lines[$0].trimmingTrailingSpaces
            return line == "---" || line == "..."
        }) else {
            throw Diagnostic(file: file, line: 1, column: 1,
                             message: "front matter is never closed: add a '---' line after its keys")
        }
        let yaml = lines[1..<close].joined(separator: "\n")
        let body = lines[(close + 1)...].joined(separator: "\n")
        return FrontMatter(yaml: yaml, body: body, bodyLineOffset: close + 1)
    }
}

extension Substring {
    var trimmingTrailingSpaces: Substring {
        var copy = self
        while let last = copy.last, last == " " || last == "\t" { copy.removeLast() }
        return copy
    }
}
