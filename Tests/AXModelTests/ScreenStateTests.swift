import Testing
@testable import AXModel

/// `state:` (the app's variables, typed as Swift infers them) and `class:` (the app's subclass).
@Suite struct ScreenStateTests {
    @Test func stateVariablesTakeTheTypeSwiftInfers() throws {
        let screen = try ScreenLoader.parse("""
            state: {rating: 3, scale: 2.0, big: 1e3, name: Ada, quoted: "4", on: true}
            elements:
              - {id: row, type: UIView, class: RatingRow}
            """, file: nil)
        #expect(screen.state["rating"] == StateVariable(value: .number(3), kind: .int))
        #expect(screen.state["scale"] == StateVariable(value: .number(2), kind: .double))
        #expect(screen.state["big"]?.kind == .double)
        #expect(screen.state["name"] == StateVariable(value: .string("Ada"), kind: .string))
        #expect(screen.state["quoted"] == StateVariable(value: .string("4"), kind: .string))
        #expect(screen.state["on"] == StateVariable(value: .bool(true), kind: .bool))
        #expect(screen.elements[0].className == "RatingRow")
    }

    /// `onActivate: {toggle: NAME}` flips a Boolean the state declares: the app's own code.
    @Test func aToggleNamesABooleanOfTheState() throws {
        let screen = try ScreenLoader.parse("""
            platform: android
            state: {open: false}
            elements:
              - {id: header, type: Composable, clickable: true, onActivate: {toggle: open}}
            """, file: nil)
        #expect(screen.elements[0].onActivate == [.toggle("open")])
        #expect(loaderProblems("platform: android\nstate: {open: false, count: 1}\nelements:\n"
                               + "  - {id: h, type: Composable, onActivate: {toggle: opne}}\n"
                               + "  - {id: c, type: Composable, onActivate: [{toggle: count}]}\n") == [
            "s.yaml:4:52: error: 'toggle' names 'opne', which is not a Boolean of the screen's state: declare it, as in "
                + "state: {opne: false} — did you mean 'open'?",
            "s.yaml:5:53: error: 'toggle' flips a Boolean, and 'count' is an Int of the screen's state",
        ])
    }

    @Test func badStateAndClassesAreReported() {
        #expect(loaderProblems("state: {row: 1, value: 2, 9x: 3, ok: [1]}\nelements:\n  - {id: row, type: UIView}\n") == [
            "s.yaml:1:9: error: 'row' is an element's id (line 3): Swift cannot give a variable and a view one name",
            "s.yaml:1:17: error: 'value' is a property of the views: inside an extension it would mean the view's own value; give the variable another name",
            "s.yaml:1:27: error: '9x' is not a Swift variable name: use letters, digits and _, not starting with a digit — did you mean '_9x'?",
            "s.yaml:1:38: error: 'ok': expected a first value (a number, true or false, or text), found a list",
        ])
        // An android app keeps variables too (an Activity's `var count = 0`), named as Kotlin names them.
        #expect(loaderProblems("platform: android\nstate: {a: 1, t: 2, text: 3}\nelements:\n  - {id: t, type: TextView}\n") == [
            "s.yaml:2:15: error: 't' is an element's id (line 4): Kotlin cannot give a variable and a view one name",
        ])
        #expect(loaderProblems("elements:\n  - {id: s, type: UISlider, class: UISlider}\n  - {id: t, type: UISlider, class: rating}\n") == [
            "s.yaml:2:36: error: 'class': expected the app's own subclass of UISlider, a Swift type name such as RatingSlider, found 'UISlider'",
            "s.yaml:3:36: error: 'class': expected the app's own subclass of UISlider, a Swift type name such as RatingSlider, found 'rating'",
        ])
        #expect(loaderProblems("elements:\n  - {id: s, type: Slider, class: RatingSlider}\n").first?
            .contains("'class'") == true)
    }
}
