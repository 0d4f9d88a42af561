import AXModel
import ScreenReader

/// What the android rules ask of a screen: what a TalkBack stop is called in a message, and
/// where its name comes from.
extension AuditContext {
    /// What the stop is, in the words a message uses: its role word (`button`, `check box`,
    /// `edit box`, or the `roleDescription`), else `view`.
    public func kind(of stop: TalkBackStop) -> String {
        stop.role.map { $0.lowercased() } ?? "view"
    }

    /// `a button`, `an edit box`: the kind with its article.
    public func aKind(of stop: TalkBackStop) -> String {
        let kind = kind(of: stop)
        return ("aeiou".contains(kind.first ?? "x") ? "an " : "a ") + kind
    }

    /// The stop's name as TalkBack reads it: its `contentDescription`, else its text (an empty
    /// field's hint on modern widgets), else the text of the views it reads; nil when it has
    /// none with a letter or digit.
    public func name(of stop: TalkBackStop) -> String? {
        let name = stop.name ?? (stop.childrenText.isEmpty ? nil : stop.childrenText.joined(separator: ", "))
        guard let name, name.contains(where: { $0.isLetter || $0.isNumber }) else { return nil }
        return name
    }

    /// The attribute that holds the stop's own name, as the learner writes it on this element:
    /// `contentDescription` when it is set, else the text.
    public func nameAttribute(of stop: TalkBackStop) -> String {
        let element = element(stop.elementID)
        if element?.android.contentDescription?.isEmpty == false { return "contentDescription" }
        return element?.type == .EditText && element?.text?.isEmpty != false ? "hint" : "text"
    }

    /// What TalkBack says on the stop at `index` of `talkBackStops`, swiping to it from the
    /// stop before.
    public func speech(ofStopAt index: Int) -> String {
        speech(of: talkBackStops[index], after: index > 0 ? talkBackStops[index - 1] : nil)
    }

    /// The name without the words at the places `drop` picks, and the spaces and punctuation
    /// those leave at either end: `Save button` without `button` is `Save`.
    static func name(_ name: String, dropping drop: (_ word: String, _ index: Int, _ count: Int) -> Bool) -> String {
        let words = name.split(separator: " ")
        let kept = words.enumerated().filter { index, word in
            !drop(String(word).words.joined(separator: " "), index, words.count)
        }.map { String($0.element) }
        var text = Substring(kept.joined(separator: " "))
        while let last = text.last, !last.isLetter, !last.isNumber { text.removeLast() }
        while let first = text.first, !first.isLetter, !first.isNumber { text.removeFirst() }
        return String(text)
    }
}
