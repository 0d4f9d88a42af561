import AXModel
import FixScript
import Testing
@testable import Tutor

/// After a pass only the statements that make a difference are explained and shown as app
/// code: not one typed twice, overwritten later, or setting what was already so.
@Suite struct LiveStatementsTests {
    private let screen: Screen = {
        var caption = Element(id: "caption", type: .UILabel)
        caption.text = "Dark Theme"
        return Screen(elements: [caption, Element(id: "row", type: .UIView)])
    }()

    private func live(_ source: String) throws -> [String] {
        let statements = try FixScript.parse(source, file: nil)
        let lines = source.split(separator: "\n").map(String.init)
        return Explanation.live(statements, from: screen).map { lines[$0.location.line - 1] }
    }

    @Test func overwrittenRepeatedAndIdleStatementsAreLeftOut() throws {
        #expect(try live("""
            row.accessibilityLabel = "Wrong"
            row.isAccessibilityElement = true
            row.accessibilityLabel = "Dark Theme"
            caption.isHidden = false
            row.isAccessibilityElement = true
            """) == ["row.accessibilityLabel = \"Dark Theme\"", "row.isAccessibilityElement = true"])
    }

    /// Past `pruningLimit` statements all are kept: trying each without it applies the fix again
    /// each time (an instructor's 10,000-line fix took minutes to grade).
    @Test func aFixLongerThanThePruningLimitIsKeptWhole() throws {
        let long = Array(repeating: "row.accessibilityLabel = \"Dark Theme\"", count: Explanation.pruningLimit + 1)
        #expect(try live(long.joined(separator: "\n")).count == Explanation.pruningLimit + 1)
        let short = Array(long.prefix(Explanation.pruningLimit))
        #expect(try live(short.joined(separator: "\n")) == ["row.accessibilityLabel = \"Dark Theme\""])
    }

    @Test func everyStatementThatMattersStays() throws {
        #expect(try live("row.isAccessibilityElement = true\nrow.accessibilityLabel = \"Dark Theme\"")
            == ["row.isAccessibilityElement = true", "row.accessibilityLabel = \"Dark Theme\""])
    }
}
