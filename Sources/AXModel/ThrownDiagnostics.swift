/// The problems a thrown error holds, whichever form it was thrown in.
extension Diagnostics {
    /// A `Diagnostics`' items, a lone `Diagnostic`, or one diagnostic saying what any other
    /// error is.
    public static func items(in error: any Error) -> [Diagnostic] {
        switch error {
        case let error as Diagnostics: error.items
        case let error as Diagnostic: [error]
        default: [Diagnostic(message: "\(error)")]
        }
    }
}
