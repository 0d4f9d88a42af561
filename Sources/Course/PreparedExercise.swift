import AXModel
import ScreenReader

/// An exercise with its blocks parsed: the broken screen and the transcript to produce.
public struct PreparedExercise: Sendable, Equatable {
    public var exercise: Exercise
    public var brokenScreen: Screen
    public var expected: Transcript

    /// Parses the `screen` and `expect` blocks; every problem is placed at its line in the
    /// exercise's Markdown file. Throws `Diagnostics`.
    public init(_ exercise: Exercise) throws {
        var problems: [Diagnostic] = []
        var screen: Screen?
        do {
            // Blank lines in front of the block put every line at its line in the Markdown
            // file, so messages that mention a line ("on line 3") name the right one too.
            let padded = String(repeating: "\n", count: max(0, exercise.screen.line - 1)) + exercise.screen.text
            screen = try ScreenLoader.parse(padded, file: exercise.file)
        } catch {
            problems += Diagnostics.items(in: error).map {
                $0.relocated(file: exercise.file, columnOffset: $0.column == nil ? 0 : exercise.screen.columnOffset)
            }
        }
        var transcript: Transcript?
        do {
            transcript = try Transcript.parse(exercise.expect.text, file: exercise.file,
                                              lineOffset: exercise.expect.line - 1, platform: exercise.platform)
        } catch {
            problems += Diagnostics.items(in: error).map {
                var located = $0
                located.file = exercise.file
                return located
            }
        }
        if let transcript, transcript.steps.isEmpty {
            problems.append(Diagnostic(file: exercise.file, line: exercise.expect.line - 1, column: 1,
                                       message: "the ```expect block has no '> gesture' lines"))
        }
        if let screen, screen.platform != exercise.platform {
            problems.append(Diagnostic(file: exercise.file, line: exercise.screen.line, column: 1,
                                       message: "the front matter says platform \(exercise.platform.rawValue) but the screen is \(screen.platform.rawValue)"))
        }
        guard problems.isEmpty, let screen, let transcript else { throw Diagnostics(problems) }
        self.exercise = exercise
        brokenScreen = screen
        expected = transcript
    }
}
