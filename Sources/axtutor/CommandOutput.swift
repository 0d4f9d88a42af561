import AXModel
import Course
import Foundation

/// What a command prints, on standard output and standard error, and the status it exits with.
public struct CommandOutput: Sendable, Equatable {
    public var text: String
    public var errors: String
    public var exitCode: Int32

    public init(text: String = "", errors: String = "", exitCode: Int32 = 0) {
        self.text = text
        self.errors = errors
        self.exitCode = exitCode
    }

    /// Problems, one rendered diagnostic a line; exits with the highest status they ask for
    /// (73 cannot create, 66 missing input, 65 bad data).
    public static func failure(_ problems: [Diagnostic], text: String = "") -> CommandOutput {
        CommandOutput(text: text, errors: problems.map(\.rendered).joined(separator: "\n") + "\n",
                      exitCode: problems.map(\.exitCode).max() ?? 1)
    }

    /// Problems as `failure` gives them, each followed by its source line and a caret, as a
    /// compiler shows them (files read once each; a file that cannot be read gets no excerpt).
    public static func failureWithExcerpts(_ problems: [Diagnostic], text: String = "") -> CommandOutput {
        var sources: [String: String?] = [:]
        let lines = problems.map { problem -> String in
            // Never through a symbolic link: a refused link's error would show the file it was refused for.
            var status = stat()
            guard let file = problem.file, problem.line != nil,
                  lstat(file, &status) != 0 || status.st_mode & S_IFMT != S_IFLNK else { return problem.rendered }
            if sources[file] == nil {
                sources[file] = .some(try? CourseLoader.readText(atPath: file, name: file))
            }
            guard let source = sources[file] ?? nil, let excerpt = problem.excerpt(in: source) else {
                return problem.rendered
            }
            return problem.rendered + "\n" + excerpt
        }
        return CommandOutput(text: text, errors: lines.joined(separator: "\n") + "\n",
                             exitCode: problems.map(\.exitCode).max() ?? 1)
    }
}
