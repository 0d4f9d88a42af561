import AXModel
import Audit
import Yams

/// Reads an exercise file: front matter, prose, the `screen`, `expect` and `solution` blocks
/// and the `## Hints` list.
public enum ExerciseReader {
    static let keys = ["id", "lesson", "title", "platform", "compare", "audit", "bonus"]
    static let compareKeys = ["hints"]
    /// The fenced blocks an exercise is made of.
    static let blockNames = ["screen", "expect", "solution"]
    /// An exercise gives 1 to 3 hints.
    public static let hintRange = 1...3

    /// The exercise in `text`, read from `file` (pack-relative); `expectedLesson` is the lesson
    /// its folder belongs to, or nil when it is read alone. Throws `Diagnostics`.
    public static func read(_ text: String, file: String, expectedLesson: String? = nil) throws -> Exercise {
        try Blanks.reading(text, file: file) { try readParts(text, file: file, expectedLesson: expectedLesson) }
    }

    private static func readParts(_ text: String, file: String, expectedLesson: String? = nil) throws -> Exercise {
        var (parts, fields) = try FrontMatter.fields(of: text, file: file, what: "exercise front matter", known: keys)
        let id = fields.string("id")
        if let id, !Identifiers.isName(id), let node = fields.node("id") {
            fields.report(node, "exercise id '\(id)' may only hold letters, digits, '-' and '_'")
        }
        let lesson = fields.string("lesson")
        if let lesson, let node = fields.node("lesson") {
            if let problem = Identifiers.lessonProblem(lesson) {
                fields.report(node, problem)
            } else if let expectedLesson, lesson != expectedLesson {
                fields.report(node, "exercise is in the folder of lesson '\(expectedLesson)' but names lesson '\(lesson)'")
            }
        }
        let title = fields.string("title")
        let platform = readPlatform(&fields)
        let compareHints = readCompare(&fields)
        let audit = readAudit(&fields, platform: platform)
        let bonus = readBonus(&fields)

        var problems = fields.problems
        var (body, tooDeep) = MarkdownParser.parseChecked(parts.body)
        if let tooDeep { problems.append(MarkdownParser.tooDeep(tooDeep, file: file, lineOffset: parts.bodyLineOffset)) }
        body.shiftLines(by: parts.bodyLineOffset)
        let sections = Sections(body.children, file: file)
        problems += sections.problems
        guard problems.isEmpty, let id, let lesson, let title, let screen = sections.blocks["screen"],
              let expect = sections.blocks["expect"], let solution = sections.blocks["solution"],
              let hints = sections.hints else {
            throw Diagnostics(problems)
        }
        return Exercise(id: id, lesson: lesson, title: title, platform: platform,
                        compareHints: compareHints, audit: audit, bonus: bonus, prose: sections.prose,
                        screen: screen, expect: expect, hints: hints, solution: solution,
                        otherSolutions: sections.otherSolutions, file: file,
                        idLocation: fields.location(of: "id"))
    }

    private static func readPlatform(_ fields: inout YAMLFields) -> Platform {
        guard let word = fields.string("platform", required: false) else { return .ios }
        if let platform = Platform(rawValue: word) { return platform }
        if let node = fields.node("platform") {
            let names = Platform.allCases.map(\.rawValue)
            fields.report(node, "unknown platform '\(word)': use \(names.joined(separator: " or "))",
                          suggestion: NearMiss.suggestion(for: word, in: names))
        }
        return .ios
    }

    private static func readBonus(_ fields: inout YAMLFields) -> Bool {
        guard let node = fields.node("bonus") else { return false }
        guard let flag = node.bool else {
            fields.report(node, "'bonus' must be true or false")
            return false
        }
        return flag
    }

    private static func readCompare(_ fields: inout YAMLFields) -> Bool {
        guard let node = fields.node("compare") else { return true }
        guard let mapping = node.mapping else {
            fields.report(node, "'compare' must be a mapping, like 'compare: {hints: false}'")
            return true
        }
        var hints = true
        for (key, value) in mapping {
            let name = key.string ?? ""
            guard compareKeys.contains(name) else {
                fields.report(key, "unknown key '\(name)' in 'compare'",
                              suggestion: NearMiss.suggestion(for: name, in: compareKeys))
                continue
            }
            guard let flag = value.bool else {
                fields.report(value, "'compare: hints' must be true or false")
                continue
            }
            hints = flag
        }
        return hints
    }

    /// `audit:`: `clean`, or the ids of rules of the exercise's platform.
    private static func readAudit(_ fields: inout YAMLFields, platform: Platform) -> AuditRequirement {
        guard let node = fields.node("audit") else { return .none }
        if let word = node.scalar?.string {
            if word == "clean" { return .clean }
            fields.report(node, "'audit' must be 'clean' or a list of rule ids, not '\(word)'",
                          suggestion: NearMiss.suggestion(for: word, in: ["clean"]))
            return .none
        }
        guard let sequence = node.sequence else {
            fields.report(node, "'audit' must be 'clean' or a list of rule ids")
            return .none
        }
        var rules: [String] = []
        for item in sequence {
            guard let rule = item.scalar?.string, Identifiers.isName(rule) else {
                fields.report(item, "each rule id in 'audit' must be a name like 'duplicate-announcement'")
                continue
            }
            guard let known = AuditRules.rule(rule) else {
                fields.report(item, "unknown audit rule '\(rule)' ('axtutor audit --rules' lists them)",
                              suggestion: NearMiss.suggestion(for: rule, in: AuditRules.all(for: platform).map(\.id)))
                continue
            }
            guard known.platform == platform else {
                fields.report(item, "audit rule '\(rule)' reads \(known.platform.rawValue) screens, and this "
                              + "exercise is \(platform.rawValue) ('axtutor audit --rules' lists each rule's platform)")
                continue
            }
            rules.append(rule)
        }
        return .rules(rules)
    }
}

/// The top-level parts of an exercise body, picked out of the libcmark tree.
private struct Sections {
    var prose: [MarkdownNode] = []
    var blocks: [String: CodeBlock] = [:]
    /// ```solution blocks after the first: other right fixes.
    var otherSolutions: [CodeBlock] = []
    var hints: [Hint]?
    var problems: [Diagnostic] = []

    init(_ nodes: [MarkdownNode], file: String) {
        var index = 0
        var seenSpecial = false
        var hintsHeading: MarkdownNode?
        while index < nodes.count {
            let node = nodes[index]
            index += 1
            if case .codeBlock(let info) = node.kind,
               let name = info.split(separator: " ").first.map(String.init),
               ExerciseReader.blockNames.contains(name) {
                seenSpecial = true
                if blocks[name] != nil, name == "solution" {
                    otherSolutions.append(CodeBlock(text: node.literal, line: node.line + 1,
                                                    columnOffset: max(0, node.column - 1)))
                    continue
                }
                if blocks[name] != nil {
                    problems.append(Diagnostic(file: file, line: node.line, column: node.column,
                                               message: "a second ```\(name) block: an exercise has one"))
                    continue
                }
                blocks[name] = CodeBlock(text: node.literal, line: node.line + 1,
                                         columnOffset: max(0, node.column - 1))
                continue
            }
            if case .heading(let level) = node.kind, level == 2,
               node.plainText.trimmingSpaces.lowercased() == "hints" {
                seenSpecial = true
                if hintsHeading != nil {
                    problems.append(Diagnostic(file: file, line: node.line, column: node.column,
                                               message: "a second '## Hints' section: an exercise has one"))
                    continue
                }
                hintsHeading = node
                let list = index < nodes.count ? nodes[index] : nil
                guard let list, case .list(ordered: true, let start, _) = list.kind else {
                    problems.append(Diagnostic(file: file, line: node.line, column: node.column,
                                               message: "'## Hints' must be followed by a numbered list (1. 2. 3.)"))
                    hints = []
                    continue
                }
                index += 1
                hints = list.children.enumerated().map { offset, item in
                    Hint(number: start + offset, content: item.children, line: item.line)
                }
                let count = hints?.count ?? 0
                if !ExerciseReader.hintRange.contains(count) {
                    problems.append(Diagnostic(file: file, line: list.line, column: list.column,
                                               message: "an exercise gives 1 to 3 hints; this one gives \(count)"))
                }
                continue
            }
            if !seenSpecial { prose.append(node) }
        }
        for name in ExerciseReader.blockNames where blocks[name] == nil {
            problems.append(Diagnostic(file: file, line: 1, column: 1,
                                       message: "missing ```\(name) block: \(Sections.purpose[name] ?? "")"))
        }
        if hintsHeading == nil {
            problems.append(Diagnostic(file: file, line: 1, column: 1,
                                       message: "missing '## Hints' section: a numbered list of 1 to 3 hints"))
        }
    }

    static let purpose = [
        "screen": "the broken screen, in YAML",
        "expect": "the transcript the fixed screen must produce",
        "solution": "the fix statements that solve the exercise",
    ]
}
