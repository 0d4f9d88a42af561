import AXModel
import Course
import FixScript

/// A story's code span that names an element (`speedSlider`, `caption.text`) must name one the
/// screen has: a learner looks for it with `show` and types it (`verify`, a warning). Property
/// and API names (`isEnabled`, `contentDescription`) and the screen's state variables
/// (`isPlaying`) are not element names.
enum StoryNameCheck {
    /// One warning per span naming no element of the screen, at the span.
    static func problems(in exercise: Exercise, screen: Screen) -> [Diagnostic] {
        let ids = screen.allElements.map(\.id)
        return HintCodeCheck.codeSpans(in: exercise.prose).compactMap { span in
            guard let name = elementName(in: span.literal), !apiNames.contains(name), !ids.contains(name),
                  screen.state[name] == nil else {
                return nil
            }
            let listed = ids.prefix(12).joined(separator: ", ") + (ids.count > 12 ? ", …" : "")
            return Diagnostic(file: exercise.file, line: span.line, column: max(1, span.column), severity: .warning,
                              message: "the story names `\(name)`, which is not an element of this screen "
                                  + "(its elements: \(listed))",
                              suggestion: NearMiss.suggestion(for: name, in: ids))
        }
    }

    /// Property and API names of both dialects, which a story may quote without naming an element.
    private static let apiNames = Set(FixScript.vocabulary + FixScript.androidVocabulary + FixScript.androidMemberNames)

    /// The element a span names: a camelCase identifier (`speedSlider`), alone or before a
    /// property (`caption.text`); nil for anything else (speech, a type, a trait, a statement).
    static func elementName(in span: String) -> String? {
        let head = String(span.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard let first = head.unicodeScalars.first, ("a"..."z").contains(first), head.allSatisfy(\.isASCII) else {
            return nil
        }
        let rest = span.dropFirst(head.count)
        if rest.isEmpty { return head.contains(where: \.isUppercase) ? head : nil }
        // `caption.text`, not app code quoted whole (`cell.accessibilityTraits |= …`), whose
        // names are the app's own variables.
        guard head.count > 1, rest.first == ".", let next = rest.dropFirst().first, next.isLetter,
              rest.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return head
    }
}
