import AXModel
import Testing
@testable import Course

/// Where the course pack is looked for: the option, the environment, beside the binary.
@Suite struct CourseLocatorTests {
    @Test func locatorOrder() throws {
        let packs: Set<String> = ["/usr/share/axtutor", "/src/repo"]
        let isPack = { (path: String) in packs.contains(path) }
        #expect(try CourseLocator.locate(option: "x", environment: ["AXTUTOR_COURSE": "y"],
                                         executable: "/usr/bin/axtutor", isPack: isPack) == "x")
        #expect(try CourseLocator.locate(option: nil, environment: ["AXTUTOR_COURSE": "y"],
                                         executable: "/usr/bin/axtutor", isPack: isPack) == "y")
        #expect(try CourseLocator.locate(option: nil, environment: [:],
                                         executable: "/usr/bin/axtutor", isPack: isPack) == "/usr/share/axtutor")
        #expect(try CourseLocator.locate(option: nil, environment: [:],
                                         executable: "/src/repo/.build/debug/axtutor", isPack: isPack) == "/src/repo")
        #expect(throws: Diagnostic(message: "no course pack found: pass --course DIR or set AXTUTOR_COURSE", exitCode: 66)) {
            try CourseLocator.locate(option: nil, environment: [:], executable: "/opt/axtutor", isPack: isPack)
        }
    }
}
