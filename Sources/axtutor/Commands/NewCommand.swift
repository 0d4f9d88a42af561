import ArgumentParser
import Course

/// `axtutor new course|lesson|exercise`: scaffolds whose blanks `verify` reports until filled.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new", abstract: "Start a new course pack, lesson or exercise.",
        subcommands: [NewCourse.self, NewLesson.self, NewExercise.self])

    /// `axtutor new course DIR`.
    struct NewCourse: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "course", abstract: "Start a course pack in DIR.")

        @Argument(help: "The folder to create the pack in.")
        var directory: String

        func run() throws {
            NewFrontend.course(at: directory).finish()
        }
    }

    /// `axtutor new lesson ID`.
    struct NewLesson: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "lesson", abstract: "Add a lesson (<area>/<slug>) and list it in course.yaml.")

        @Argument(help: "The lesson id, such as controls/switch.")
        var id: String

        @OptionGroup var options: CourseOptions

        func run() throws {
            NewFrontend.lesson(id, course: try options.coursePath()).finish()
        }
    }

    /// `axtutor new exercise LESSON NAME`.
    struct NewExercise: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "exercise", abstract: "Add the next exercise to a lesson.")

        @Argument(help: "The lesson id, such as controls/switch.")
        var lesson: String

        @Argument(help: "The exercise's id and file name, such as duplicate-name.")
        var name: String

        @OptionGroup var options: CourseOptions

        func run() throws {
            NewFrontend.exercise(lesson: lesson, name: name, course: try options.coursePath()).finish()
        }
    }
}
