import AXModel

/// Reads a transcript in its text form (an exercise's `expect` block, docs/writing-exercises.md):
/// `> gesture` lines with the utterances heard
/// under each, `hint: …` for the hint; blank lines are ignored. A line ending in
/// `# goal: hidden` is graded but not shown in the goal before the first check; an `or: …` line
/// under a line is another right answer for it.
extension Transcript {
    /// Parses a transcript, reporting every bad line at once. `lineOffset` is added to line
    /// numbers (an `expect` block inside a Markdown file reports at its line there).
    /// Throws `Diagnostics`: a line heard before any gesture, an unknown gesture, and with a
    /// `platform` a gesture its screen reader does not have (a rotor under TalkBack).
    public static func parse(_ text: String, file: String? = nil, lineOffset: Int = 0,
                             platform: Platform? = nil) throws -> Transcript {
        var steps: [Step] = []
        var problems: [Diagnostic] = []
        var lineNumber = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw[...]
            let trimmed = line.drop(while: \.isWhitespace)
            if trimmed.allSatisfy(\.isWhitespace) { continue }
            let indent = line.count - trimmed.count
            if trimmed.hasPrefix(">") {
                let afterMark = trimmed.dropFirst()
                let gestureText = afterMark.drop(while: \.isWhitespace)
                let column = indent + 2 + (afterMark.count - gestureText.count)
                do {
                    let gesture = try Gesture.parse(String(gestureText))
                    if let platform, let problem = gesture.problem(on: platform) { throw problem }
                    steps.append(Step(gesture: gesture, lines: []))
                } catch let problem as Diagnostic {
                    var located = problem
                    located.file = file
                    located.line = lineNumber + lineOffset
                    located.column = column
                    problems.append(located)
                    // Keep a placeholder step so the lines under it are not reported too.
                    steps.append(Step(gesture: .escape, lines: []))
                }
                continue
            }
            guard !steps.isEmpty else {
                problems.append(Diagnostic(file: file, line: lineNumber + lineOffset, column: indent + 1,
                                           message: "what is heard must come after a '> gesture' line"))
                continue
            }
            var words = trimmed.trimmingTrailingWhitespace()
            if words.lowercased().hasPrefix("or:") {
                let last = steps[steps.count - 1].lines.count - 1
                guard last >= 0 else {
                    problems.append(Diagnostic(file: file, line: lineNumber + lineOffset, column: indent + 1,
                                               message: "an 'or:' line gives another right answer for the line above it, "
                                                   + "and there is none under this gesture"))
                    continue
                }
                let other = words.dropFirst("or:".count).drop(while: \.isWhitespace)
                steps[steps.count - 1].alternatives[last, default: []].append(Line.reading(other))
                continue
            }
            if let cut = hiddenMarkStart(words) {
                words = words[..<cut].trimmingTrailingWhitespace()
                steps[steps.count - 1].hidden.insert(steps[steps.count - 1].lines.count)
            }
            steps[steps.count - 1].lines.append(Line.reading(words))
        }
        if !problems.isEmpty { throw Diagnostics(problems) }
        return Transcript(steps: steps)
    }

    /// Where `# goal: hidden` starts when the line ends with it after white space (any case).
    public static func hiddenMarkStart(_ words: Substring) -> Substring.Index? {
        guard words.count > hiddenMark.count,
              words.lowercased().hasSuffix(hiddenMark) else { return nil }
        let cut = words.index(words.endIndex, offsetBy: -hiddenMark.count)
        return words[words.index(before: cut)].isWhitespace ? cut : nil
    }
}

extension Substring {
    /// The text without white space at its end.
    func trimmingTrailingWhitespace() -> Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)].isWhitespace { end = index(before: end) }
        return self[startIndex..<end]
    }
}

extension Transcript.Line {
    /// A line as a transcript writes it: `hint: …` is the hint, anything else speech.
    static func reading(_ words: Substring) -> Transcript.Line {
        guard words.lowercased().hasPrefix("hint:") else { return .speech(String(words)) }
        return .hint(String(words.dropFirst("hint:".count).drop(while: \.isWhitespace)))
    }
}
