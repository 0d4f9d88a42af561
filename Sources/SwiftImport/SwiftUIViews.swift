import AXModel
import SwiftSyntax

/// The SwiftUI views the import reads, each made into the element type that models it
/// (docs/screen-format.md, "SwiftUI views").
extension SwiftUIReader {
    /// Views that show nothing VoiceOver reads: spacing, dividers, shapes and colours.
    static let silentViews: Set<String> = ["Spacer", "Divider", "EmptyView", "Color", "Rectangle", "RoundedRectangle",
                                           "Circle", "Capsule", "Ellipse", "LinearGradient", "RadialGradient"]
    /// Containers the model has, and the ones read as their nearest (a lazy stack is read as a stack).
    static let containers: [String: ElementType] = [
        "HStack": .HStack, "VStack": .VStack, "ZStack": .ZStack, "Group": .Group, "Form": .Form,
        "LazyVStack": .VStack, "LazyHStack": .HStack, "NavigationStack": .NavigationStack,
        // A vertical grid lays its views out row by row in the order written, as a stack reads them.
        "LazyVGrid": .VStack, "Grid": .VStack, "GridRow": .HStack,
    ]
    /// Views the model has no type for yet, and what to write in their place by hand.
    static let unmodelled: [String: String] = [
        "Stepper": "SwiftUI's Stepper is not modelled yet: describe it in the screen with UIStepper, the control it draws",
        "NavigationLink": "SwiftUI's NavigationLink is not modelled yet: describe it in the screen",
        "ProgressView": "SwiftUI's ProgressView is not modelled yet: describe it in the screen with UIProgressView",
        "DatePicker": "SwiftUI's DatePicker is not modelled yet: describe it in the screen",
        "Menu": "SwiftUI's Menu is not modelled yet: describe it in the screen",
        "ShareLink": "SwiftUI's ShareLink is not modelled yet: describe it in the screen",
        "Gauge": "SwiftUI's Gauge is not modelled yet: describe it in the screen",
        "ColorPicker": "SwiftUI's ColorPicker is not modelled yet: describe it in the screen",
        "TextEditor": "SwiftUI's TextEditor is not modelled yet: describe it in the screen",
        "DisclosureGroup": "SwiftUI's DisclosureGroup is not modelled yet: describe it in the screen",
        "AsyncImage": "SwiftUI's AsyncImage shows a picture loaded at run time: describe it in the screen",
        "Canvas": "SwiftUI's Canvas draws at run time: describe what it shows in the screen",
        "LabeledContent": "SwiftUI's LabeledContent is not modelled yet: describe its label and value in the screen",
        "Chart": "Swift Charts' Chart is not modelled: describe what VoiceOver should read of it in the screen",
        "LazyHGrid": "SwiftUI's LazyHGrid fills its columns top to bottom, and VoiceOver reads it row by row: describe its "
            + "views in the screen in the order they are read",
    ]

    /// The elements the view a chain starts from makes.
    mutating func view(_ base: ExprSyntax, modifiers: [Modifier], constants: Constants, name: String?) -> [Element] {
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            return namedView(reference, constants: constants)
        }
        guard let call = base.as(FunctionCallExprSyntax.self), let type = CallArguments.typeName(call.calledExpression)
        else {
            if base.is(MemberAccessExprSyntax.self), base.as(MemberAccessExprSyntax.self)?.base?
                .as(DeclReferenceExprSyntax.self)?.baseName.text == "Color" { return [] }
            notes.note("'\(ImportNotes.quote(base))' is not a view the import can read: describe it in the screen", at: base)
            return []
        }
        let arguments = CallArguments(call: call)
        if Self.silentViews.contains(type) { return [] }
        if let message = Self.unmodelled[type] {
            notes.note(message, at: call)
            return []
        }
        if !call.arguments.isEmpty, Self.containers[type] == nil, type != "ForEach" {
            noteStateReads(call.arguments, constants: constants)
        }
        if let containerType = Self.containers[type] {
            return container(containerType, arguments, constants: constants, name: name)
        }
        switch type {
        case "Text": return text(arguments, constants: constants, name: name)
        case "Link": return link(arguments, constants: constants, name: name)
        case "Image": return image(arguments, constants: constants, name: name)
        case "Label": return label(arguments, constants: constants, name: name)
        case "Button": return button(arguments, constants: constants, name: name)
        case "Toggle": return toggle(arguments, constants: constants)
        case "Slider": return slider(arguments, constants: constants)
        case "Picker": return picker(arguments, modifiers: modifiers, constants: constants, name: name)
        case "TextField": return field(.TextField, arguments, constants: constants)
        case "SecureField": return field(.SecureField, arguments, constants: constants)
        case "List": return list(arguments, constants: constants, name: name)
        case "Section": return section(arguments, constants: constants)
        case "ForEach": return forEach(arguments, constants: constants)
        case "ScrollView":
            notes.note("'ScrollView' is written as a Group: VoiceOver reads what it holds in order", at: call)
            return container(.Group, arguments, constants: constants, name: name)
        case "NavigationView":
            return container(.NavigationStack, arguments, constants: constants, name: name)
        case "TabView": return tabView(arguments, constants: constants)
        default:
            if let own = views[type] { return ownView(own, arguments, constants: constants) }
            notes.note("'\(type)' is a view of your own: describe it in the screen", at: call)
            return []
        }
    }

    /// A name in a body: a view property of the same view (`header`), read in place, or a value
    /// the source does not show.
    mutating func namedView(_ reference: DeclReferenceExprSyntax, constants: Constants) -> [Element] {
        let name = reference.baseName.text
        if let current = inside.last.flatMap({ views[$0] }),
           let getter = Self.computedProperty(name, in: current), !inside.contains("\(current.name.text).\(name)") {
            inside.append("\(current.name.text).\(name)")
            defer { inside.removeLast() }
            return elements(in: getter, constants: constants, name: name)
        }
        notes.note("'\(name)' is computed: describe what it shows in the screen", at: reference)
        return []
    }

    /// A view of the file's own, read in place, with the arguments it is given bound to its
    /// properties.
    mutating func ownView(_ view: StructDeclSyntax, _ arguments: CallArguments, constants: Constants) -> [Element] {
        let name = view.name.text
        guard !inside.contains(name), inside.count < 16, let body = Self.body(of: view) else {
            notes.note("'\(name)' contains itself: describe it in the screen", at: arguments.call)
            return []
        }
        var bound = Constants.stored(in: view.memberBlock.members)
        for argument in arguments.call.arguments {
            guard let label = argument.label?.text else { continue }
            if let value = constants.evaluate(argument.expression) {
                bound[label] = value
            } else {
                bound.values.removeValue(forKey: label)
            }
        }
        inside.append(name)
        defer { inside.removeLast() }
        return elements(in: body, constants: bound, name: name.prefix(1).lowercased() + name.dropFirst())
    }

    // MARK: Content views

    mutating func text(_ arguments: CallArguments, constants: Constants, name: String?) -> [Element] {
        // `Text(balance, format: .currency(code: "USD"))`, `Text(date, style: .date)`: written by
        // Foundation at run time, in the user's locale; its words are not guessed.
        if let format = arguments.labeled("format") ?? arguments.labeled("style") {
            notes.note("this Text writes its value with '\(ImportNotes.quote(format))' at run time, in the user's locale: "
                       + "describe the words it shows in the screen", at: arguments.call)
            return []
        }
        guard let argument = arguments.first ?? arguments.labeled("verbatim"),
              let text = constants.evaluate(argument)?.text else {
            let shown = (arguments.first ?? arguments.labeled("verbatim")).flatMap(Constants.name(of:))
            notes.note(shown.map { "this Text shows '\($0)', whose value the source does not spell out: describe it in the screen" }
                       ?? "this Text shows a computed value: describe it in the screen", at: arguments.call)
            return []
        }
        let swiftName = Constants.name(of: argument).flatMap { constants.itemNames.contains($0) ? nil : $0 }
        guard var element = element(.Text, name: name ?? swiftName, words: text,
                                    at: arguments.call) else { return [] }
        element.text = text
        return [element]
    }

    /// `Link("Fees", destination: URL(string: "https://…")!)`: a link and nothing else, as a fix's
    /// `Link` makes the view that shows its title (Apple's `Link`: "a control for navigating to a
    /// URL"): the title is read with the link trait, and a double tap opens the page.
    mutating func link(_ arguments: CallArguments, constants: Constants, name: String?) -> [Element] {
        guard let titleArgument = arguments.first, let title = constants.evaluate(titleArgument)?.text else {
            notes.note("this Link's title is not one Text the source spells out: describe it in the screen", at: arguments.call)
            return []
        }
        guard let destination = arguments.labeled("destination"), let url = Self.urlString(destination, constants: constants) else {
            notes.note("this Link's destination is computed: describe it in the screen", at: arguments.call)
            return []
        }
        guard var element = element(.Text, name: name, words: title, at: arguments.call, idType: "Link") else { return [] }
        element.text = title
        element.accessibilityTraits = .link
        element.onActivate = [.openURL(url)]
        return [element]
    }

    /// `URL(string: "https://…")!`: the address it spells out.
    static func urlString(_ expression: ExprSyntax, constants: Constants) -> String? {
        let unwrapped = expression.as(ForceUnwrapExprSyntax.self)?.expression ?? expression
        guard let call = unwrapped.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "URL",
              call.arguments.count == 1, let only = call.arguments.first, only.label?.text == "string" else { return nil }
        return constants.evaluate(only.expression)?.string
    }

    mutating func image(_ arguments: CallArguments, constants: Constants, name: String?) -> [Element] {
        let named = arguments.first ?? arguments.labeled("decorative")
        let system = arguments.labeled("systemName")
        guard let source = named ?? system, let asset = constants.evaluate(source)?.string else {
            notes.note("this Image shows a computed picture: describe it in the screen", at: arguments.call)
            return []
        }
        guard var element = element(.Image, name: name, words: asset, at: arguments.call) else { return [] }
        element.image = asset
        element.decorative = arguments.labeled("decorative") != nil
        if system != nil {
            symbols[element.id] = Syntax(arguments.call)
            element.systemImage = true
        }
        return [element]
    }

    mutating func label(_ arguments: CallArguments, constants: Constants, name: String?) -> [Element] {
        let start = changes.count
        var title = arguments.first.flatMap { constants.evaluate($0)?.text }
        var icon = (arguments.labeled("systemImage") ?? arguments.labeled("image")).flatMap { constants.evaluate($0)?.string }
        if title == nil, let closure = arguments.closure("title") ?? arguments.trailing {
            title = singleView(in: closure, constants: constants)?.text
        }
        if icon == nil, let closure = arguments.closure("icon") {
            icon = singleView(in: closure, constants: constants)?.image
        }
        changes.removeSubrange(start...)
        guard let title else {
            notes.note("this Label shows a computed title: describe it in the screen", at: arguments.call)
            return []
        }
        guard var element = element(.Label, name: name, words: title, at: arguments.call) else { return [] }
        element.title = title
        element.image = icon
        return [element]
    }

    /// The one view a closure makes (a label's title or icon), and where its modifiers start in
    /// `changes` (to be moved onto the view it labels with `retarget`); nil (with a note) for
    /// several views.
    mutating func singleView(in closure: ClosureExprSyntax, constants: Constants) -> Element? {
        let start = changes.count
        let made = elements(in: closure.statements, constants: constants)
        guard made.count == 1, made[0].children.isEmpty, let only = made.first else {
            changes.removeSubrange(start...)
            if !made.isEmpty {
                notes.note("a label made of several views is not read yet: describe it in the screen", at: closure)
            }
            return nil
        }
        return only
    }

    /// Moves the modifiers recorded from `start` on onto the element `id`: a label's modifiers
    /// are its control's.
    mutating func retarget(from start: Int, to id: String) {
        for index in start..<changes.count { changes[index].id = id }
    }
}
