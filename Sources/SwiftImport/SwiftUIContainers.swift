import AXModel
import SwiftSyntax

/// SwiftUI's containers: stacks, groups, lists, forms, sections, `ForEach` over data the file
/// spells out, a navigation stack with its title, a tab view's shown tab.
extension SwiftUIReader {
    mutating func container(_ type: ElementType, _ arguments: CallArguments, constants: Constants, name: String?) -> [Element] {
        guard var element = element(type, name: name, words: nil, at: arguments.call) else { return [] }
        if type == .NavigationStack { navigationTitles.append(nil) }
        if let content = arguments.content {
            element.children = elements(in: content.statements, constants: constants)
        }
        if type == .NavigationStack, let title = navigationTitles.removeLast() {
            // The bar SwiftUI shows the title in is UIKit's navigation bar; VoiceOver reads the
            // title there as a heading (docs/voiceover.md VO-5.9).
            var bar = Element(id: ids.named("navigationBar"), type: .UINavigationBar)
            bar.title = title
            bar.location = element.location
            element.children.insert(bar, at: 0)
        }
        return [element]
    }

    /// `List { … }`, or `List(data) { row in … }` as a `ForEach` inside a list.
    mutating func list(_ arguments: CallArguments, constants: Constants, name: String?) -> [Element] {
        guard arguments.first != nil else { return container(.List, arguments, constants: constants, name: name) }
        guard var element = element(.List, name: name, words: nil, at: arguments.call) else { return [] }
        element.children = forEach(arguments, constants: constants)
        return [element]
    }

    /// `Section("Header") { … }`, `Section(header: Text("…"), footer: Text("…")) { … }`,
    /// `Section { … } header: { Text("…") } footer: { … }`.
    mutating func section(_ arguments: CallArguments, constants: Constants) -> [Element] {
        var header = arguments.first.flatMap { constants.evaluate($0)?.text }
            ?? arguments.labeled("header").flatMap { constants.evaluate($0)?.text }
        var footer = arguments.labeled("footer").flatMap { constants.evaluate($0)?.text }
        let start = changes.count
        if header == nil, let closure = arguments.closure("header") {
            header = singleView(in: closure, constants: constants)?.text
        }
        if footer == nil, let closure = arguments.closure("footer") {
            footer = singleView(in: closure, constants: constants)?.text
        }
        changes.removeSubrange(start...)
        for (label, text) in [("header", header), ("footer", footer)] where text == nil {
            if let written = arguments.labeled(label) ?? arguments.closure(label).map(ExprSyntax.init) {
                notes.note("the section's \(label) is not one Text the source spells out: describe it in the screen",
                           at: written)
            }
        }
        guard var element = element(.Section, name: nil, words: header, at: arguments.call) else { return [] }
        element.header = header
        element.footer = footer
        if let content = arguments.closure("content") ?? arguments.trailing {
            element.children = elements(in: content.statements, constants: constants)
        }
        return [element]
    }

    /// `ForEach(["A", "B"], id: \.self) { item in … }`, `ForEach(0..<3) { index in … }`, over a
    /// list the file spells out: one set of rows per item, the item bound to the closure's name.
    mutating func forEach(_ arguments: CallArguments, constants: Constants) -> [Element] {
        guard let data = arguments.first ?? arguments.labeled("data") else {
            notes.note("this ForEach has no data the import can read", at: arguments.call)
            return []
        }
        let items: [SourceValue]
        if let bounds = constants.range(data), bounds.lower == bounds.lower.rounded(), bounds.upper == bounds.upper.rounded() {
            let upper = Int(bounds.upper) - (bounds.halfOpen ? 1 : 0)
            let lower = Int(bounds.lower)
            items = lower <= upper ? (lower...min(upper, lower + Self.rowLimit - 1)).map { .number(Double($0)) } : []
            if upper - lower + 1 > Self.rowLimit {
                notes.note("only the first \(Self.rowLimit) rows are read", at: data)
            }
        } else if case .list(let values)? = constants.evaluate(data) {
            items = Array(values.prefix(Self.rowLimit))
            if values.count > Self.rowLimit { notes.note("only the first \(Self.rowLimit) rows are read", at: data) }
        } else {
            notes.note("'\(ImportNotes.quote(arguments.call.calledExpression))' goes over '\(ImportNotes.quote(data))', "
                       + "data the source does not hold: describe its rows in the screen", at: arguments.call)
            return []
        }
        guard let content = arguments.content else { return [] }
        let names = CallArguments.parameters(of: content)
        var rows: [Element] = []
        for item in items {
            var bound = constants
            if let name = names.first {
                bound[name] = item
                bound.itemNames.insert(name)
            }
            rows += elements(in: content.statements, constants: bound)
        }
        return rows
    }

    /// A `TabView`: the first tab's content, which shows when nothing else is selected; the tab
    /// bar itself is not modelled for SwiftUI yet.
    mutating func tabView(_ arguments: CallArguments, constants: Constants) -> [Element] {
        notes.note("SwiftUI's TabView bar is not modelled yet: describe it in the screen with UITabBar, "
                   + "the bar it draws", at: arguments.call)
        if let selection = arguments.labeled("selection") {
            notes.note("the shown tab comes from '\(ImportNotes.quote(selection))', which the source does not show: "
                       + "its content is left out", at: selection)
            return []
        }
        guard let content = arguments.content,
              let first = content.statements.first(where: { if case .expr = $0.item { true } else { false } }),
              case .expr(let expression) = first.item else { return [] }
        return elements(of: expression, constants: constants)
    }
}
