import AXModel
import Foundation

/// The one way axtutor, axtutor-room and the tutor show problems: each diagnostic's line
/// (`FILE:LINE:COLUMN: error: message`), then, where its file can be read, the source line
/// with a caret under the column, as a compiler shows them. Each file is read once.
public struct DiagnosticPrinter {
    /// Texts by file name; nil for a file that cannot be read.
    private var texts: [String: String?]

    /// `sources`: texts already in memory under the file name their problems give (a fix read
    /// from standard input, statements typed at the prompt), never read from disk.
    public init(sources: [String: String] = [:]) {
        texts = sources.mapValues { .some($0) }
    }

    /// The problem's line, followed by its excerpt when its source is known.
    public mutating func lines(_ problem: Diagnostic) -> [String] {
        guard problem.line != nil, let file = problem.file, let source = source(of: file),
              let excerpt = problem.excerpt(in: source) else { return [problem.rendered] }
        return [problem.rendered, excerpt]
    }

    /// Every problem's lines, each line ended by a line break.
    public mutating func text(_ problems: [Diagnostic]) -> String {
        problems.flatMap { lines($0) }.map { $0 + "\n" }.joined()
    }

    /// Shows an error that says itself as diagnostics on standard error and gives the status
    /// to exit with; nil for any other error (the caller words it).
    public static func report(_ error: any Error) -> Int32? {
        guard let problem = error as? any DiagnosticConvertible else { return nil }
        var printer = DiagnosticPrinter()
        FileHandle.standardError.write(Data(printer.text(problem.diagnostics).utf8))
        return problem.exitCode
    }

    /// The file's text as the loaders read it, or nil when it cannot be read or is not a
    /// regular file (which may not give the same text twice).
    private mutating func source(of file: String) -> String? {
        if let known = texts[file] { return known }
        // Never through a symbolic link: a refused link's error would show the file it was refused for.
        var status = stat()
        if lstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
            texts[file] = .some(nil)
            return nil
        }
        let text = try? SourceFile.read(atPath: file, name: file, kind: "a file")
        texts[file] = .some(text)
        return text
    }
}
