/// How utterances are compared: as they are heard. Each is first put in its spoken form
/// (`SpokenForm`: case, symbols a synthesizer reads as words, dashes before a number, runs of
/// spaces), then cut into parts: `, . :` and parentheses all separate parts (VoiceOver pauses
/// at them and speaks none).
public enum UtteranceParts {
    /// The parts of `text`: in its spoken form, split at `,` `.` `:` `(` `)`, each trimmed with
    /// inner white space folded to one space, empty parts dropped.
    public static func parts(of text: String) -> [String] {
        SpokenForm.normalized(text)
            .split(whereSeparator: { ",.:()".contains($0) })
            .map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
            .filter { !$0.isEmpty }
    }

    /// True when the two utterances have the same parts.
    public static func same(_ a: String, _ b: String) -> Bool {
        a == b || parts(of: a) == parts(of: b)
    }
}
