import Testing
import AXModel
@testable import ScreenReader
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

    /// Swift's clause list: several bindings and conditions after commas, each reading the names
    /// bound before it; the test runs them all before any name is declared.
    @Test func severalBindingsAndConditionsInOneClauseList() throws {
        let screen = try applying(start + """
                guard let error = self?.emailError, let message = error.text, message != "", let shown = error.text else { return }
                UIAccessibility.post(notification: .announcement, argument: message + shown)
            """ + end, to: form)
        let text = Expression.property(target: "emailError", property: "text")
        let effects = screen["submit"].handlers.first?.effects ?? []
        #expect(effects == [
            .branch(when: [Condition(left: text, comparison: .notEqual, right: .nil_),
                           Condition(left: .unwrapped(text), comparison: .notEqual, right: .string("")),
                           Condition(left: text, comparison: .notEqual, right: .nil_)],
                    then: [], otherwise: [.stop]),
            .declare("message", .unwrapped(text)), .declare("shown", .unwrapped(text)),
            .announce(.joined(.variable("message"), .variable("shown"))),
        ])
        var empty = screen
        empty.modify("emailError") { $0.text = nil }
        #expect(EffectRunner.runPosting(effects, selfID: "submit", on: &empty).announced.isEmpty, "a nil text fails the guard")
        var filled = screen
        #expect(EffectRunner.runPosting(effects, selfID: "submit", on: &filled).announced
                == ["Enter an email addressEnter an email address"])
    }

    /// A view of the view controller bound through `self?.` is that view under another name: it
    /// is never nil, and its properties are the view's; used as a value it is refused.
    @Test func aViewBoundThroughWeakSelfIsTheView() throws {
        let screen = try applying(start + """
                if let error = self?.emailError {
                    UIAccessibility.post(notification: .announcement, argument: error.text)
                }
            """ + end, to: form)
        #expect(screen["submit"].handlers.first?.effects == [.announce(.property(target: "emailError", property: "text"))])
        #expect(message(start + "if let error = self?.emailEror { UIAccessibility.post(notification: .announcement, "
                        + "argument: error.text) }" + end, on: form)
            .hasPrefix("2:22: error: no element 'emailEror' on this screen"))
        // A binding that fails is told once: the lines after it read its name without more errors.
        #expect(messages(start + "guard let text = self?.emailError.txt else { return }\n"
                         + "UIAccessibility.post(notification: .announcement, argument: text)" + end, on: form).count == 1)
        // A line that stops just after the view is told where it stops, never traps.
        #expect(message("submit.addAction(UIAction { [weak self] _ in if let e = self?.emailError", on: form).contains("error:"))
        #expect(message(start + "if let error = self?.emailError { self?.submit.accessibilityLabel = error }" + end, on: form)
            .hasPrefix("2:16: error: 'emailError' is a view, and a view is no text or number here"))
        // A view bound by name is what a focus notification moves to (a learner's was refused).
        let focused = try applying(start + "if let error = self?.emailError { UIAccessibility.post(notification: .layoutChanged, "
                                   + "argument: error) }" + end, to: form)
        #expect(focused["submit"].handlers.first?.effects == [.moveFocus(to: "emailError", screenChanged: false)])
        // An optional read through `self?.` compared with `==` compiles (Optional's ==); `>` does not.
        let compared = try applying(start + "if self?.emailError.isHidden == false { self?.tries += 1 }" + end, to: form)
        #expect(compared["submit"].handlers.first?.effects.count == 1)
        #expect(message(start + "if self?.tries > 0 { self?.tries += 1 }" + end, on: form).contains("error:"))
        // A type's name is no property of the controller (a learner was told 'self.UIPasteboard').
        #expect(message(start + #"UIPasteboard.general.string = "x""# + end, on: form)
            .hasPrefix("2:1: error: 'UIPasteboard' is a type the tutor does not model in code here"))
    }

    /// `x!` reads an optional's value (an app traps on nil); on a value that is no optional it is
    /// refused, as swiftc refuses it. An announcement may be an NSAttributedString's string.
    @Test func forceUnwrapAndAttributedAnnouncements() throws {
        let screen = try applying(start + """
                UIAccessibility.post(notification: .announcement, argument: self?.emailError.text!)
                UIAccessibility.post(notification: .announcement,
                                     argument: NSAttributedString(string: "Try again", attributes: [.accessibilitySpeechQueueAnnouncement: true]))
            """ + end, to: form)
        let text = Expression.property(target: "emailError", property: "text")
        let queued = Expression.attributed(.string("Try again"), attributes: "[.accessibilitySpeechQueueAnnouncement: true]")
        #expect(screen["submit"].handlers.first?.effects == [.announce(.unwrapped(text)), .announce(queued)])
        // Made first as a local, as apps write it (a learner's was refused as the app's own code).
        let local = try applying(start + """
                let message = NSAttributedString(string: "Try again", attributes: [.accessibilitySpeechQueueAnnouncement: true])
                UIAccessibility.post(notification: .announcement, argument: message)
            """ + end, to: form)
        #expect(local["submit"].handlers.first?.effects == [.declare("message", queued), .announce(.variable("message"))])
        #expect(message(start + "self?.tries = (self?.tries)!" + end, on: form).contains("error:"))
        // A default after the chain makes it a String, as `??` does in Swift (a learner's was refused).
        let defaulted = try applying(start + #"UIAccessibility.post(notification: .announcement, argument: self?.emailError.text ?? "")"#
                                     + end, to: form)
        #expect(defaulted["submit"].handlers.first?.effects == [.announce(.coalesced(text, .string("")))])
        #expect(message(start + #"UIAccessibility.post(notification: .announcement, argument: "\(self?.tries!)")"# + end, on: form)
            .contains("error:"))
        #expect(message(start + "UIAccessibilityPostNotification(UIAccessibility.Notification.announcement, \"x\")" + end, on: form)
            .contains("Swift 4.2 renamed UIAccessibilityPostNotification"))
        // A focus move's element through `self.` after [weak self] is refused, as swiftc refuses it.
        #expect(message(start + "UIAccessibility.post(notification: .layoutChanged, argument: self.emailError)" + end, on: form)
            .hasSuffix("error: 'self' is optional after [weak self]: write 'self?.' to change a view, or unwrap it first with "
                       + "'guard let self else { return }'"))
        // `self!.` forces the controller, which the model always has.
        let forced = try applying(start + "UIAccessibility.post(notification: .announcement, argument: self!.emailError.text)" + end,
                                  to: form)
        #expect(forced["submit"].handlers.first?.effects == [.announce(text)])
    }

    /// `if let self { … }` (Swift 5.7), `if let self = self` and `if let strong = self` unwrap the
    /// controller inside their braces, as `guard let self` does for the rest of the closure.
    @Test func ifLetSelfUnwrapsTheControllerInItsBraces() throws {
        let text = Expression.property(target: "emailError", property: "text")
        for (open, read) in [("if let self {", "emailError.text"), ("if let self = self {", "self.emailError.text"),
                             ("if let strong = self {", "strong.emailError.text")] {
            let screen = try applying(start + open + "\n    UIAccessibility.post(notification: .announcement, argument: \(read))\n}"
                                      + end, to: form)
            #expect(screen["submit"].handlers.first?.effects == [.announce(text)], "\(open)")
        }
        // Outside the braces the controller is optional again.
        #expect(message(start + "if let self { }\nUIAccessibility.post(notification: .announcement, argument: emailError.text)" + end,
                        on: form).contains("error:"))
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
