import AXModel

/// Trait values in UIKit code: option-set literals (`[.button, .image]`, `.none`,
/// `UIAccessibilityTraits.button`), the old bitmask constants with `|`, `&` and `~`, set
/// algebra (`.union`), and other elements' traits.
extension Parser {
    /// Other names learners reach for, mapped to the Swift trait name.
    static let traitAliases: [String: String] = [
        "heading": "header", "headline": "header", "title": "header",
        "dimmed": "notEnabled", "disabled": "notEnabled", "notenabled": "notEnabled",
        "toggle": "toggleButton", "switch": "toggleButton", "checkbox": "toggleButton",
        "text": "staticText", "label": "staticText", "statictext": "staticText",
        "search": "searchField", "key": "keyboardKey", "sound": "playsSound",
        "summary": "summaryElement", "slider": "adjustable", "adjust": "adjustable",
        "picture": "image", "icon": "image", "photo": "image", "url": "link", "tab": "tabBar",
        "media": "startsMediaSession", "directInteraction": "allowsDirectInteraction",
        "frequentUpdates": "updatesFrequently", "updates": "updatesFrequently",
    ]

    /// The Swift trait name nearest to a misspelled one.
    static func suggestSwiftTrait(_ name: String) -> String? {
        if let alias = traitAliases[name] ?? traitAliases[name.lowercased()] { return alias }
        let swiftNames = TraitName.all.map(\.swift)
        if let near = NearMiss.suggestion(for: name, in: swiftNames) { return near }
        if let swiftUI = NearMiss.suggestion(for: name, in: TraitName.all.compactMap(\.swiftUI)) {
            return TraitName.swiftUI(swiftUI)?.swift
        }
        return nil
    }

    /// `a | b`, lowest precedence; `allowsObjC` is false inside `[ ]` and set-method arguments,
    /// where the old bitmask constants do not fit.
    mutating func traitExpression(allowsObjC: Bool) throws(Problem) -> Value {
        var value = try traitIntersection(allowsObjC: allowsObjC)
        while current.isSymbol("|") || current.isSymbol("||") {
            if current.isSymbol("||") { throw Problem(.logicalOrOnTraits, at: current.location) }
            advance()
            skipNewlines()
            value = .union(value, try traitIntersection(allowsObjC: allowsObjC))
        }
        return value
    }

    private mutating func traitIntersection(allowsObjC: Bool) throws(Problem) -> Value {
        var value = try traitUnary(allowsObjC: allowsObjC)
        while current.isSymbol("&") {
            advance()
            skipNewlines()
            value = .intersection(value, try traitUnary(allowsObjC: allowsObjC))
        }
        return value
    }

    private mutating func traitUnary(allowsObjC: Bool) throws(Problem) -> Value {
        try enterNesting()
        defer { nesting -= 1 }
        try checkValid()
        if current.isSymbol("~") {
            advance()
            return .complement(try traitUnary(allowsObjC: allowsObjC))
        }
        if current.isSymbol("!") {
            throw Problem(.logicalNotOnTraits, at: current.location)
        }
        var value = try traitPrimary(allowsObjC: allowsObjC)
        while current.isSymbol("."), let method = peek(1).identifier {
            let methodToken = peek(1)
            let combine: (Value, Value) -> Value
            switch method {
            case "union": combine = Value.union
            case "intersection": combine = Value.intersection
            case "subtracting": combine = Value.subtracting
            case "symmetricDifference": combine = Value.symmetricDifference
            case _ where TraitName.swift(method) != nil || TraitName.swiftUI(method) != nil:
                throw Problem(.expected("',' between two traits", found: current, suggestion: ","), at: current.location)
            default:
                let names = ["union", "intersection", "subtracting", "symmetricDifference"]
                throw Problem(.unknownTraitMethod(method, suggestion: NearMiss.suggestion(for: method, in: names)),
                              at: methodToken.location)
            }
            advance(); advance()
            try expectSymbol("(", "'(' after '\(method)'")
            skipNewlines()
            let argument = try traitExpression(allowsObjC: false)
            skipNewlines()
            try expectSymbol(")", "')' to close '\(method)('")
            value = combine(value, argument)
        }
        return value
    }

    private mutating func traitPrimary(allowsObjC: Bool) throws(Problem) -> Value {
        let token = current
        switch token.kind {
        case .symbol("."):
            advance()
            return .constant(.traits(try traitMember(dot: token)))
        case .symbol("["):
            advance()
            let traits = try listItems(in: "the list of traits") { (parser: inout Parser) throws(Problem) -> Value in
                try parser.traitExpression(allowsObjC: false)
            }
            return Parser.unionOf(traits)
        case .symbol("("):
            advance()
            skipNewlines()
            let inner = try traitExpression(allowsObjC: allowsObjC)
            skipNewlines()
            try expectSymbol(")", "')'")
            return inner
        case .identifier("UIAccessibilityTraits"):
            advance()
            return try traitsTypeExpression()
        case .identifier("AccessibilityTraits"):
            throw Problem(.swiftUITypeInUIKit, at: token.location)
        case .identifier("nil"):
            throw Problem(.typeMismatch(property: "accessibilityTraits", expected: .traits, found: "nil", suggestion: ".none"),
                          at: token.location)
        case .identifier(let name) where name.hasPrefix("UIAccessibilityTrait"):
            advance()
            guard let trait = TraitName.objc(name) else {
                let suggestion = NearMiss.suggestion(for: name, in: TraitName.all.map(\.objc))
                throw Problem(.unknownObjCTrait(name, suggestion: suggestion), at: token.location)
            }
            guard allowsObjC else {
                throw Problem(.objcInOptionSet(name, suggestion: "." + trait.swift), at: token.location)
            }
            return .constant(.traits(trait.trait))
        case .identifier(let name) where !peek(1).isSymbol(".") && TraitName.swift(name) != nil:
            throw Problem(.missingDot(name), at: token.location)
        case .identifier:
            return try propertyRead(expecting: .traits, for: "accessibilityTraits")
        case .string(let parts):
            let word: String? = if parts.count == 1, case .text(let text) = parts[0] { text } else { nil }
            throw Problem(.typeMismatch(property: "accessibilityTraits", expected: .traits, found: "a string",
                                        suggestion: word.flatMap { TraitName.swift($0) != nil ? ".\($0)" : Parser.suggestSwiftTrait($0).map { ".\($0)" } }),
                          at: token.location)
        default:
            try checkValid()
            throw Problem(.expected("a trait such as .button", found: token), at: token.location)
        }
    }

    /// `UIAccessibilityTraits.button`, `UIAccessibilityTraits([.button, .image])`,
    /// `UIAccessibilityTraits()`, after the type name.
    private mutating func traitsTypeExpression() throws(Problem) -> Value {
        if current.isSymbol(".") {
            let dot = advance()
            return .constant(.traits(try traitMember(dot: dot)))
        }
        try expectSymbol("(", "'.' or '(' after 'UIAccessibilityTraits'")
        skipNewlines()
        if current.isSymbol(")") {
            advance()
            return .constant(.traits([]))
        }
        if current.isIdentifier("rawValue"), peek(1).isSymbol(":") {
            throw Problem(.rawTraits, at: current.location)
        }
        // `UIAccessibilityTraits(arrayLiteral: .button, .image)`: the initialiser an array literal
        // calls, written out; the same set as `[.button, .image]`.
        if current.isIdentifier("arrayLiteral"), peek(1).isSymbol(":") {
            advance(); advance()
            var traits: Traits = []
            while true {
                skipNewlines()
                let dot = current
                try expectSymbol(".", "a trait such as .button")
                traits.formUnion(try traitMember(dot: dot))
                skipNewlines()
                guard current.isSymbol(",") else { break }
                advance()
            }
            try expectSymbol(")", "')' to close 'UIAccessibilityTraits('")
            return .constant(.traits(traits))
        }
        let inner = try traitExpression(allowsObjC: false)
        skipNewlines()
        try expectSymbol(")", "')' to close 'UIAccessibilityTraits('")
        return inner
    }

    /// The name after `.` in UIKit code; a SwiftUI name or an unknown one is reported at the dot.
    private mutating func traitMember(dot: Token) throws(Problem) -> Traits {
        try checkValid()
        guard let name = current.identifier else {
            throw Problem(.expected("a trait name after '.'", found: current), at: current.location)
        }
        advance()
        if let trait = TraitName.swift(name) { return trait.trait }
        if let trait = TraitName.swiftUI(name) {
            throw Problem(.swiftUITraitInUIKit(name, suggestion: "." + trait.swift), at: dot.location)
        }
        if name == "isModal" {
            throw Problem(.modalIsAProperty, at: dot.location)
        }
        throw Problem(.unknownTrait(name, suggestion: Parser.suggestSwiftTrait(name).map { "." + $0 }), at: dot.location)
    }

    /// One value for a list of trait values: a constant when every part is one.
    static func unionOf(_ values: [Value]) -> Value {
        var constant = Traits()
        var others: [Value] = []
        for value in values {
            if case .constant(.traits(let traits)) = value {
                constant.formUnion(traits)
            } else {
                others.append(value)
            }
        }
        return others.reduce(Value.constant(.traits(constant))) { .union($0, $1) }
    }
}
