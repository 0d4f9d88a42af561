import AXModel
import ScreenReader

/// One line the learner typed, read as a command, a gesture, or fix statements.
public enum TutorInput: Equatable, Sendable {
    /// A blank line.
    case empty
    case command(TutorCommand)
    case gesture(Gesture)
    /// Fix statements, handed whole to the FixScript parser.
    case statements(String)
    /// A command or gesture typed wrongly: what is wrong and the near miss.
    case invalid(Diagnostic)

    /// The first words of gestures (`swipe right`, `double tap`, `read all`, `reading controls
    /// headings`, `touch ID`, `magic tap`, `actions menu Delete`, …): every gesture's.
    static let gestureWords: Set<String> = Set(Gesture.spellings.compactMap { $0.split(separator: " ").first.map(String.init) })

    /// Reads a line. A line with `=`, `(`, `{`, `[`, `"` or a `.` in its first word, or one that
    /// starts with `@` (a property wrapper), is a statement; otherwise its first word decides between a command and a gesture. `platform`:
    /// the exercise's, whose code a message shows.
    public static func parse(_ line: String, platform: Platform = .ios) -> TutorInput {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first else { return .empty }
        // `count++` changes a variable: a statement, however short.
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if line.contains(where: { "=({[\"".contains($0) }) || first.contains(".") || first.hasPrefix("@")
            || trimmed.hasSuffix("++") || trimmed.hasSuffix("--") {
            return .statements(line)
        }
        let name = first.lowercased()
        if name == "goto" {
            guard words.count == 2 else {
                return .invalid(Diagnostic(message: "'goto' needs one exercise id, as in 'goto switch-unlabelled'"))
            }
            return .command(.goto(words[1]))
        }
        if let command = TutorCommand.bare[name] {
            guard words.count == 1 else {
                return .invalid(Diagnostic(message: "'\(name)' takes nothing after it"))
            }
            return .command(command)
        }
        if gestureWords.contains(name) {
            do {
                return .gesture(try Gesture.parse(line))
            } catch let problem as Diagnostic {
                return .invalid(problem)
            } catch {
                return .invalid(Diagnostic(message: "\(error)"))
            }
        }
        // A line that starts with neither a letter nor a digit is no command: read as a statement, its
        // error is located.
        if !line.contains(where: { ".;&|~!<>[]{}()".contains($0) }), first.first?.isLetter == true || first.first?.isNumber == true {
            // No statement is written without one of these: this was meant as a command or gesture.
            // `go cell-acts-in-place`, `open …`: another word for goto, with the exercise after it.
            // `clear`, `cls`: a shell's; the tutor writes no cursor codes, so the terminal's own key does it.
            if words.count == 1, ["clear", "cls"].contains(name) {
                return .invalid(Diagnostic(message: "'\(first)' is a shell's command, not the tutor's: Ctrl-L clears the "
                                           + "terminal (in --plain mode the tutor itself never clears what a screen reader may read back)"))
            }
            if words.count == 2, ["go", "open", "exercise", "jump", "goto:", "got", "gotto"].contains(name) {
                return .invalid(Diagnostic(message: "unknown command '\(first)': 'goto' moves to another exercise",
                                           suggestion: "goto \(words[1])"))
            }
            return .invalid(Diagnostic(
                message: "unknown command '\(words.joined(separator: " "))': type 'help' for the commands, or a statement such as "
                    + "'\(platform.exampleStatement)'",
                suggestion: NearMiss.suggestion(for: words.joined(separator: " ").lowercased(),
                                                in: TutorCommand.names + Gesture.spellings)))
        }
        return .statements(line)
    }
}
