import Foundation
import TestSupport
import Testing
@testable import LineEditor

/// Without a terminal the editor reads plain lines: no readline, no prompt, no history file.
@Suite struct PlainInputTests {
    private func run(_ text: String, history: String) throws -> String {
        let demo = try #require(builtExecutable("lineeditor-demo"), "lineeditor-demo is not built")
        return try ChildProcess.run(demo, [history], stdin: text).stdout
    }

    @Test func pipedLinesAreReadAsTheyAre() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(try run("hint\n  caption.accessibilityLabel = \"Dark\"  \n\nquit\nnever read\n",
                        history: folder.file("history"))
                == "got: hint\ngot:   caption.accessibilityLabel = \"Dark\"  \ngot: \nbye\n")
        #expect(!FileManager.default.fileExists(atPath: folder.file("history")))
    }

    @Test func theEndOfInputEndsTheSession() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(try run("one\ntwo without a newline", history: folder.file("history")) == "got: one\ngot: two without a newline\nbye\n")
    }
}
