/// A label as VoiceOver says it spelled out (docs/voiceover.md VO-1.21): each character on its
/// own, written with a space between them (`K7QX2M` is `K 7 Q X 2 M`); spaces in the label are
/// not characters VoiceOver names.
public enum SpelledOut {
    public static func text(_ text: String) -> String {
        text.filter { !$0.isWhitespace }.map(String.init).joined(separator: " ")
    }
}
