import AXModel
import Yams

/// Reads the keys of one YAML mapping (front matter, course.yaml), collecting every problem
/// as a located `Diagnostic` instead of stopping at the first.
struct YAMLFields {
    let file: String?
    /// Added to Yams' line numbers to place them in the file the YAML came from.
    let lineOffset: Int
    /// What the mapping is, for messages: "exercise front matter", "course.yaml".
    let what: String
    /// Every problem found, at most `Diagnostic.problemLimit` and then a note that more were left out.
    private(set) var problems: [Diagnostic] = []
    private var values: [String: Node] = [:]
    /// Where to report a missing key: the start of the mapping.
    private let anchor: (line: Int, column: Int)

    /// Parses `yaml` and checks its keys against `known`; nil (with problems) when it is not
    /// a mapping at all.
    init(yaml: String, file: String?, lineOffset: Int, what: String, known: [String]) {
        self.file = file
        self.lineOffset = lineOffset
        self.what = what
        anchor = (lineOffset + 1, 1)
        let root: Node?
        do {
            root = try YAMLDocument.compose(yaml, lines: SourceLines(yaml), file: file, what: what,
                                            resolver: YAMLFields.resolver)
        } catch {
            add(error.relocated(file: file, lineOffset: lineOffset))
            return
        }
        guard let mapping = root?.mapping else {
            add(Diagnostic(file: file, line: anchor.line, column: 1,
                           message: "\(what) must be a YAML mapping of keys to values"))
            return
        }
        isMapping = true
        for (keyNode, value) in mapping {
            guard let key = keyNode.string else { continue }
            guard known.contains(key) else {
                report(keyNode, "unknown key '\(key)' in \(what)", suggestion: NearMiss.suggestion(for: key, in: known))
                continue
            }
            values[key] = value
        }
    }

    /// True when the YAML parsed as a mapping (its keys may still have problems); when
    /// false, missing keys are not reported on top of the YAML error.
    private(set) var isMapping = false

    func node(_ key: String) -> Node? { values[key] }

    /// Where a key's value was written, in file lines.
    func location(of key: String) -> SourceLocation {
        guard let mark = values[key]?.mark else {
            return SourceLocation(line: anchor.line, column: anchor.column)
        }
        return SourceLocation(line: mark.line + lineOffset, column: mark.column)
    }

    mutating func string(_ key: String, required: Bool = true) -> String? {
        guard let node = values[key] else {
            if required { missing(key) }
            return nil
        }
        guard let scalar = node.scalar, !scalar.string.isEmpty else {
            report(node, "'\(key)' in \(what) must be text")
            return nil
        }
        return scalar.string
    }

    mutating func int(_ key: String) -> Int? {
        guard let node = values[key] else {
            missing(key)
            return nil
        }
        guard let value = node.int else {
            report(node, "'\(key)' in \(what) must be a whole number")
            return nil
        }
        return value
    }

    /// A list of text items, each with where it was written.
    mutating func stringList(_ key: String, required: Bool = true) -> [(String, SourceLocation)]? {
        guard let node = values[key] else {
            if required { missing(key) }
            return nil
        }
        guard let sequence = node.sequence else {
            report(node, "'\(key)' in \(what) must be a list")
            return nil
        }
        var items: [(String, SourceLocation)] = []
        for item in sequence {
            guard let scalar = item.scalar, !scalar.string.isEmpty else {
                report(item, "each item of '\(key)' in \(what) must be text")
                continue
            }
            items.append((scalar.string, locate(item)))
        }
        return items
    }

    mutating func missing(_ key: String) {
        guard isMapping else { return }
        add(Diagnostic(file: file, line: anchor.line, column: anchor.column, message: "\(what) is missing '\(key)'"))
    }

    /// Whether problems are still reported: past `Diagnostic.problemLimit` reading stops.
    var isReporting: Bool { problems.count < Diagnostic.problemLimit }

    mutating func add(_ diagnostic: Diagnostic) {
        if isReporting {
            problems.append(diagnostic)
        } else if problems.count == Diagnostic.problemLimit {
            problems.append(Diagnostic.tooManyProblems(file: file))
        }
    }

    /// Reports a problem at a node; the suggestion is looked for only while problems are still
    /// being reported.
    mutating func report(_ node: Node, _ message: String, suggestion: @autoclosure () -> String? = nil) {
        guard isReporting else {
            add(Diagnostic(message: message))
            return
        }
        add(diagnostic(at: node, message, suggestion: suggestion()))
    }

    func locate(_ node: Node) -> SourceLocation {
        guard let mark = node.mark else { return SourceLocation(line: anchor.line, column: 1) }
        return SourceLocation(line: mark.line + lineOffset, column: mark.column)
    }

    func diagnostic(at node: Node, _ message: String, suggestion: String? = nil) -> Diagnostic {
        let place = locate(node)
        return Diagnostic(file: file, line: place.line, column: place.column, message: message,
                          suggestion: suggestion)
    }
}

extension YAMLFields {
    /// Front matter and `course.yaml` hold text, true/false and whole numbers only: resolving just
    /// those tags spares every other scalar the default resolver's regular expressions.
    static let resolver = Resolver.basic.appending(.bool).appending(.int)
}
