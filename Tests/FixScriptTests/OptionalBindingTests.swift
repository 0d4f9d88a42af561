import Testing
import AXModel
@testable import FixScript

/// Swift's optional binding in a body, `if let` and `guard let` (docs/fix-statements.md): the
/// name is the value unwrapped where the binding held, and a value that is no optional is
/// refused with swiftc's words.
@Suite struct OptionalBindingTests {
    /// A form whose error label may say nothing yet, and the app's count of tries.
    private var form: Screen {
        var error = Element(id: "emailError", type: .UILabel)
        error.text = "Enter an email address"
        return Screen(elements: [Element(id: "submit", type: .UIButton), error],
                      state: ["tries": StateVariable(value: .number(0), kind: .int)])
    }

    private let start = "submit.addAction(UIAction { [weak self] _ in\n"
    private let end = "\n}, for: .touchUpInside)"

    @Test func ifLetRunsItsBodyWithTheValueUnwrapped() throws {
        let screen = try applying(start + """
                if let message = self?.emailError.text, message != "" {
                    UIAccessibility.post(notification: .announcement, argument: "Error: \\(message)")
                } else {
                    self?.tries += 1
                }
            """ + end, to: form)
        let text = Expression.property(target: "emailError", property: "text")
        #expect(screen["submit"].handlers.first?.effects == [
            .branch(when: [Condition(left: text, comparison: .notEqual, right: .nil_),
                           Condition(left: .unwrapped(text), comparison: .notEqual, right: .string(""))],
                    then: [.declare("message", .unwrapped(text)),
                           .announce(.interpolation([.string("Error: "), .variable("message")]))],
                    otherwise: [.addToVariable("tries", amount: 1)]),
        ])
    }

    @Test func guardLetDeclaresTheNameForTheRestOfTheBody() throws {
        let screen = try applying(start + """
                guard let message = self?.emailError.text else { return }
                UIAccessibility.post(notification: .announcement, argument: message)
            """ + end, to: form)
        let text = Expression.property(target: "emailError", property: "text")
        #expect(screen["submit"].handlers.first?.effects == [
            .branch(when: [Condition(left: text, comparison: .notEqual, right: .nil_)], then: [], otherwise: [.stop]),
            .declare("message", .unwrapped(text)),
            .announce(.variable("message")),
        ])
    }

    @Test func aValueThatIsNoOptionalIsRefused() {
        #expect(message(start + "    guard let self else { return }\n    if let n = self.tries { }" + end, on: form)
            .hasPrefix("3:16: error: initializer for conditional binding must have Optional type, not this value"))
        // The name lives inside the if's braces only, as in Swift.
        #expect(message(start + """
                if let message = self?.emailError.text { }
                UIAccessibility.post(notification: .announcement, argument: message)
            """ + end, on: form).contains("'message'"))
    }
}
