import AXModel

/// Reads a gesture as written after `>` in a transcript (`swipe right`, `rotor headings`).
extension Gesture {
    /// The gestures without an argument, by their written form.
    static let plain: [String: Gesture] = [
        "launch": .launch, "swipe right": .swipeRight, "swipe left": .swipeLeft,
        "double tap": .doubleTap, "swipe up": .swipeUp, "swipe down": .swipeDown,
        "read all": .readAll, "escape": .escape,
    ]

    /// Every gesture's written form, for suggestions: `rotor NAME`, `touch ID` and
    /// `wait SECONDS` by their first word.
    public static let spellings = ["launch", "swipe right", "swipe left", "double tap", "swipe up",
                                   "swipe down", "rotor", "touch", "wait", "read all", "escape"]

    /// Parses one gesture; words are matched case-insensitively and white space is folded.
    /// Throws a `Diagnostic` (no place: the caller knows it) saying what is wrong and the near miss.
    public static func parse(_ text: String) throws -> Gesture {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first?.lowercased() else {
            throw Diagnostic(message: "missing gesture after '>'",
                             suggestion: nil)
        }
        let rest = words.dropFirst().joined(separator: " ")
        switch first {
        case "rotor":
            guard !rest.isEmpty else {
                throw Diagnostic(message: "'rotor' needs a setting, like 'rotor headings'")
            }
            guard let setting = RotorSetting(rawValue: rest.lowercased()) else {
                throw Diagnostic(message: "unknown rotor setting '\(rest)'",
                                 suggestion: NearMiss.suggestion(for: rest, in: RotorSetting.names))
            }
            return .rotor(setting.rawValue)
        case "touch":
            guard words.count == 2 else {
                throw Diagnostic(
                                 message: "'touch' needs one element id, like 'touch playButton'")
            }
            return .touch(words[1])
        case "wait":
            guard words.count == 2, let seconds = Double(words[1]), seconds.isFinite, seconds >= 0 else {
                throw Diagnostic(
                                 message: "'wait' needs a number of seconds, like 'wait 3'")
            }
            return .wait(seconds)
        default:
            let phrase = words.joined(separator: " ").lowercased()
            if let gesture = plain[phrase] { return gesture }
            throw Diagnostic(message: "unknown gesture '\(words.joined(separator: " "))'",
                             suggestion: NearMiss.suggestion(for: phrase, in: spellings))
        }
    }
}

extension Gesture {
    /// Parses gestures separated by `;` or new lines (`speak --gestures`), reporting every
    /// bad one at once as `Diagnostics`.
    public static func parseList(_ text: String) throws -> [Gesture] {
        var gestures: [Gesture] = []
        var problems: [Diagnostic] = []
        for piece in text.split(whereSeparator: { $0 == ";" || $0 == "\n" }) {
            let words = piece.drop(while: \.isWhitespace)
            if words.allSatisfy(\.isWhitespace) { continue }
            let phrase = words.hasPrefix(">") ? String(words.dropFirst()) : String(words)
            do {
                gestures.append(try parse(phrase))
            } catch let problem as Diagnostic {
                problems.append(problem)
            }
        }
        if !problems.isEmpty { throw Diagnostics(problems) }
        return gestures
    }
}
