/// A label as VoiceOver says it spelled out (docs/voiceover.md VO-1.21): each character on its
/// own, written as Apple's documentation writes it, joined by hyphens (`APPL` is `A-P-P-L`,
/// `K7QX2M` is `K-7-Q-X-2-M`); words stay apart, `AB 12` is `A-B 1-2`.
public enum SpelledOut {
    public static func text(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).map { word in word.map(String.init).joined(separator: "-") }
            .joined(separator: " ")
    }
}
