import AXModel
import Foundation
import Presentation
import Testing

/// The one printer: a problem's line, then its source line and caret when the file is known.
@Suite struct DiagnosticPrinterTests {
    let folder = NSTemporaryDirectory() + "axtutor-printer-" + UUID().uuidString

    @Test func aProblemInAFileIsShownWithItsLineAndACaret() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/screen.yaml"
        try "elements:\n  - type: UIButon\n".write(toFile: file, atomically: true, encoding: .utf8)
        var printer = DiagnosticPrinter()
        let problem = Diagnostic(file: file, line: 2, column: 11, message: "unknown type 'UIButon'", suggestion: "UIButton")
        #expect(printer.lines(problem) == [
            "\(file):2:11: error: unknown type 'UIButon' — did you mean 'UIButton'?",
            "   2 |   - type: UIButon\n     |           ^",
        ])
        // Read once: the printer keeps the text it first read.
        try "changed\nchanged\n".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(printer.lines(problem).last == "   2 |   - type: UIButon\n     |           ^")
    }

    @Test func textInMemoryIsUsedByNameAndNeverReadFromDisk() {
        var printer = DiagnosticPrinter(sources: ["<input>": "row.accessibilityLabel = 5"])
        let problem = Diagnostic(file: "<input>", line: 1, column: 26, message: "'accessibilityLabel' expects a string")
        #expect(printer.text([problem]) == """
            <input>:1:26: error: 'accessibilityLabel' expects a string
               1 | row.accessibilityLabel = 5
                 |                          ^

            """)
    }

    @Test func aProblemWithoutALineOrAReadableFileIsItsLineAlone() throws {
        var printer = DiagnosticPrinter()
        #expect(printer.lines(Diagnostic(file: "/nonexistent/x.yaml", line: 3, column: 1, message: "bad"))
                == ["/nonexistent/x.yaml:3:1: error: bad"])
        #expect(printer.lines(Diagnostic(file: "x.yaml", message: "not found", exitCode: 66)) == ["x.yaml: error: not found"])
    }

    @Test func aSymbolicLinkIsNeverFollowedForAnExcerpt() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "secret\n".write(toFile: folder + "/target", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.yaml", withDestinationPath: folder + "/target")
        var printer = DiagnosticPrinter()
        #expect(printer.lines(Diagnostic(file: folder + "/link.yaml", line: 1, column: 1, message: "refused")).count == 1)
    }

    /// Errors of other kinds say themselves as diagnostics, with their own exit status.
    @Test func anErrorThatSaysItselfAsDiagnosticsKeepsItsStatus() {
        struct Unavailable: DiagnosticConvertible {
            var diagnostics: [Diagnostic] { [Diagnostic(message: "the database is down", exitCode: 69)] }
        }
        #expect(Unavailable().exitCode == 69)
        #expect(Diagnostics([Diagnostic(message: "a", exitCode: 65), Diagnostic(message: "b", exitCode: 66)]).exitCode == 66)
        #expect(Diagnostics.items(in: Unavailable()).map(\.rendered) == ["error: the database is down"])
    }
}
