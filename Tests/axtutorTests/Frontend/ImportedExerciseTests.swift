import Course
import Foundation
import Testing
@testable import axtutor

/// `new exercise --from`: the broken screen is the imported one and the expect block holds
/// what VoiceOver says on it today; once an author fills the blanks the pack verifies.
@Suite struct ImportedExerciseTests {
    let folder = NSTemporaryDirectory() + "axtutor-imported-" + UUID().uuidString
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("SwiftImportTests/Corpus").path

    @Test func anExerciseFromASwiftUIFileVerifiesOnceFilledIn() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(NewFrontend.course(at: folder).exitCode == 0)
        #expect(NewFrontend.lesson("traits/header", course: folder).exitCode == 0)
        let made = NewFrontend.exercise(lesson: "traits/header", name: "recipe-rows", course: folder,
                                        from: Self.corpus + "/RecipeListView.swift")
        #expect(made.exitCode == 0)
        #expect(made.errors.isEmpty)
        let path = folder + "/Exercises/traits/header/01-recipe-rows.md"
        var text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("```screen\n# Imported by axtutor import from \(Self.corpus)/RecipeListView.swift: SwiftUI RecipeListView.\n"))
        #expect(text.contains("""
            ```expect
            > swipe right
            Desserts, heading
            > swipe right
            Lemon tart, 45 minutes
            > swipe right
            Chocolate mousse, 20 minutes
            > swipe right
            Mains, heading
            > swipe right
            Leek risotto, 35 minutes
            > swipe right
            ```
            """))
        // An author fills the blanks: each row should say it is a button that opens the recipe.
        for (blank, filled) in [
            ("FILL IN: what is wrong, in a few words", "Recipe rows that open a recipe"),
            ("FILL IN: the situation, what a VoiceOver user hears today, and what is wrong.",
             "Each row opens its recipe, but VoiceOver does not say it is a button."),
            ("FILL IN: the expect block is what VoiceOver says on this screen today: change it into what it should say once the screen is fixed, then delete this line.\n\n", ""),
            ("Lemon tart, 45 minutes", "Lemon tart, 45 minutes, button"),
            ("FILL IN: a first nudge", "The row is one element."), ("FILL IN: closer", "It needs a role."),
            ("FILL IN: almost the answer", "`recipeRow.accessibilityAddTraits(.isButton)`"),
            ("FILL IN: the statements that fix the screen", "recipeRow.accessibilityAddTraits(.isButton)"),
        ] {
            text = text.replacingOccurrences(of: blank, with: filled)
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        for (file, blank, filled) in [
            ("/Lessons/traits/header.md", "FILL IN: the lesson's title", "Rows"),
            ("/Lessons/traits/header.md", "FILL IN: two to four sentences: what it is for, and why a VoiceOver user cares.", "Rows."),
            ("/Lessons/traits/header.md", "FILL IN: what is spoken on focus and in what order, and what is not spoken.", "Roles."),
            ("/course.yaml", "FILL IN: the course's title", "Recipes"),
            ("/course.yaml", "FILL IN: shown once, the first time a learner opens the pack", "Hello"),
            ("/course.yaml", "FILL IN: shown when every exercise is done", "Done"),
        ] {
            let text = try String(contentsOfFile: folder + file, encoding: .utf8).replacingOccurrences(of: blank, with: filled)
            try text.write(toFile: folder + file, atomically: true, encoding: .utf8)
        }
        let verified = VerifyFrontend.run(course: folder)
        #expect(verified.errors == "")
        #expect(verified.exitCode == 0)
    }

    @Test func aFileThatDoesNotImportCreatesNoExercise() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(NewFrontend.course(at: folder).exitCode == 0)
        #expect(NewFrontend.lesson("traits/header", course: folder).exitCode == 0)
        let made = NewFrontend.exercise(lesson: "traits/header", name: "nothing", course: folder,
                                        from: Self.corpus + "/RecipeListView.swift", view: "NoSuchView")
        #expect(made.exitCode == 65)
        #expect(!FileManager.default.fileExists(atPath: folder + "/Exercises/traits/header/01-nothing.md"))
    }

    /// `--from` into an android lesson is told why by what made it android: the lesson, when no
    /// `--platform` was given (an instructor was told to leave out a flag never passed).
    @Test func anImportIntoAnAndroidLessonSaysWhatMadeItAndroid() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(NewFrontend.course(at: folder).exitCode == 0)
        #expect(NewFrontend.lesson("android/cards", course: folder).exitCode == 0)
        let made = NewFrontend.exercise(lesson: "android/cards", name: "card", course: folder,
                                        from: Self.corpus + "/RecipeListView.swift", view: nil)
        #expect(made.exitCode == 64)
        #expect(made.errors.contains("android/cards is an android lesson, whose exercises TalkBack grades: give the exercise a "
                                   + "lesson outside android/"))
        #expect(!made.errors.contains("--platform"))
    }
}
