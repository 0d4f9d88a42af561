import Foundation
import Testing

/// The screen-reader models' spec lives in the repository (`docs/voiceover.md`,
/// `docs/talkback.md`): every rule a comment cites exists, every rule has sources and names
/// test functions that exist, and nothing in the project points to files outside it.
@Suite struct SpecCitationTests {
    /// The two spec documents and the rule prefix each one defines.
    static let documents = [("docs/voiceover.md", "VO"), ("docs/talkback.md", "TB")]

    @Test func everyCitedRuleExists() throws {
        let known = Set(try Self.rules().map(\.id))
        var unknown: [String] = []
        for file in try Self.files(under: ["Sources", "Tests"], ending: ".swift") {
            for (number, line) in try Self.lines(of: file) {
                guard let comment = line.range(of: "//") else { continue }
                for id in Self.ruleIDs(in: line[comment.lowerBound...]) where !known.contains(id) {
                    unknown.append("\(file):\(number): cites \(id), which is not a rule")
                }
            }
        }
        for file in try Self.files(under: ["docs"], ending: ".md") {
            for (number, line) in try Self.lines(of: file) {
                for id in Self.ruleIDs(in: line[...]) where !known.contains(id) {
                    unknown.append("\(file):\(number): cites \(id), which is not a rule")
                }
            }
        }
        #expect(unknown == [])
    }

    @Test func everyRuleHasSourcesAndTests() throws {
        let rules = try Self.rules()
        #expect(rules.count > 50)
        let incomplete = rules.filter { !$0.hasSources || ($0.tests.isEmpty && $0.notModelledIn == nil) }
            .map {
                "\($0.place): \($0.id) needs a '- Sources:' line and a '- Tests:' line naming tests"
                    + " (or, for a rule not modelled yet, exactly '\(Self.notModelledExample)')"
            }
        #expect(incomplete == [])
    }

    /// A rule the model does not apply yet says so on its tests line, in exactly one form, and
    /// then names no test and is cited by no code in `Sources/`. (Every rule of the spec is
    /// modelled today; the form stays for the rules a later issue writes down first.)
    @Test func aRuleNotModelledNamesNoTestsAndIsNotApplied() throws {
        let notModelled = try Self.rules().filter { $0.notModelledIn != nil }
        var problems = notModelled.filter { !$0.tests.isEmpty }
            .map { "\($0.place): \($0.id) is not modelled yet but names \($0.tests)" }
        let ids = Set(notModelled.map(\.id))
        for file in try Self.files(under: ["Sources"], ending: ".swift") {
            for (number, line) in try Self.lines(of: file) {
                guard let comment = line.range(of: "//") else { continue }
                for id in Self.ruleIDs(in: line[comment.lowerBound...]) where ids.contains(id) {
                    problems.append("\(file):\(number): applies \(id), which its rule says is not modelled yet")
                }
            }
        }
        #expect(problems == [])
    }

    @Test func onlyTheExactNotModelledFormExcusesARuleFromNamingTests() {
        #expect(Self.notModelledIssue(in: " none yet — not modelled (issue 18)") == 18)
        #expect(Self.notModelledIssue(in: " none yet — not modelled (issue 7)  ") == 7)
        #expect(Self.notModelledIssue(in: " none yet - not modelled (issue 18)") == nil)
        #expect(Self.notModelledIssue(in: " none yet — not modelled") == nil)
        #expect(Self.notModelledIssue(in: " none yet — not modelled (issue 18), `someTest`") == nil)
        #expect(Self.notModelledIssue(in: " none yet — not modelled (issue x)") == nil)
        #expect(Self.notModelledIssue(in: " `someTest`") == nil)
        #expect(Self.notModelledIssue(in: "") == nil)
    }

    @Test func everyTestARuleNamesExists() throws {
        let defined = try Self.testFunctions()
        var missing: [String] = []
        for rule in try Self.rules() {
            for test in rule.tests
            where !defined.contains(test) {
                missing.append("\(rule.place): \(rule.id) names \(test), which no 'func \(test)(' in Tests/ defines")
            }
        }
        #expect(missing == [])
    }

    @Test func ruleIDsAreUniqueAndBelongToTheirDocument() throws {
        var seen: [String: String] = [:]
        var problems: [String] = []
        for rule in try Self.rules() {
            if let first = seen[rule.id] { problems.append("\(rule.place): \(rule.id) is already defined at \(first)") }
            seen[rule.id] = seen[rule.id] ?? rule.place
            let prefix = Self.documents.first { rule.place.hasPrefix($0.0 + ":") }?.1
            if let prefix, !rule.id.hasPrefix(prefix + "-") {
                problems.append("\(rule.place): \(rule.id) belongs in the document for \(rule.id.prefix(2)) rules")
            }
        }
        #expect(problems == [])
    }

    @Test func nothingPointsOutsideTheProject() throws {
        // Assembled so that this file does not name them itself.
        let outside = ["VOICEOVER", "TALKBACK", "DESIGN", "STYLE"].map { $0 + ".md" } + [".." + "/shared"]
        let this = URL(fileURLWithPath: #filePath).standardizedFileURL.path
        let folders = ["Sources", "Tests", "docs", "Lessons", "Exercises", "Examples", "scripts"]
        let topLevel = ["README.md", "Makefile", "Package.swift", "course.yaml"]
        var found: [String] = []
        for file in try Self.files(under: folders, ending: "") + topLevel {
            if Self.root.appendingPathComponent(file).standardizedFileURL.path == this { continue }
            for (number, line) in try Self.lines(of: file) {
                for name in outside where line.contains(name) {
                    found.append("\(file):\(number): names \(name), which is not in the project")
                }
            }
        }
        #expect(found == [])
    }
}

/// Reading the spec documents and the project's files.
extension SpecCitationTests {
    /// One rule of a spec document: its ID, where it is (`docs/voiceover.md:42`), whether it has
    /// a sources line, and the test functions it names.
    struct Rule {
        var id: String
        var place: String
        var hasSources = false
        var tests: [String] = []
        /// The issue a rule not modelled yet waits for, from its tests line.
        var notModelledIn: Int?
    }

    /// The one tests line a rule not modelled yet may have instead of test names.
    static let notModelledExample = "- Tests: none yet — not modelled (issue 18)"

    /// The issue number when the text after `- Tests:` is exactly `none yet — not modelled
    /// (issue N)`, white space around it aside; nil for anything else.
    static func notModelledIssue(in text: Substring) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let prefix = "none yet — not modelled (issue ", suffix = ")"
        guard trimmed.hasPrefix(prefix), trimmed.hasSuffix(suffix) else { return nil }
        let number = trimmed.dropFirst(prefix.count).dropLast(suffix.count)
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(number)
    }

    /// The package root: this file is `Tests/ScreenReaderTests/SpecCitationTests.swift`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every rule of both documents. A rule is a `### ID title` heading; its `- Sources:` and
    /// `- Tests:` lines follow before the next heading.
    static func rules() throws -> [Rule] {
        var rules: [Rule] = []
        for (document, _) in documents {
            var current: Rule?
            for (number, line) in try lines(of: document) {
                if line.hasPrefix("#") {
                    if let rule = current { rules.append(rule) }
                    current = nil
                    let title = line.drop { $0 == "#" }.drop { $0 == " " }
                    if line.hasPrefix("### "), let id = ruleIDs(in: title).first, title.hasPrefix(id) {
                        current = Rule(id: id, place: "\(document):\(number)")
                    }
                } else if line.hasPrefix("- Sources:") {
                    current?.hasSources = !line.dropFirst("- Sources:".count)
                        .allSatisfy(\.isWhitespace)
                } else if line.hasPrefix("- Tests:") {
                    let text = line.dropFirst("- Tests:".count)
                    current?.tests += quoted(in: text)
                    current?.notModelledIn = notModelledIssue(in: text)
                }
            }
            if let rule = current { rules.append(rule) }
        }
        return rules
    }

    /// The rule IDs in a text: `VO-` or `TB-`, a section number, a dot and a rule number, not
    /// inside a longer word.
    static func ruleIDs(in text: Substring) -> [String] {
        var ids: [String] = []
        var rest = text
        while let dash = rest.firstIndex(of: "-") {
            let start = rest.index(dash, offsetBy: -2, limitedBy: rest.startIndex) ?? dash
            let prefix = rest[start..<dash]
            let before = start > text.startIndex ? text[text.index(before: start)] : " "
            rest = rest[rest.index(after: dash)...]
            guard prefix == "VO" || prefix == "TB", !before.isLetter, !before.isNumber else { continue }
            let section = rest.prefix { $0.isASCII && $0.isNumber }
            guard !section.isEmpty, rest.dropFirst(section.count).first == "." else { continue }
            let rule = rest.dropFirst(section.count + 1).prefix { $0.isASCII && $0.isNumber }
            guard !rule.isEmpty else { continue }
            ids.append("\(prefix)-\(section).\(rule)")
        }
        return ids
    }

    /// The names between backticks in a line.
    static func quoted(in text: Substring) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// Every function name declared as `func NAME(` in a Swift file under `Tests/`.
    static func testFunctions() throws -> Set<String> {
        var names: Set<String> = []
        for file in try files(under: ["Tests"], ending: ".swift") {
            for (_, line) in try lines(of: file) {
                var rest = line[...]
                while let found = rest.range(of: "func ") {
                    let name = rest[found.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    if !name.isEmpty, rest[found.upperBound...].dropFirst(name.count).first == "(" {
                        names.insert(String(name))
                    }
                    rest = rest[found.upperBound...]
                }
            }
        }
        return names
    }

    /// The files under the given folders of the package whose names end with `ending`, as
    /// paths relative to the root, in a stable order.
    static func files(under folders: [String], ending: String) throws -> [String] {
        var found: [String] = []
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            guard let walk = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey]) else {
                continue
            }
            for case let url as URL in walk where url.lastPathComponent.hasSuffix(ending) {
                guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
                let relative = url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1)
                found.append(String(relative))
            }
        }
        return found.sorted()
    }

    /// The numbered lines of a file relative to the root; none for a file that is not text.
    static func lines(of file: String) throws -> [(number: Int, text: String)] {
        let data = try Data(contentsOf: root.appendingPathComponent(file))
        guard let text = String(data: data, encoding: .utf8) else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { ($0.offset + 1, String($0.element)) }
    }
}
