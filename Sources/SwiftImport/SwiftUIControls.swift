import AXModel
import SwiftSyntax

/// SwiftUI's controls: a button with its label and action, a toggle, a slider, text fields.
extension SwiftUIReader {
    mutating func button(_ arguments: CallArguments, constants: Constants, name: String?) -> [Element] {
        var title: String?
        var image: String?
        var action: ClosureExprSyntax?
        var labelSymbol: Syntax?
        var systemImage = false
        var labelViews: [Element] = []
        let start = changes.count
        if let first = arguments.first {
            guard let text = constants.evaluate(first)?.text else {
                notes.note("this Button shows a computed title: describe it in the screen", at: arguments.call)
                return []
            }
            title = text
            image = arguments.labeled("systemImage").flatMap { constants.evaluate($0)?.string }
            action = arguments.closure("action") ?? arguments.trailing
        } else {
            let labelClosure = arguments.closure("label") ?? (arguments.labeled("action") != nil ? arguments.trailing : nil)
            action = arguments.labeled("action")?.as(ClosureExprSyntax.self)
                ?? (arguments.closure("label") != nil ? arguments.trailing : nil)
            let made = labelClosure.map { elements(in: $0.statements, constants: constants) } ?? []
            switch made.count == 1 && made[0].children.isEmpty ? made[0].type : nil {
            case .Text?: title = made[0].text
            case .Label?: title = made[0].title; image = made[0].image
            case .Image? where !made[0].decorative:
                image = made[0].image
                systemImage = made[0].systemImage
                labelSymbol = symbols[made[0].id]
            case nil where !made.isEmpty && made.allSatisfy(Self.showsOnly):
                // A label of several views (a picture and a caption in a stack): the Button reads
                // them as one element (docs/voiceover.md VO-7.5); their modifiers stay theirs.
                labelViews = made
                title = Self.firstText(in: made)
            default:
                changes.removeSubrange(start...)
                notes.note("this Button's label is not text, images or a stack of them: describe it in the screen",
                           at: arguments.call)
                return []
            }
        }
        guard var element = element(.SwiftUIButton, name: name, words: title ?? image, at: arguments.call) else {
            changes.removeSubrange(start...)
            return []
        }
        symbols[element.id] = labelSymbol
        if labelViews.isEmpty {
            retarget(from: start, to: element.id)
            element.title = title
            element.image = image
            element.systemImage = systemImage && title == nil
        } else {
            element.children = labelViews
        }
        if let action { element.onActivate = activations(in: action, constants: constants) }
        return [element]
    }

    /// Whether a view only shows something (text, an image, a stack of them), as a Button's
    /// label does; a control inside a Button is not read.
    static func showsOnly(_ element: Element) -> Bool {
        Element.buttonLabelTypes.contains(element.type) && element.children.allSatisfy(showsOnly)
    }

    /// The first text among views, depth first: the words a Button's id is made from.
    static func firstText(in elements: [Element]) -> String? {
        for element in elements {
            if let words = element.text ?? element.title ?? firstText(in: element.children) { return words }
        }
        return nil
    }

    /// What an action closure does that a screen can say: an announcement it posts, a URL it opens.
    func activations(in closure: ClosureExprSyntax, constants: Constants) -> [Activation] {
        var found: [Activation] = []
        for call in closure.statements.flatMap({ Self.calls(in: Syntax($0)) }) {
            let arguments = CallArguments(call: call)
            let called = call.calledExpression.trimmedDescription
            if called.hasSuffix("UIAccessibility.post"), arguments.labeled("notification")?.trimmedDescription == ".announcement",
               let text = arguments.labeled("argument").flatMap({ constants.evaluate($0)?.string }) {
                found.append(.announce(text))
            } else if called == "AccessibilityNotification.Announcement", let text = arguments.first.flatMap({ constants.evaluate($0)?.string }) {
                found.append(.announce(text))
            } else if called == "openURL" || called.hasSuffix("UIApplication.shared.open"),
                      let url = arguments.first.flatMap(Self.url(in:)).flatMap({ constants.evaluate($0)?.string }) {
                found.append(.openURL(url))
            }
        }
        return found
    }

    /// Every call inside a node, outermost first.
    static func calls(in node: Syntax) -> [FunctionCallExprSyntax] {
        var result: [FunctionCallExprSyntax] = []
        if let call = node.as(FunctionCallExprSyntax.self) { result.append(call) }
        for child in node.children(viewMode: .sourceAccurate) { result += calls(in: child) }
        return result
    }

    /// The string of `URL(string: "…")!`.
    static func url(in expression: ExprSyntax) -> ExprSyntax? {
        let unwrapped = expression.as(ForceUnwrapExprSyntax.self)?.expression ?? expression
        guard let call = unwrapped.as(FunctionCallExprSyntax.self),
              CallArguments.typeName(call.calledExpression) == "URL" else { return nil }
        return CallArguments(call: call).labeled("string")
    }

    mutating func toggle(_ arguments: CallArguments, constants: Constants) -> [Element] {
        let start = changes.count
        var title = arguments.first.flatMap { constants.evaluate($0)?.text }
        if title == nil, let closure = arguments.closure("label") ?? arguments.trailing {
            let label = singleView(in: closure, constants: constants)
            title = label?.text ?? label?.title
        }
        guard let title else {
            changes.removeSubrange(start...)
            notes.note("this Toggle's title is computed or made of several views: describe it in the screen",
                       at: arguments.call)
            return []
        }
        let binding = arguments.labeled("isOn")
        let bound = binding.flatMap(Constants.name(of:))
        guard var element = element(.Toggle, name: bound, words: title, at: arguments.call) else { return [] }
        retarget(from: start, to: element.id)
        element.title = title
        if let isOn = binding.flatMap({ constants.bound($0)?.bool }) {
            element.isOn = isOn
        } else if let binding {
            notes.note("the toggle's state comes from '\(ImportNotes.quote(binding))', which the source does not "
                       + "show: the screen says off", at: binding)
        }
        return [element]
    }

    mutating func slider(_ arguments: CallArguments, constants: Constants) -> [Element] {
        let binding = arguments.labeled("value")
        let bound = binding.flatMap(Constants.name(of:))
        let start = changes.count
        var title: String?
        if let closure = arguments.closure("label") ?? arguments.trailing {
            title = singleView(in: closure, constants: constants)?.text
        }
        changes.removeSubrange(start...)
        guard var element = element(.Slider, name: bound, words: title, at: arguments.call) else { return [] }
        if let range = arguments.labeled("in") {
            guard let bounds = constants.range(range) else {
                notes.note("the slider's range '\(ImportNotes.quote(range))' is computed: the screen says 0...1", at: range)
                return [element]
            }
            element.minimumValue = bounds.lower
            element.maximumValue = bounds.upper
        }
        if let step = arguments.labeled("step") {
            // The model moves a SwiftUI Slider as VO-7.7 says, whatever its step.
            notes.note("the slider's 'step: \(ImportNotes.quote(step))' is not modelled: a swipe moves it as the screen "
                       + "format's Slider moves (docs/voiceover.md VO-7.7); check what is said", at: step)
        }
        if let value = binding.flatMap({ constants.bound($0)?.number }) {
            element.value = value
        } else if let binding {
            notes.note("the slider's value comes from '\(ImportNotes.quote(binding))', which the source does not "
                       + "show: the screen says its minimum", at: binding)
        }
        // A slider's label is not shown; VoiceOver reads it as the slider's name.
        element.accessibilityLabel = title
        return [element]
    }

    mutating func field(_ type: ElementType, _ arguments: CallArguments, constants: Constants) -> [Element] {
        let start = changes.count
        var title = arguments.first.flatMap { constants.evaluate($0)?.text }
        if title == nil, let closure = arguments.closure("label") ?? arguments.trailing {
            title = singleView(in: closure, constants: constants)?.text
        }
        changes.removeSubrange(start...)
        let binding = arguments.labeled("text")
        let bound = binding.flatMap(Constants.name(of:))
        guard var element = element(type, name: bound, words: title, at: arguments.call) else { return [] }
        element.title = title
        if let prompt = arguments.labeled("prompt") {
            // The prompt is drawn in the empty field in place of the title; what VoiceOver reads of it is not modelled.
            notes.note("the field's 'prompt: \(ImportNotes.quote(prompt))' is left out: the screen reads the field by its "
                       + "title; describe the prompt in the screen if VoiceOver should say it", at: prompt)
        }
        if let text = binding.flatMap({ constants.bound($0)?.string }) {
            if !text.isEmpty { element.text = text }
        } else if let binding {
            notes.note("the field's text comes from '\(ImportNotes.quote(binding))', which the source does not show: "
                       + "the screen says it is empty", at: binding)
        }
        return [element]
    }
}
