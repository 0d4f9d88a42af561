import AXModel
import SwiftSyntax

/// The statements of UIKit set-up code: assignments to a view's properties, the calls that
/// build the tree, and the calls that set a control's title, image or state.
extension UIKitReader {
    /// Whether the root is a controller's `view`, which is not an element of the screen.
    var rootIsController: Bool { superclass.hasSuffix("Controller") }

    /// `x.text = "…"`, `x.accessibilityTraits = [.button]`, `x = UILabel()`.
    mutating func assignment(_ sequence: SequenceExprSyntax) {
        let parts = Array(sequence.elements)
        guard parts.count >= 3, parts.count % 2 == 1, let lhs = parts.first else { return }
        // `x.text = "Fee: " + amount`: the right side is the rest of the unfolded sequence.
        let rhs = parts.count == 3 ? parts[2] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(parts[2...])))
        let isAssignment = parts[1].is(AssignmentExprSyntax.self)
        if isAssignment, let name = Constants.name(of: lhs), !rootNames.contains(name), name != "view",
           makeView(rhs, name: name, quiet: true) { return }
        guard var (target, property, path) = Self.property(lhs) else { return }
        // `navigationItem.title = …` without `self.`: the controller's own navigation item.
        if target?.as(DeclReferenceExprSyntax.self)?.baseName.text == "navigationItem", path.isEmpty {
            target = nil
            path = ["navigationItem"]
        }
        // `config.title = "Send"` on a `UIButton.Configuration` kept in a local.
        if isAssignment, property == "title", path.isEmpty, let local = target.flatMap(Constants.name(of:)),
           names[local] == nil, !rootNames.contains(local), tabs.items[local] == nil, let title = constants.evaluate(rhs)?.text {
            configurationTitles[local] = title
            return
        }
        if isAssignment, tabBarAssignment(target: target, property: property, path: path, value: rhs, node: Syntax(sequence)) {
            return
        }
        if isAssignment, path.isEmpty, partAssignment(target: target, property: property, value: rhs, node: Syntax(sequence)) {
            return
        }
        guard let id = receiver(target) else { return }
        if id == rootID, rootIsController {
            // `title = "Transfer"`, `navigationItem.title = …`: shown by a navigation bar the file does not hold.
            if property == "title", path.isEmpty || path == ["navigationItem"] {
                let title = constants.evaluate(rhs)?.text.map { "'\($0)'" } ?? "it"
                notes.note("the title \(title) shows in a navigation bar this file does not hold (the controller's "
                           + "navigation controller): add a UINavigationBar with it to the screen, which VoiceOver reads "
                           + "as a heading", at: lhs)
                return
            }
            // `view.accessibilityElements = [b, a]`: the order VoiceOver reads the controller's views in,
            // kept on a `view` that holds them all (docs/importing.md).
            if property == "accessibilityElements", path.isEmpty, isAssignment {
                let recorded = changes.count
                statement(Syntax(sequence), id: Self.controllerViewID, property: property, rhs: Syntax(rhs), operatorNode: parts[1])
                ordersControllerView = ordersControllerView || changes.count > recorded
                controllerOrderNode = Syntax(sequence)
                return
            }
            if Self.isAccessibility(property) {
                notes.note("the controller's own view is not an element of a screen: '\(property)' is left out", at: lhs)
            }
            return
        }
        guard isAssignment || property == "accessibilityTraits" else { return }
        if direct(property, path: path, value: rhs, id: id, node: Syntax(sequence)) { return }
        guard path.isEmpty, ElementProperty.named(property) != nil || property == "accessibilityTraits" else {
            if Self.isAccessibility(property) {
                notes.note("'\(property)' is left out: the screen format cannot describe it yet", at: lhs)
            }
            return
        }
        statement(Syntax(sequence), id: id, property: property, rhs: Syntax(rhs), operatorNode: parts[1])
    }

    /// Whether a property is one VoiceOver reads.
    static func isAccessibility(_ property: String) -> Bool {
        property.hasPrefix("accessibility") || property == "isAccessibilityElement"
            || property == "shouldGroupAccessibilityChildren"
    }

    /// `x.prop`, `self.x.prop`, `x.textLabel?.text` (path `textLabel`), `prop` alone (the root's):
    /// the receiver, the property and the members between them.
    static func property(_ expression: ExprSyntax) -> (ExprSyntax?, String, [String])? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return (nil, reference.baseName.text, [])
        }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let property = member.declName.baseName.text
        guard var base = member.base else { return nil }
        var path: [String] = []
        while true {
            if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression; continue }
            if let forced = base.as(ForceUnwrapExprSyntax.self) { base = forced.expression; continue }
            if let inner = base.as(MemberAccessExprSyntax.self), let innerBase = inner.base,
               innerBase.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) {
                path.insert(inner.declName.baseName.text, at: 0)
                base = innerBase
                continue
            }
            break
        }
        return (base, property, path)
    }

    /// Settings the statements do not take, made directly: an image view's image, a
    /// progress, pages, a segment, a cell's accessory and text label, a button's configuration title.
    mutating func direct(_ property: String, path: [String], value: ExprSyntax, id: String, node: Syntax) -> Bool {
        guard let type = views[id]?.type ?? (id == rootID ? (superclass.hasSuffix("TableViewCell") ? .UITableViewCell : .UIView) : nil)
        else { return false }
        let number = constants.evaluate(value)?.number
        switch (path, property) {
        case ([], "accessibilityCustomActions"):
            // `[UIAccessibilityCustomAction(name: "Freeze card") { _ in … }, …]`: offered by name.
            guard let list = value.as(ArrayExprSyntax.self) else { return computed(property, node) }
            var names: [String] = []
            for item in list.elements {
                guard let call = item.expression.as(FunctionCallExprSyntax.self),
                      CallArguments.typeName(call.calledExpression) == "UIAccessibilityCustomAction",
                      let named = CallArguments(call: call).labeled("name"),
                      let name = ActionNames.name(named, constants: constants) else { return computed(property, node) }
                names.append(name)
            }
            let actions = names.map { CustomAction(name: $0) }
            set(id, node) { element in element.customActions = actions }
            for name in names { notes.note(ActionNames.note(name), at: node) }
        case ([], "image") where type == .UIImageView:
            guard let image = image(value, for: id) else { return computed(property, node) }
            set(id, node) { $0.image = image }
        case ([], "hidesWhenStopped") where type == .UIActivityIndicatorView:
            guard let hides = constants.evaluate(value)?.bool else { return computed(property, node) }
            if hides { keptWhenStopped[id] = nil } else { keptWhenStopped[id] = node }
            set(id, node) { $0.hidesWhenStopped = hides }
        case ([], "progress") where type == .UIProgressView:
            guard let number else { return computed(property, node) }
            set(id, node) { $0.progress = number }
        case ([], "numberOfPages") where type == .UIPageControl, ([], "currentPage") where type == .UIPageControl,
             ([], "selectedSegmentIndex") where type == .UISegmentedControl:
            guard let number, number == number.rounded() else { return computed(property, node) }
            let whole = Int(number)
            set(id, node) { element in
                switch property {
                case "numberOfPages": element.numberOfPages = whole
                case "currentPage": element.currentPage = whole
                default: element.selectedSegmentIndex = whole
                }
            }
        case ([], "isEditable") where type == .UITextView:
            guard constants.evaluate(value)?.bool == false else { return true }
            notes.note("a UITextView that cannot be edited is read as text, which the model does not have for it yet: "
                       + "describe it in the screen (a UILabel reads the same)", at: node)
            dropped.insert(id)
        case ([], "text") where type == .UILabel:
            guard let text = constants.evaluate(value)?.text else {
                notes.note("'\(ImportNotes.quote(node))': the label's text is computed at run time, so the label is left out "
                           + "with all it has (its traits too): describe it in the screen", at: node)
                dropped.insert(id)
                return true
            }
            set(id, node) { $0.text = text }
        case ([], "attributedText") where type == .UILabel:
            // `NSAttributedString(string: "Tap to pay", …)`: VoiceOver reads its string, as the label's text.
            guard let call = value.as(FunctionCallExprSyntax.self),
                  ["NSAttributedString", "NSMutableAttributedString"].contains(CallArguments.typeName(call.calledExpression)),
                  let string = CallArguments(call: call).labeled("string"),
                  let text = constants.evaluate(string)?.text else { return computed(property, node) }
            set(id, node) { $0.text = text }
        case ([], "items") where type == .UINavigationBar:
            let titles = value.as(ArrayExprSyntax.self)?.elements.map { item -> String? in
                guard let call = item.expression.as(FunctionCallExprSyntax.self),
                      CallArguments.typeName(call.calledExpression) == "UINavigationItem" else { return nil }
                return CallArguments(call: call).labeled("title").flatMap { constants.evaluate($0)?.text }
            }
            guard let titles, !titles.isEmpty, !titles.contains(nil) else { return computed(property, node) }
            // The top item's title is the bar's; the one under it names the back button.
            set(id, node) { element in
                element.title = titles.last ?? nil
                element.backTitle = titles.count > 1 ? titles[titles.count - 2] : nil
            }
        case ([], "accessoryType") where type == .UITableViewCell:
            guard let name = SwiftUIReader.memberName(value) ?? value.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                  let accessory = AccessoryType(rawValue: name) else { return computed(property, node) }
            set(id, node) { $0.accessoryType = accessory }
        case ([], "leftView") where type.isTextEntry, ([], "rightView") where type.isTextEntry,
             ([], "accessoryView") where type == .UITableViewCell:
            // A view the control shows inside itself: its child, which an element's own reading covers.
            guard let name = Constants.name(of: value), names[name] != nil else { return false }
            add(value, to: id, at: nil)
        case ([], "configuration") where type == .UIButton:
            // A configuration whose title this code set (`config.title = "Send"`): the button's title.
            guard let local = Constants.name(of: value), let title = configurationTitles[local] else { return false }
            set(id, node) { $0.title = title }
        case (["textLabel"], "text") where type == .UITableViewCell,
             (["configuration"], "title") where type == .UIButton:
            guard let text = constants.evaluate(value)?.text else { return computed(property, node) }
            set(id, node) { element in
                if element.type == .UIButton { element.title = text } else { element.text = text }
            }
        default:
            return false
        }
        return true
    }

    /// A note for a value the source does not spell out; true (the statement is dealt with).
    mutating func computed(_ property: String, _ node: Syntax) -> Bool {
        notes.note("'\(property)' is set to a value computed at run time: describe it in the screen", at: node)
        return true
    }

    mutating func set(_ id: String, _ node: Syntax, _ change: @escaping @Sendable (inout Element) -> Void) {
        changes.append(PendingChange(id: id, kind: .direct(change), node: node))
    }

    /// A statement the tutor's statements know, written out and queued.
    mutating func statement(_ node: Syntax, id: String, property: String, rhs: Syntax, operatorNode: ExprSyntax) {
        let text = StatementText(ids: names, constants: constants)
        guard let value = text.render(rhs) else {
            notes.note("'\(property)' is set to a value computed at run time: describe it in the screen", at: node)
            return
        }
        let op = operatorNode.trimmedDescription
        changes.append(PendingChange(id: id, kind: .statement(".\(property) \(op) \(value.trimmingLeadingSpace)"),
                                     node: node))
    }

    // MARK: Calls

    mutating func call(_ call: FunctionCallExprSyntax) {
        let arguments = CallArguments(call: call)
        let called = call.calledExpression
        let method: String
        let base: ExprSyntax?
        if let member = called.as(MemberAccessExprSyntax.self) {
            method = member.declName.baseName.text
            base = member.base
        } else if let reference = called.as(DeclReferenceExprSyntax.self) {
            method = reference.baseName.text
            base = nil
        } else {
            return
        }
        if base == nil || base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            if let own = methods[method], let body = own.body {
                if visited.insert(method).inserted { statements(body.statements) }
                return
            }
        }
        if method == "forEach", let list = base?.as(ArrayExprSyntax.self) {
            forEach(list, arguments)
            return
        }
        // `UIAccessibility.post(notification: .announcement, argument: "Loaded")`: something the app
        // does as it runs, which a screen (what the views are) does not hold.
        if method == "post", base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIAccessibility" {
            notes.note("'\(ImportNotes.quote(call))' is left out: a notification the app posts as it runs, which a screen does "
                       + "not hold (an exercise gives it to a gesture, as onActivate: {announce: …})", at: call)
            return
        }
        // `x.accessibilityTraits.insert(.header)` and the like.
        if let member = base?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "accessibilityTraits" {
            guard let id = receiver(member.base) else { return }
            let text = StatementText(ids: names, constants: constants)
            guard let arguments = text.render(Syntax(call.arguments)) else {
                notes.note("the traits are computed at run time: describe them in the screen", at: call)
                return
            }
            changes.append(PendingChange(id: id, kind: .statement(".accessibilityTraits.\(method)(\(arguments.trimmingLeadingSpace))"),
                                         node: Syntax(call)))
            return
        }
        guard let id = receiver(base) else { return }
        let first = arguments.first
        switch method {
        case "addSubview", "addArrangedSubview":
            if let first { add(first, to: id, at: nil) }
        case "insertSubview", "insertArrangedSubview":
            guard let first else { return }
            if let index = arguments.labeled("at").flatMap({ constants.evaluate($0)?.number }) {
                add(first, to: id, at: Int(index))
            } else if let other = (arguments.labeled("belowSubview") ?? arguments.labeled("aboveSubview"))
                        .flatMap(Constants.name(of:)).flatMap({ names[$0] }),
                      let position = children[id]?.firstIndex(of: other) {
                add(first, to: id, at: arguments.labeled("belowSubview") != nil ? position : position + 1)
            } else {
                add(first, to: id, at: nil)
            }
        case "setTitle" where views[id]?.type == .UISegmentedControl && arguments.labeled("forSegmentAt") != nil,
             "setImage" where views[id]?.type == .UISegmentedControl && arguments.labeled("forSegmentAt") != nil:
            segmentContent(id, arguments, call, image: method == "setImage")
        case "setTitle" where arguments.labeled("for").flatMap(SwiftUIReader.memberName) == "normal":
            guard let text = first.flatMap({ constants.evaluate($0)?.text }) else {
                notes.note("'\(ImportNotes.quote(call))': the button's title is computed at run time: describe it in the screen",
                           at: call)
                dropped.insert(id)
                return
            }
            set(id, Syntax(call)) { $0.title = text }
        case "setImage" where arguments.labeled("for").flatMap(SwiftUIReader.memberName) == "normal":
            guard let image = first.flatMap({ self.image($0, for: id) }) else {
                _ = computed("image", Syntax(call))
                return
            }
            set(id, Syntax(call)) { $0.image = image }
        case "startAnimating" where views[id]?.type == .UIActivityIndicatorView,
             "stopAnimating" where views[id]?.type == .UIActivityIndicatorView:
            let on = method == "startAnimating"
            if on { animating.insert(id) } else { animating.remove(id) }
            set(id, Syntax(call)) { $0.isAnimating = on }
        case "setOn", "setValue", "setProgress":
            guard let value = first.flatMap({ constants.evaluate($0) }) else {
                _ = computed(method, Syntax(call))
                return
            }
            set(id, Syntax(call)) { element in
                switch (method, value) {
                case ("setOn", .bool(let on)): element.isOn = on
                case ("setValue", .number(let number)): element.value = number
                case ("setProgress", .number(let number)): element.progress = number
                default: break
                }
            }
        case "setEnabled" where views[id]?.type == .UISegmentedControl && arguments.labeled("forSegmentAt") != nil:
            segmentEnabled(id, arguments, call)
        case "setItems" where views[id]?.type == .UITabBar:
            if let first { setItems(of: id, first, node: Syntax(call)) }
        case "insertSegment" where views[id]?.type == .UISegmentedControl:
            insertSegment(id, arguments, call)
        default:
            // `cell.configure(merchant: "Tesco", …)`: a method of the file's own view class, which
            // the import reads only when it takes nothing (its set-up's own calls).
            if let className = views[id]?.className, ownViews[className] != nil, !call.arguments.isEmpty {
                notes.note("'\(ImportNotes.quote(call))' is left out: a method of \(className) that takes arguments, which the "
                           + "import does not follow: describe what it sets in the screen", at: call)
            }
        }
    }

    /// `[a, b].forEach { view.addSubview($0) }`, `[a, b].forEach(stack.addArrangedSubview)`.
    mutating func forEach(_ list: ArrayExprSyntax, _ arguments: CallArguments) {
        let adding = ["addSubview", "addArrangedSubview"]
        var parent: String?
        if let reference = arguments.first?.as(MemberAccessExprSyntax.self), adding.contains(reference.declName.baseName.text) {
            parent = receiver(reference.base)
        } else if let closure = arguments.trailing, closure.statements.count == 1,
                  let call = SwiftUIReader.calls(in: Syntax(closure.statements)).first,
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  adding.contains(member.declName.baseName.text) {
            parent = receiver(member.base)
        }
        guard let parent else { return }
        for item in list.elements { add(item.expression, to: parent, at: nil) }
    }
}

private extension String {
    var trimmingLeadingSpace: String { String(drop { $0 == " " }) }
}
