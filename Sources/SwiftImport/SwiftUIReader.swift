import AXModel
import SwiftSyntax

/// Reads a SwiftUI view's `body` into the elements of a screen: the views it builds, in order,
/// with the accessibility modifiers they carry. What the source does not spell out (a custom
/// view from another file, a computed value, a loop over data it does not hold, a view shown
/// only when a condition holds) is left out with a note.
struct SwiftUIReader {
    var notes: ImportNotes
    var ids = ElementIDs()
    /// The file's own views, by name, which a body may use (read in place).
    let views: [String: StructDeclSyntax]
    /// Modifiers to apply once every element exists, in source order.
    var changes: [PendingChange] = []
    /// The views being read inside one another, against a view that contains itself.
    var inside: [String] = []
    /// Titles given with `.navigationTitle` inside each `NavigationStack` being read.
    var navigationTitles: [String?] = []
    /// Images of SF Symbols, by element id (`SymbolNotes`).
    var symbols: [String: Syntax] = [:]
    /// How many elements were made: past `elementLimit`, no more are.
    var count = 0
    static let elementLimit = 5_000
    /// The most rows a `ForEach` over a range makes.
    static let rowLimit = 100

    init(notes: ImportNotes, views: [String: StructDeclSyntax]) {
        self.notes = notes
        self.views = views
    }

    /// The elements of the view's body.
    mutating func read(_ view: StructDeclSyntax) -> [Element] {
        let name = view.name.text
        inside.append(name)
        defer { inside.removeLast() }
        guard let body = Self.body(of: view) else {
            notes.note("'\(name)' has no 'body' the import can read", at: view.name)
            return []
        }
        return elements(in: body, constants: Constants.stored(in: view.memberBlock.members))
    }

    /// The statements of a view's `body` getter.
    static func body(of view: StructDeclSyntax) -> CodeBlockItemListSyntax? {
        computedProperty("body", in: view)
    }

    /// The getter of a computed property of the view (`body`, or a `var header: some View`).
    static func computedProperty(_ name: String, in view: StructDeclSyntax) -> CodeBlockItemListSyntax? {
        for member in view.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                      let accessors = binding.accessorBlock?.accessors else { continue }
                switch accessors {
                case .getter(let items): return items
                case .accessors(let list):
                    return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
                }
            }
        }
        return nil
    }

    // MARK: View builders

    /// The views a view builder's statements make, in order.
    mutating func elements(in items: CodeBlockItemListSyntax, constants: Constants, name: String? = nil) -> [Element] {
        var constants = constants
        var result: [Element] = []
        let roots = items.filter { if case .expr = $0.item { true } else { false } }.count
        for item in items {
            switch item.item {
            case .expr(let expression):
                result += elements(of: expression, constants: constants, name: roots == 1 ? name : nil)
            case .stmt(let statement):
                if let returned = statement.as(ReturnStmtSyntax.self), let expression = returned.expression {
                    result += elements(of: expression, constants: constants, name: name)
                } else if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                    result += conditional(expression, constants: constants)
                } else {
                    notes.note("'\(ImportNotes.quote(statement))' is not a view: left out", at: statement)
                }
            case .decl(let declaration):
                // `let title = "…"` inside a body binds a name; anything else makes no view.
                guard let variable = declaration.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                       let initial = binding.initializer?.value, let value = constants.evaluate(initial) {
                        constants[name] = value
                    }
                }
            }
        }
        return result
    }

    /// Said for each argument of `arguments` (a view's, a modifier's) that reads a `var` of the view
    /// (`@State private var tip = 0.0`, or one its caller gives) outside a closure: the screen keeps
    /// what is said with the value the source gives it. `$tip`, a binding, is no read of the value.
    mutating func noteStateReads(_ arguments: LabeledExprListSyntax, constants: Constants) {
        for argument in arguments { noteStateRead(Syntax(argument.expression), constants: constants) }
    }

    private mutating func noteStateRead(_ node: Syntax, constants: Constants) {
        var names: [String] = []
        var stack = [node]
        while let next = stack.popLast() {
            if next.is(ClosureExprSyntax.self) { continue }
            if let reference = next.as(DeclReferenceExprSyntax.self), constants.variables.contains(reference.baseName.text),
               !constants.itemNames.contains(reference.baseName.text), !names.contains(reference.baseName.text) {
                names.append(reference.baseName.text)
            }
            stack += next.children(viewMode: .sourceAccurate).reversed()
        }
        guard !names.isEmpty else { return }
        let values = names.map { name in
            let first: String = switch constants[name] {
            case .bool(let flag)?: String(flag)
            case .number(let number)?: ScreenWriter.number(number)
            case let value?: value.text.map { "\"\($0)\"" } ?? "its first value"
            case nil: "its first value"
            }
            return "\(name) as it starts (\(first))"
        }
        notes.note("'\(ImportNotes.quote(node))' reads \(values.joined(separator: " and ")), which the app may change (or a "
                   + "caller give otherwise): the screen keeps what is said with it; describe another in a screen of its own",
                   at: node)
    }

    /// An `if` or `switch` in a body: the views in it show only when its condition holds, which
    /// the source does not say.
    mutating func conditional(_ expression: ExprSyntax, constants: Constants) -> [Element] {
        if let branch = expression.as(IfExprSyntax.self) {
            if branch.conditions.count == 1, let condition = branch.conditions.first?.condition.as(ExprSyntax.self),
               let value = constants.evaluate(condition)?.bool {
                // A `var` the condition reads (`@State private var frozen = false`) may change: the
                // views are read as the view starts, and the note says which way it went.
                let changing = condition.tokens(viewMode: .sourceAccurate).map(\.text).filter { constants.variables.contains($0) }
                if let name = changing.first {
                    notes.note("'if \(ImportNotes.quote(branch.conditions))' is read as the view starts, with '\(name)' "
                               + "as the source sets it: the views \(value ? "under it are" : "it holds are not") on the "
                               + "screen; describe the other case in a screen of its own", at: branch)
                }
                if value { return elements(in: branch.body.statements, constants: constants) }
                switch branch.elseBody {
                case .codeBlock(let block)?: return elements(in: block.statements, constants: constants)
                case .ifExpr(let inner)?: return conditional(ExprSyntax(inner), constants: constants)
                case nil: return []
                }
            }
            notes.note("the views under 'if \(ImportNotes.quote(branch.conditions))' show only when it holds, "
                       + "which the source does not say: describe the screen you want in the screen file",
                       at: branch)
            return []
        }
        notes.note("'\(ImportNotes.quote(expression))' picks its views at run time: describe the ones "
                   + "you want in the screen file", at: expression)
        return []
    }

    /// The elements one view expression makes, with its modifiers applied in order.
    mutating func elements(of expression: ExprSyntax, constants: Constants, name: String? = nil) -> [Element] {
        let (base, modifiers) = Self.unchained(expression)
        var made = view(base, modifiers: modifiers, constants: constants, name: name)
        for modifier in modifiers {
            apply(modifier, to: &made, constants: constants)
        }
        return made
    }

    /// A modifier call in a chain: `.accessibilityLabel("Close")`.
    struct Modifier {
        let name: String
        let call: FunctionCallExprSyntax?
        /// The modifier's `.name`, where a note about it points (the chain starts at its view).
        let node: Syntax
    }

    /// A view expression split into the view it starts from and its modifiers, innermost first.
    static func unchained(_ expression: ExprSyntax) -> (ExprSyntax, [Modifier]) {
        var modifiers: [Modifier] = []
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self),
               let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
               Self.isModifierBase(base) {
                modifiers.append(Modifier(name: member.declName.baseName.text, call: call, node: Syntax(member.period)))
                current = base
            } else {
                break
            }
        }
        return (current, modifiers.reversed())
    }

    /// Whether `base.name(…)` is a modifier on a view rather than a call such as `Image.init` or
    /// `Color.red`: the base is itself a call, or another modifier chain.
    static func isModifierBase(_ base: ExprSyntax) -> Bool {
        guard base.is(DeclReferenceExprSyntax.self) else { return true }
        return startsLowercase(base)
    }

    static func startsLowercase(_ expression: ExprSyntax) -> Bool {
        guard let text = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let first = text.first else {
            return false
        }
        return first.isLowercase
    }

    // MARK: Making an element

    /// Counts an element against the limit; false (with a note) once it is reached.
    mutating func admit(_ node: some SyntaxProtocol) -> Bool {
        guard count < Self.elementLimit else {
            if count == Self.elementLimit {
                notes.note("more than \(Self.elementLimit) elements: the rest are left out", at: node)
                count += 1
            }
            return false
        }
        count += 1
        return true
    }

    /// A new element of `type`, its id from `name` (a Swift name) or else from the words it shows.
    mutating func element(_ type: ElementType, name: String?, words: String?, at node: some SyntaxProtocol,
                          idType: String? = nil) -> Element? {
        guard admit(node) else { return nil }
        let id = name.map { ids.named($0) } ?? ids.described(words, type: idType ?? type.name)
        var element = Element(id: id, type: type)
        element.location = notes.location(of: node)
        return element
    }
}
