import AXModel

/// Applying adjustable behaviour: the views an `extension` reaches, and the checks of what its
/// bodies name (state variables, properties the class declares, `String(format:)` arguments)
/// against the screen.
extension Interpreter {
    /// Gives one element the bodies, once what they name is checked against the screen.
    mutating func applyAdjustment(_ increment: [Effect]?, _ decrement: [Effect]?, names: FixScript.BodyNames,
                                  to element: Element) throws(Problem) {
        for reference in names.elements { _ = try self.element(reference) }
        try check(names, adjusting: element)
        screen.modify(element.id) { element in
            var adjustment = element.adjustment ?? Adjustment()
            if let increment { adjustment.increment = increment }
            if let decrement { adjustment.decrement = decrement }
            element.adjustment = adjustment
        }
    }

    /// The views `extension NAME { … }` changes: those of the app's class NAME (`class:`) or of
    /// the UIKit class NAME, subclasses included. An element's id is refused: Swift extends types.
    func extendedElements(_ statement: Statement) throws(Problem) -> [Element] {
        let name = statement.target.id
        if let element = Interpreter.find(name, in: screen.elements) {
            guard element.type.framework == .uikit else {
                try checkDialect(statement, on: element)
                return [element]
            }
            throw Problem(.extensionOfInstance(name, typeName: element.className ?? element.type.name,
                                               shared: element.className == nil),
                          at: statement.target.location)
        }
        let views = screen.allElements.filter { $0.type.framework == .uikit }
        let matches = Interpreter.views(extendedBy: name, among: views)
        guard !matches.isEmpty else {
            let types = Array(Set(views.flatMap { [$0.className, $0.type.name].compactMap { $0 } })).sorted()
            throw Problem(.unknownExtendedType(name, types: types, suggestion: NearMiss.suggestion(for: name, in: types)),
                          at: statement.target.location)
        }
        for element in matches { try checkDialect(statement, on: element) }
        return matches
    }

    /// The UIKit views an extension of the type `name` reaches: the app's class, a UIKit class
    /// (its subclasses included), `UIView` (every one) or `UIControl` (every control).
    static func views(extendedBy name: String, among elements: [Element]) -> [Element] {
        elements.filter { view in
            view.type.framework == .uikit
                && (view.className == name || view.type.name == name || name == "UIView"
                    || (name == "UIControl" && ElementType.uikitControls.contains(view.type)))
        }
    }


    /// Refuses a property the element's UIKit class does not declare, or does not let code set.
    /// In a body (`inBody`), the suggestion is the element inside (or elsewhere) that has it:
    /// `value` on a row is its `stepper.value`.
    func checkDeclared(_ property: String, on element: Element, writing: Bool, inBody: Bool = false,
                       at location: SourceLocation) throws(Problem) {
        if screen.platform == .android {
            let attribute = propertyName(property)
            guard !element.type.androidHas(attribute) else { return }
            throw Problem(.undeclaredAttribute(Dialect.kotlinName(attribute), type: element.type,
                                               owners: ElementType.androidOwners(of: attribute)),
                          at: location)
        }
        guard !element.type.uikitHas(property, writing: writing) else { return }
        let holder = inBody ? (element.children.isEmpty ? screen.allElements : Screen(elements: element.children).allElements)
            .first { $0.type.framework == .uikit && $0.type.uikitHas(property, writing: writing) } : nil
        throw Problem(.undeclaredProperty(property, type: element.type, owners: ElementType.uikitOwners(of: property),
                                          writing: writing, suggestion: holder.map { "\($0.id).\(property)" }),
                      at: location)
    }

    /// Checks the state variables a body names (declared, of the kind used) and the
    /// arguments of its `String(format:)` calls. In a handler (`inHandler`) the body's `self` is
    /// the view controller, not the element.
    func check(_ names: FixScript.BodyNames, adjusting element: Element, inHandler: Bool = false) throws(Problem) {
        // Inside its own class a view is `self`: its id is the app's variable elsewhere, not in scope.
        if !inHandler, element.className != nil, let reference = names.elements.first(where: { $0.id == element.id }) {
            throw Problem(.viewByNameInItsClass(element.id, type: element.className ?? element.type.name), at: reference.location)
        }
        // It reaches the views it holds, its properties; another view of the screen is the view controller's.
        if !inHandler, element.type.framework == .uikit, let className = element.className,
           let reference = names.elements.first(where: { reference in
               screen.element(reference.id) != nil && Interpreter.find(reference.id, in: element.children) == nil
           }) {
            throw Problem(.viewOutsideItsClass(reference.id, type: className), at: reference.location)
        }
        for use in names.properties {
            let owner = use.target == "self" ? element : Interpreter.find(use.target, in: screen.elements)
            if let owner {
                try checkDeclared(use.property, on: owner, writing: use.writes, inBody: use.target == "self", at: use.location)
            }
        }
        for use in names.variables {
            guard let variable = screen.state[use.name] else {
                // A view's id where a value goes: SwiftUI has no element to pass (VO-8.11, VO-8.12).
                if element.type.framework == .swiftUI, screen.element(use.name) != nil {
                    throw Problem(.swiftUIFocusElement(use.name), at: use.location)
                }
                // In a handler the screen's views are the view controller's properties.
                if inHandler, screen.element(use.name) != nil {
                    throw Problem(.viewAsValue(use.name, view: use.name), at: use.location)
                }
                let declared = screen.state.keys.sorted()
                let nearVariable = NearMiss.suggestion(for: use.name, in: declared)
                if nearVariable == nil, let property = Parser.suggestProperty(use.name) {
                    throw Problem(.unknownProperty(use.name, suggestion: property), at: use.location)
                }
                let owner = inHandler ? (element.type.framework == .swiftUI || element.type == .Composable ? nil
                                         : element.type.platform == .android ? "the Activity" : "the view controller")
                    : element.className ?? element.type.name
                throw Problem(.unknownName(use.name, owner: owner, declared: declared,
                                           suggestion: nearVariable, kotlin: screen.platform == .android),
                              at: use.location)
            }
            if let kind = use.kind, !Interpreter.fits(variable.kind, kind) {
                throw Problem(.variableKind(use.name, is: variable.kind, needs: kind, kotlin: screen.platform == .android,
                                            assigned: use.assigned),
                              at: use.location)
            }
        }
        // Swift adds, compares with min/max and assigns numbers of one type only (`Int(value) + 1`
        // is an Int, a slider's maximumValue a Float).
        for pair in names.numberPairs {
            guard var left = numberType(pair.left, adjusting: element, locals: names.localValues),
                  var right = numberType(pair.right, adjusting: element, locals: names.localValues),
                  left != right else { continue }
            // A literal with a fraction (`0.5`) is a Float or a Double, whichever the other side is;
            // never an Int, and Swift and Kotlin call it a Double then.
            if left == Interpreter.fractionLiteral || right == Interpreter.fractionLiteral {
                guard left == "Int" || right == "Int" else { continue }
                if left == Interpreter.fractionLiteral { left = "Double" }
                if right == Interpreter.fractionLiteral { right = "Double" }
            }
            if screen.platform == .android {
                throw Problem(.kotlinNumberTypes(expected: left, found: right), at: pair.location)
            }
            throw Problem(.numberTypes(pair.operation, left: left, right: right), at: pair.location)
        }
        for rounded in names.roundedNumbers where numberType(rounded.value, adjusting: element) == "Int" {
            throw Problem(.noRoundedOnInt, at: rounded.location)
        }
        for format in names.formats {
            for (index, specifier) in format.specifiers.enumerated() {
                guard let type = formatType(format.arguments[index], adjusting: element),
                      !type.fits(specifier) else { continue }
                throw Problem(.formatArgument(specifier: specifier.written, takes: specifier.takes, found: type.described,
                                              suggestion: type.specifier),
                              at: format.locations[index])
            }
        }
    }

    /// A number literal with a fraction or a point, which is a Float or a Double, never an Int.
    static let fractionLiteral = "a literal with a fraction"

    /// The Swift type of a number in a body (`Int`, `Float`, `Double`), nil for a whole literal,
    /// which takes the type around it, or when unknown; `fractionLiteral` for `0.5` and `1.0`.
    func numberType(_ expression: Expression, adjusting element: Element, locals: [String: Expression] = [:]) -> String? {
        // A local is the type of its first value, a whole literal an Int (`let one = 1`), one with a
        // point a Double, as Swift infers them.
        if case .variable(let name) = expression, let first = locals[name] {
            switch first {
            case .number(let number): return number == number.rounded() ? "Int" : "Double"
            case .pointLiteral: return "Double"
            default: return numberType(first, adjusting: element)
            }
        }
        switch expression {
        case .number(let number): return number == number.rounded() ? nil : Interpreter.fractionLiteral
        case .pointLiteral: return Interpreter.fractionLiteral
        case .wholeNumber: return "Int"
        case .property(let target, let property):
            let owner = target == "self" ? element : Interpreter.find(target, in: screen.elements)
            switch SwiftDescription.type(of: property, on: owner?.type) {
            case .float: return "Float"
            case .double: return "Double"
            default: return nil
            }
        case .variable(let name):
            switch screen.state[name]?.kind {
            case .int?: return "Int"
            case .double?: return "Double"
            default: return nil
            }
        case .sum(let left, let right, _), .extreme(_, let left, let right), .conditional(_, let left, let right),
             .product(let left, let right, _):
            return numberType(left, adjusting: element, locals: locals) ?? numberType(right, adjusting: element, locals: locals)
        case .unwrapped(let inner), .rounded(let inner): return numberType(inner, adjusting: element, locals: locals)
        case .converted(let type, _): return type
        default: return nil
        }
    }

    /// The Swift type Foundation receives for a statement's `String(format:)` argument.
    func formatType(_ value: Value) -> FormatArgument? {
        switch value {
        case .constant(.number(let number)): return number == number.rounded() ? .int : .floating("Double")
        case .pointLiteral: return .floating("Double")
        case .constant(.string), .interpolation, .formatted, .resource, .localized, .described, .joined, .numberFormatted: return .string
        case .constant(.bool): return .bool
        case .wholeNumber: return .int
        case .coalesced: return .string
        case .state(let name, _): return FormatArgument(screen.state[name]?.kind)
        case .read: return FormatArgument(swiftType(value))
        default: return nil
        }
    }

    /// Whether a state variable of `kind` may stand where `needed` is.
    static func fits(_ kind: StateVariable.Kind, _ needed: ElementProperty.Kind) -> Bool {
        switch needed {
        case .number, .optionalNumber: kind == .int || kind == .double
        case .wholeNumber: kind == .int
        case .string, .optionalString: kind == .string
        case .bool: kind == .bool
        default: false
        }
    }

    /// The Swift type Foundation receives for a `String(format:)` argument; nil when unknown.
    func formatType(_ expression: Expression, adjusting element: Element) -> FormatArgument? {
        switch expression {
        case .nil_, .attributed: return nil  // an NSAttributedString is no String for `%@`
        case .number(let number): return number == number.rounded() ? .int : .floating("Double")
        case .pointLiteral: return .floating("Double")
        case .string, .interpolation, .formatted, .numberFormatted, .described, .joined, .localized: return .string
        case .bool, .isEmpty: return .bool
        case .wholeNumber: return .int
        case .conditional(_, let then, _): return formatType(then, adjusting: element)
        case .coalesced(_, let fallback): return formatType(fallback, adjusting: element)
        case .converted(let type, _): return .floating(type)
        case .rounded(let inner): return formatType(inner, adjusting: element)
        case .unwrapped(let inner):
            let type = formatType(inner, adjusting: element)
            if case .optionalString? = type { return .string }
            return type
        case .sum(let left, let right, _), .extreme(_, let left, let right), .product(let left, let right, _):
            let type = formatType(left, adjusting: element)
            if case .int? = type { return formatType(right, adjusting: element) }
            return type
        case .variable(let name): return FormatArgument(screen.state[name]?.kind)
        case .property(let target, let property):
            let owner = target == "self" ? element : Interpreter.find(target, in: screen.elements)
            return FormatArgument(SwiftDescription.type(of: property, on: owner?.type))
        }
    }

    /// What a `String(format:)` argument is, for its specifier.
    enum FormatArgument {
        case int, floating(String), string, optionalString, bool

        /// A state variable's type; nil for none.
        init?(_ kind: StateVariable.Kind?) {
            switch kind {
            case .int?: self = .int
            case .double?: self = .floating("Double")
            case .string?: self = .string
            case .bool?: self = .bool
            case nil: return nil
            }
        }

        /// A UIKit property's type; nil when it has none that Foundation could misread.
        init?(_ type: SwiftDescription.SwiftType) {
            switch type {
            case .float: self = .floating("Float")
            case .double: self = .floating("Double")
            case .optionalString: self = .optionalString
            case .bool: self = .bool
            case .untyped: return nil
            }
        }

        func fits(_ specifier: FormatString.Specifier) -> Bool {
            switch (self, specifier) {
            case (.int, .integer), (.floating, .decimal), (.floating, .general), (.string, .text): true
            default: false
            }
        }

        var described: String {
            switch self {
            case .int: "an Int"
            case .floating(let name): "a \(name)"
            case .string: "a String"
            case .optionalString: "a String? (unwrap it with ?? \"\")"
            case .bool: "a Bool"
            }
        }

        /// The specifier that takes it.
        var specifier: String? {
            switch self {
            case .int: "%d"
            case .floating: "%.0f"
            case .string: "%@"
            case .optionalString, .bool: nil
            }
        }
    }
}
