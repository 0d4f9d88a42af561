/// What was done and what was heard: gestures, each with the utterances it produced.
public struct Transcript: Sendable, Equatable {
    /// One gesture and the lines the screen reader spoke after it.
    public struct Step: Sendable, Equatable {
        public var gesture: Gesture
        public var lines: [Line]
        /// In an exercise's `expect` block, the indices of the lines marked `# goal: hidden`:
        /// graded as any other, but not shown in the goal before the first check.
        public var hidden: Set<Int>
        /// In an exercise's `expect` block, other right answers for a line (`or:` lines under
        /// it), by the line's index.
        public var alternatives: [Int: [Line]]
        public init(gesture: Gesture, lines: [Line], hidden: Set<Int> = [], alternatives: [Int: [Line]] = [:]) {
            self.gesture = gesture
            self.lines = lines
            self.hidden = hidden
            self.alternatives = alternatives
        }

        /// The line at `index` and its alternatives, the line first.
        public func answers(at index: Int) -> [Line] {
            [lines[index]] + (alternatives[index] ?? [])
        }
    }

    /// What an expect line ends with to keep it out of the goal shown to the learner.
    public static let hiddenMark = "# goal: hidden"

    /// One utterance: spoken at once, or as the hint after the pause.
    public enum Line: Sendable, Equatable {
        case speech(String)
        case hint(String)

        /// The line as a transcript writes it: `hint: ` before a hint.
        public var written: String {
            switch self {
            case .speech(let words): words
            case .hint(let words): "hint: \(words)"
            }
        }
    }

    public var steps: [Step]
    public init(steps: [Step] = []) { self.steps = steps }

    /// The transcript in its text form (an exercise's `expect` block, docs/writing-exercises.md):
    /// `> gesture` lines, utterances under them.
    public var text: String {
        var out: [String] = []
        for step in steps {
            out.append("> \(step.gesture)")
            for (index, line) in step.lines.enumerated() {
                let mark = step.hidden.contains(index) ? "  \(Transcript.hiddenMark)" : ""
                out.append(line.written + mark)
                for other in step.alternatives[index] ?? [] { out.append("or: " + other.written) }
            }
        }
        return out.joined(separator: "\n")
    }
}
