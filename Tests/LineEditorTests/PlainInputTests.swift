import Foundation
import TestSupport
import Testing
@testable import LineEditor

/// Without a terminal the editor reads plain lines: no readline, no prompt, no history file.
@Suite struct PlainInputTests {
    private func run(_ text: String, history: String) throws -> String {
        let demo = try #require(builtExecutable("lineeditor-demo"), "lineeditor-demo is not built")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: demo)
        process.arguments = [history]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text
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
