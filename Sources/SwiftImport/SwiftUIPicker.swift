import AXModel
import SwiftSyntax

/// SwiftUI's `Picker` in its segmented style: the options its content spells out, read as a
/// segmented control's segments (docs/voiceover.md VO-7.11), and the one its selection starts on.
extension SwiftUIReader {
    mutating func picker(_ arguments: CallArguments, modifiers: [Modifier], constants: Constants,
                         name: String?) -> [Element] {
        guard let style = modifiers.first(where: { $0.name == "pickerStyle" }), Self.isSegmented(style) else {
            notes.note("only a segmented Picker ('.pickerStyle(.segmented)') is modelled: no source says what VoiceOver "
                       + "reads for a menu, wheel or inline one; describe this one in the screen", at: arguments.call)
            return []
        }
        guard let content = arguments.content else {
            notes.note("this Picker has no options the import can read", at: arguments.call)
            return []
        }
        let start = changes.count
        let views = elements(in: content.statements, constants: constants)
        if changes.count > start {
            notes.note("an option's own accessibility modifiers are not modelled: the segment reads the option's text",
                       at: changes[start].node)
            changes.removeSubrange(start...)
        }
        var options: [String] = []
        for view in views {
            guard view.children.isEmpty, let text = view.type == .Text ? view.text : view.type == .Label ? view.title : nil
            else {
                notes.note("this Picker's options are not all text ('\(view.type.name)' is one): describe its segments in "
                           + "the screen", at: arguments.call)
                return []
            }
            options.append(text)
        }
        var title = arguments.first.flatMap { constants.evaluate($0)?.text }
        if title == nil, let label = arguments.closure("label") {
            title = singleView(in: label, constants: constants)?.text
        }
        let binding = arguments.labeled("selection")
        let bound = binding.flatMap(Constants.name(of:))
        guard var element = element(.Picker, name: bound, words: title, at: arguments.call) else { return [] }
        element.title = title
        element.segments = options
        if let binding {
            let keys = Self.tags(in: content, constants: constants) ?? options
            if keys.count == options.count, let selected = selectionKey(binding, constants: constants),
               let index = keys.firstIndex(of: selected) {
                element.selectedSegmentIndex = index
            } else {
                notes.note("the selected option comes from '\(ImportNotes.quote(binding))', which the source does not "
                           + "show as one of the options: the screen selects none", at: binding)
            }
        }
        return [element]
    }

    /// `.pickerStyle(.segmented)` or `.pickerStyle(SegmentedPickerStyle())`.
    static func isSegmented(_ style: Modifier) -> Bool {
        guard let argument = style.call?.arguments.first?.expression else { return false }
        if let member = argument.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text == "segmented" }
        return argument.as(FunctionCallExprSyntax.self).flatMap { CallArguments.typeName($0.calledExpression) }
            == "SegmentedPickerStyle"
    }

    /// Each option's tag, in order, as text: a `.tag(…)` the option carries (`.tag(2)`,
    /// `.tag("name")`, `.tag(Sort.name)` as `name`), or a `ForEach`'s item, which is its tag;
    /// nil when the options carry none.
    static func tags(in content: ClosureExprSyntax, constants: Constants) -> [String]? {
        var tags: [String] = []
        for item in content.statements {
            guard case .expr(let expression) = item.item else { continue }
            let (base, modifiers) = unchained(expression)
            if let call = base.as(FunctionCallExprSyntax.self), CallArguments.typeName(call.calledExpression) == "ForEach",
               let data = CallArguments(call: call).first, case .list(let items)? = constants.evaluate(data) {
                tags += items.map { $0.text ?? "" }
                continue
            }
            guard let tag = modifiers.first(where: { $0.name == "tag" })?.call?.arguments.first?.expression else {
                return nil
            }
            tags.append(constants.evaluate(tag)?.text ?? memberName(of: tag))
        }
        return tags
    }

    /// What the selection starts as, written as `tags(in:constants:)` writes a tag: a value the
    /// source spells out, or the name of the enum case a property starts with (`= .date`).
    func selectionKey(_ binding: ExprSyntax, constants: Constants) -> String? {
        if let value = constants.bound(binding) { return value.text }
        guard let name = Constants.name(of: binding), let view = inside.last.flatMap({ views[$0] }) else { return nil }
        for member in view.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                guard let initial = binding.initializer?.value, initial.is(MemberAccessExprSyntax.self) else { return nil }
                return Self.memberName(of: initial)
            }
        }
        return nil
    }

    /// `.date` and `Sort.date` as `date`; anything else as written.
    static func memberName(of expression: ExprSyntax) -> String {
        expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? expression.trimmedDescription
    }
}
