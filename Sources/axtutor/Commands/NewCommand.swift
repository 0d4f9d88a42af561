import ArgumentParser
import AXModel
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

        @Option(help: ArgumentHelp("ios or android: whose screen reader the lesson talks of (default: android for "
                                   + "an id under android/, else ios).", valueName: "platform"))
        var platform: Platform?

        @OptionGroup var options: CourseOptions

        func run() throws {
            NewFrontend.lesson(id, course: try options.coursePath(authoring: true), platform: platform).finish()
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

        @Option(help: ArgumentHelp("Import the broken screen from a SwiftUI or UIKit file (see 'axtutor import').",
                                   valueName: "file.swift"))
        var from: String?

        @Option(help: ArgumentHelp("With --from: the View or class to read, when the file holds several.",
                                   valueName: "name"))
        var view: String?

        @Option(help: ArgumentHelp("ios or android (default: android for a lesson under android/, else ios).",
                                   valueName: "platform"))
        var platform: Platform?

        @OptionGroup var options: CourseOptions

        func validate() throws {
            if view != nil, from == nil { throw ValidationError("--view names a view of a --from file: give --from too.") }
        }

        func run() throws {
            NewFrontend.exercise(lesson: lesson, name: name, course: try options.coursePath(authoring: true), from: from, view: view,
                                 platform: platform).finish()
        }
    }
}

extension Platform: ExpressibleByArgument {}
