import Foundation
import TestSupport
import Testing
@testable import Progress

@Suite struct StateDirectoryTests {
    @Test func theFlagWinsOverEverything() {
        let environment = ["AXTUTOR_STATE": "/env", "XDG_STATE_HOME": "/xdg", "HOME": "/home/ada"]
        #expect(StateDirectory.resolve(flag: "/flag", environment: environment) == "/flag")
    }

    /// `--state progress.sqlite` names a database, not the folder that holds one: told, and no
    /// folder of that name is made; an existing folder of such a name is still used.
    @Test func aDatabasesNameIsNoStateFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let named = folder.path + "/state.sqlite"
        #expect(throws: ProgressError.self) { try StateDirectory.prepare(flag: named, environment: [:]) }
        #expect(!FileManager.default.fileExists(atPath: named))
        try FileManager.default.createDirectory(atPath: named, withIntermediateDirectories: false)
        #expect(try StateDirectory.prepare(flag: named, environment: [:]) == named)
    }

    @Test func theEnvironmentVariableComesNext() {
        let environment = ["AXTUTOR_STATE": "/env", "XDG_STATE_HOME": "/xdg", "HOME": "/home/ada"]
        #expect(StateDirectory.resolve(flag: nil, environment: environment) == "/env")
        #expect(StateDirectory.resolve(flag: "", environment: environment) == "/env")
    }

    @Test func xdgStateHomeGetsAnAxtutorFolder() {
        #expect(StateDirectory.resolve(flag: nil, environment: ["XDG_STATE_HOME": "/xdg/", "HOME": "/h"])
                == "/xdg/axtutor")
    }

    @Test func aRelativeOrEmptyXDGStateHomeIsIgnored() {
        #expect(StateDirectory.resolve(flag: nil, environment: ["XDG_STATE_HOME": "state", "HOME": "/home/ada"])
                == "/home/ada/.local/state/axtutor")
        #expect(StateDirectory.resolve(flag: nil, environment: ["AXTUTOR_STATE": "", "XDG_STATE_HOME": "",
                                                                "HOME": "/home/ada"])
                == "/home/ada/.local/state/axtutor")
    }

    @Test func nothingToGoOnIsAnError() {
        #expect(StateDirectory.resolve(flag: nil, environment: [:]) == nil)
        #expect(throws: ProgressError.noStateFolder) {
            try StateDirectory.prepare(flag: nil, environment: [:])
        }
        #expect(ProgressError.noStateFolder.description
                == "error: no folder for progress: set HOME, XDG_STATE_HOME or AXTUTOR_STATE, or pass --state DIR")
    }

    @Test func prepareCreatesTheFolderAndItsParents() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let directory = try StateDirectory.prepare(flag: nil, environment: ["HOME": temporary.path])
        #expect(directory == temporary.path + "/.local/state/axtutor")
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory))
        #expect(isDirectory.boolValue)
        #expect(try StateDirectory.prepare(flag: directory, environment: [:]) == directory)
    }

    @Test func aFileInTheWayIsReported() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let blocker = temporary.file("state")
        #expect(FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8)))
        #expect(throws: ProgressError(path: blocker,
                                      message: "cannot create the state folder: a file of that name is in the way",
                                      exitCode: 73)) {
            try StateDirectory.prepare(flag: blocker, environment: [:])
        }
        #expect(throws: ProgressError(path: blocker + "/inner",
                                      message: "cannot create the state folder: Not a directory",
                                      exitCode: 73)) {
            try StateDirectory.prepare(flag: blocker + "/inner", environment: [:])
        }
    }

    /// A path's folder and name, for every shape a learner types: a one-letter name (`--output t`)
    /// stopped the program when NSString's path methods read it on Linux.
    @Test func aPathsFolderAndNameForEveryShape() {
        let cases: [(String, String, String)] = [
            ("t", ".", "t"), ("ab", ".", "ab"), ("a/b", "a", "b"), ("/t", "/", "t"), ("/", "/", "/"),
            ("a/", ".", "a"), ("a//b", "a", "b"), ("./t", ".", "t"), ("/a/b/", "/a", "b"), ("x/y/z.yaml", "x/y", "z.yaml"),
        ]
        for (path, folder, name) in cases {
            #expect(StateDirectory.folder(of: path) == folder, "folder of \(path)")
            #expect(StateDirectory.name(of: path) == name, "name of \(path)")
        }
    }
}
