import AXModel
import ArgumentParser
import Foundation
import Progress

/// Turns any error a command ends with into terminal text and an exit status: located
/// problems (`Diagnostic`, `Diagnostics`, the progress store's `ProgressError`) as their rendered lines on stderr, command-line
/// mistakes, help and version as swift-argument-parser words them.
enum ErrorPrinter {
    /// Prints the error and returns the exit status to end with: a diagnostic's own (65 bad
    /// data, 66 missing input), the highest of several, or the parser's (64 usage, 0 help).
    static func report(_ error: any Error) -> Int32 {
        var sources = SourceCache()
        switch error {
        case let problem as Diagnostic:
            printError(problem.rendered(with: &sources))
            return problem.exitCode
        case let problems as Diagnostics:
            for problem in problems.items { printError(problem.rendered(with: &sources)) }
            return problems.items.map(\.exitCode).max() ?? 65
        case let problem as ProgressError:
            printError(problem.rendered)
            return problem.exitCode
        case let failed as SiblingFailed:
            return failed.status
        default:
            let message = Axtutor.fullMessage(for: error)
            let code = Axtutor.exitCode(for: error).rawValue
            if code == 0 {
                if !message.isEmpty { print(message) }
            } else {
                printError(message)
            }
            return code
        }
    }

    /// Writes one line to standard error, its control characters spelled visibly.
    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((TerminalText.visible(line) + "\n").utf8))
    }
}

/// The text of the files diagnostics point into, each read once, for source excerpts.
struct SourceCache {
    private var texts: [String: String?] = [:]

    /// The file's text as the loaders read it, or nil when it cannot be read (or is not a
    /// regular file, which may not give the same text twice).
    mutating func text(of file: String) -> String? {
        if let known = texts[file] { return known }
        // Never through a symbolic link: a refused link's error would show the file it was refused for.
        var status = stat()
        if lstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFLNK { return nil }
        let text = try? SourceFile.read(atPath: file, name: file, kind: "a file")
        texts[file] = .some(text)
        return text
    }
}

extension Diagnostic {
    /// The rendered line, followed by the source line and a caret when the file can be read.
    func rendered(with sources: inout SourceCache) -> String {
        guard let file, line != nil, let text = sources.text(of: file), let excerpt = excerpt(in: text)
        else { return rendered }
        return rendered + "\n" + excerpt
    }
}
