import AXModel

/// UIKit property statements: `x.accessibilityLabel = "…"`, `x.value += 1`, the trait operators
/// and `accessibilityTraits`' set methods.
extension Parser {
    /// The properties an inner part of a control (a stepper's button, a segment, a tab) has.
    static let partProperties = PartProperties.keys

    /// The property named by `token`, or a problem suggesting the nearest one.
    static func property(_ token: Token) throws(Problem) -> ElementProperty {
        if let property = ElementProperty.named(token.text) { return property }
        if extensionFunctions.contains(token.text) {
            throw Problem(.adjustmentIsAFunction(token.text), at: token.location)
        }
        if let kind = Dialect.wrongDialect(token.text, on: .ios) { throw Problem(kind, at: token.location) }
        if lookOnly.contains(token.text) { throw Problem(.lookOnlyProperty(token.text), at: token.location) }
        if keyboardOnly.contains(token.text) { throw Problem(.keyboardOnlyProperty(token.text), at: token.location) }
        if let note = unmodelled[token.text] { throw Problem(.unmodelledProperty(token.text, note: note, swiftUI: false), at: token.location) }
        throw Problem(.unknownProperty(token.text, suggestion: suggestProperty(token.text)), at: token.location)
    }

    /// UIKit properties that change only how a view looks, which VoiceOver does not read.
    static let lookOnly: Set<String> = ["textColor", "backgroundColor", "tintColor", "font", "textAlignment",
                                        "numberOfLines", "cornerRadius", "borderColor", "borderWidth"]

    /// The classes that declare a property pasted for looks or typing (`textColor`), taken as
    /// written (`Change.appearance`); nil for one every view has (`backgroundColor`). The layer's
    /// (`cornerRadius`: `layer.cornerRadius` in Swift) are not taken.
    static func appearanceOwners(_ property: String) -> [ElementType]? {
        switch property {
        case "textColor", "font", "textAlignment": [.UILabel, .UITextField, .UITextView, .UISearchTextField]
        case "numberOfLines": [.UILabel]
        case "backgroundColor", "tintColor": nil
        default: [.UITextField, .UITextView, .UISearchTextField]
        }
    }

    /// The properties taken as written: how a view looks or how its keyboard types.
    static let appearanceProperties = lookOnly.subtracting(["cornerRadius", "borderColor", "borderWidth"]).union(keyboardOnly)

    /// `UITextInputTraits` properties that set up the keyboard and AutoFill, which VoiceOver does
    /// not read as the field's name, value or traits.
    static let keyboardOnly: Set<String> = ["textContentType", "keyboardType", "returnKeyType", "autocapitalizationType",
                                            "autocorrectionType", "spellCheckingType", "keyboardAppearance",
                                            "enablesReturnKeyAutomatically", "smartQuotesType", "smartDashesType"]

    /// Real UIKit members the tutor does not model, with what a learner reaching for one should know.
    static let unmodelled: [String: String] = [
        "accessibilityIdentifier": "it names the view for UI tests, and VoiceOver never reads it: what VoiceOver says is the "
            + "accessibilityLabel",
        "accessibilityUserInputLabels": "they are the names Voice Control and Full Keyboard Access accept; VoiceOver does "
            + "not read them",
        "isUserInteractionEnabled": "VoiceOver still reads the view either way; to say it does not respond, set isEnabled "
            + "on a control, or insert .notEnabled into the traits of a view that is none",
        "textLabel": "a cell's text is read as its label: set the cell's accessibilityLabel",
        "detailTextLabel": "a cell's detail text is read after its text: set the cell's accessibilityValue",
        "imageView": "to name a button's image, set the button's accessibilityLabel",
        "titleLabel": "a button's title is set with setTitle(_:for:), and VoiceOver reads it as the name",
        "configuration": "a button's title is set with setTitle(_:for:), and VoiceOver reads it as the name",
        "contentView": "set the accessibility properties on the cell itself, which VoiceOver reads as one element",
        "layer": "it changes how the view looks",
        "alpha": "no source the tutor follows says what VoiceOver does with a see-through view; to take the view away "
            + "from VoiceOver set isHidden = true (from everyone) or isAccessibilityElement = false (from VoiceOver alone)",
        "frame": "it places the view; the tutor reads screens in the order they are written",
        "tag": "it is the app's own number for the view, which VoiceOver never reads",
    ]

    /// The nearest property name: by spelling, else the one ending in the word (`label`).
    static func suggestProperty(_ name: String) -> String? {
        // The lists a statement assigns whole are properties too, though no ElementProperty holds them.
        let lists = ["accessibilityCustomActions", "accessibilityCustomContent"]
        if let near = NearMiss.suggestion(for: name, in: ElementProperty.names + lists) { return near }
        let lowered = name.lowercased()
        guard lowered.count >= 4 else { return nil }
        if let ending = ElementProperty.names.first(where: { $0.lowercased().hasSuffix(lowered) }) { return ending }
        // The same words in another order (`isAccessibilityViewModal` for `accessibilityViewIsModal`).
        let words = wordSet(name)
        return ElementProperty.names.first { wordSet($0) == words }
    }

    /// A camelCase name's words, lowercased, without `is`.
    private static func wordSet(_ name: String) -> Set<String> {
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(character.lowercased())
        }
        return Set(words).subtracting(["is"])
    }

    /// What follows `x.property`: an assignment, a compound assignment, or a set method.
    mutating func propertyChange(on target: ElementReference, property token: Token) throws(Problem) -> Change {
        let property: ElementProperty
        var misspelt = false
        do throws(Problem) {
            property = try Parser.property(token)
        } catch {
            // A near miss: reported, and the rest read as the property it nearly spells, so a
            // wrong value on the same line is told at once too.
            guard case .unknownProperty(_, let suggestion?) = error.kind, let near = ElementProperty.named(suggestion) else {
                throw error
            }
            record(error)
            property = near
            misspelt = true
        }
        let change = try change(of: property, on: target, named: token)
        if misspelt { throw Problem.reported }
        return change
    }

    /// What follows `x.property` once the property is known.
    private mutating func change(of property: ElementProperty, on target: ElementReference, named token: Token)
        throws(Problem) -> Change {
        if target.part != nil && !Parser.partProperties.contains(property.name) {
            throw Problem(.notAPartProperty(property.name, part: target.swiftSpelled), at: token.location)
        }
        try checkValid()
        let operatorToken = current
        if operatorToken.isSymbol("."), property.kind == .bool, peek(1).isIdentifier("toggle"), peek(2).isSymbol("("),
           peek(3).isSymbol(")") {
            // `x.isHidden.toggle()`: Swift's way to flip a Bool, the property set to its opposite.
            advance(); advance(); advance(); advance()
            return .set(property: property.name, value: .negated(.read(target, property: property.name)))
        }
        if operatorToken.isSymbol(".") {
            guard property.kind == .traits else {
                throw Problem(.methodOnNonTraits(property.name), at: peek(1).location)
            }
            advance()
            return try traitMethod(on: target)
        }
        // `x.accessibilityLabel? += ", required"` (nothing while the label is nil) or `! +=` (a crash
        // then): Swift's ways to add to a `String?`.
        if operatorToken.isSymbol("?") || operatorToken.isSymbol("!"), peek(1).isSymbol("+="), property.kind == .optionalString {
            advance(); advance()
            let added = try value(for: property)
            return .appendText(property: property.name, added, optional: operatorToken.isSymbol("?"), at: operatorToken.location)
        }
        guard case .symbol(let symbol) = operatorToken.kind else {
            throw Problem(.expected("'=' after '\(property.name)'", found: operatorToken), at: operatorToken.location)
        }
        switch symbol {
        case "=":
            advance()
            let valueStart = current.location
            let first = position
            let value = try value(for: property)
            if property.kind == .traits && current.isSymbol(",") {
                throw Problem(.traitsNeedBrackets, at: valueStart)
            }
            if property.kind == .traits, let problem = swiftTraitsWithBitmaskOperator(from: first, value: value) { throw problem }
            if property.name == "accessibilityLanguage", case .constant(.string(let tag)) = value, !Element.isLanguageTag(tag) {
                throw Problem(.notALanguageTag(tag), at: valueStart)
            }
            return .set(property: property.name, value: value)
        case "|=", "&=", "^=":
            guard property.kind == .traits else {
                throw Problem(.bitmaskOnNonTraits(symbol, property: property.name), at: operatorToken.location)
            }
            advance()
            let valueStart = position
            let traits = try traitExpression(allowsObjC: true)
            // The bitmask operators are Objective-C's, with its constants; Swift's option set has
            // neither `|=` nor `&=`, so a Swift trait (`.button`, `UIAccessibilityTraits.button`)
            // beside them is code that compiles in neither language.
            if firstSwiftTrait(from: valueStart) != nil {
                // `|= x` inserts, `&= ~x` removes, and `&= x` keeps only x (formIntersection). The
                // message is about the operator, so it points there.
                let method = symbol == "|=" ? "insert" : symbol == "^=" ? "formSymmetricDifference"
                    : { if case .complement = traits { "remove" } else { "formIntersection" } }()
                throw Problem(.swiftTraitsInBitmask(symbol, method: method, traits: Parser.traitNames(in: traits)),
                              at: operatorToken.location)
            }
            // `^=` flips the bits (Objective-C's exclusive or): Swift's formSymmetricDifference.
            if symbol == "^=" {
                return .set(property: "accessibilityTraits", value: .symmetricDifference(.read(target, property: "accessibilityTraits"), traits))
            }
            return symbol == "|=" ? .insertTraits(traits) : .intersectTraits(traits)
        case "+=", "-=":
            if property.kind == .traits {
                throw Problem(.arithmeticOnTraits(symbol), at: operatorToken.location)
            }
            if symbol == "+=", property.kind == .optionalString, case .string = peek(1).kind {
                throw Problem(.appendToOptional(property: property.name), at: operatorToken.location)
            }
            guard property.kind == .number || property.kind == .optionalNumber else {
                throw Problem(.arithmeticOnNonNumber(symbol, property: property.name, takes: property.kind.rawValue),
                              at: operatorToken.location)
            }
            advance()
            let amount = try numberLiteral(after: "'\(symbol)'")
            return .add(property: property.name, amount: symbol == "+=" ? amount : -amount)
        case "==":
            throw Problem(.comparisonInsteadOfAssignment, at: operatorToken.location)
        default:
            throw Problem(.expected("'=' after '\(property.name)'", found: operatorToken), at: operatorToken.location)
        }
    }

    /// A number literal, optionally negative.
    mutating func numberLiteral(after what: String) throws(Problem) -> Double {
        try checkValid()
        var sign = 1.0
        if current.isSymbol("-") {
            sign = -1
            advance()
            try checkValid()
        }
        guard case .number(let amount) = current.kind else {
            throw Problem(.expected("a number after \(what)", found: current), at: current.location)
        }
        advance()
        return sign * amount
    }

    /// The mutating set methods of `accessibilityTraits`, as statements.
    static let traitMethods = ["insert", "remove", "formUnion", "subtract", "update", "formIntersection",
                               "formSymmetricDifference"]
    /// Methods that return a new set instead of changing the property, with their mutating twin.
    static let nonMutatingTraitMethods = ["union": "formUnion", "subtracting": "subtract",
                                          "intersection": "formIntersection",
                                          "symmetricDifference": "formSymmetricDifference",
                                          "inserting": "insert", "removing": "remove"]

    /// `insert(.x)`, `remove(.x)`, `formUnion([…])`, `subtract([…])`, `update(with: .x)`, …
    mutating func traitMethod(on target: ElementReference) throws(Problem) -> Change {
        let method = try expectIdentifier("a method such as insert or remove after 'accessibilityTraits.'")
        if let mutating = Parser.nonMutatingTraitMethods[method.text] {
            throw Problem(.nonMutatingMethod(method.text, suggestion: mutating), at: method.location)
        }
        if method.text == "contains" {
            throw Problem(.containsChangesNothing, at: method.location)
        }
        guard Parser.traitMethods.contains(method.text) else {
            throw Problem(.unknownTraitMethod(method.text, suggestion: NearMiss.suggestion(for: method.text, in: Parser.traitMethods)),
                          at: method.location)
        }
        try expectSymbol("(", "'(' after '\(method.text)'")
        skipNewlines()
        if method.text == "update" && current.isIdentifier("with") && peek(1).isSymbol(":") {
            advance(); advance()
        }
        let traits = try traitExpression(allowsObjC: false)
        skipNewlines()
        try expectSymbol(")", "')' to close '\(method.text)('")
        switch method.text {
        case "insert", "formUnion", "update": return .insertTraits(traits)
        case "remove", "subtract": return .removeTraits(traits)
        case "formIntersection": return .intersectTraits(traits)
        default:
            return .set(property: "accessibilityTraits",
                        value: .symmetricDifference(.read(target, property: "accessibilityTraits"), traits))
        }
    }

    /// The first trait written Swift's way (`.button`, `UIAccessibilityTraits.button`, `[…]`) from
    /// token `start` to the current one; nil when every trait is an Objective-C constant.
    func firstSwiftTrait(from start: Int) -> Token? {
        for index in start..<position {
            let token = tokens[index]
            let leadingDot = token.isSymbol(".")
                && (index == start || !(tokens[index - 1].identifier != nil || tokens[index - 1].isSymbol(")")))
            if leadingDot || token.isIdentifier("UIAccessibilityTraits") || token.isSymbol("[") { return token }
        }
        return nil
    }

    /// `.button | .selected`: the bitmask operators `|`, `&` and `~` are Objective-C's, with its
    /// constants; Swift's option set has none of them, so beside a Swift trait they compile in
    /// neither language. Nil when the value has no such operator or no Swift trait.
    func swiftTraitsWithBitmaskOperator(from start: Int, value: Value) -> Problem? {
        guard let operatorToken = tokens[start..<position].first(where: { $0.isSymbol("|") || $0.isSymbol("&") || $0.isSymbol("~") }),
              firstSwiftTrait(from: start) != nil else { return nil }
        return Problem(.swiftTraitsWithOperator(operatorToken.text, traits: Parser.traitNames(in: value)), at: operatorToken.location)
    }

    /// The Swift names of the traits a value writes, in order, for a suggestion.
    static func traitNames(in value: Value) -> [String] {
        switch value {
        case .constant(.traits(let traits)): traits.swiftNames
        case .complement(let inner): traitNames(in: inner)
        case .union(let a, let b), .intersection(let a, let b), .subtracting(let a, let b), .symmetricDifference(let a, let b):
            traitNames(in: a) + traitNames(in: b)
        default: []
        }
    }
}
