/// Tab completion for fix statements and REPL commands, as a pure function of the text before
/// the cursor: commands at the start of a line, element ids where an expression starts,
/// property names after `id.`, trait names after `.` in a traits expression, string resource
/// names after `R.string.`, class names after `extension`.
public enum Completion {
    /// The characters that end the word being completed; the REPL gives readline the same set.
    public static let wordBreakCharacters = " \t\n\"'.,;=()[]{}|&~!<>"

    /// The word being completed: what follows the last word-break character of `line`.
    public static func word(in line: String) -> String {
        String(line.reversed().prefix { !wordBreakCharacters.contains($0) }.reversed())
    }

    /// The words that may replace `word`, sorted and without duplicates. `line` is the text
    /// before the cursor and ends with `word`.
    public static func candidates(line: String, word: String, vocabulary: CompletionVocabulary) -> [String] {
        let before = line.hasSuffix(word) ? String(line.dropLast(word.count)) : line
        // The next word of a gesture of several words: `swipe ` offers right, left, up, down.
        let typed = before.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if !typed.isEmpty, before.last?.isWhitespace == true {
            let next = vocabulary.gestures.compactMap { gesture -> String? in
                guard gesture.hasPrefix(typed + " ") else { return nil }
                return gesture.dropFirst(typed.count + 1).split(separator: " ").first.map(String.init)
            }
            if !next.isEmpty { return Set(next.filter { $0.hasPrefix(word) }).sorted() }
        }
        let pool: [String]
        switch context(before: before, vocabulary: vocabulary) {
        case .lineStart:
            pool = vocabulary.commands + vocabulary.elementIDs
                + vocabulary.gestures.compactMap { $0.split(separator: " ").first.map(String.init) }
        case .expressionStart:
            // Inside `[ … ]` only ids make sense (`accessibilityElements = [caption, row]`).
            let inList = before.filter { $0 == "[" }.count > before.filter { $0 == "]" }.count
            pool = vocabulary.elementIDs + (inList ? [] : vocabulary.stateNames)
        case .extensionType: pool = vocabulary.classes
        case .member: pool = vocabulary.properties
        case .trait: pool = vocabulary.traits
        case .stringResource: pool = vocabulary.stringResources
        case .nothing: pool = []
        }
        return Set(pool.filter { $0.hasPrefix(word) }).sorted()
    }

    /// What kind of word may stand at the cursor.
    enum Context: Equatable {
        case lineStart, expressionStart, member, trait, stringResource, extensionType, nothing
    }

    /// Characters after which (spaces aside) a new expression starts.
    static let expressionOpeners: Set<Character> = ["=", "(", "[", "{", ",", "|", "&", "~", "!", "<", ">"]

    static func context(before: String, vocabulary: CompletionVocabulary) -> Context {
        // Only the statement under the cursor counts: statements are separated by `;`.
        let statement = Substring(before.split(separator: ";", omittingEmptySubsequences: false).last ?? "")
        if statement.filter({ $0 == "\"" }).count % 2 == 1 { return .nothing }   // inside a string
        if before.allSatisfy(\.isWhitespace) { return .lineStart }
        if statement.allSatisfy(\.isWhitespace) { return .expressionStart }
        let inTraits = statement.lowercased().contains("traits")
        if statement.hasSuffix("R.string.") { return .stringResource }
        if statement.last?.isWhitespace == true, statement.split(whereSeparator: \.isWhitespace).last == "extension",
           statement.split(whereSeparator: \.isWhitespace).count == 1 {
            return .extensionType
        }
        if statement.last == "." {
            let receiverEnd = statement.dropLast()
            let receiver = receiverEnd.reversed().prefix(while: isIdentifier)
            if !receiver.isEmpty {
                let rest = receiverEnd.dropLast(receiver.count)
                let startsChain = rest.last.map { $0 != "." && !isIdentifier($0) } ?? true
                let name = String(receiver.reversed())
                return startsChain && vocabulary.elementIDs.contains(name) ? .member : .nothing
            }
            return inTraits ? .trait : .nothing
        }
        let trimmed = statement.reversed().drop(while: \.isWhitespace)
        if let last = trimmed.first, expressionOpeners.contains(last) {
            return inTraits ? .nothing : .expressionStart
        }
        return .nothing
    }

    private static func isIdentifier(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }
}
