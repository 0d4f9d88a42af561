import ScreenReader

/// A transcript that went wrong because the screen has one focus stop more, or one fewer, than
/// the expect: from the first wrong swipe on, every stop is heard one swipe late (or early), and
/// each line after it is marked wrong though the stops are right. Said once, in words, so the
/// learner looks for the one stop.
public enum StopShift: Sendable, Equatable {
    /// A stop the expect does not have: `heard` where `expected` should come, the rest one swipe late.
    case extra(step: Int, heard: String, expected: String)
    /// A stop the screen does not reach: `expected` never heard, the rest one swipe early.
    case missing(step: Int, expected: String)

    /// The shift a graded transcript shows, when its wrong swipes after the first are each the
    /// expected stop of the swipe before (extra) or after (missing), at least two of them.
    static func of(_ steps: [GradeResult.StepResult]) -> StopShift? {
        let first = steps.map { $0.lines.first { !$0.expected.isHint } }
        func said(_ line: Transcript.Line?) -> String? { line.map { SpokenForm.normalized(Self.words($0)) } }
        let expected = first.map { said($0?.expected) }
        let heard = first.map { said($0?.actual ?? nil) }
        let swipes = steps.map { step in
            if case .swipeRight = step.gesture { return true }
            if case .swipeLeft = step.gesture { return true }
            return false
        }
        guard let start = steps.indices.first(where: { !steps[$0].passed }), swipes[start],
              let heardThere = heard[start], let expectedThere = expected[start] else { return nil }
        // The swipes after the first wrong one, up to the first gesture that is not a swipe.
        let after = steps.indices.dropFirst(start + 1).prefix { swipes[$0] }
        guard after.count >= 2 else { return nil }
        let saysSomething = after.contains { heard[$0] != nil }
        if saysSomething, after.allSatisfy({ heard[$0] == expected[$0 - 1] }) {
            return .extra(step: start, heard: Self.words(first[start]?.actual ?? .speech(heardThere)),
                          expected: Self.words(first[start]?.expected ?? .speech(expectedThere)))
        }
        if saysSomething, heardThere == expected[start + 1], after.dropLast().allSatisfy({ heard[$0] == expected[$0 + 1] }) {
            return .missing(step: start, expected: Self.words(first[start]?.expected ?? .speech(expectedThere)))
        }
        return nil
    }

    private static func words(_ line: Transcript.Line) -> String {
        switch line {
        case .speech(let words), .hint(let words): words
        }
    }
}
