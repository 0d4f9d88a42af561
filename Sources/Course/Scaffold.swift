import AXModel

/// The text of new course files: every part an author must write is a `FILL IN:` blank,
/// which `verify` reports until it is replaced.
public enum Scaffold {
    public static func courseManifest(id: String) -> String {
        """
        format_version: 1
        id: \(id)
        title: "\(Blanks.blank("the course's title"))"
        welcome: "\(Blanks.blank("shown once, the first time a learner opens the pack"))"
        final: "\(Blanks.blank("shown when every exercise is done"))"
        lessons: []

        """
    }

    /// A lesson; its kind follows the area (`traits`, `controls`, `concepts`) when it can.
    /// A lesson for the platform's screen reader: `platform` unset means android for a lesson
    /// under `android/`, else ios (as for exercises).
    public static func lesson(id: String, platform: Platform? = nil) -> String {
        let area = id.split(separator: "/").first.map(String.init) ?? ""
        let reader = (platform ?? (area == "android" ? .android : .ios)).readerName
        let kinds = ["traits": "trait", "controls": "control", "concepts": "concept"]
        let kind = kinds[area].map { "kind: \($0)" }
            ?? "kind: concept  # \(Blanks.blank("trait, control or concept, then delete this comment"))"
        return """
            ---
            id: \(id)
            title: "\(Blanks.blank("the lesson's title"))"
            \(kind)
            ---
            \(Blanks.blank("two to four sentences: what it is for, and why a \(reader) user cares."))

            ## What \(reader) does

            \(Blanks.blank("what is spoken on focus and in what order, and what is not spoken."))

            """
    }

    /// An exercise for the platform: an Android one says `platform: android` in its front matter
    /// and screen, TalkBack grades it, and its solution is Kotlin or Java
    /// (docs/writing-exercises.md).
    public static func exercise(id: String, lesson: String, platform: Platform = .ios) -> String {
        let android = platform == .android
        let reader = platform.readerName
        let platformLine = android ? "platform: android\n" : ""
        let (type, statements) = android ? ("TextView", "the Kotlin or Java statements") : ("UILabel", "the statements")
        return """
        ---
        id: \(id)
        lesson: \(lesson)
        title: "\(Blanks.blank("what is wrong, in a few words"))"
        \(platformLine)---
        \(Blanks.blank("the situation, what a \(reader) user hears today, and what is wrong."))

        ```screen
        # \(Blanks.blank("the broken screen; this one is an example to replace."))
        \(platformLine)elements:
          - id: titleLabel
            type: \(type)
            text: Settings
        ```

        ```expect
        > swipe right
        \(Blanks.blank("what \(reader) should say on the fixed screen"))
        ```

        ## Hints
        1. \(Blanks.blank("a first nudge"))
        2. \(Blanks.blank("closer"))
        3. \(Blanks.blank("almost the answer"))

        ```solution
        \(Blanks.blank("\(statements) that fix the screen"))
        ```

        """
    }

    /// An exercise whose broken screen was imported from Swift (`new exercise --from`): the
    /// screen file's text in the screen block and, in the expect block, what VoiceOver says on
    /// it today, for the author to turn into what it should say.
    public static func importedExercise(id: String, lesson: String, source: String, screen: String,
                                        transcript: String) -> String {
        """
            ---
            id: \(id)
            lesson: \(lesson)
            title: "\(Blanks.blank("what is wrong, in a few words"))"
            ---
            \(Blanks.blank("the situation, what a VoiceOver user hears today, and what is wrong."))

            The screen was imported from `\(source)`.

            ```screen
            \(screen.trimmingTrailingNewlines)
            ```

            \(Blanks.blank("the expect block is what VoiceOver says on this screen today: change it into what it should say once the screen is fixed, then delete this line."))

            ```expect
            \(transcript.trimmingTrailingNewlines)
            ```

            ## Hints
            1. \(Blanks.blank("a first nudge"))
            2. \(Blanks.blank("closer"))
            3. \(Blanks.blank("almost the answer"))

            ```solution
            \(Blanks.blank("the statements that fix the screen"))
            ```

            """
    }

    /// Whether the `lessons` list of `manifest` already names `lesson` (either list shape,
    /// quoted or not).
    public static func lists(_ lesson: String, in manifest: String) -> Bool {
        let lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let index = lines.firstIndex(where: { $0.hasPrefix("lessons:") }) else { return false }
        func unquoted(_ item: Substring) -> String {
            var text = String(item.trimmingSpaces)
            if let hash = text.range(of: " #") { text = String(text[..<hash.lowerBound].trimmingSpaces) }
            if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
                text = String(text.dropFirst().dropLast())
            }
            return text
        }
        let rest = lines[index].dropFirst("lessons:".count).trimmingSpaces
        if rest.hasPrefix("["), rest.hasSuffix("]") {
            return rest.dropFirst().dropLast().split(separator: ",").contains { unquoted($0) == lesson }
        }
        for line in lines[(index + 1)...] {
            let trimmed = line.drop(while: { $0 == " " })
            if trimmed.hasPrefix("- ") {
                if unquoted(trimmed.dropFirst(2)) == lesson { return true }
            } else if !trimmed.isEmpty, !trimmed.hasPrefix("#") {
                break
            }
        }
        return false
    }

    /// `manifest` with `lesson` added to the end of its `lessons` list (unchanged when the list
    /// already names it), or nil when the list is not written in a shape this can edit
    /// (`lessons: [a, b]` on one line, or a block list).
    public static func addingLesson(_ lesson: String, to manifest: String) -> String? {
        if lists(lesson, in: manifest) { return manifest }
        var lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let index = lines.firstIndex(where: { $0.hasPrefix("lessons:") }) else { return nil }
        let rest = lines[index].dropFirst("lessons:".count).trimmingSpaces
        if rest.hasPrefix("["), rest.hasSuffix("]") {
            let inside = rest.dropFirst().dropLast().trimmingSpaces
            lines[index] = "lessons: [\(inside.isEmpty ? lesson : inside + ", " + lesson)]"
            return lines.joined(separator: "\n")
        }
        guard rest.isEmpty else { return nil }
        var last = index
        var indent = "  "
        for candidate in (index + 1)..<lines.count {
            let line = lines[candidate]
            let trimmed = line.drop(while: { $0 == " " })
            if trimmed.hasPrefix("- ") {
                last = candidate
                indent = String(line.prefix(line.count - trimmed.count))
            } else if !trimmed.isEmpty {
                break
            }
        }
        lines.insert("\(indent)- \(lesson)", at: last + 1)
        return lines.joined(separator: "\n")
    }
}

private extension String {
    var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
