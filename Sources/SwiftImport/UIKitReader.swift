import AXModel
import SwiftSyntax

/// Reads a UIKit view controller's or view's set-up code: the views it makes (`let title =
/// UILabel()`, stored properties, `{ … }()` initialisers), their properties, and the tree
/// `addSubview`, `addArrangedSubview` and `UIStackView(arrangedSubviews:)` build. Set-up code is
/// `viewDidLoad`, `loadView`, `init`, `awakeFromNib` and the class's own methods they call.
struct UIKitReader {
    var notes: ImportNotes
    let declaration: ClassDeclSyntax
    var changes: [PendingChange] = []
    var ids = ElementIDs()
    /// The views made so far, by id.
    var views: [String: Element] = [:]
    /// The order views were made in.
    var made: [String] = []
    /// The element id each Swift name stands for now.
    var names: [String: String] = [:]
    /// The children each view was given, by the parent's id (`rootID` for the screen).
    var children: [String: [String]] = [:]
    /// Where each view was made, for the note when it is never shown.
    var places: [String: Syntax] = [:]
    /// Names bound to a view class of the app's own (`let rating = RatingView()`), noted once added.
    var pendingOwnViews: [String: (type: String, node: Syntax)] = [:]
    /// Names of views the import noted at their creation and cannot show (no second note).
    var unreadable: Set<String> = []
    /// Views left out with a note after they were made (a label whose text is computed).
    var dropped: Set<String> = []
    /// Activity indicators the code starts (`startAnimating()`; `stopAnimating()` takes one out)
    /// and those it keeps on screen when stopped (`hidesWhenStopped = false`), where.
    var animating: Set<String> = []
    var keptWhenStopped: [String: Syntax] = [:]
    /// Images of SF Symbols, by element id (`SymbolNotes`).
    var symbols: [String: Syntax] = [:]
    /// Inside a `{ … }()` initialiser: the local name of the view it returns, and the property's.
    var aliases: [String: String] = [:]
    var constants: Constants
    /// Titles given to a button configuration held in a local (`config.title = "Send"`), for the
    /// button it is then given to (`sendButton.configuration = config`).
    var configurationTitles: [String: String] = [:]
    /// A tab bar controller's tabs, made into its bar once the set-up is read.
    var tabs = TabBarItems()
    /// Segments made with an image (`"id#index"`), and the parts whose label the code sets.
    var imageSegments: [String: Syntax] = [:]
    /// Images kept in a name (`let grid = UIImage(systemName: "square.grid.2x2")`), by name: a
    /// segment or a button made with the name shows that image.
    var images: [String: ExprSyntax] = [:]
    /// The names code that runs only at run time mentions (`if loaded { stack.addArrangedSubview(empty) }`).
    var namedAtRunTime: Set<String> = []
    var labelledParts: Set<String> = []
    /// Buttons UIKit names by their look (`UIButton(type: .contactAdd)`), with where each is made.
    var namedButtons: [String: (kind: String, node: Syntax)] = [:]
    /// The class's methods without parameters, which set-up code may call.
    let methods: [String: FunctionDeclSyntax]
    /// The class's methods that return a view (`makeRow(label:control:)`), read where called.
    let factories: [String: FunctionDeclSyntax]
    /// The factories being read, outermost first: one that calls itself is not read again.
    var runningFactories: [String] = []
    var visited: Set<String> = []
    /// The id standing for the root view (the controller's `view`, or the view class itself).
    let rootID: String
    /// Whether the controller sets `view.accessibilityElements`: its views are then held by an
    /// element `view` (`controllerViewID`) that orders them, as the controller's view does.
    var ordersControllerView = false
    /// Where it sets it, for a note when the order cannot be kept.
    var controllerOrderNode: Syntax?
    static let controllerViewID = "view"
    /// Names that mean the root view: `view` in a controller, `self` and `contentView` in a view or cell.
    var rootNames: Set<String>
    let superclass: String
    /// The file's own UIKit view classes, whose set-up is read where the code makes one.
    let ownViews: [String: ClassDeclSyntax]
    /// The classes being read, outermost first: a class that makes itself is not read again.
    let reading: [String]

    /// `rootID` and `ids` are given for a view of the file's own made in another's set-up: its
    /// id is the name the other gives it, and the ids of both are one set.
    init(notes: ImportNotes, declaration: ClassDeclSyntax, ownViews: [String: ClassDeclSyntax] = [:],
         rootID givenRoot: String? = nil, ids givenIDs: ElementIDs? = nil, reading: [String] = []) {
        self.notes = notes
        self.declaration = declaration
        self.ownViews = ownViews
        self.reading = reading + [declaration.name.text]
        superclass = declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription ?? ""
        constants = Constants.stored(in: declaration.memberBlock.members)
        var methods: [String: FunctionDeclSyntax] = [:]
        var factories: [String: FunctionDeclSyntax] = [:]
        for member in declaration.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
            if function.signature.parameterClause.parameters.isEmpty {
                methods[function.name.text] = function
            }
            // `func makeRow(label: UILabel, control: UIView) -> UIView { … return row }`: a view
            // made for the caller, read where it is called.
            if function.signature.returnClause != nil, function.body != nil, factories[function.name.text] == nil {
                factories[function.name.text] = function
            }
        }
        self.methods = methods
        self.factories = factories
        let className = declaration.name.text
        rootID = givenRoot ?? ElementIDs.identifier(className.prefix(1).lowercased() + className.dropFirst()) ?? "root"
        rootNames = superclass.hasSuffix("Controller") ? ["view"] : ["self", "contentView"]
        if let givenIDs { ids = givenIDs }
        ids.reserve(rootID)
        if superclass.hasSuffix("Controller") { ids.reserve(Self.controllerViewID) }
    }

    /// The elements the set-up code shows, in the order they were added.
    mutating func read() -> [Element] {
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            storedProperty(variable)
        }
        let entries = ["loadView", "viewDidLoad", "awakeFromNib"]
        for member in declaration.memberBlock.members {
            if let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body {
                statements(body.statements)
            }
        }
        for entry in entries {
            guard let method = methods[entry], let body = method.body, visited.insert(entry).inserted else { continue }
            if entry == "loadView" { rootNames.formUnion(Self.viewsMadeRoot(in: body.statements)) }
            statements(body.statements)
        }
        // A button UIKit names by its look is kept when the code gives it its own label, which wins.
        for (id, button) in namedButtons.sorted(by: { $0.key < $1.key }) {
            let labelled = changes.contains { change in
                guard change.id == id, case .statement(let text) = change.kind else { return false }
                return text.hasPrefix(".accessibilityLabel =")
            }
            if !labelled {
                notes.note("a '.\(button.kind)' button is read by a name UIKit gives it, which the model does not know: "
                           + "describe it in the screen, or give it an accessibilityLabel", at: button.node)
                dropped.insert(id)
            }
        }
        // A stopped indicator left on screen is not modelled (docs/voiceover.md VO-5.15).
        for (id, node) in keptWhenStopped.sorted(by: { $0.key < $1.key }) where !animating.contains(id) {
            notes.note("'\(id)' is a stopped activity indicator that stays on screen, which is not modelled: no source says "
                       + "what VoiceOver reads for it; left out", at: node)
            dropped.insert(id)
        }
        makeTabBars()
        noteUnlabelledImageSegments()
        var shown: Set<String> = []
        var elements = tree(of: rootID, shown: &shown)
        for id in made where !shown.contains(id) && !dropped.contains(id) {
            // Told by the Swift name (an id may differ: `amountView2`), and in a view class made
            // inside another's set-up, by its class too.
            let name = names.first { $0.value == id }?.key ?? id
            guard let place = places[id], !namedAtRunTime.contains(name) else { continue }
            let owner = reading.count > 1 ? " (in \(declaration.name.text))" : ""
            notes.note("'\(name)'\(owner) is never added to a view: left out", at: place)
        }
        if superclass.hasSuffix("Controller") == false {
            // A view class is itself a view: the UIKit class it extends (a button, a label), a
            // cell, or a container of its subviews.
            let type: ElementType = Self.classes[superclass] ?? (superclass.hasSuffix("TableViewCell") ? .UITableViewCell : .UIView)
            var root = views[rootID] ?? Element(id: rootID, type: type)
            root.className = declaration.name.text
            root.location = notes.location(of: declaration.name)
            root.children = elements
            elements = [root]
        } else if ordersControllerView {
            var root = Element(id: Self.controllerViewID, type: .UIView)
            root.children = elements
            elements = [root]
        }
        return elements
    }

    /// The locals `loadView` makes the controller's view: `let root = UIView()` given as `view = root`
    /// (or `self.view = root`), and `let root = view!` (the view itself): their subviews are the
    /// root's, and the local is no element of its own.
    static func viewsMadeRoot(in statements: CodeBlockItemListSyntax) -> Set<String> {
        var locals: Set<String> = []
        var roots: Set<String> = []
        func isView(_ expression: ExprSyntax) -> Bool {
            let unwrapped = expression.as(ForceUnwrapExprSyntax.self)?.expression ?? expression
            if let reference = unwrapped.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "view" }
            guard let member = unwrapped.as(MemberAccessExprSyntax.self) else { return false }
            return member.declName.baseName.text == "view" && member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        }
        for item in statements {
            if let variable = item.item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    locals.insert(name)
                    if let initial = binding.initializer?.value, isView(initial) { roots.insert(name) }
                }
            } else if let sequence = item.item.as(SequenceExprSyntax.self)
                        ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self) {
                let parts = Array(sequence.elements)
                guard parts.count == 3, parts[1].is(AssignmentExprSyntax.self), isView(parts[0]),
                      let name = Constants.name(of: parts[2]), locals.contains(name) else { continue }
                roots.insert(name)
            }
        }
        return roots
    }

    /// The elements under a parent, each with its own children.
    func tree(of parent: String, shown: inout Set<String>, depth: Int = 0) -> [Element] {
        guard depth < 200 else { return [] }
        var result: [Element] = []
        for id in children[parent] ?? [] where !dropped.contains(id) && shown.insert(id).inserted {
            guard var element = views[id] else { continue }
            // A view of the file's own class holds what its set-up made, then what is added here.
            element.children += tree(of: id, shown: &shown, depth: depth + 1)
            result.append(element)
        }
        return result
    }

    // MARK: Properties and statements

    /// `let title = UILabel()`, `lazy var stack = UIStackView(arrangedSubviews: […])`,
    /// `let label: UILabel = { let label = UILabel(); …; return label }()`.
    mutating func storedProperty(_ variable: VariableDeclSyntax) {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if variable.attributes.contains(where: { $0.trimmedDescription.hasPrefix("@IBOutlet") }) {
                notes.note("'\(name)' comes from a storyboard or nib the import cannot read: describe it in the screen",
                           at: binding)
                continue
            }
            guard let initial = binding.initializer?.value else { continue }
            if UIKitReader.isImage(initial) {
                images[name] = initial
            } else if let call = initial.as(FunctionCallExprSyntax.self), let closure = call.calledExpression.as(ClosureExprSyntax.self),
               call.arguments.isEmpty {
                closureInitializer(closure.statements, property: name)
            } else if factoryCall(initial, name: name) {
                continue
            } else {
                _ = makeView(initial, name: name)
            }
        }
    }

    /// `makeTransportButton(symbol: "gobackward.15")`, a method of the file that returns a view:
    /// its body read with its parameters bound to the arguments (a view the caller names, or a
    /// value the source spells out), the view it returns named `name`. False for any other call.
    mutating func factoryCall(_ expression: ExprSyntax, name: String) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              let method = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap({ member in
                    member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                        ? member.declName.baseName.text : nil
                }),
              let factory = factories[method], let body = factory.body, !runningFactories.contains(method),
              runningFactories.count < 8 else { return false }
        let parameters = Array(factory.signature.parameterClause.parameters)
        let arguments = Array(call.arguments)
        guard arguments.count <= parameters.count else { return false }
        let (namesBefore, constantsBefore) = (names, constants)
        for (index, parameter) in parameters.enumerated() {
            let local = (parameter.secondName ?? parameter.firstName).text
            let argument = index < arguments.count ? arguments[index].expression : parameter.defaultValue?.value
            names[local] = nil
            constants[local] = nil
            guard let argument else { continue }
            if let viewName = Constants.name(of: argument), let id = namesBefore[viewName] {
                names[local] = id
            } else if let value = constants.evaluate(argument) {
                constants[local] = value
            }
        }
        runningFactories.append(method)
        closureInitializer(body.statements, property: name)
        runningFactories.removeLast()
        // The parameters' names end with the call; the views it made and the caller's names stay.
        let made = names[name]
        names = namesBefore
        if let made { names[name] = made }
        constants = constantsBefore
        return true
    }

    /// The statements of a `{ … }()` initialiser, its returned view named as the property.
    mutating func closureInitializer(_ statements: CodeBlockItemListSyntax, property: String) {
        let before = names
        // `{ UIStackView(arrangedSubviews: […]) }`: one expression, returned without `return`.
        if statements.count == 1, let only = statements.first, case .expr(let expression) = only.item {
            if !factoryCall(expression, name: property) { _ = makeView(expression, name: property) }
            return
        }
        // The view the closure returns is the property's: it takes the property's name.
        for item in statements {
            if let returned = item.item.as(ReturnStmtSyntax.self)?.expression.flatMap(Constants.name(of:)) {
                aliases[returned] = property
            }
        }
        defer { aliases = [:] }
        for item in statements {
            if let returned = item.item.as(ReturnStmtSyntax.self), let expression = returned.expression {
                if let local = Constants.name(of: expression), let id = names[local] {
                    names = before
                    names[property] = id
                    return
                }
                names = before
                _ = makeView(expression, name: property)
                return
            }
            statement(item)
        }
        names = before
    }

    mutating func statements(_ items: CodeBlockItemListSyntax) {
        for item in items { statement(item) }
    }

    mutating func statement(_ item: CodeBlockItemSyntax) {
        switch item.item {
        case .decl(let declaration):
            guard let variable = declaration.as(VariableDeclSyntax.self) else { return }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let initial = binding.initializer?.value else { continue }
                let named = aliases[name] ?? name
                if rootNames.contains(name) {
                    continue  // `let root = UIView()` that loadView makes the view: the root itself.
                } else if UIKitReader.isImage(initial) {
                    images[name] = initial
                } else if factoryCall(initial, name: named) || tabBarItemDeclaration(name, initial) {
                    continue
                } else if makeView(initial, name: named, quiet: true) {
                    names[name] = names[named]
                } else if let value = constants.evaluate(initial) {
                    constants[name] = value
                }
            }
        case .expr(let expression):
            self.expression(expression)
        case .stmt(let statement):
            if let loop = statement.as(ForStmtSyntax.self) {
                forIn(loop)
            } else if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) {
                    runtimeOnly(Syntax(expression), "runs only when its condition holds")
                } else {
                    self.expression(expression)
                }
            } else if statement.is(WhileStmtSyntax.self) || statement.is(RepeatStmtSyntax.self) || statement.is(GuardStmtSyntax.self) {
                runtimeOnly(Syntax(statement), "depends on what happens at run time")
            }
        }
    }

    /// `for view in [a, b] { … }` over views the file names: its body once for each; a loop over
    /// anything else makes what it makes at run time.
    mutating func forIn(_ loop: ForStmtSyntax) {
        if let list = loop.sequence.as(ArrayExprSyntax.self), let variable = loop.pattern.as(IdentifierPatternSyntax.self),
           loop.whereClause == nil,
           list.elements.allSatisfy({ Constants.name(of: $0.expression).map { names[$0] != nil || unreadable.contains($0) } == true }) {
            let name = variable.identifier.text
            let before = names[name]
            for item in list.elements {
                guard let itemName = Constants.name(of: item.expression) else { continue }
                _ = noteOwnView(itemName)
                if let id = names[itemName] {
                    names[name] = id
                    statements(loop.body.statements)
                }
            }
            names[name] = before
            return
        }
        if loop.whereClause == nil, let rounds = literalRounds(of: loop) {
            guard rounds.count <= Self.loopLimit else {
                runtimeOnly(Syntax(loop), "makes more than the \(Self.loopLimit) rounds an import writes out")
                return
            }
            let bound = Set(rounds.flatMap(\.keys))
            let before = bound.map { ($0, constants[$0], names[$0]) }
            // A round's names are values, not views the file named alike.
            for name in bound { names[name] = nil }
            for round in rounds {
                for (name, value) in round { constants[name] = value }
                statements(loop.body.statements)
            }
            for (name, value, view) in before {
                constants[name] = value
                names[name] = view
            }
            return
        }
        runtimeOnly(Syntax(loop), "goes over data the source does not hold")
    }

    /// The most rounds of a loop over literal values the import writes out, one set of views each.
    static let loopLimit = 50

    /// `for title in ["1x", "2x"]`, `for i in 0..<3`, `for (index, title) in ["A", "B"].enumerated()`
    /// (over values the source spells out): the names each round binds, in order; nil for any
    /// other loop.
    private func literalRounds(of loop: ForStmtSyntax) -> [[String: SourceValue]]? {
        func name(_ pattern: PatternSyntax) -> String?? {
            if pattern.is(WildcardPatternSyntax.self) { return .some(nil) }
            return pattern.as(IdentifierPatternSyntax.self).map { .some($0.identifier.text) }
        }
        func bind(_ name: String?, _ value: SourceValue) -> [String: SourceValue] {
            name.map { [$0: value] } ?? [:]
        }
        if let call = loop.sequence.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "enumerated",
           let base = member.base, case .list(let items)? = constants.evaluate(base),
           let tuple = loop.pattern.as(TuplePatternSyntax.self), tuple.elements.count == 2,
           let offset = name(tuple.elements.first!.pattern), let element = name(tuple.elements.last!.pattern) {
            return items.enumerated().map { bind(offset, .number(Double($0.offset))).merging(bind(element, $0.element)) { $1 } }
        }
        guard let variable = name(loop.pattern) else { return nil }
        if case .list(let items)? = constants.evaluate(loop.sequence) {
            return items.map { bind(variable, $0) }
        }
        if let range = constants.range(loop.sequence), range.lower == range.lower.rounded(), range.upper == range.upper.rounded(),
           abs(range.lower) < 1e6, abs(range.upper) < 1e6 {
            let upper = range.halfOpen ? range.upper - 1 : range.upper
            guard upper >= range.lower else { return [] }
            return stride(from: range.lower, through: upper, by: 1).prefix(Self.loopLimit + 1).map { bind(variable, .number($0)) }
        }
        return nil
    }

    /// A note for set-up code that touches views only under conditions or over data the
    /// source does not show; nothing when it touches none.
    mutating func runtimeOnly(_ node: Syntax, _ reason: String) {
        let text = node.trimmedDescription
        guard text.contains("Subview") || text.contains("accessibility") || text.contains("UI") else { return }
        // A view named there is left out with this note, not also told it is never added.
        var stack = [node]
        while let next = stack.popLast() {
            if let reference = next.as(DeclReferenceExprSyntax.self) { namedAtRunTime.insert(reference.baseName.text) }
            stack += next.children(viewMode: .sourceAccurate)
        }
        let head = node.trimmedDescription.split(separator: "{").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        notes.note("'\(head.count <= 60 ? head : head.prefix(57) + "…")' \(reason): the views it makes or changes are left out; "
                   + "describe them in the screen", at: node)
    }

    mutating func expression(_ expression: ExprSyntax) {
        if let sequence = expression.as(SequenceExprSyntax.self) {
            assignment(sequence)
        } else if let call = expression.as(FunctionCallExprSyntax.self) {
            self.call(call)
        } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
            self.expression(optional.expression)
        }
    }
}
