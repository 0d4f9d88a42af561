/// What was done and what was heard: gestures, each with the utterances it produced.
public struct Transcript: Sendable, Equatable {
    /// One gesture and the lines the screen reader spoke after it.
    public struct Step: Sendable, Equatable {
        public var gesture: Gesture
        public var lines: [Line]
        public init(gesture: Gesture, lines: [Line]) {
            self.gesture = gesture
            self.lines = lines
        }
    }

    /// One utterance: spoken at once, or as the hint after the pause.
    public enum Line: Sendable, Equatable {
        case speech(String)
        case hint(String)
    }

    public var steps: [Step]
    public init(steps: [Step] = []) { self.steps = steps }

    /// The transcript in its text form (an exercise's `expect` block, docs/writing-exercises.md):
    /// `> gesture` lines, utterances under them.
    public var text: String {
        var out: [String] = []
        for step in steps {
            out.append("> \(step.gesture)")
            for line in step.lines {
                switch line {
                case .speech(let words): out.append(words)
                case .hint(let words): out.append("hint: \(words)")
                }
            }
        }
        return out.joined(separator: "\n")
    }
}
