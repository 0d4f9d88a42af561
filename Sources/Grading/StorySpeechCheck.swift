import AXModel
import Course
import FixScript
import ScreenReader

/// A story's quote of speech ("a VoiceOver user hears "Rating, 3"") must be something the model
/// says: on the broken screen, on the fixed one, or in the expected transcript (`verify`, a
/// warning). A quote counts as speech when a verb of hearing comes shortly before it; it is
/// compared in its spoken form (`SpokenForm`), as a part of an utterance.
enum StorySpeechCheck {
    /// The verbs that introduce what is heard.
    static let verbs = ["hear", "hears", "heard", "hearing", "say", "says", "said", "saying", "read", "reads",
                        "announce", "announces", "announced", "speak", "speaks", "spoken"]

    /// Words that make a quote what is not, or should not be, said.
    static let negations = ["without", "not", "never", "no", "instead", "would", "should", "stop"]

    /// One warning per quote no utterance contains, at the quote.
    static func problems(in exercise: Exercise, broken: Screen, fixed: [Screen], expected: Transcript,
                         model: any ScreenReaderModel) -> [Diagnostic] {
        var utterances: [String] = []
        for screen in [broken] + fixed {
            for announcement in model.announcements(of: screen) {
                utterances.append(announcement.speech)
                if let hint = announcement.hint { utterances.append(hint) }
            }
        }
        for step in expected.steps {
            for line in step.lines + step.alternatives.values.flatMap({ $0 }) {
                switch line {
                case .speech(let words), .hint(let words): utterances.append(words)
                }
            }
        }
        let heard = utterances.map(heardForm)
        return quotes(in: exercise.prose).compactMap { quote in
            let trimmed = quote.text.drop { ",.…:; ".contains($0) }.reversed().drop { ",.…:; ".contains($0) }.reversed()
            let spoken = heardForm(String(trimmed))
            guard !spoken.isEmpty, !heard.contains(where: { $0.contains(spoken) }) else { return nil }
            return Diagnostic(file: exercise.file, line: quote.line, column: quote.column, severity: .warning,
                              message: "the story quotes \"\(quote.text)\" as speech, and neither the broken screen, "
                                  + "the fixed one nor the expect says it")
        }
    }

    /// The spoken form with `, . :` (which only separate parts) left out, for finding a quote
    /// inside an utterance.
    static func heardForm(_ text: String) -> String {
        SpokenForm.normalized(String(text.map { ",.:".contains($0) ? " " : $0 }))
    }

    /// A quote in the prose and where it starts.
    struct Quote: Equatable {
        var text: String
        var line: Int
        var column: Int
    }

    /// The quotes (`"…"` or `“…”`) that follow a verb of hearing within a few words, in each
    /// paragraph of the prose, outside code spans.
    static func quotes(in nodes: [MarkdownNode]) -> [Quote] {
        nodes.flatMap { node -> [Quote] in
            guard node.kind == .paragraph else { return quotes(in: node.children) }
            return quotes(inParagraph: node)
        }
    }

    private static func quotes(inParagraph paragraph: MarkdownNode) -> [Quote] {
        // The paragraph's text with its line breaks, code spans blanked out.
        var text = ""
        func collect(_ node: MarkdownNode) {
            switch node.kind {
            case .text: text += node.literal
            case .code: text += String(repeating: " ", count: node.literal.count + 2)
            case .softBreak, .lineBreak: text += "\n"
            default: node.children.forEach(collect)
            }
        }
        paragraph.children.forEach(collect)
        let characters = Array(text)
        var found: [Quote] = []
        var index = 0
        while index < characters.count {
            let open = characters[index]
            guard open == "\"" || open == "\u{201C}" else {
                index += 1
                continue
            }
            let close: Character = open == "\"" ? "\"" : "\u{201D}"
            guard let end = characters[(index + 1)...].firstIndex(of: close),
                  end > index + 1 else { break }
            // The verb in the same clause, just before: `hears "Rating, 3"`, not `says it, so
            // "Photo of"`; and not denied: `without saying "photo of"`.
            let before = String(characters[max(0, index - 32)..<index]).lowercased()
            let clause = before.split(omittingEmptySubsequences: false, whereSeparator: { ",.;:!?()".contains($0) }).last ?? ""
            let words = clause.split(whereSeparator: { !$0.isLetter }).suffix(4).map(String.init)
            if words.contains(where: verbs.contains), !words.contains(where: negations.contains) {
                let lineOffset = characters[..<index].filter { $0 == "\n" }.count
                let lineStart = characters[..<index].lastIndex(of: "\n").map { $0 + 1 } ?? 0
                let column = (lineOffset == 0 ? max(paragraph.column, 1) : 1) + index - lineStart
                found.append(Quote(text: String(characters[(index + 1)..<end]).replacingOccurrences(of: "\n", with: " "),
                                   line: paragraph.line + lineOffset, column: column))
            }
            index = end + 1
        }
        return found
    }
}
