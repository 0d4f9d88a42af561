/// An error that says itself as located problems, so that one printer shows every error of
/// axtutor, axtutor-room and the tutor the same way: a screen's problems, a progress store
/// that cannot be opened, a room that cannot be reached.
public protocol DiagnosticConvertible: Error {
    /// The problems to show, in order; may be empty when the error was already said elsewhere.
    var diagnostics: [Diagnostic] { get }
    /// The status to exit with (sysexits.h): by default the highest the problems ask for.
    var exitCode: Int32 { get }
}

extension DiagnosticConvertible {
    public var exitCode: Int32 { diagnostics.map(\.exitCode).max() ?? 65 }
}

extension Diagnostic: DiagnosticConvertible {
    public var diagnostics: [Diagnostic] { [self] }
}

extension Diagnostics: DiagnosticConvertible {
    public var diagnostics: [Diagnostic] { items }
}
