import Foundation
import TestSupport
import Testing
@testable import LineEditor

/// The history file: bounded, without blanks or repeats, carried over to the next session.
/// (Readline's history is process-wide, so this is the only in-process readline suite.)
@Suite(.serialized) struct HistoryTests {
    private func lines(_ path: String) -> [String] {
        (try? String(contentsOfFile: path, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
    }

    @Test func theFileKeepsTheLastLinesWithoutBlanksOrRepeats() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("history")
        let editor = LineEditor(historyFile: file, historyLimit: 3, interactive: true)
        for line in ["a", "b", "b", "   ", "", "c"] { editor.remember(line) }
        #expect(lines(file) == ["a", "b", "c"])
        editor.remember("d")
        #expect(lines(file) == ["b", "c", "d"])

        let next = LineEditor(historyFile: file, historyLimit: 3, interactive: true)
        next.remember("d")
        #expect(lines(file) == ["b", "c", "d"])
        next.remember("e")
        #expect(lines(file) == ["c", "d", "e"])
    }

    @Test func withoutATerminalNothingIsRemembered() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let editor = LineEditor(historyFile: folder.file("history"), interactive: false)
        editor.remember("hint")
        #expect(!FileManager.default.fileExists(atPath: folder.file("history")))
    }
}
