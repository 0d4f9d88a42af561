/// Text as one word of a shell command line, for the commands the tools print for a person to
/// type again (`axtutor --course 'My Pack' --state …`).
public enum ShellWord {
    /// `text` as is when it holds only letters, digits and `/._-:@+,=%`; otherwise in single
    /// quotes, a quote inside written as `'\''`.
    public static func quoted(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic
            || $0.properties.numericType != nil || "/._-:@+,=%".unicodeScalars.contains($0)) }
        return plain && !text.isEmpty ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
