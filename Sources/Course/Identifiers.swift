/// The shapes of ids in a pack: exercise and course ids, and `<area>/<slug>` lesson ids.
public enum Identifiers {
    /// Letters, digits, `-` and `_`, not starting with `-` or `.`.
    public static func isName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first != "-" else { return false }
        return text.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                || $0 == "-" || $0 == "_"
        }
    }

    /// Why `id` is not a valid `<area>/<slug>` lesson id, or nil when it is.
    public static func lessonProblem(_ id: String) -> String? {
        let parts = id.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains(where: { $0 == ".." || $0 == "." }) || id.hasPrefix("/") {
            return "lesson id '\(id)' leads outside the course pack: use '<area>/<slug>'"
        }
        guard parts.count == 2, parts.allSatisfy({ isName(String($0)) }) else {
            return "lesson id '\(id)' must be '<area>/<slug>' (letters, digits, '-' and '_'), like 'controls/switch'"
        }
        return nil
    }
}
