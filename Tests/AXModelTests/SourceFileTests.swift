import Foundation
import Testing
@testable import AXModel

/// Every file axtutor reads goes through one reader: the same limit, the same words.
@Suite struct SourceFileTests {
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "source-file-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func cleanUp() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func refusal(_ path: String, kind: String = "a screen file") -> Diagnostic? {
        do {
            _ = try SourceFile.read(atPath: path, name: "f", kind: kind)
            return nil
        } catch {
            return error
        }
    }

    @Test func aFileTooLargeIsLocatedAtItsStart() throws {
        defer { cleanUp() }
        let path = folder + "/big.yaml"
        FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 12 * 1024 * 1024)
        try handle.close()
        let problem = refusal(path)
        #expect(problem?.rendered == "f:1:1: error: the file is 12.0 MB: a screen file may be at most 1.0 MB")
        #expect(problem?.exitCode == 65)
        #expect(problem?.showsSource == true)
    }

    @Test func missingAndUnreadableFilesSayWhy() throws {
        defer { cleanUp() }
        #expect(refusal(folder + "/none.yaml")?.rendered == "f: error: no such file")
        #expect(refusal(folder)?.rendered == "f: error: is a folder, not a file")
        let loop = folder + "/loop.yaml"
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        let problem = refusal(loop)
        #expect(problem?.rendered == "f: error: cannot be read: its symbolic links lead round in a loop")
        #expect(problem?.exitCode == 66)
    }

    @Test func textThatIsNotUTF8IsLocatedWhereItStops() {
        defer { cleanUp() }
        // Line breaks count as everywhere else: a lone CR ends a line.
        #expect(throws: Diagnostic(file: "f", line: 3, column: 4, message: "the file is not UTF-8 text: byte 0xE9 "
                                    + "cannot start or continue a character; save it as UTF-8")) {
            try SourceFile.decode(Array("a\rb\r\nCaf".utf8) + [0xE9], name: "f", kind: "a course file")
        }
        #expect(throws: Diagnostic(file: "f", line: 1, column: 1, message: "the file is UTF-16 text: save it as UTF-8")) {
            try SourceFile.decode([0xFF, 0xFE, 0x61, 0x00], name: "f", kind: "a course file")
        }
        #expect(throws: Diagnostic(file: "<stdin>", line: 1, column: 1,
                                   message: "the input is larger than 1.0 MB: fix statements may be at most 1.0 MB")) {
            try SourceFile.decode([UInt8](repeating: 0x61, count: SourceFile.sizeLimit + 1), name: "<stdin>",
                                  kind: "fix statements")
        }
    }
}
