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
}
