import AXModel
import Course
import ScreenReader
import Presentation

/// `axtutor new course DIR`, `new lesson ID`, `new exercise LESSON NAME`: scaffolds with
/// `FILL IN:` blanks that `verify` reports until an author replaces them.
public enum NewFrontend {
    public static func course(at folder: String) -> CommandOutput {
        if CourseLoader.isCoursePack(folder) {
            return .failure([Diagnostic(file: folder + "/course.yaml",
                                        message: "already exists; not overwritten: this folder is a course pack already (add "
                                            + "lessons with 'axtutor new lesson'), or choose another folder", exitCode: 73)])
        }
        let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let base = trimmed.split(separator: "/").last.map(String.init) ?? "course"
        let id = Identifiers.isName(base) ? base : "my-course"
        do {
            try CourseLoader.create(atPath: trimmed + "/course.yaml", contents: Scaffold.courseManifest(id: id),
                                    name: trimmed + "/course.yaml")
            try CourseLoader.createFolder(atPath: trimmed + "/Lessons", name: trimmed + "/Lessons")
            try CourseLoader.createFolder(atPath: trimmed + "/Exercises", name: trimmed + "/Exercises")
        } catch {
            return .failure([error])
        }
        return CommandOutput(text: """
            created \(trimmed)/course.yaml, \(trimmed)/Lessons/, \(trimmed)/Exercises/
            next: fill in the blanks in course.yaml, then add a lesson with 'axtutor new lesson AREA/SLUG --course \(trimmed)'

            """)
    }

    /// ` --course DIR` for a command that names the next step, unless the course is the folder
    /// the command runs in.
    static func courseFlag(_ course: String) -> String {
        course == "." || course == "./" ? "" : " --course " + ShellWord.quoted(course)
    }

    /// `platform`: whose screen reader the scaffold talks of (unset: android under `android/`).
    public static func lesson(_ id: String, course: String, platform: Platform? = nil) -> CommandOutput {
        if let problem = Identifiers.lessonProblem(id) {
            return .failure([Diagnostic(message: problem)])
        }
        guard CourseLoader.isCoursePack(course) else {
            return .failure([Diagnostic(file: course + "/course.yaml", message: "not a course pack: the folder has no course.yaml", exitCode: 66)])
        }
        let relative = "Lessons/\(id).md"
        let manifestPath = course + "/course.yaml"
        do {
            try CourseLoader.create(atPath: course + "/" + relative, contents: Scaffold.lesson(id: id, platform: platform),
                                    name: course + "/" + relative)
            let manifest = try CourseLoader.readText(atPath: manifestPath, name: manifestPath)
            if Scaffold.lists(id, in: manifest) {
                return CommandOutput(text: """
                    created \(course)/\(relative); '\(id)' was already in the lessons in \(manifestPath)
                    next: fill in its blanks, then add an exercise with 'axtutor new exercise \(id) NAME\(courseFlag(course))'

                    """)
            }
            guard let updated = Scaffold.addingLesson(id, to: manifest) else {
                return CommandOutput(text: "created \(course)/\(relative)\nnext: add '\(id)' to 'lessons' in \(manifestPath)\n")
            }
            try CourseLoader.write(atPath: manifestPath, contents: updated, name: manifestPath)
        } catch {
            return .failure([error])
        }
        return CommandOutput(text: """
            created \(course)/\(relative) and added '\(id)' to the lessons in \(manifestPath)
            next: fill in its blanks, then add an exercise with 'axtutor new exercise \(id) NAME\(courseFlag(course))'

            """)
    }

    /// `from` (and `view`): the broken screen imported from a Swift file, with what VoiceOver
    /// says on it today in the expect block.
    /// `platform`: the scaffold's; unset, android for a lesson under `android/`, else ios.
    /// `importer`: the `axtutor-import` program that reads `from` (default: the one beside axtutor).
    public static func exercise(lesson: String, name: String, course: String, from: String? = nil,
                                view: String? = nil, platform: Platform? = nil, importer: String? = nil) -> CommandOutput {
        if let problem = Identifiers.lessonProblem(lesson) {
            return .failure([Diagnostic(message: problem)])
        }
        guard Identifiers.isName(name) else {
            return .failure([Diagnostic(message: "exercise name '\(name)' may only hold letters, digits, '-' and '_'")])
        }
        guard CourseLoader.exists(course + "/Lessons/\(lesson).md") else {
            return .failure([Diagnostic(file: course + "/Lessons/\(lesson).md",
                                        message: "no such lesson in this course: create it first with 'axtutor new lesson \(lesson)\(courseFlag(course))'",
                                        exitCode: 66)])
        }
        let folder = "Exercises/\(lesson)"
        let existing = CourseLoader.fileNames(in: course + "/" + folder)
        if let taken = existing.first(where: { $0.hasSuffix(".md") && $0.dropLast(3).drop(while: \.isNumber).dropFirst() == name }) {
            return .failure([Diagnostic(file: "\(course)/\(folder)/\(taken)",
                                        message: "an exercise named '\(name)' already exists in \(lesson); not overwritten: give the "
                                            + "new one another name (as in '\(name)-2'), or edit that file",
                                        exitCode: 73)])
        }
        let numbers = existing.compactMap { Int($0.prefix(while: \.isNumber)) }
        let number = (numbers.max() ?? 0) + 1
        let file = "\(course)/\(folder)/\(number < 10 ? "0" : "")\(number)-\(name).md"
        let asked = platform
        let platform = platform ?? (lesson.hasPrefix("android/") ? .android : .ios)
        if from != nil, platform == .android {
            // Said as the learner asked it: the flag, or the lesson's area that makes it android.
            let how = asked == .android ? "leave out --platform android"
                : "\(lesson) is an android lesson, whose exercises TalkBack grades: give the exercise a lesson outside android/"
            return .failure([Diagnostic(message: "--from imports SwiftUI or UIKit code, which makes an ios exercise: " + how,
                                        exitCode: 64)])
        }
        var contents = Scaffold.exercise(id: name, lesson: lesson, platform: platform)
        var notes = ""
        if let from {
            let imported: ImportedScreenFile
            switch ImportedScreenFile.read(from, view: view, importer: importer ?? SiblingProgram.importer.path) {
            case .read(let file): imported = file
            case .failed(let output): return output
            }
            let screen: Screen
            do {
                screen = try ScreenLoader.parse(imported.text, file: from)
            } catch {
                return .failure(Diagnostics.items(in: error))
            }
            let stops = VoiceOver().announcements(of: screen).count
            let transcript = VoiceOver().play(Array(repeating: .swipeRight, count: stops + 1), on: screen)
            contents = Scaffold.importedExercise(id: name, lesson: lesson, source: from,
                                                 screen: imported.text, transcript: transcript.text)
            notes = imported.notes
        }
        do {
            try CourseLoader.create(atPath: file, contents: contents, name: file)
        } catch {
            return .failure([error])
        }
        return CommandOutput(text: "created \(file)\nnext: fill in its blanks, then run 'axtutor verify --course \(course)'\n",
                             errors: notes)
    }
}
