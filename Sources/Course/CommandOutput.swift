import AXModel

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

    /// Problems, one rendered diagnostic a line; exits 66 when an input is missing, else 65.
    public static func failure(_ problems: [Diagnostic], text: String = "") -> CommandOutput {
        let code: Int32 = problems.contains { $0.exitCode == 66 } ? 66 : 65
        return CommandOutput(text: text, errors: problems.map(\.rendered).joined(separator: "\n") + "\n",
                             exitCode: problems.isEmpty ? 1 : code)
    }

    /// The problems a thrown error holds.
    static func problems(in error: any Error) -> [Diagnostic] {
        switch error {
        case let error as Diagnostics: error.items
        case let error as Diagnostic: [error]
        default: [Diagnostic(message: "\(error)")]
        }
    }
}
