import AXModel
import FixScript

/// Code the app runs, written back as Swift once the statements became effects: a learner's
/// `extension` shown as the UIKit code it is, a custom action's handler in UIKit or SwiftUI.
/// `switch` comes back as the `if` chain it was lowered to, `x = x + 1` as `x += 1` and `x = !x` as
/// `x.toggle()`: the same meaning, in code that compiles.
struct SwiftBodyCode {
    /// Where the body is written, which decides how it names things and what it returns.
    enum Context {
        /// An extension of the view's class: `self` is the view, its properties bare.
        case view
        /// A handler closure in the view controller that returns whether it succeeded: views
        /// and state are the controller's, reached through `self`.
        case controller
        /// A SwiftUI action closure: state by its bare name; a view's property has no SwiftUI
        /// form and is said in a comment.
        case swiftUI
    }

    let context: Context
    /// The body's own `let`s and `var`s, named bare in every context.
    var locals: Set<String> = []
    /// A handler that returns whether it succeeded (a custom action's): `return` says `false`.
    var returnsBool = false
    /// In a getter, the property it computes: setting it and stopping is `return VALUE`.
    var returning: String?
    /// SwiftUI's `@AccessibilityFocusState`s by name, each with the view bound to it: UIKit has
    /// none, and moves focus to that view with a notification (docs/voiceover.md VO-8.9, VO-8.12).
    var focusStates: [String: String] = [:]
    /// In SwiftUI, the text a view's property has on the screen: a SwiftUI view has no property
    /// to read (`savedToast.text` does not compile on a `Text`), so the code says the text itself.
    var shownText: (_ target: String, _ property: String) -> String? = { _, _ in nil }
    /// The body was written in a SwiftUI action, where a View (a struct) calls the app's own
    /// code bare (`engine.play(.kick)`); in a view controller's escaping closure that code is the
    /// controller's, reached through `self`.
    var appCodeThroughSelf = false

    /// `extension TYPE { override func accessibilityIncrement() { … } … }`, one line each.
    static func extensionLines(of type: String, increment: [Effect]?, decrement: [Effect]?,
                               gestures: [EventHandler] = [], computed: [(property: String, value: String)] = []) -> [String] {
        let code = SwiftBodyCode(context: .view)
        var lines = ["extension \(type) {"]
        for (property, value) in computed {
            let type = FixScript.computedType(property)
            let getter = value.split(separator: "\n", omittingEmptySubsequences: false)
            lines += ["    override var \(property): \(type) {"]
                + (getter.count == 1 ? ["        get { \(value) }"] : ["        get {"] + getter.map { "            " + $0 } + ["        }"])
                + ["        set { }", "    }"]
        }
        for (name, effects) in [("accessibilityIncrement", increment), ("accessibilityDecrement", decrement)] {
            guard let effects else { continue }
            lines.append("    override func \(name)() {")
            lines += code.statements(effects, indent: "        ")
            // A control tells its app's handlers of a touch's change itself, not of one made in code.
            for control in unsentValueChanges(effects) {
                let call = control == "self" ? "sendActions(for: .valueChanged)" : "\(control).sendActions(for: .valueChanged)"
                lines.append("        // also call \(call), so the app's own handlers hear the change")
            }
            lines.append("    }")
        }
        let answering = SwiftBodyCode(context: .view, returnsBool: true)
        for handler in gestures {
            lines.append("    override func \(handler.answeringMethod ?? handler.event)() -> Bool {")
            lines += answering.statements(handler.effects, indent: "        ")
            if !endsInReturn(handler.effects) { lines.append("        return true") }
            lines.append("    }")
        }
        lines.append("}")
        return lines
    }

    /// Whether the effects change the control's own `value` (`value += 1`, `setValue(…)`).
    /// The controls whose `value` or `isOn` the effects change with no `sendActions(for:)` sent
    /// by them (`self`, or a stepper inside the row the body belongs to): UIKit sends a
    /// `.valueChanged` for a touch, not for a value set in code, so the app's own handler (the
    /// one that updates the count a sighted user sees) would not run.
    static func unsentValueChanges(_ effects: [Effect]) -> [String] {
        var changed: [String] = []
        var sent: Set<String> = []
        func walk(_ effects: [Effect]) {
            for effect in effects {
                switch effect {
                case .set(let target, let property, _) where property == "isOn" || property == "value",
                     .add(let target, let property, _) where property == "value":
                    if !changed.contains(target) { changed.append(target) }
                case .sendActions(let target, _): sent.insert(target)
                default: walk(effect.inner)
                }
            }
        }
        walk(effects)
        return changed.filter { !sent.contains($0) }
    }

    /// SwiftUI has no view to read back: a view's property read after the code set it
    /// (`unreadLabel.text = "\(unread) unread"`, then `argument: unreadLabel.text`) is the value
    /// set, computed from the same state, not the text the screen showed before.
    static func readingWhatWasSet(_ effects: [Effect]) -> [Effect] {
        var set: [(read: Expression, value: Expression)] = []
        return effects.map { effect in
            let read = set.reduce(effect) { $0.replacing($1.read, with: $1.value) }
            if case .set(let target, let property, let value) = read {
                set.removeAll { $0.read == .property(target: target, property: property) }
                set.append((.property(target: target, property: property), value))
            }
            return read
        }
    }

    /// Whether the effects call `sendActions(for:)` anywhere.
    static func sendsActions(_ effects: [Effect]) -> Bool {
        Effect.any(in: effects) { if case .sendActions = $0 { true } else { false } }
    }

    /// Whether the effects read or change a view (`stepper.value`, `accessibilityValue = …`,
    /// focus moved to a view): code SwiftUI cannot run as it is, as its views are values computed
    /// from state. Changes to the app's state, locals and announcements are the same in both.
    static func usesViews(_ effects: [Effect]) -> Bool {
        func reads(_ expression: Expression) -> Bool {
            switch expression {
            case .property: true
            case .nil_, .string, .number, .pointLiteral, .bool, .variable, .localized: false
            case .interpolation(let parts), .formatted(_, let parts): parts.contains(where: reads)
            case .wholeNumber(let inner), .described(let inner), .unwrapped(let inner), .converted(_, let inner),
                 .rounded(let inner), .numberFormatted(let inner, _), .attributed(let inner, _), .isEmpty(let inner): reads(inner)
            case .sum(let left, let right, _), .coalesced(let left, let right), .joined(let left, let right), .product(let left, let right, _),
                 .extreme(_, let left, let right): reads(left) || reads(right)
            case .conditional(let conditions, let then, let otherwise):
                conditions.contains { reads($0.left) || reads($0.right) } || reads(then) || reads(otherwise)
            }
        }
        return effects.contains { effect in
            switch effect {
            case .set, .add, .sendActions, .removeFromSuperview, .moveFocus, .accessibilityFocus, .requestFocus, .requestFocusThrough:
                true
            case .setVariable(_, let value), .declare(_, let value), .announce(let value): reads(value)
            case .addToVariable, .stop, .returns, .appCall: false
            case .branch(let conditions, let then, let otherwise):
                conditions.contains { reads($0.left) || reads($0.right) } || usesViews(then) || usesViews(otherwise)
            case .branchAny(let alternatives, let then, let otherwise):
                alternatives.joined().contains { reads($0.left) || reads($0.right) } || usesViews(then) || usesViews(otherwise)
            case .later(let block, _): usesViews(block)
            case .spelled(_, let block): block.contains { if case .announce(let value) = $0 { reads(value) } else { false } }
            case .switched(let subject, let branches): reads(subject) || usesViews(branches)
            }
        }
    }

    /// `x.accessibilityCustomContent = [AXCustomContent(label: "…", value: "…"), …]` (`replacing`),
    /// else one `append` a piece; a high-importance piece is made first, as its importance is a
    /// property set after it is made.
    static func uikitCustomContent(_ pieces: [CustomContent], on target: String, replacing: Bool) -> [String] {
        var lines: [String] = []
        var items: [String] = []
        var used: Set<String> = []
        for piece in pieces {
            let made = "AXCustomContent(label: \(CodeLiteral.swift(piece.label)), value: \(CodeLiteral.swift(piece.value)))"
            guard piece.isHighImportance else {
                items.append(made)
                continue
            }
            var name = variableName(piece.label)
            while !used.insert(name).inserted { name += "2" }
            lines += ["let \(name) = \(made)", "\(name).importance = .high"]
            items.append(name)
        }
        if replacing {
            lines.append("\(target).accessibilityCustomContent = [\(items.joined(separator: ", "))]")
        } else {
            lines += items.map { "\(target).accessibilityCustomContent.append(\($0))" }
        }
        return lines
    }

    /// A Swift variable name made from a label: `Good with cats` is `goodWithCats`.
    private static func variableName(_ label: String) -> String {
        let words = label.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard let first = words.first, first.first?.isLetter == true else { return "content" }
        let name = first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
        return name.allSatisfy(\.isASCII) ? name : "content"
    }

    /// `accessibilityAction(.magicTap) {` … `}`, without the leading dot.
    static func swiftUIGestureAction(_ handler: EventHandler, shownText: @escaping (String, String) -> String? = { _, _ in nil })
        -> [String] {
        var effects = handler.effects
        if case .returns? = effects.last { effects.removeLast() }
        var code = SwiftBodyCode(context: .swiftUI)
        code.shownText = shownText
        let kind = handler.swiftUIKind ?? handler.event
        let body = code.statements(effects, indent: "    ")
        // Code that only changes UIKit views has no SwiftUI line: an action of comments alone would
        // do nothing, so it is said in words (a learner was shown an empty action).
        guard body.contains(where: { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }) else {
            return ["// .accessibilityAction(.\(kind)) { … }: its code changes views, and SwiftUI computes views from "
                    + "state: the action changes the state the views are computed from"]
        }
        return ["accessibilityAction(.\(kind)) {"] + body + ["}"]
    }

    /// `x.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "…") { [weak self] _ in … }]`
    static func uikitCustomActions(_ actions: [CustomAction], on target: String, addedToOwn: Bool = false) -> [String] {
        guard !actions.isEmpty else { return ["\(target).accessibilityCustomActions = []"] }
        // Added to the list the view has: Swift reads `??` after `+`, so the parentheses matter.
        var lines = ["\(target).accessibilityCustomActions = " + (addedToOwn ? "(\(target).accessibilityCustomActions ?? []) + [" : "[")]
        for (index, action) in actions.enumerated() {
            // An action made as a constant is listed by its name.
            var item = action.constant.map { ["    " + $0] } ?? uikitCustomAction(action, indent: "    ")
            if index < actions.count - 1 { item[item.count - 1] += "," }
            lines += item
        }
        lines.append("]")
        return lines
    }

    /// `UIAccessibilityCustomAction(name: "…") { [weak self] _ in … return true }`, its lines at `indent`.
    static func uikitCustomAction(_ action: CustomAction, indent: String) -> [String] {
        let code = SwiftBodyCode(context: .controller, locals: declared(in: action.effects), returnsBool: true)
        var body = code.statements(action.effects, indent: indent + "    ")
        if !Self.endsInReturn(action.effects) { body.append(indent + "    return true") }
        let image = action.image.map { ", image: " + $0 } ?? ""
        let (list, guarded) = captured(&body, action.capture, guardLine: indent + "    guard let self else { return false }")
        return [indent + "UIAccessibilityCustomAction(name: \(String(reflecting: action.name))\(image)) { " + list + "_ in"]
            + guarded + body + [indent + "}"]
    }

    /// The capture list a closure whose `body` reaches the view controller is written with, as the
    /// learner wrote it (`[weak self]` with `guard let self`, or with `self?.` on each line that
    /// sets a view, `[unowned self]`, `[self]`), and the guard line when it has one; a
    /// closure that reaches nothing captures nothing. `self?.` is kept only where each use is a
    /// view set (`self?.row.isHidden = true`); anything else is written with the guard.
    static func captured(_ body: inout [String], _ capture: ClosureCapture, guardLine: String) -> (list: String, guard: [String]) {
        guard body.contains(where: { $0.contains("self.") }) else { return ("", []) }
        switch capture {
        case .unowned: return ("[unowned self] ", [])
        case .strong: return ("[self] ", [])
        case .weakChained where body.allSatisfy({ line in
            let trimmed = line.drop { $0 == " " }
            guard line.contains("self.") else { return true }
            guard trimmed.hasPrefix("self."), let assignment = trimmed.range(of: " = ") else { return false }
            return !trimmed[assignment.upperBound...].contains("self.")
        }):
            body = body.map { $0.replacingOccurrences(of: "self.", with: "self?.") }
            return ("[weak self] ", [])
        case .weakChained, .weakUnwrapped:
            return ("[weak self] ", [guardLine])
        }
    }

    /// `x.addAction(UIAction { [weak self] _ in … }, for: .EVENT)`
    static func uikitAddAction(_ handler: EventHandler, on target: String, focusStates: [String: String] = [:],
                               writtenInSwiftUI: Bool = false) -> [String] {
        var code = SwiftBodyCode(context: .controller, locals: declared(in: handler.effects), focusStates: focusStates)
        code.appCodeThroughSelf = writtenInSwiftUI
        var body = code.statements(handler.effects, indent: "    ")
        let event = handler.event == "tap" ? "touchUpInside" : handler.event
        let action = handler.actionTitle.map { "UIAction(title: \(CodeLiteral.swift($0))) { " } ?? "UIAction { "
        let (list, guarded) = captured(&body, handler.capture, guardLine: "    guard let self else { return }")
        return ["\(target).addAction(\(action)" + list + "_ in"] + guarded + body + ["}, for: .\(event))"]
    }

    /// `accessibilityAdjustableAction { direction in switch direction { … } }`, without the leading
    /// dot: each direction's code in its case (a direction the fix leaves alone does nothing),
    /// and `@unknown default`, as the direction is an enum SwiftUI may extend. A case with no
    /// code gets a `break`: Swift takes no case without a statement. For code that uses no view
    /// (`usesViews`).
    static func swiftUIAdjustableAction(increment: [Effect]?, decrement: [Effect]?,
                                        shownText: @escaping (String, String) -> String? = { _, _ in nil }) -> [String] {
        var code = SwiftBodyCode(context: .swiftUI)
        code.shownText = shownText
        var lines = ["accessibilityAdjustableAction { direction in", "    switch direction {"]
        for (name, effects) in [("increment", increment), ("decrement", decrement)] {
            var body = effects.map { code.statements($0, indent: "        ") } ?? []
            if body.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }) { body.append("        break") }
            lines += ["    case .\(name):"] + body
        }
        return lines + ["    @unknown default:", "        break", "    }", "}"]
    }

    /// `onTapGesture {` … `}`, without the leading dot.
    static func swiftUITapGesture(_ handler: EventHandler, shownText: @escaping (String, String) -> String? = { _, _ in nil })
        -> [String] {
        var code = SwiftBodyCode(context: .swiftUI)
        code.shownText = shownText
        return ["onTapGesture {"] + code.statements(handler.effects, indent: "    ") + ["}"]
    }

    /// `Button { … } label: { view }`: a SwiftUI Button made around one of the app's views.
    static func swiftUIButton(around view: String, _ handler: EventHandler,
                              shownText: @escaping (String, String) -> String? = { _, _ in nil }) -> [String] {
        swiftUIButton(label: .view(view), handler, shownText: shownText)
    }

    /// `Button("Contact support") {` … `}`: a Button with its title and its action.
    static func swiftUIButton(titled title: String, _ handler: EventHandler,
                              shownText: @escaping (String, String) -> String? = { _, _ in nil }) -> [String] {
        swiftUIButton(label: .title(title), handler, shownText: shownText)
    }

    /// What a SwiftUI Button shows: a title, or a view in its `label:` closure.
    enum ButtonLabel {
        case title(String)
        case view(String)
    }

    /// A SwiftUI Button with its label and the action's code; `kept` lines come first in the
    /// action (what the Button already does).
    static func swiftUIButton(label: ButtonLabel, _ handler: EventHandler, kept: [String] = [],
                              shownText: @escaping (String, String) -> String? = { _, _ in nil }) -> [String] {
        var code = SwiftBodyCode(context: .swiftUI)
        code.shownText = shownText
        let body = kept.map { "    " + $0 } + code.statements(handler.effects, indent: "    ")
        switch label {
        case .title(let title): return ["Button(\(CodeLiteral.swift(title))) {"] + body + ["}"]
        case .view(let view): return ["Button {"] + body + ["} label: {", "    \(view)", "}"]
        }
    }

    /// `accessibilityAction(named: "…") {` … `}`, without the leading dot.
    static func swiftUIAction(_ action: CustomAction, shownText: @escaping (String, String) -> String? = { _, _ in nil })
        -> [String] {
        var effects = action.effects
        if case .returns? = effects.last { effects.removeLast() }
        var code = SwiftBodyCode(context: .swiftUI)
        code.shownText = shownText
        return ["accessibilityAction(named: \(String(reflecting: action.name))) {"]
            + code.statements(effects, indent: "    ") + ["}"]
    }

    /// The names a body declares with `let` or `var`, in any branch.
    static func declared(in effects: [Effect]) -> Set<String> {
        var names: Set<String> = []
        for effect in effects {
            switch effect {
            case .declare(let name, _): names.insert(name)
            case .branch(_, let then, let otherwise), .branchAny(_, let then, let otherwise):
                names.formUnion(declared(in: then))
                names.formUnion(declared(in: otherwise))
            case .switched(_, let branches): names.formUnion(declared(in: branches))
            default: break
            }
        }
        return names
    }

    private static func endsInReturn(_ effects: [Effect]) -> Bool {
        switch effects.last {
        case .returns?, .stop?: true
        case .branch(_, let then, let otherwise)?, .branchAny(_, let then, let otherwise)?:
            endsInReturn(then) && endsInReturn(otherwise)
        case .switched(_, let branches)?: endsInReturn(branches)
        default: false
        }
    }

    func statements(_ effects: [Effect], indent: String) -> [String] {
        let effects = context == .swiftUI ? Self.readingWhatWasSet(effects) : effects
        var lines: [String] = []
        var bound: String?  // a `guard let`'s name, declared by the line already written
        var returned = false  // a getter's `return VALUE` written, whose stop follows
        for (index, effect) in effects.enumerated() {
            if let name = bound {
                bound = nil
                if case .declare(name, _) = effect { continue }
            }
            if returned {
                returned = false
                if case .stop = effect { continue }
            }
            switch effect {
            case .set("self", let property, let value) where property == returning:
                lines.append(indent + "return \(expression(value))")
                returned = true
            case .branch(let conditions, let then, let otherwise) where binding(conditions, then.first) != nil:
                // `if let NAME = VALUE, … { … }`: the test and the declaration are one binding.
                let (name, value) = binding(conditions, then.first) ?? ("", .nil_)
                if isShown(value) {
                    // SwiftUI shows the text itself: nothing is optional, and the body runs unless
                    // the conditions after the binding say otherwise.
                    lines.append(indent + "let \(name) = \(expression(value))")
                    let rest = conditions.dropFirst().map { Self.reading(name, for: value, in: $0) }
                    lines += rest.isEmpty ? statements(Array(then.dropFirst()), indent: indent)
                        : branch(self.conditions(rest), Array(then.dropFirst()), otherwise, indent: indent, note: viewReadNote(rest))
                } else {
                    lines += branch(bindingHead(name, value, conditions.dropFirst()), Array(then.dropFirst()),
                                    otherwise, indent: indent, note: viewReadNote(conditions))
                }
            case .branch(let conditions, [], let otherwise) where Self.exit(otherwise) != nil
                && index + 1 < effects.count && binding(conditions, effects[index + 1]) != nil:
                let (name, value) = binding(conditions, effects[index + 1]) ?? ("", .nil_)
                if isShown(value) {
                    lines.append(indent + "let \(name) = \(expression(value))")
                    let rest = conditions.dropFirst().map { Self.reading(name, for: value, in: $0) }
                    if !rest.isEmpty {
                        lines.append(indent + "guard \(self.conditions(rest)) else { \(statements(otherwise, indent: "").joined()) }"
                                     + viewReadNote(rest))
                    }
                } else {
                    lines.append(indent + "guard \(bindingHead(name, value, conditions.dropFirst())) else { "
                                 + "\(statements(otherwise, indent: "").joined()) }")
                }
                bound = name
            case .set(let target, let property, let value) where Self.negates(value, .property(target: target, property: property)):
                // `isOn = !isOn` and `isOn.toggle()` are one change: Swift's own method is shown.
                lines.append(indent + viewChange("\(path(target, property)).toggle()"))
            case .set(let target, let property, .sum(let read, let amount, let negated))
                where read == .property(target: target, property: property):
                lines.append(indent + viewChange("\(path(target, property)) \(negated ? "-=" : "+=") \(expression(amount))"))
            case .set(let target, let property, let value):
                lines.append(indent + viewChange("\(path(target, property)) = \(expression(value))"))
            case .add(let target, let property, let amount):
                lines.append(indent + viewChange("\(path(target, property)) \(Self.change(amount))"))
            case .setVariable(let name, let value) where context != .swiftUI && focusStates[name] != nil:
                let view = focusStates[name] ?? name
                // `toggle()` sets it true where the code runs: focus is elsewhere then (on the control tapped).
                let movesFocus = value == .bool(true) || Self.negates(value, .variable(name))
                lines.append(indent + (movesFocus
                    ? "UIAccessibility.post(notification: .layoutChanged, argument: \(context == .controller ? "self." : "")\(view))"
                    : "// \(name) = \(expression(value)): UIKit keeps no focus state; focus moves only when posted"))
            case .setVariable(let name, let value) where Self.negates(value, .variable(name)):
                lines.append(indent + "\(variable(name)).toggle()")
            case .setVariable(let name, .sum(let read, let amount, let negated)) where read == .variable(name):
                lines.append(indent + "\(variable(name)) \(negated ? "-=" : "+=") \(expression(amount))")
            case .setVariable(let name, let value):
                lines.append(indent + "\(variable(name)) = \(expression(value))")
            case .addToVariable(let name, let amount):
                lines.append(indent + "\(variable(name)) \(Self.change(amount))")
            case .declare(let name, let value):
                let keyword = Self.assigns(name, in: effects[(index + 1)...]) ? "var" : "let"
                lines.append(indent + "\(keyword) \(name) = \(expression(value))")
            case .branch(let conditions, let then, let otherwise):
                if then.isEmpty, let exit = Self.exit(otherwise) {
                    lines.append(indent + "guard \(self.conditions(conditions)) else { \(statements([exit], indent: "").joined()) }"
                                 + viewReadNote(conditions))
                } else {
                    lines += branch(self.conditions(conditions), then, otherwise, indent: indent, note: viewReadNote(conditions))
                }
            case .switched(let subject, let branches):
                lines += switchLines(subject, branches, indent: indent)
            case .branchAny(let alternatives, let then, let otherwise):
                let test = alternatives.map { $0.map(condition).joined(separator: " && ") }.joined(separator: " || ")
                lines += then.isEmpty && Self.exit(otherwise) != nil
                    ? [indent + "guard \(test) else { \(statements(otherwise, indent: "").joined()) }"]
                    : branch(test, then, otherwise, indent: indent)
            case .stop:
                lines.append(indent + (returnsBool ? "return false" : "return"))
            case .returns(let result):
                lines.append(indent + (returnsBool ? "return \(result)" : "return"))
            case .sendActions(let target, let event):
                lines.append(indent + viewChange("\(path(target, "sendActions"))(for: .\(event))"))
            case .removeFromSuperview(let target):
                lines.append(indent + viewChange("\(path(target, "removeFromSuperview"))()"))
            case .appCall(let call):
                lines.append(indent + (appCodeThroughSelf && context == .controller && !call.hasPrefix("self") ? "self." + call : call))
            case .requestFocus(let target), .requestFocusThrough(let target):
                lines.append(indent + "// \(target): requestFocus() is Android's; iOS moves focus with a notification")
            case .accessibilityFocus(let target):
                lines.append(indent + "// \(target): performAccessibilityAction() is Android's; iOS moves focus with a notification")
            case .moveFocus(let target, let screenChanged):
                let argument = target.map { context == .view && $0 == "self" ? "self" : context == .controller ? "self.\($0)" : $0 }
                let line = "UIAccessibility.post(notification: .\(screenChanged ? "screenChanged" : "layoutChanged"), "
                    + "argument: \(argument ?? "nil"))"
                if context == .swiftUI, target == nil {
                    lines.append(indent + "AccessibilityNotification.\(screenChanged ? "ScreenChanged" : "LayoutChanged")().post()  // iOS 17")
                } else {
                    lines.append(indent + (context == .swiftUI ? "// \(line): SwiftUI moves focus with @AccessibilityFocusState" : line))
                }
            case .later(let block, let deadline):
                let inside = statements(block, indent: indent + "    ")
                // Only words (a view's change SwiftUI makes from state): no block to queue.
                guard inside.contains(where: { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }) else {
                    lines += inside.map { indent + $0.dropFirst(indent.count + 4) }
                    continue
                }
                lines.append(indent + (deadline.map { "DispatchQueue.main.asyncAfter(deadline: \($0)) {" } ?? "DispatchQueue.main.async {"))
                lines += inside
                lines.append(indent + "}")
            case .announce(let text):
                lines.append(indent + posting("announcement", expression(text)))
            case .spelled(.notification(let notification), let block):
                // The notification written, with the string it carries (what it does is in `block`).
                guard case .announce(let text)? = block.first else { continue }
                lines.append(indent + posting(notification, expression(text)))
            case .spelled(.viewCompat, let block), .spelled(.announcedBy, let block):
                lines += statements(block, indent: indent)
            }
        }
        return lines
    }

    /// A notification posted with a string argument: UIKit's `UIAccessibility.post`, SwiftUI's
    /// `AccessibilityNotification` (iOS 17).
    private func posting(_ notification: String, _ argument: String) -> String {
        guard context == .swiftUI else { return "UIAccessibility.post(notification: .\(notification), argument: \(argument))" }
        let type = notification.prefix(1).uppercased() + notification.dropFirst()
        return "AccessibilityNotification.\(type)(\(argument)).post()  // iOS 17; UIAccessibility.post before it"
    }

    /// Whether `value` is `!read`, the other Bool: the change is `read.toggle()`.
    private static func negates(_ value: Expression, _ read: Expression) -> Bool {
        value == .conditional(when: [Condition(left: read, comparison: .equal, right: .bool(true))], .bool(false), .bool(true))
    }

    /// The name and value of an optional binding: `conditions` start with `value != nil` and
    /// `declaration` declares the name as that value unwrapped.
    private func binding(_ conditions: [Condition], _ declaration: Effect?) -> (String, Expression)? {
        guard let test = conditions.first, test.comparison == .notEqual, test.right == .nil_,
              case .declare(let name, .unwrapped(let value))? = declaration, value == test.left else { return nil }
        return (name, value)
    }

    /// `let NAME = VALUE, rest`: a binding's head, the conditions after it reading the name.
    private func bindingHead(_ name: String, _ value: Expression, _ rest: ArraySlice<Condition>) -> String {
        let tests = rest.map { condition(Self.reading(name, for: value, in: $0)) }
        return (["let \(name) = \(expression(value))"] + tests).joined(separator: ", ")
    }

    /// A condition after a binding, reading the bound name where it reads the value unwrapped.
    private static func reading(_ name: String, for value: Expression, in condition: Condition) -> Condition {
        Condition(left: condition.left == .unwrapped(value) ? .variable(name) : condition.left,
                  comparison: condition.comparison,
                  right: condition.right == .unwrapped(value) ? .variable(name) : condition.right)
    }

    /// After SwiftUI's `if` or `guard` that reads a view's property SwiftUI does not show as text
    /// (`!emailError.isHidden`): a SwiftUI view has no such property, and the app tests the state
    /// the view is computed from, said in words. Empty otherwise.
    private func viewReadNote(_ conditions: [Condition]) -> String {
        guard context == .swiftUI else { return "" }
        let views = conditions.flatMap { [$0.left, $0.right] }.compactMap { operand -> String? in
            guard case .property(let target, let property) = operand, target != "self", shownText(target, property) == nil
            else { return nil }
            return target
        }
        guard let view = views.first else { return "" }
        return "  // a SwiftUI view has no properties to read: test the state \(view) is computed from"
    }

    /// Whether SwiftUI shows the value's text itself (`shownText`): no optional to bind.
    private func isShown(_ value: Expression) -> Bool {
        guard context == .swiftUI, case .property(let target, let property) = value else { return false }
        return shownText(target, property) != nil
    }

    /// `if … { … } else if … { … } else { … }`
    private func branch(_ test: String, _ then: [Effect], _ otherwise: [Effect],
                        indent: String, note: String = "") -> [String] {
        var lines = [indent + "if \(test) {" + note] + statements(then, indent: indent + "    ")
        var rest = otherwise
        while case .branch(let next, let nextThen, let nextOtherwise)? = rest.first, rest.count == 1,
              !(nextThen.isEmpty && Self.exit(nextOtherwise) != nil) {
            lines.append(indent + "} else if \(self.conditions(next)) {")
            lines += statements(nextThen, indent: indent + "    ")
            rest = nextOtherwise
        }
        if !rest.isEmpty {
            lines.append(indent + "} else {")
            lines += statements(rest, indent: indent + "    ")
        }
        lines.append(indent + "}")
        return lines
    }

    /// `switch SUBJECT { case …: … default: … }` from the branches a switch is: each branch's test
    /// of the subject is its pattern (`1`, `"Good"`, `1...3`, `1..<4`), a branch with the same
    /// code as the one before is another pattern of its case, and what no case takes is the
    /// default. Branches that are no such tests are shown as the `if`s they are.
    private func switchLines(_ subject: Expression, _ chain: [Effect], indent: String) -> [String] {
        func pattern(_ conditions: [Condition]) -> String? {
            switch conditions.map({ ($0.left, $0.comparison, $0.right) }) {
            case let tests where tests.count == 1 && tests[0].0 == subject && tests[0].1 == .equal:
                return expression(tests[0].2)
            case let tests where tests.count == 2 && tests[0].0 == subject && tests[1].0 == subject
                && tests[0].1 == .greaterOrEqual && (tests[1].1 == .lessOrEqual || tests[1].1 == .less):
                return expression(tests[0].2) + (tests[1].1 == .less ? "..<" : "...") + expression(tests[1].2)
            default:
                return nil
            }
        }
        var cases: [(patterns: [String], body: [Effect])] = []
        var rest = chain
        while rest.count == 1, case .branch(let conditions, let then, let otherwise) = rest[0], let written = pattern(conditions) {
            if let last = cases.last, last.body == then {
                cases[cases.count - 1].patterns.append(written)
            } else {
                cases.append(([written], then))
            }
            rest = otherwise
        }
        guard !cases.isEmpty else { return statements(chain, indent: indent) }
        // Swift takes no case without a statement.
        func body(_ effects: [Effect]) -> [String] {
            let lines = statements(effects, indent: indent + "    ")
            return lines.isEmpty ? [indent + "    break"] : lines
        }
        var lines = [indent + "switch \(expression(subject)) {"]
        for (patterns, effects) in cases {
            lines.append(indent + "case \(patterns.joined(separator: ", ")):")
            lines += body(effects)
        }
        return lines + [indent + "default:"] + body(rest) + [indent + "}"]
    }

    /// Whether a later statement (or one nested in a later branch) changes `name`.
    private static func assigns(_ name: String, in effects: ArraySlice<Effect>) -> Bool {
        Effect.any(in: Array(effects)) { effect in
            switch effect {
            case .setVariable(name, _), .addToVariable(name, _): true
            default: false
            }
        }
    }

    /// A guard's `else`: one `return`, with or without a value; nil for anything else.
    private static func exit(_ effects: [Effect]) -> Effect? {
        guard effects.count == 1 else { return nil }
        switch effects[0] {
        case .stop, .returns: return effects[0]
        default: return nil
        }
    }

    /// A view's property: bare in its own extension, through `self` in the view controller.
    private func path(_ target: String, _ property: String) -> String {
        switch context {
        case .view: target == "self" ? property : "\(target).\(property)"
        case .controller: "self.\(target).\(property)"
        case .swiftUI: "\(target).\(property)"
        }
    }

    /// A state variable (or local): the view controller's through `self`.
    private func variable(_ name: String) -> String {
        context == .controller && !locals.contains(name) ? "self.\(name)" : name
    }

    /// A line changing a view: SwiftUI has no such statement (views are computed from state),
    /// so there it is a comment.
    private func viewChange(_ line: String) -> String {
        context == .swiftUI ? "// \(line): in SwiftUI change the state this view is computed from" : line
    }

    private static func change(_ amount: Double) -> String {
        amount < 0 ? "-= \(PropertyValue.format(-amount))" : "+= \(PropertyValue.format(amount))"
    }

    func conditions(_ conditions: [Condition]) -> String {
        conditions.map(condition).joined(separator: ", ")
    }

    private func condition(_ condition: Condition) -> String {
        if condition.comparison == .equal, condition.right == .bool(true) { return expression(condition.left) }
        if condition.comparison == .equal, condition.right == .bool(false) { return "!" + expression(condition.left) }
        return "\(expression(condition.left)) \(condition.comparison.rawValue) \(expression(condition.right))"
    }

    func expression(_ expression: Expression) -> String {
        switch expression {
        case .nil_: return "nil"
        case .string(let text): return String(reflecting: text)
        case .number(let number): return PropertyValue.format(number)
        case .pointLiteral(let number): return String(describing: number)
        case .bool(let flag): return String(flag)
        case .property(let target, let property):
            if context == .swiftUI, let text = shownText(target, property) { return String(reflecting: text) }
            return path(target, property)
        case .variable(let name): return variable(name)
        case .interpolation(let parts):
            return "\"" + parts.map { part in
                if case .string(let text) = part { return String(String(reflecting: text).dropFirst().dropLast()) }
                return "\\(" + self.expression(part) + ")"
            }.joined() + "\""
        case .wholeNumber(let inner): return "Int(\(self.expression(inner)))"
        case .described(let inner): return "String(\(self.expression(inner)))"
        case .sum(let left, let right, let negated):
            return "\(self.expression(left)) \(negated ? "-" : "+") \(self.expression(right))"
        case .product(let left, let right, let divided):
            // `+`, `-`, `??` and `?:` bind looser: such a side keeps its parentheses, as does a right
            // side that multiplies or divides again.
            func side(_ part: Expression, right: Bool) -> String {
                switch part {
                case .sum, .coalesced, .conditional, .joined: "(" + self.expression(part) + ")"
                case .product where right: "(" + self.expression(part) + ")"
                default: self.expression(part)
                }
            }
            return side(left, right: false) + (divided ? " / " : " * ") + side(right, right: true)
        case .conditional(let conditions, .bool(true), .bool(false)):
            return conditions.map(condition).joined(separator: " && ")
        case .conditional(let conditions, .bool(false), .bool(true)):
            // `!(text ?? "").isEmpty`: a postfix test needs no more parentheses than its own.
            if conditions.count == 1, conditions[0].comparison == .equal, conditions[0].right == .bool(true),
               case .isEmpty = conditions[0].left {
                return "!" + self.expression(conditions[0].left)
            }
            let test = conditions.map(condition).joined(separator: " && ")
            return conditions.count == 1 && test.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" })
                ? "!" + test : "!(\(test))"
        case .conditional(let conditions, let then, let otherwise):
            return "\(self.conditions(conditions).replacingOccurrences(of: ", ", with: " && ")) ? "
                + "\(self.expression(then)) : \(self.expression(otherwise))"
        case .coalesced(.property(let target, let property), _) where context == .swiftUI && shownText(target, property) != nil:
            // The text itself is no optional: `?? ""` after it would only draw a warning.
            return String(reflecting: shownText(target, property) ?? "")
        case .coalesced(let optional, let fallback):
            return "\(self.expression(optional)) ?? \(self.expression(fallback))"
        case .joined(let left, let right):
            // `??` and `?:` bind looser than `+`: such a side keeps its parentheses.
            func side(_ part: Expression) -> String {
                switch part {
                case .coalesced, .conditional: "(" + self.expression(part) + ")"
                default: self.expression(part)
                }
            }
            return side(left) + " + " + side(right)
        case .formatted(let format, let arguments):
            return "String(format: \(String(reflecting: format))"
                + arguments.map { ", " + self.expression($0) }.joined() + ")"
        case .converted(let type, let inner): return "\(type)(\(self.expression(inner)))"
        case .rounded(let inner), .numberFormatted(let inner, _), .isEmpty(let inner):
            // A method after an operator's result needs the result in parentheses.
            let method = switch expression {
            case .rounded: ".rounded()"
            case .isEmpty: ".isEmpty"
            case .numberFormatted(_, let style): ".formatted(\(style.written))"
            default: ""
            }
            switch inner {
            case .sum, .conditional, .coalesced, .joined, .product: return "(\(self.expression(inner)))" + method
            default: return self.expression(inner) + method
            }
        case .unwrapped(let inner):
            // Outside the `if let` or `guard let` that binds it (`statements` writes those); a text
            // SwiftUI shows is no optional.
            return self.expression(inner) + (isShown(inner) ? "" : "!")
        case .extreme(let largest, let left, let right):
            return "\(largest ? "max" : "min")(\(self.expression(left)), \(self.expression(right)))"
        case .localized(let key, let comment):
            return comment.map { "NSLocalizedString(\(String(reflecting: key)), comment: \(String(reflecting: $0)))" }
                ?? "String(localized: \(String(reflecting: key)))"
        case .attributed(let inner, let attributes):
            // SwiftUI's announcement takes a String or an AttributedString: the text, there.
            guard context != .swiftUI else { return self.expression(inner) }
            return "NSAttributedString(string: \(self.expression(inner))" + (attributes.map { ", attributes: " + $0 } ?? "") + ")"
        }
    }
}
