import Testing
@testable import AXModel

/// Aliases are measured before Yams expands them: the size a document reaches with every
/// alias expanded is limited in bytes, and an alias cannot be a key (Yams hashes keys whole).
@Suite struct YAMLAliasesTests {
    /// A screen of `count` labels after the first repeating its 40,000-character text through
    /// `*s`: a 45 KB file that expands to `count` × 40 KB.
    static func repeatedLabel(count: Int) -> String {
        var text = "elements:\n  - {id: e0, type: UILabel, text: &s \"" + String(repeating: "x", count: 40_000) + "\"}\n"
        for index in 1...count {
            text += "  - {id: e\(index), type: UILabel, text: *s}\n"
        }
        return text
    }

    @Test func aStringRepeatedThroughAliasesIsRefusedWhereItPassesTheLimit() {
        // 40,001 counted for the string each time, about 40,030 for each element: the 52nd
        // copy, through the alias on line 54, takes the document past 2 MB (2,097,152).
        #expect(loaderProblems(Self.repeatedLabel(count: 100)) == [
            "s.yaml:54:36: error: the document is larger than 2.0 MB once its aliases are expanded: repeat less through aliases",
        ])
        #expect(loaderProblems(Self.repeatedLabel(count: 40)) == ["loaded"])
    }

    /// `a0` holds ten values and each next anchor ten aliases of the one before: `a9` stands
    /// for ten billion values.
    static let laughs: String = {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        return text
    }()

    @Test func aliasesOfAliasesAreMeasuredWithoutExpandingThem() {
        #expect(loaderProblems("elements: []\n" + Self.laughs) == [
            "s.yaml:7:50: error: the document is larger than 2.0 MB once its aliases are expanded: repeat less through aliases",
        ])
    }

    @Test func anAliasCannotBeAKey() {
        // Yams hashes every key to find duplicates: this one is a hundred thousand values.
        let text = "elements: []\n" + Self.laughs.split(separator: "\n").prefix(5).joined(separator: "\n")
            + "\nz: {*a4 : 1}\n"
        #expect(loaderProblems(text) == [
            "s.yaml:7:5: error: an alias cannot be a key here: write the key's name",
        ])
        #expect(loaderProblems("elements: []\nk: &k name\n? [*k]\n: 1\n") == [
            "s.yaml:3:4: error: an alias cannot be a key here: write the key's name",
        ])
    }

    @Test func placesAreCountedAsLibYAMLCountsThem() {
        // A byte order mark, `\r\n`, a lone `\r`, U+0085, U+2028 and U+2029 before the alias:
        // each break is a line to libYAML, so the alias key is still found where it is.
        let text = "\u{FEFF}elements: []\r\nnote: \"one\u{85}two\u{2028}three\u{2029}four\"\rk: &k é\n{*k : 1}: 2\n"
        #expect(loaderProblems(text) == [
            "s.yaml:7:2: error: an alias cannot be a key here: write the key's name",
        ])
    }

    @Test func mergesAndSmallAliasesStillLoad() {
        #expect(loaderProblems("""
            elements:
              - &base {id: a, type: UILabel, text: Shared}
              - {<<: *base, id: b}
              - {id: c, type: UILabel, accessibilityHint: &t Hint, text: *t}
            """).allSatisfy { !$0.contains("alias") })
        #expect(loaderProblems("""
            elements:
              - {id: a, type: UILabel, text: &t Shared}
              - {id: b, type: UILabel, text: *t}
              - {id: c, type: UILabel, text: "5*3 is not an alias"}
            """) == ["loaded"])
    }
}
