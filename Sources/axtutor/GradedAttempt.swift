import Foundation
import Progress

extension Attempt {
    /// The attempt a graded fix makes, built the same way by `check` and by the REPL: `inputs`
    /// are the fix as typed (a file's text, or each input the REPL applied), kept one line
    /// each, blank lines left out; the time taken runs from `start` to `time`.
    static func graded(exercise: String, inputs: [String], passed: Bool, hintsUsed: Int,
                       since start: Date, at time: Date = Date()) -> Attempt {
        let statements = inputs.flatMap { $0.split(whereSeparator: \.isNewline) }
            .filter { !$0.allSatisfy(\.isWhitespace) }.map(String.init)
        return Attempt(exercise: exercise, time: time, statements: statements, passed: passed,
                       hintsUsed: hintsUsed, duration: time.timeIntervalSince(start))
    }
}
