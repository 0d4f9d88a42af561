/// The problems a thrown error holds, whichever form it was thrown in.
extension Diagnostics {
    /// The problems of an error that says itself as diagnostics, or one diagnostic saying
    /// what any other error is.
    public static func items(in error: any Error) -> [Diagnostic] {
        (error as? any DiagnosticConvertible)?.diagnostics ?? [Diagnostic(message: "\(error)")]
    }
}
