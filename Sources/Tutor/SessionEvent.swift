import AXModel
import Course
import Grading
import ScreenReader

/// What happened in answer to one input: the model says it, the renderer draws it, and the
/// REPL performs the effects some of them ask for (recording an attempt, a hint, a move).
public enum SessionEvent: Equatable, Sendable {
    /// The course's welcome text (the REPL shows it once per learner).
    case welcome(String)
    /// An exercise starts: its lesson's introduction, its prose, and what VoiceOver says now.
    case exercise(ExerciseIntro)
    /// Statements were applied to the working screen.
    case applied(count: Int)
    /// Constants were declared, each as `name = literal` (`message = "Saved"`): the statements
    /// typed after read them.
    case declared([String])
    /// What the fix so far still lacks to run in an app, which a later statement may give
    /// (a Compose `FocusRequester` asked for focus but attached to no node yet).
    case pending(String)
    /// Statements were refused (nothing applied): each problem, with the typed source for carets.
    case statementProblems([Diagnostic], source: String)
    /// A gesture explored the working screen and this was heard.
    case heard(Gesture, [Transcript.Line])
    /// `speak`: the exercise's gestures played on the working screen.
    case transcript(Transcript)
    /// `check`: the grade, and what to record as the attempt.
    case graded(GradeResult, statements: [String], hintsUsed: Int)
    /// After a pass: why it works and the lines to write in an app.
    case explanation(Explanation)
    /// The hint at `number` of `total` (the REPL records the level).
    case hint(number: Int, total: Int, text: String)
    case noMoreHints(total: Int)
    /// `undo` took back this statement text.
    case undone(String)
    case nothingToUndo
    /// `reset`: back to the broken screen.
    case resetDone
    /// The statements kept from an earlier visit were applied again: how many, and those that
    /// no longer apply (the exercise changed since), left out.
    case restored(count: Int, dropped: [String])
    /// The author's solution.
    case solution(String)
    /// `solution` before a pass, after enough failures: the REPL asks y/N; the answer is the next line.
    case confirmSolution
    /// `solution` refused: this many failed checks still to go.
    case solutionLocked(remaining: Int)
    case solutionDeclined
    /// `show`: the working screen's elements.
    case tree(Screen)
    /// The REPL draws these from the store and the pack.
    case list, progress
    /// `help`, in the words of the exercise's platform.
    case help(Platform)
    case lesson(Lesson)
    case noLesson(String)
    /// `next`/`prev` at the ends of the course.
    case atLastExercise, atFirstExercise
    /// After a pass: the next exercise to type `next` for.
    case offerNext(title: String)
    /// In a paced room, the next lesson (its title) is not unlocked yet: bonus exercises to do meanwhile.
    /// `current`: the lesson is the one the learner is in, locked again since they entered it.
    case lessonLocked(lesson: String, bonus: [BonusChoice], current: Bool = false)
    /// At the end of the path: bonus exercises not done yet.
    case bonusOffered([BonusChoice])
    /// Every exercise is done: the course's final text.
    case courseFinished(String)
    /// The exercise's own files could not be used (its problems); with none, the course has no exercises.
    case exerciseUnavailable([Diagnostic])
    case invalid(Diagnostic)
    case quit
}

/// What is shown when an exercise starts.
public struct ExerciseIntro: Equatable, Sendable {
    public var exercise: Exercise
    /// Position in the course (1-based) and the course's length.
    public var number: Int
    public var count: Int
    public var lessonTitle: String?
    /// The lesson's introduction, given with the lesson's first exercise and where a run starts.
    public var lessonIntroduction: [MarkdownNode]
    /// What VoiceOver says on the broken screen for the exercise's gestures; nil when the
    /// exercise could not be prepared.
    public var now: Transcript?
    /// Whether the exercise was already done.
    public var done: Bool
    /// What the screen should say (the expected transcript), shown before the first check;
    /// nil when the exercise could not be prepared.
    public var goal: Transcript? = nil
}

/// After a pass: what each statement changed, and the lines to use in an app.
public struct Explanation: Equatable, Sendable {
    /// One sentence per statement of the solution, saying what it changes for the screen reader.
    public var reasons: [String]
    /// What VoiceOver says now, for the exercise's gestures.
    public var nowHeard: Transcript
    public var uikit: [String]
    public var swiftUI: [String]
    /// On an android exercise: the Kotlin statements, as the app writes them.
    public var android: [String] = []
}

/// A bonus exercise offered to a learner who is ahead: `goto ID` starts it.
public struct BonusChoice: Equatable, Sendable {
    public var id: String
    public var title: String

    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}
