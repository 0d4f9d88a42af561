/// How utterances are compared: by parts, case-insensitive, `, . :` and parentheses all
/// separating parts (VoiceOver pauses at them and speaks none), white space folded.
public enum UtteranceParts {
    /// The parts of `text`: lower-cased, split at `,` `.` `:` `(` `)`, each trimmed with inner white
    /// space folded to one space, empty parts dropped.
    public static func parts(of text: String) -> [String] {
        text.lowercased()
            .split(whereSeparator: { ",.:()".contains($0) })
            .map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
            .filter { !$0.isEmpty }
    }

    /// True when the two utterances have the same parts.
    public static func same(_ a: String, _ b: String) -> Bool {
        parts(of: a) == parts(of: b)
    }
}
