import AXModel
import TestSupport
import Testing
@testable import axtutor

/// `axtutor verify` below the command line: its summary line and each problem with its source.
@Suite struct VerifyFrontendTests {
    static let header = "Exercises/traits/header/01-missing-trait.md"

    @Test func theFixturePackVerifies() {
        let output = VerifyFrontend.run(course: TestPack.original)
        #expect(output.errors == "")
        #expect(output.exitCode == 0)
        #expect(output.text == "\(TestPack.original): verified 2 lessons, 3 exercises\n")
    }

    @Test func problemsShowTheirSourceLine() throws {
        let pack = try TestPack()
        defer { pack.cleanUp() }
        try pack.replace(Self.header, "    type: UILabel", with: "    type: UILabl")
        let output = VerifyFrontend.run(course: pack.root)
        #expect(output.errors.replacingOccurrences(of: pack.root, with: "PACK") == """
            PACK/\(Self.header):11:11: error: unknown type 'UILabl': \(ElementType.listed(on: .ios)) — did you mean 'UILabel'?
              11 |     type: UILabl
                 |           ^

            """)
        #expect(output.text == "\(pack.root): 1 problem (2 lessons, 3 exercises loaded)\n")
    }

    /// A weak exercise is a warning: shown with its source, counted, and the run still passes.
    @Test func warningsAreShownAndDoNotFail() throws {
        let pack = try TestPack()
        defer { pack.cleanUp() }
        try pack.replace(Self.header, "    text: Settings\n", with: "    text: Settings\n  - {id: done, type: UIButton}\n")
        try pack.replace(Self.header, "title.accessibilityTraits.insert(.header)\n",
                         with: "title.accessibilityTraits.insert(.header)\ndone.accessibilityLabel = \"Done\"\n")
        let output = VerifyFrontend.run(course: pack.root)
        #expect(output.errors.replacingOccurrences(of: pack.root, with: "PACK") == """
            PACK/\(Self.header):16:1: warning: the expect never reaches 'done' ("Done, button"), which the solution \
            changes: a wrong fix there would pass (solution at line 25)
              16 | ```expect
                 | ^

            """)
        #expect(output.exitCode == 0)
        #expect(output.text == "\(pack.root): verified 2 lessons, 3 exercises (1 warning)\n")
        // With an error too, the warning is said beside the problem, not as one kind of it.
        try pack.replace("Exercises/controls/switch/01-duplicate-name.md", "    type: UIView", with: "    type: UIVew")
        #expect(VerifyFrontend.run(course: pack.root).text.hasSuffix(": 1 problem and 1 warning (2 lessons, 3 exercises loaded)\n"))
    }
}
