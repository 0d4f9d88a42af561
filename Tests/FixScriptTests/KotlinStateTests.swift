import Testing
import AXModel
@testable import FixScript

/// The app's variables on an android screen (`state:`), read and changed by the code a click
/// runs as Kotlin writes it (docs/talkback.md TB-7.13).
@Suite struct KotlinStateTests {
    private var screen: Screen {
        var screen = Fixtures.android
        screen.state = ["count": StateVariable(value: .number(0), kind: .int),
                        "saved": StateVariable(value: .bool(false), kind: .bool)]
        return screen
    }

    @Test func aListenerChangesTheAppsVariablesAsKotlinDoes() throws {
        let fixed = try applying("""
            submit.setOnClickListener {
                count++
                count += 2
                count--
                saved = !saved
                caption.text = "$count saved, ${count} in all"
            }
            remember.isChecked = saved
            """, to: screen)
        #expect(fixed["submit"].handlers.first?.effects == [
            .addToVariable("count", amount: 1),
            .addToVariable("count", amount: 2),
            .addToVariable("count", amount: -1),
            .setVariable("saved", to: Parser.negation(of: .variable("saved"))),
            .set(target: "caption", property: "text",
                 to: .interpolation([.variable("count"), .string(" saved, "), .variable("count"), .string(" in all")])),
        ])
        #expect(fixed["remember"].android.checked == false, "read when applied: the value it has now")
        // Kotlin's Boolean.not() is the other Boolean, as `!` is.
        let negated = try applying("submit.setOnClickListener { saved = saved.not() }", to: screen)
        #expect(negated["submit"].handlers.first?.effects == [.setVariable("saved", to: Parser.negation(of: .variable("saved")))])
        // Wherever a Boolean is read, `.not()` may follow it, as `!` may come before it.
        let read = try applying("submit.setOnClickListener { saved = !saved.not() }", to: screen)
        #expect(read["submit"].handlers.first?.effects == [
            .setVariable("saved", to: Parser.negation(of: Parser.negation(of: .variable("saved")))),
        ])
        // A view's Boolean attribute too: `!box.isChecked` and `box.isChecked.not()`, in a lambda or not.
        let flipped = try applying("""
            submit.setOnClickListener { remember.isChecked = !remember.isChecked }
            remember.isChecked = remember.isChecked.not()
            """, to: screen)
        let checked = try #require(flipped["submit"].handlers.first?.effects.first)
        guard case .set("remember", let property, let value) = checked else { Issue.record("\(checked)"); return }
        #expect(value == Parser.negation(of: .property(target: "remember", property: property)))
        #expect(flipped["remember"].android.checked == !(screen["remember"].android.checked ?? false))
        // Kotlin's Boolean has no toggle(); a CheckBox has, which flips its checked state.
        #expect(message("submit.setOnClickListener { saved.toggle() }", on: screen)
            == "1:35: error: unresolved reference 'toggle': Kotlin's Boolean has no toggle() (Swift's Bool has); write saved = !saved")
        let toggled = try applying("submit.setOnClickListener { remember.toggle() }", to: screen)
        #expect(toggled["submit"].handlers.first?.effects == [.set(target: "remember", property: "checked", to: Parser.negation(
            of: .property(target: "remember", property: "checked")))])
        // Kotlin's toString() writes any value as text.
        let text = try applying(#"submit.setOnClickListener { count++; caption.text = count.toString() + " saved" }"#, to: screen)
        #expect(text["submit"].handlers.first?.effects.last == .set(target: "caption", property: "text", to: .joined(
            .described(.variable("count")), .string(" saved"))))
        #expect(message("submit.setOnClickListener { caption.text = cuont.toString() }", on: screen)
            .hasPrefix("1:44: error: 'cuont' is not a property of the Activity or a state variable of the screen"))
        let local = try applying("caption.text = count.toString()", to: screen)
        #expect(local["caption"].text == "0")
        // Kotlin's lambda has no bare return; a click listener's code stops with its label.
        #expect(message("submit.setOnClickListener { count++; return }", on: screen).hasPrefix(
            "1:38: error: 'return' is not allowed here: a Kotlin lambda gives back its last expression"))
        let stopped = try applying("submit.setOnClickListener {\n count++\n return@setOnClickListener\n saved = true\n}", to: screen)
        #expect(stopped["submit"].handlers.first?.effects == [.addToVariable("count", amount: 1), .stop,
                                                                .setVariable("saved", to: .bool(true))])
        // Kotlin turns no Double into an Int.
        #expect(message("submit.setOnClickListener { count += 0.5 }", on: screen)
            == "1:38: error: type mismatch: inferred type is Double but Int was expected: Kotlin turns no Double into an Int "
            + "by itself; convert it, as in (…).toInt()")
        #expect(message("submit.setOnClickListener { count += 1.0 }", on: screen).hasPrefix(
            "1:38: error: type mismatch: inferred type is Double but Int was expected"))
        #expect(message("submit.setOnClickListener { count = count.not() }", on: screen)
            == "1:37: error: 'count' is an Int, and true or false is needed here")
    }

    @Test func aVariableTheScreenDoesNotDeclareOrOfTheWrongTypeIsALocatedError() {
        #expect(message("submit.setOnClickListener { cuont++ }", on: screen)
                == "1:29: error: 'cuont' is not a property of the Activity or a state variable of the screen "
                + "(it declares count, saved) — did you mean 'count'?")
        #expect(message("submit.setOnClickListener { caption.text = count }", on: screen)
            == "1:44: error: 'count' is an Int, and a string or null is needed here: write it as text, \"$count\" "
                + "(setText(count) would compile, reading it as a string resource's id, and crash when run)",
                "Kotlin's setText(Int) takes a resource id, not a number")
        #expect(message(#"caption.text = "$title""#, on: screen)
            .hasPrefix("1:17: error: '$title' in a Kotlin string reads a variable called title, which the screen does not declare"))
        #expect(message("submit.setOnClickListener { saved += 1 }", on: screen).hasPrefix("1:29: error: 'saved' is a Boolean"))
        // A value of the wrong kind given to the variable: the value is what is wrong.
        #expect(message(#"submit.setOnClickListener { saved = "true" }"#, on: screen)
            == "1:29: error: 'saved' is a Boolean, so it cannot be given a string: give it true or false")
        #expect(message("count++", on: screen) == "1:1: error: 'count' is the app's variable, which changes when something "
                + "happens: put the change in the code a click runs, as in 'button.setOnClickListener { count++ }'")
    }
}
