import Testing
import AXModel
@testable import FixScript

/// A loop over a list of views is read as its body written once for each view, as it runs in
/// the app; Swift types the list by the views' common class (an array literal of a UILabel and
/// a UISwitch is a `[UIView]`), so only what that class declares may be set through it.
@Suite struct ViewLoopsTests {
    @Test func aSwiftLoopOverViewsSetsEachView() throws {
        for source in ["for view in [title, caption] { view.isAccessibilityElement = false }",
                       "[title, caption].forEach { $0.isAccessibilityElement = false }",
                       "[title, caption].forEach { view in view.isAccessibilityElement = false }",
                       "for view in [self.title, caption] {\n    view.isAccessibilityElement = false\n}"] {
            let screen = try applying(source, to: Fixtures.darkTheme)
            #expect(screen["title"].isAccessibilityElement == false, "\(source)")
            #expect(screen["caption"].isAccessibilityElement == false, "\(source)")
        }
        // The loop's name inside an interpolation is the view too (a learner's was "no element 'field'").
        for source in [#"for label in [title, caption] { label.accessibilityLabel = "\(label.text ?? ""), on" }"#,
                       #"[title, caption].forEach { $0.accessibilityLabel = "\($0.text ?? ""), on" }"#] {
            let screen = try applying(source, to: Fixtures.darkTheme)
            #expect(screen["title"].accessibilityLabel == "Settings, on", "\(source)")
            #expect(screen["caption"].accessibilityLabel == "Dark Theme, on", "\(source)")
        }
        // The body's statements, each in turn, and a read through the loop's name.
        let screen = try applying("""
            for label in [title, caption] {
                label.accessibilityTraits.insert(.header)
                label.accessibilityLabel = label.text
            }
            """, to: Fixtures.darkTheme)
        #expect(screen["caption"].accessibilityTraits?.contains(.header) == true)
        #expect(screen["caption"].accessibilityLabel == "Dark Theme")
        #expect(screen["title"].accessibilityLabel == "Settings")
    }

    /// `for (view, name) in [(a, "A"), (b, "B")]` and `zip([a, b], ["A", "B"])`: each view with the
    /// literal paired with it (a learner's tuple loop was refused).
    @Test func aSwiftLoopOverPairsGivesEachViewItsLiteral() throws {
        for source in [#"for (label, name) in [(title, "Settings page"), (caption, "Theme")] { label.accessibilityLabel = name }"#,
                       #"for (label, name) in zip([title, self.caption], ["Settings page", "Theme"]) {"# + "\n"
                        + #"    label.accessibilityLabel = "\(name)""# + "\n}",
                       "for (label, name) in [\n    (title, \"Settings page\"),\n    (caption, \"Theme\"),\n] {\n"
                        + "    label.accessibilityLabel = name\n}"] {
            let screen = try applying(source, to: Fixtures.darkTheme)
            #expect(screen["title"].accessibilityLabel == "Settings page", "\(source)")
            #expect(screen["caption"].accessibilityLabel == "Theme", "\(source)")
        }
        // A problem in the body is told at its place, once per view as any loop's.
        #expect(messages(#"for (label, name) in [(title, "A"), (caption, "B")] { label.accesibilityLabel = name }"#,
                         on: Fixtures.darkTheme).first?.hasPrefix("1:61: error: unknown property 'accesibilityLabel'") == true)
        // The literal is a constant: assigning to it is refused, as swiftc refuses it.
        let assigned = messages(#"for (label, name) in [(title, "A"), (caption, "B")] { name = "C" }"#, on: Fixtures.darkTheme)
        #expect(assigned == ["1:60: error: cannot assign to value: 'name' is a 'let' constant"])
        // A view paired with a view: the second read where its name is (a learner's `(toggle, caption)`).
        for source in ["for (label, other) in [(title, caption), (caption, self.title)] { label.accessibilityLabel = other.text }",
                       "for (label, other) in zip([title, caption], [caption, title]) { label.accessibilityLabel = other.text }"] {
            let swapped = try applying(source, to: Fixtures.darkTheme)
            #expect(swapped["title"].accessibilityLabel == "Dark Theme", "\(source)")
            #expect(swapped["caption"].accessibilityLabel == "Settings", "\(source)")
        }
        // Pairs of anything else (a call) are not read.
        #expect(messages("for (label, other) in [(title, caption.text)] { label.accessibilityLabel = other }", on: Fixtures.darkTheme)
            .first?.contains("the tutor reads a loop over a list of the screen's views") == true)
    }

    /// `for (index, view) in [a, b].enumerated()`: the first name is each view's offset, an Int
    /// from 0, as Swift's `enumerated()` gives it.
    @Test func anEnumeratedLoopGivesEachViewItsOffset() throws {
        let screen = try applying(#"for (index, label) in [title, caption].enumerated() { label.accessibilityLabel = "Step \(index + 1) of 2" }"#,
                                  to: Fixtures.darkTheme)
        #expect(screen["title"].accessibilityLabel == "Step 1 of 2")
        #expect(screen["caption"].accessibilityLabel == "Step 2 of 2")
        #expect(messages("for (index, label) in [title, caption].enumerated() { index = 2 }", on: Fixtures.darkTheme)
            == ["1:61: error: cannot assign to value: 'index' is a 'let' constant"])
    }

    @Test func aKotlinLoopOverViewsSetsEachView() throws {
        for source in ["listOf(title, label).forEach { it.contentDescription = null }",
                       "listOf(binding.title, label).forEach { view -> view.contentDescription = null }",
                       "for (view in arrayOf(title, label)) { view.contentDescription = null }",
                       "for (view in listOf(title, label)) view.contentDescription = null"] {
            let screen = try applying(#"title.contentDescription = "x"; label.contentDescription = "y""# + "\n" + source,
                                      to: Fixtures.android)
            #expect(screen["title"].android.contentDescription == nil, "\(source)")
            #expect(screen["label"].android.contentDescription == nil, "\(source)")
        }
        // The loop's name in a string's templates is the view too (a learner's `${it.text}` was "no element 'it'").
        let templated = try applying(#"listOf(title, label).forEach { it.contentDescription = "${it.text}, required" }"#,
                                     to: Fixtures.android)
        #expect(templated["title"].android.contentDescription == "Sign in, required")
        #expect(Parser.renamingTemplateVariable("it", to: "title", in: #"$it ${it.text} $item \$it"#) == #"$title ${title.text} $item \$it"#)
        #expect(Parser.renamingTemplateVariable("it", to: "a", in: "$it$it${it}") == "$a$a${a}")
    }

    /// The list's class, not each view's: `text` is a UILabel's and a UITextField's, and a
    /// `[UIView]` has none; controls share UIControl's `isEnabled`.
    @Test func aLoopSetsOnlyWhatTheListsCommonClassDeclares() throws {
        #expect(message(#"for view in [caption, themeSwitch] { view.text = "On" }"#, on: Fixtures.darkTheme)
            == "1:43: error: [caption, themeSwitch] holds a UILabel and a UISwitch, so Swift types it [UIView], which has "
            + "no 'text': write the statement once for each view")
        #expect(try applying("[button, rating].forEach { $0.isEnabled = false }")["rating"].isEnabled == false)
        #expect(try applying("for view in [title, caption] { view.text = \"Hi\" }", to: Fixtures.darkTheme)["caption"].text == "Hi")
    }

    /// A problem in the body is told once, where it is written; a view the screen lacks, in the list.
    @Test func aLoopsProblemsAreToldWhereTheyAreWritten() {
        #expect(messages("for view in [title, captoin] { view.isAccessibilityElement = flase }", on: Fixtures.darkTheme) == [
            "1:21: error: no element 'captoin' on this screen (its elements: title, row, caption, themeSwitch) — did you mean 'caption'?",
            "1:62: error: expected true or false, found 'flase' — did you mean 'false'?",
        ])
        #expect(message("[title, caption].forEach { $0.accessibilityTraits = .heder }", on: Fixtures.darkTheme)
            == "1:53: error: unknown trait '.heder' — did you mean '.header'?")
    }

    /// Each view's statement starts where the loop's name is written, and points at its view in the list.
    @Test func aLoopsStatementsAreWhereTheyAreWritten() throws {
        let statements = try FixScript.parse("for view in [title, caption] { view.isAccessibilityElement = false }", file: nil,
                                             namesOn: Fixtures.darkTheme)
        #expect(statements.map(\.target.id) == ["title", "caption"])
        #expect(statements.map(\.location) == [SourceLocation(line: 1, column: 32), SourceLocation(line: 1, column: 32)])
        #expect(statements.map(\.target.location) == [SourceLocation(line: 1, column: 14), SourceLocation(line: 1, column: 21)])
    }

    /// SwiftUI views and composables are built by a body, not changed by a loop afterwards.
    @Test func aLoopOverDeclarativeViewsIsToldToGiveEachItsModifier() {
        #expect(message("[title, caption].forEach { $0.accessibilityHidden(true) }", on: Fixtures.swiftUIDarkTheme)
            == "1:1: error: SwiftUI views are values a body builds, not objects a loop can change afterwards: give each view "
            + "its modifiers where it is built, as in 'title.accessibilityHidden(true)'")
        #expect(message("listOf(name, setting).forEach { it.modifier = Modifier.semantics { heading() } }", on: Fixtures.android)
            == "1:1: error: composables are functions Compose calls, not objects a loop can change afterwards: give each "
            + "its modifier, as in 'name.modifier = Modifier.semantics { heading() }'")
    }
}
