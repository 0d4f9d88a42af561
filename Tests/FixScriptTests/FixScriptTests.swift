import Testing
import AXModel
@testable import FixScript

@Suite struct FixScriptTests {
    @Test func allOrNothing() {
        let screen = Fixtures.controls
        #expect(throws: Diagnostics.self) {
            try FixScript.apply("""
                img.accessibilityLabel = "Heart"
                img.accessibilityTraits.insert(.heading)
                box.isAccessibilityElement = true
                """, to: screen, file: nil)
        }
        // The screen passed in is a value: nothing the failed script did is visible.
        #expect(screen["img"].accessibilityLabel == nil)
    }

    @Test func everyErrorIsReportedInOrderWithTheFile() {
        #expect(messages("""
            img.accessibilityLabel = "Heart"
            img.accessibilityTraits.insert(.heading)
            nope.isAccessibilityElement = true
            box.isAccessibilityElement = "yes"; box.accessibilityHint = 3
            """, file: "fix.swift") == [
            "fix.swift:2:32: error: unknown trait '.heading' — did you mean '.header'?",
            "fix.swift:3:1: error: no element 'nope' on this screen (its elements: img, stepper, tabs, segments, rating, button, cell, box)",
            "fix.swift:4:30: error: 'isAccessibilityElement' expects true or false, not a string — did you mean 'true'?",
            "fix.swift:4:61: error: 'accessibilityHint' expects a string or nil, not a number — did you mean '\"3\"'?",
        ])
    }

    @Test func aBadLineDoesNotHideTheNextOnTheSameBracketDepth() {
        #expect(messages("img.accessibilityTraits = [.buton,\n .imag]\nbox.isEnabled = 1") == [
            "1:28: error: unknown trait '.buton' — did you mean '.button'?",
            "2:2: error: unknown trait '.imag' — did you mean '.image'?",
            "3:17: error: 'isEnabled' expects true or false, not a number",
        ])
    }

    /// Swift joins texts with `+` as Swift does: two Strings, grouped with parentheses where
    /// `??` is inside, a `String?` refused with the way to unwrap it; Kotlin's `+` as Kotlin does
    /// (a learner got "expected a new line or ';'").
    @Test func textIsJoinedWithPlusAsSwiftJoinsIt() throws {
        #expect(try applying(#"img.accessibilityLabel = "Photo of " + (box.accessibilityLabel ?? "a box") + "!""#)["img"]
            .accessibilityLabel == "Photo of a box!")
        #expect(try applying(#"img.accessibilityLabel = ("Photo")"#)["img"].accessibilityLabel == "Photo")
        #expect(try applying(#"img.accessibilityLabel = box.accessibilityLabel ?? "" + " x""#)["img"]
            .accessibilityLabel == " x")
        #expect(message(#"img.accessibilityLabel = "Photo of " + box.accessibilityLabel"#)
            == #"1:40: error: 'box.accessibilityLabel' is a String?, and '+' joins two Strings: unwrap it first, "#
            + #"as in (box.accessibilityLabel ?? "")"#)
        #expect(message(#"img.accessibilityLabel = "Photo of " + box.accessibilityLabel!"#)
            == #"1:62: error: 'box.accessibilityLabel' is nil here, so 'box.accessibilityLabel!' would crash the app: "#
            + #"give a default, 'box.accessibilityLabel ?? ""'"#)
        // `Int(x).description` is the number's text, in statements and bodies alike.
        #expect(try applying("rating.accessibilityValue = Int(rating.value).description")["rating"].accessibilityValue == "3")
        #expect(try applying(#"""
            extension RatingView {
                override var accessibilityValue: String? { get { Int(value).description + " stars" } set { } }
            }
            """#)["rating"].resolvedValue == "3 stars")
        #expect(message("stepper.value = 3 + 1")
            == "1:19: error: Swift computes '+' here, but a statement takes the number itself: write the result; "
            + "arithmetic is read in accessibilityIncrement() and accessibilityDecrement() bodies and actions")
        // Kotlin's `+` joins texts too, and writes a null as "null" (String.plus(Any?)).
        #expect(try applying(#"title.text = "Total: " + label.text"#, to: Fixtures.android)["title"].text == "Total: Email")
        #expect(try applying(#"title.text = "Total: " + null"#, to: Fixtures.android)["title"].text == "Total: null")
    }

    /// A loop the tutor does not write out (over numbers, a nested one), and the app's own class
    /// declared again, are told the statement to write: the loop's first statement for its first
    /// view; the class's extension.
    @Test func aLoopOrAClassIsToldWhatToWrite() {
        #expect(messages("for cell in [img, box] { for n in [1] { cell.accessibilityTraits.insert(.button) } }") == [
            "1:1: error: the tutor reads a loop over a list of the screen's views (for view in [a, b] { view.… }, or "
                + "[a, b].forEach { $0.… }), and not this one: write the statement once for each view, as in "
                + "'row.accessibilityTraits.insert(.button)'",
        ])
        // A loop over values (an index and a name), whose body names no loop variable as the view:
        // no example is made of it.
        #expect(messages(#"for (i, name) in ["Grid", "List"].enumerated() { img.accessibilityLabel = name }"#) == [
            "1:1: error: the tutor reads a loop over a list of the screen's views (for view in [a, b] { view.… }, or "
                + "[a, b].forEach { $0.… }), and not this one: write the statement once for each view, as in "
                + "'row.accessibilityTraits.insert(.button)'",
        ])
        for declaration in ["class SpeedSlider: UISlider { }", "final class SpeedSlider: UISlider {", "private final class SpeedSlider {}"] {
            #expect(messages(declaration) == [
                "1:1: error: 'SpeedSlider' is declared once, in the app: to change what it does for VoiceOver, write the override "
                    + "in 'extension SpeedSlider { … }', which adds to the app's class",
            ], "\(declaration)")
        }
    }

    /// A method of a UIKit view that fix statements do not read is told so in UIKit's words, not
    /// as an unknown SwiftUI modifier (a learner's `setImage(_:forSegmentAt:)`).
    @Test func aUIKitMethodIsNotCalledAModifier() {
        #expect(message(#"segments.setImage(UIImage(named: "list"), forSegmentAt: 0)"#)
            == "1:10: error: 'segments.setImage(…)' changes what a segment shows, which is the app's: a fix names what is "
            + #"shown, as in 'segments.imageForSegment(at: 0)?.accessibilityLabel = "…"'"#)
        #expect(message("button.frobnicate()")
            == #"1:8: error: 'frobnicate' is not a method fix statements read on the UIKit view 'button': a fix sets its "#
            + #"accessibility properties, as in 'button.accessibilityLabel = "…"'"#)
        #expect(message(#"button.accessibilityLable("x")"#) == "1:8: error: unknown modifier 'accessibilityLable' — did you mean 'accessibilityLabel'?")
    }

    /// #16: a line with three typos is told all three at once: a misspelt property is read on
    /// as the one it nearly spells, and each wrong item of a list is reported.
    @Test func everyProblemOfALineAtOnce() {
        #expect(messages("box.isAccesibilityElement = flase; img.accessibilityTraits = [.buton, .imag, .header]") == [
            "1:5: error: unknown property 'isAccesibilityElement' — did you mean 'isAccessibilityElement'?",
            "1:29: error: expected true or false, found 'flase' — did you mean 'false'?",
            "1:63: error: unknown trait '.buton' — did you mean '.button'?",
            "1:71: error: unknown trait '.imag' — did you mean '.image'?",
        ])
        #expect(messages("box.accesibilityLabel = \"Save\"") == [
            "1:5: error: unknown property 'accesibilityLabel' — did you mean 'accessibilityLabel'?",
        ], "one problem, said once")
        #expect(messages("box.accesibilityCustomActions = []") == [
            "1:5: error: unknown property 'accesibilityCustomActions' — did you mean 'accessibilityCustomActions'?",
        ], "the lists a statement assigns whole are suggested too")
        // A misspelt element is told beside the statement's own problem, in applying and in the
        // REPL's parse of one line; an id near none of the screen's is left alone.
        let misspelt = "imgg.accessibilityTraits.insert(.buton)"
        let both = [
            "1:1: error: no element 'imgg' on this screen (its elements: img, stepper, tabs, segments, rating, button, "
                + "cell, box) — did you mean 'img'?",
            "1:33: error: unknown trait '.buton' — did you mean '.button'?",
        ]
        #expect(messages(misspelt, on: Fixtures.controls) == both)
        do {
            _ = try FixScript.parse(misspelt, file: nil, namesOn: Fixtures.controls)
            Issue.record("no error")
        } catch let diagnostics as Diagnostics {
            #expect(diagnostics.items.map(\.rendered) == both)
        } catch {
            Issue.record("\(error)")
        }
        #expect(messages("NotificationCenter.default.post(name: .x)").count == 1)
        // A name near no id, before an unknown property: both told (a learner's `foo.bar` heard of the property only).
        #expect(messages("foo.bar = true") == [
            "1:1: error: no element 'foo' on this screen (its elements: img, stepper, tabs, segments, rating, button, cell, box)",
            "1:5: error: unknown property 'bar'",
        ])
    }

    @Test func diagnosticsCarryLineColumnAndSuggestion() throws {
        do {
            _ = try FixScript.parse("\n  title.accessibilityTraits.insert(.heading)", file: "x")
            Issue.record("no error")
        } catch let diagnostics as Diagnostics {
            #expect(diagnostics.items == [Diagnostic(file: "x", line: 2, column: 36, message: "unknown trait '.heading'",
                                                     suggestion: ".header")])
            #expect(diagnostics.items[0].exitCode == 65)
        }
    }

    @Test func parseReturnsStatementsWithoutAScreen() throws {
        let statements = try FixScript.parse("anything.accessibilityLabel = \"A\"; tabs[1].accessibilityTraits.insert(.button)", file: nil)
        #expect(statements == [
            Statement(target: ElementReference(id: "anything", location: SourceLocation(line: 1, column: 1)),
                      change: .set(property: "accessibilityLabel", value: .constant(.string("A"))),
                      location: SourceLocation(line: 1, column: 1)),
            Statement(target: ElementReference(id: "tabs", part: "1", location: SourceLocation(line: 1, column: 36),
                                               partLocation: SourceLocation(line: 1, column: 40)),
                      change: .insertTraits(.constant(.traits(.button))),
                      location: SourceLocation(line: 1, column: 36)),
        ])
        #expect(statements[1].target.spelled == "tabs[1]")
    }

    @Test func applyingParsedStatements() throws {
        let statements = try FixScript.parse("img.isAccessibilityElement = true", file: nil)
        let screen = try FixScript.apply(statements, to: Fixtures.controls, file: nil)
        #expect(screen["img"].isAccessibilityElement == true)
    }

    @Test func emptyScriptsChangeNothing() throws {
        #expect(try applying("") == Fixtures.controls)
        #expect(try applying("\n// only a comment\n;;\n") == Fixtures.controls)
    }

    @Test func incompleteInput() {
        #expect(FixScript.isIncomplete("extension RatingView {"))
        #expect(FixScript.isIncomplete("img.accessibilityTraits = [.button,"))
        #expect(FixScript.isIncomplete("x /* still open"))
        #expect(!FixScript.isIncomplete("img.isEnabled = true"))
        #expect(!FixScript.isIncomplete("extension RatingView { override func accessibilityIncrement() { value += 1 } }"))
        #expect(!FixScript.isIncomplete("}"))
        // A closer that does not match the last opener cannot be mended by a later line: reported now.
        #expect(!FixScript.isIncomplete(#"row.modifier = Modifier.semantics { customActions = listOf(CustomAccessibilityAction("A") { true } }"#))
        #expect(FixScript.isIncomplete(#"row.modifier = Modifier.semantics { customActions = listOf(CustomAccessibilityAction("A") { true })"#))
        // A string open at the end of its line swallowed the bracket: reported now, not waited on.
        #expect(!FixScript.isIncomplete(#"row.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Delete) { _ in true }]"#))
    }

    @Test func deepNestingIsRefusedNotFatal() {
        let deep = "img.accessibilityTraits = " + String(repeating: "(", count: 500) + ".button"
        #expect(messages(deep).first == "1:91: error: this is nested too deeply to read: simplify it")
        let tildes = "img.accessibilityTraits = " + String(repeating: "~", count: 10_000) + ".button"
        #expect(messages(tildes).count == 1)
        var nestedString = "\"x\""
        for _ in 0..<20 { nestedString = "\"\\(" + nestedString + ")\"" }
        #expect(messages("img.accessibilityLabel = " + nestedString) == ["1:51: error: this is nested too deeply to read: simplify it"])
        let texts = "img.accessibilityLabel(" + String(repeating: "Text(", count: 5_000) + "\"a\""
        #expect(messages(texts).count == 1)
    }

    @Test func learnerShapedMistakes() throws {
        #expect(message(#"accessibilityLabel = "Dark Theme""#)
            == "1:1: error: 'accessibilityLabel' needs the element it belongs to: write 'ELEMENT.accessibilityLabel', as in 'row.accessibilityLabel'")
        #expect(message("accessibilityTraits.insert(.selected)")
            == "1:1: error: 'accessibilityTraits' needs the element it belongs to: write 'ELEMENT.accessibilityTraits', as in 'row.accessibilityTraits'")
        #expect(message("rating.accessibilityIncrement = { value += 1 }")
            == "1:8: error: 'accessibilityIncrement' is a method to override in the view's class: write 'extension CLASS { override func accessibilityIncrement() { … } }'")
        #expect(message("extension RatingView { override func accessibilityIncrement() { value = floor(value + 1) } }")
            == "1:73: error: 'floor(…)' is a call the tutor does not read here: the code may change views and the app's state "
            + "(guard, if and switch choose), and post accessibility notifications")
        // Swift's own `min` and `max`: the smaller or larger of two numbers.
        let clamped = try applying("extension RatingView { override func accessibilityIncrement() { value = min(value + 1, 5) } }")
        #expect(clamped["rating"].adjustment?.increment == [.set(target: "self", property: "value", to: .extreme(
            largest: false, .sum(.property(target: "self", property: "value"), .number(1), negated: false), .number(5)))])
    }

    @Test func slipsFromOtherLanguagesAndHabits() {
        #expect(message("extension RatingView { override func accessibilityIncrement() { value++ } }")
            == "1:70: error: Swift has no '++' (Swift 3 removed it): write 'value += 1'")
        #expect(message("img.isAccessibilityElement = True") == "1:30: error: expected true or false, found 'True' — did you mean 'true'?")
        #expect(message("img.isAccessibilityElement = yes") == "1:30: error: expected true or false, found 'yes' — did you mean 'true'?")
        #expect(message("img.accessibilityLabel = 'Heart'") == "1:26: error: Swift strings use double quotes \"…\", not single quotes")
        #expect(message("img.accessibilityTraits = .button, .image")
            == "1:27: error: several traits go in brackets, as in [.button, .image]")
        #expect(message("img.accessibilityTraits = [.button .image]")
            == "1:36: error: expected ',' between two traits, found '.' — did you mean ','?")
        #expect(message("img.accessibilityTraits.insert(button)")
            == "1:32: error: 'button' is written with a leading dot here — did you mean '.button'?")
        #expect(message("img.accessibilityAddTraits(isHeader)")
            == "1:28: error: 'isHeader' is written with a leading dot here — did you mean '.isHeader'?")
        #expect(message("box.accessibilityElement(children: combine)")
            == "1:36: error: 'combine' is written with a leading dot here — did you mean '.combine'?")
        #expect(message("box.accessibilityContainerType = list")
            == "1:34: error: 'list' is written with a leading dot here — did you mean '.list'?")
        // Kotlin's words in a Swift fix, and an override outside its extension, are named for what they are.
        #expect(message("val x = 1") == #"1:1: error: 'val' is Kotlin, and this screen is iOS: write Swift, as in 'row.accessibilityLabel = "…"'"#)
        #expect(message("override fun accessibilityIncrement() { }").hasPrefix("1:1: error: 'fun' is Kotlin"))
        #expect(message(#"override var accessibilityLabel: String? { get { "x" } set { } }"#)
            .hasPrefix("1:1: error: an overriding property belongs to a class"))
        // A choice on a Boolean is valid Swift: made once, when the line runs.
        #expect(messages(#"box.accessibilityLabel = box.isAccessibilityElement ? "On" : "Off""#).isEmpty)
        // A case written as text is offered as the case it names, not the list's example.
        #expect(message(#"box.accessibilityContainerType = "semanticGroup""#)
            == #"1:34: error: 'accessibilityContainerType' expects a container type, not the string "semanticGroup" "#
            + "— did you mean '.semanticGroup'?")
        #expect(message("img.accessibilityTraits += .button")
            == "1:25: error: '+=' does not add traits: use accessibilityTraits.insert(…) (Objective-C writes '|=' with its bitmask constants)")
        #expect(message("img.accessibilityTraits -= .button")
            == "1:25: error: '-=' does not remove traits: use accessibilityTraits.remove(…) (Objective-C writes '&= ~' with its bitmask constants)")
        #expect(message("var x = 3")
            == "1:1: error: 'var' is not part of fix statements: each one sets a property of an element, as in 'row.accessibilityLabel = \"…\"'")
        #expect(messages("import UIKit\nimport SwiftUI\nimg.isAccessibilityElement = true") == [])
    }
}
