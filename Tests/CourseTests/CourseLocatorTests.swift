import AXModel
import Testing
@testable import Course

/// Where the course pack is looked for: the option, the environment, the folder the command
/// runs in, beside the binary.
@Suite struct CourseLocatorTests {
    let isPack = { (path: String) in ["/usr/share/axtutor", "/src/repo", "/home/me/my-pack"].contains(path) }

    func locate(option: String? = nil, environment: [String: String] = [:], executable: String = "/usr/bin/axtutor",
                currentDirectory: String = "/home/me", authoring: Bool = false) throws(Diagnostic) -> String {
        try CourseLocator.locate(option: option, environment: environment, executable: executable,
                                 currentDirectory: currentDirectory, authoring: authoring, isPack: isPack)
    }

    @Test func locatorOrder() throws {
        #expect(try locate(option: "x", environment: ["AXTUTOR_COURSE": "y"], currentDirectory: "/home/me/my-pack") == "x")
        #expect(try locate(environment: ["AXTUTOR_COURSE": "y"], currentDirectory: "/home/me/my-pack") == "y")
        #expect(try locate(currentDirectory: "/home/me/my-pack") == "/home/me/my-pack")
        #expect(try locate() == "/usr/share/axtutor")
        #expect(try locate(executable: "/src/repo/.build/debug/axtutor") == "/src/repo")
        #expect(throws: Diagnostic(message: "no course pack found: pass --course DIR or set AXTUTOR_COURSE", exitCode: 66)) {
            try locate(executable: "/opt/axtutor")
        }
    }

    @Test func aFolderInsideAPackFindsThePackAsGitFindsItsRepository() throws {
        #expect(try locate(currentDirectory: "/home/me/my-pack/Exercises/controls") == "/home/me/my-pack")
    }

    @Test func authoringNeverWritesIntoTheCourseBesideTheBinary() throws {
        #expect(try locate(currentDirectory: "/home/me/my-pack", authoring: true) == "/home/me/my-pack")
        #expect(try locate(option: "x", authoring: true) == "x")
        #expect(throws: Diagnostic(message: "no course pack here to add to: run this inside your pack's folder "
                                   + "(the one holding course.yaml), pass --course DIR, or start one with "
                                   + "'axtutor new course DIR'", exitCode: 66)) {
            try locate(authoring: true)
        }
    }
}
