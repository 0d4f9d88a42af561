import Testing
import AXModel
@testable import FixScript

/// Constants declared before the statements that read them: `let message = "Saved"` (Kotlin's
/// `val`), a literal put in place of its name (a learner's `let` was refused, though it compiles).
@Suite struct LiteralConstantsTests {
    /// A constant reads as its literal wherever it is read: a property's value, a closure, an
    /// interpolation; a member or an argument label of the same name is another name.
    @Test func aConstantIsItsLiteralWhereItIsRead() throws {
        let read = try FixScript.parse("""
            let name = "Dark theme", on = true
            title.accessibilityLabel = name
            title.isAccessibilityElement = on
            """, file: nil)
        let written = try FixScript.parse("""
            title.accessibilityLabel = "Dark theme"
            title.isAccessibilityElement = true
            """, file: nil)
        #expect(read.map(\.change) == written.map(\.change))
        let screen = try applying("""
            let word = "Saved"
            button.addAction(UIAction { _ in
                UIAccessibility.post(notification: .announcement, argument: "\\(word)!")
            }, for: .touchUpInside)
            """)
        #expect(screen["button"].handlers.first?.effects == [.announce(.interpolation([.string("Saved"), .string("!")]))])
        // `.name` is a member of its own, and `name:` a label.
        let caption = try applying("let text = \"Up\"\ncaption.accessibilityLabel = caption.text ?? text", to: Fixtures.darkTheme)["caption"]
        #expect(caption.accessibilityLabel != nil && caption.accessibilityLabel == caption.text)
    }

    /// What the compilers refuse is refused in their words; a value read from a view is refused
    /// with the way to write it, as it would be read where declared, not where used.
    @Test func aConstantIsALiteralDeclaredOnce() {
        #expect(message(#"let name = title.text"#, on: Fixtures.darkTheme).hasPrefix(
            "1:12: error: the tutor reads a constant only as a literal (text in quotes, a number, true or false)"))
        #expect(message(#"let count: Int = "3""#, on: Fixtures.darkTheme)
            == "1:18: error: cannot convert value of type 'String' to specified type 'Int'")
        #expect(messages("let speed: Float = 1", on: Fixtures.darkTheme) == [])
        // An optional's type is told why it is not read (a learner's `String?` was "'let' is not part of fix statements").
        #expect(message(#"let altText: String? = "A dog""#, on: Fixtures.darkTheme).hasPrefix(
            "1:20: error: the tutor reads a constant by putting its literal where 'altText' is read, and a literal is no String?"))
        #expect(message(#"let title = "Sign in""#, on: Fixtures.darkTheme)
            == "1:5: error: 'title' is a view of the screen: give the constant another name, as in titleText")
        #expect(message("let a = \"x\"\nlet a = \"y\"", on: Fixtures.darkTheme) == "2:5: error: invalid redeclaration of 'a'")
        #expect(message("let a = \"x\"\nbutton.addAction(UIAction { _ in a = \"y\" }, for: .touchUpInside)")
            == "2:36: error: cannot assign to value: 'a' is a 'let' constant")
    }

    /// A whole literal declared as a floating type is that type where it is read, so Swift writes
    /// it with its point (`let size: Double = 3` is `3.0` in `"\(size)"`), in this input and in the
    /// constants an earlier entry declared; Kotlin does not take a whole literal as a `Double`.
    @Test func aConstantDeclaredDoubleIsWrittenWithItsPoint() throws {
        var row = Element(id: "row", type: .UIView)
        row.isAccessibilityElement = true
        let screen = Screen(elements: [row])
        for source in ["let size: Double = 3", "let size = 3.0", "let size: Float = 3"] {
            let fixed = try applying(source + "\nrow.accessibilityLabel = \"\\(size) points\"", to: screen)
            #expect(fixed["row"].accessibilityLabel == "3.0 points", "\(source)")
        }
        #expect(try applying("let size = 3\nrow.accessibilityLabel = \"\\(size) points\"", to: screen)["row"].accessibilityLabel
            == "3 points")
        #expect(Parser.declaredConstants(in: "let size: CGFloat = 3, count = 2", platform: .ios) == ["size": "3.0", "count": "2"])
        #expect(message("val speed: Double = 1", on: Fixtures.android)
            == "1:21: error: type mismatch: inferred type is Int but Double was expected")
        #expect(messages("val count: Long = 3", on: Fixtures.android) == [])
        let kotlin = try applying("val speed = 1.0\nlabel.contentDescription = \"$speed x, ${2.0}\"", to: Fixtures.android)
        #expect(kotlin["label"].android.contentDescription == "1.0 x, 2.0")
    }

    /// Kotlin's `val`, read in a listener and in `$name` and `${name}` templates.
    @Test func aKotlinValIsItsLiteralInTemplatesToo() throws {
        let screen = try applying("""
            val saved = "Saved"
            submit.setOnClickListener { title.text = "$saved, ${saved}! \\$saved" }
            label.contentDescription = saved
            """, to: Fixtures.android)
        #expect(screen["label"].android.contentDescription == "Saved")
        #expect(message("val saved = \"a\"\nsubmit.setOnClickListener { saved = \"b\" }", on: Fixtures.android)
            == "2:35: error: 'val' cannot be reassigned: 'saved' is a constant")
        #expect(Parser.templates(of: "saved", in: #"$saved, ${saved}, $savedText, \$saved"#, replacedBy: "Saved")
            == #"Saved, Saved, $savedText, \$saved"#)
    }
}
