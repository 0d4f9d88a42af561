import AXModel

/// Reads a gesture as written after `>` in a transcript (`swipe right`, `rotor headings`).
extension Gesture {
    /// The gestures without an argument, by their written form.
    static let plain: [String: Gesture] = [
        "launch": .launch, "swipe right": .swipeRight, "swipe left": .swipeLeft,
        "double tap": .doubleTap, "swipe up": .swipeUp, "swipe down": .swipeDown,
        "read all": .readAll, "escape": .escape, "magic tap": .magicTap, "double tap and hold": .doubleTapAndHold,
    ]

    /// Every gesture's written form, for suggestions: `rotor NAME`, `reading controls NAME`,
    /// `touch ID` and `wait SECONDS` without their argument.
    public static let spellings = ["launch", "swipe right", "swipe left", "double tap", "swipe up",
                                   "swipe down", "rotor", "reading controls", "touch", "wait", "read all",
                                   "escape", "actions menu", "magic tap", "double tap and hold"]

    /// TalkBack's reading controls the model has, by the name TalkBack gives them, and the
    /// rotor setting that moves by the same stops.
    public static let readingControls: [(name: String, setting: RotorSetting)] = [
        ("headings", .headings), ("links", .links), ("controls", .formControls),
    ]

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
        case "reading" where words.count > 1 && words[1].lowercased() == "controls":
            let name = words.dropFirst(2).joined(separator: " ")
            guard !name.isEmpty else {
                throw Diagnostic(message: "'reading controls' needs a control, like 'reading controls headings'")
            }
            let names = readingControls.map(\.name)
            guard names.contains(name.lowercased()) else {
                throw Diagnostic(message: "unknown reading control '\(name)'",
                                 suggestion: NearMiss.suggestion(for: name, in: names))
            }
            return .readingControl(name.lowercased())
        case "actions" where words.count > 1 && words[1].lowercased() == "menu":
            let name = words.dropFirst(2).joined(separator: " ")
            guard !name.isEmpty else {
                throw Diagnostic(message: "'actions menu' needs the action to choose, like 'actions menu Delete'")
            }
            return .actionsMenu(name)
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
            let near = NearMiss.suggestion(for: phrase, in: spellings)
            // With no near miss, the gestures there are, so the next try is not a guess.
            throw Diagnostic(message: "unknown gesture '\(words.joined(separator: " "))'"
                                + (near == nil ? ": the gestures are " + spellings.joined(separator: ", ") : ""),
                             suggestion: near)
        }
    }
}

extension Gesture {
    /// Why this gesture cannot be made on a platform's screen reader, or nil when it can:
    /// TalkBack has no rotor (its menu is the reading controls), VoiceOver no reading controls
    /// (docs/talkback.md TB-6.2).
    public func problem(on platform: Platform) -> Diagnostic? {
        switch (self, platform) {
        case (.rotor(let name), .android):
            let same = Gesture.readingControls.first { $0.setting.rawValue == name }?.name
            return Diagnostic(message: "TalkBack has no rotor: its menu is the reading controls "
                                + "(reading controls headings, links or controls)",
                              suggestion: same.map { "reading controls \($0)" })
        case (.magicTap, .android):
            return Diagnostic(message: "TalkBack has no magic tap that asks the app (the model's magic tap is VoiceOver's): "
                                + "give the main action a button, or a custom action in the actions menu")
        case (.doubleTapAndHold, .ios):
            return Diagnostic(message: "VoiceOver's double tap and hold passes a long press through to the app, which the "
                                + "tutor does not model: offer what a long press does as a custom action too")
        case (.actionsMenu, .ios):
            return Diagnostic(message: "VoiceOver has no actions menu: on a stop with actions, swipe down to choose "
                                + "one and double tap to perform it (or 'rotor actions' first on an adjustable stop)",
                              suggestion: "swipe down")
        case (.readingControl(let name), .ios):
            let same = Gesture.readingControls.first { $0.name == name }?.setting.rawValue
            return Diagnostic(message: "VoiceOver has no reading controls: its menu is the rotor "
                                + "(rotor headings, links, form controls, …)",
                              suggestion: same.map { "rotor \($0)" })
        default:
            return nil
        }
    }

    /// Parses gestures separated by `;` or new lines (`speak --gestures`), reporting every
    /// bad one at once as `Diagnostics`.
    /// With a `platform`, a gesture its screen reader does not have is a problem too.
    public static func parseList(_ text: String, on platform: Platform? = nil) throws -> [Gesture] {
        var gestures: [Gesture] = []
        var problems: [Diagnostic] = []
        for piece in text.split(whereSeparator: { $0 == ";" || $0 == "\n" }) {
            let words = piece.drop(while: \.isWhitespace)
            if words.allSatisfy(\.isWhitespace) { continue }
            let phrase = words.hasPrefix(">") ? String(words.dropFirst()) : String(words)
            do {
                let gesture = try parse(phrase)
                if let platform, let problem = gesture.problem(on: platform) { throw problem }
                gestures.append(gesture)
            } catch let problem as Diagnostic {
                problems.append(problem)
            }
        }
        if !problems.isEmpty { throw Diagnostics(problems) }
        return gestures
    }
}
