import Yams

/// Composes the YAML of a screen or a course file the one way: its nesting measured before Yams
/// recurses into it, its aliases measured before Yams expands them, every problem a located
/// `Diagnostic` in the same words.
public enum YAMLDocument {
    /// The most a document may hold once its aliases are expanded, counted as bytes of text
    /// plus one for each value: twice the largest file (2 MB).
    public static let expansionLimit = 2 * SourceFile.sizeLimit

    /// The root node of `text` (nil for an empty document). `lines` are the text's lines,
    /// `file` names it in diagnostics, and `what` says what it is, as in "a screen may nest…"
    /// ("a screen", "course.yaml", "exercise front matter"). Throws the first problem.
    public static func compose(_ text: String, lines: SourceLines, file: String?, what: String,
                               resolver: Resolver = .default) throws(Diagnostic) -> Node? {
        if let place = NestingDepth.firstExcess(in: text) {
            throw Diagnostic(file: file, line: place.line, column: place.column,
                             message: "nesting deeper than \(NestingDepth.limit) levels: \(what) may nest lists "
                                 + "and mappings at most \(NestingDepth.limit) deep")
        }
        func located(_ place: SourceLocation, _ message: String) -> Diagnostic {
            Diagnostic(file: file, line: place.line,
                       column: lines.characterColumn(line: place.line, scalarColumn: place.column), message: message)
        }
        if let aliases = YAMLAliases.find(in: text) {
            do {
                // UTF-8 named outright: the default encoding reads the whole environment on each call.
                let parser = try Parser(yaml: aliases.plain, resolver: resolver, constructor: .default, encoding: .utf8)
                if let root = try parser.singleRoot() {
                    try withExtendedLifetime(parser) { () throws(YAMLAliases.Excess) in
                        try aliases.measure(root, limit: expansionLimit)
                    }
                }
            } catch let excess as YAMLAliases.Excess {
                switch excess.kind {
                case .aliasAsKey:
                    throw located(excess.place, "an alias cannot be a key here: write the key's name")
                case .tooLarge:
                    throw located(excess.place, "the document is larger than "
                                  + "\(SourceFile.megabytes(expansionLimit)) once its aliases are expanded: "
                                  + "repeat less through aliases")
                }
            } catch {
                throw YAMLSyntaxError.diagnostic(for: error, in: text, lines: lines, file: file, what: what)
            }
        }
        do {
            return try Yams.compose(yaml: text, resolver, .default, .utf8)
        } catch {
            throw YAMLSyntaxError.diagnostic(for: error, in: text, lines: lines, file: file, what: what)
        }
    }
}
