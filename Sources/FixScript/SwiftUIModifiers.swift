import AXModel

/// SwiftUI accessibility modifiers on an element, chained: `x.accessibilityLabel("…")
/// .accessibilityAddTraits(.isHeader)`. Each modifier becomes the change UIKit code would make.
extension Parser {
    static let modifiers = ["accessibilityLabel", "accessibilityValue", "accessibilityHint", "accessibilityAddTraits",
                            "accessibilityRemoveTraits", "accessibilityHidden", "accessibilityElement", "disabled",
                            "accessibilityAdjustableAction", "accessibilityHeading", "accessibilityAction", "accessibilityActions", "onTapGesture",
                            "accessibilityCustomContent", "accessibilityFocused", "accessibilitySortPriority",
                            "speechSpellsOutCharacters", "accessibilityDirectTouch"]
    /// Modifiers pasted with real code that change only how a view looks, never what VoiceOver
    /// says (a `.headline` font makes no heading): accepted, arguments and all. Not here:
    /// `.hidden()`, `.opacity`, `.overlay`, `.background`, `.textCase` and the styles, which can
    /// change what is read.
    static let lookModifiers = ["font", "fontWeight", "fontDesign", "bold", "italic", "underline", "strikethrough",
                                "foregroundColor", "foregroundStyle", "tint", "padding", "frame", "cornerRadius", "clipShape",
                                "shadow", "lineLimit", "multilineTextAlignment", "minimumScaleFactor", "monospacedDigit",
                                "kerning", "tracking", "imageScale", "resizable", "scaledToFit", "scaledToFill", "aspectRatio",
                                "symbolRenderingMode"]

    /// The modifiers from `first` on, including any continued on following lines that start with `.`.
    mutating func modifierChain(on target: ElementReference, first: Token, start: SourceLocation) throws(Problem) -> [Statement] {
        if target.part != nil {
            throw Problem(.modifierOnPart(target.spelled, pickerOption: isPickerOption(target)), at: first.location)
        }
        return try chain(from: first) { (parser: inout Parser, name: Token) throws(Problem) in
            try parser.modifier(name, on: target).map {
                Statement(target: target, change: $0, location: name.location, swiftUI: true)
            }
        }
    }

    /// One modifier and its arguments.
    mutating func modifier(_ name: Token, on target: ElementReference) throws(Problem) -> [Change] {
        switch name.text {
        case "accessibilityLabel", "accessibilityValue", "accessibilityHint":
            let property = try Parser.property(name)
            textSpellsOut = nil
            let value = try parenthesized(name) { (parser: inout Parser) throws(Problem) in
                try parser.swiftUIText(for: property)
            }
            // `.accessibilityLabel(Text("K7QX2M").speechSpellsOutCharacters())` (VO-1.21).
            if let spelled = textSpellsOut {
                guard property.name == "accessibilityLabel" else {
                    throw Problem(.spelledOutNotLabel(name.text), at: name.location)
                }
                return [.spellOut(spelled, label: value)]
            }
            return [.set(property: property.name, value: value)]
        case "speechSpellsOutCharacters":
            return [.spellOut(try spellsOutArgument(name), label: nil)]
        case "accessibilityAddTraits", "accessibilityRemoveTraits":
            let (traits, modal) = try parenthesized(name) { (parser: inout Parser) throws(Problem) in
                try parser.swiftUITraits()
            }
            let adding = name.text == "accessibilityAddTraits"
            var changes: [Change] = []
            if traits != [] || !modal {
                changes.append(adding ? .insertTraits(.constant(.traits(traits))) : .removeTraits(.constant(.traits(traits))))
            }
            if modal { changes.append(.set(property: "accessibilityViewIsModal", value: .constant(.bool(adding)))) }
            return changes
        case "accessibilityHidden":
            // `.accessibilityHidden(true)`, or a Bool the app keeps (`.accessibilityHidden(isRunning)`),
            // which SwiftUI reads again whenever that state changes.
            let hidden = try parenthesized(name) { (parser: inout Parser) throws(Problem) -> Value in
                try parser.boolArgument(name.text, property: "accessibilityElementsHidden")
            }
            if case .constant(.bool(let flag)) = hidden { return [.hidden(flag)] }
            return [.set(property: "accessibilityElementsHidden", value: hidden)]
        case "disabled":
            // `.disabled(true)`, or a Bool the app computes (`.disabled(!accepted)`), which SwiftUI
            // reads again whenever that state changes: the view is enabled while it is false.
            let disabled = try parenthesized(name) { (parser: inout Parser) throws(Problem) -> Value in
                try parser.boolArgument(name.text, property: "isEnabled")
            }
            switch disabled {
            case .constant(.bool(let flag)): return [.set(property: "isEnabled", value: .constant(.bool(!flag)))]
            case .negated(let inner): return [.set(property: "isEnabled", value: inner)]
            default: return [.set(property: "isEnabled", value: .negated(disabled))]
            }
        case "accessibilityElement":
            let behavior = try parenthesized(name) { (parser: inout Parser) throws(Problem) in try parser.childBehavior() }
            return [.childBehavior(behavior),
                    .set(property: "isAccessibilityElement", value: .constant(.bool(behavior != .contain)))]
        case "accessibilityHeading":
            let level = try parenthesized(name) { (parser: inout Parser) throws(Problem) in try parser.headingLevel() }
            return [.headingLevel(level)]
        case "accessibilitySortPriority":
            // A `Double`: an integer literal is one too, as Swift infers it.
            let priority = try parenthesized(name) { (parser: inout Parser) throws(Problem) in
                try parser.numberLiteral(after: "'accessibilitySortPriority('")
            }
            return [.sortPriority(priority)]
        case "accessibilityDirectTouch":
            let (area, options) = try directTouchArguments(name)
            return [.directTouch(area, options: options)]
        case "accessibilityAction":
            return [try swiftUICustomAction(name)]
        case "accessibilityActions":
            return [try swiftUIActionButtons()]
        case "accessibilityCustomContent":
            return [try swiftUICustomContent(name)]
        case "accessibilityFocused":
            return [try focusBinding(name)]
        case "onTapGesture":
            return [try tapGesture(name)]
        case "accessibilityAdjustableAction":
            let (increment, decrement) = try adjustableAction(on: target, name: name)
            return [.adjustment(increment: increment, decrement: decrement, addsAdjustableTrait: true,
                                names: bodyNames)]
        case let look where Parser.lookModifiers.contains(look):
            try skipCallAndBlock(name)
            return [.lookOnly(look)]
        default:
            // `.accessibilityTraits(.isButton)`: SwiftUI adds and removes traits, it sets none whole.
            if name.text == "accessibilityTraits", swiftUIViews.contains(target.id) {
                throw Problem(.swiftUITraitsModifier, at: name.location)
            }
            if ElementProperty.named(name.text) != nil {
                throw Problem(.propertyCalledAsModifier(name.text, element: target.spelled), at: name.location)
            }
            // `.accessibility(hidden: true)`: iOS 13's form, deprecated since iOS 14.
            if name.text == "accessibility", current.isSymbol("("), let label = peek(1).identifier, peek(2).isSymbol(":") {
                throw Problem(.deprecatedAccessibilityModifier(label), at: name.location)
            }
            if let note = Parser.unmodelledModifiers[name.text] {
                throw Problem(.unmodelledProperty(name.text, note: note, swiftUI: true), at: name.location)
            }
            // `.enabled(false)`: SwiftUI says the opposite, `.disabled(true)`.
            if name.text == "enabled" {
                throw Problem(.enabledModifier, at: name.location)
            }
            if let kind = Dialect.wrongDialect(name.text, on: .ios) { throw Problem(kind, at: name.location) }
            let suggestion = NearMiss.suggestion(for: name.text, in: Parser.modifiers)
            // A call on a view the screen does not make in SwiftUI is a UIKit method, not a modifier.
            if uikitViews.contains(target.id), suggestion == nil {
                // `setImage(_:forSegmentAt:)`: what a segment shows, which its image's label names.
                let segment = (0..<24).contains { peek($0).isIdentifier("forSegmentAt") }
                throw Problem(.unknownUIKitMethod(name.text, element: target.spelled, segment: segment), at: name.location)
            }
            throw Problem(.unknownModifier(name.text, suggestion: suggestion), at: name.location)
        }
    }

    /// `.accessibilityDirectTouch()`'s arguments, both with defaults: whether the view is a direct
    /// touch area (`true`), then `options:` (`[]`): `(false)`, `(options: .silentOnTouch)`,
    /// `(true, options: [.silentOnTouch, .requiresActivation])`.
    private mutating func directTouchArguments(_ name: Token) throws(Problem) -> (Bool, Set<DirectTouchOption>) {
        try expectSymbol("(", "'(' after '\(name.text)'")
        skipNewlines()
        var area = true
        // `option:`, `opts:`: a misspelt label, told as the one it nearly is.
        if let label = current.identifier, label != "options", peek(1).isSymbol(":") {
            throw Problem(.expected("'options:' or true or false", found: current,
                                    suggestion: NearMiss.suggestion(for: label, in: ["options"]).map { $0 + ":" }),
                          at: current.location)
        }
        if !current.isSymbol(")") && !current.isIdentifier("options") {
            area = try boolLiteral(name.text)
            skipNewlines()
            if !current.isSymbol(")") {
                try expectSymbol(",", "',' or ')' after '\(name.text)(\(area)'")
                skipNewlines()
            }
        }
        var options: Set<DirectTouchOption> = []
        if current.isIdentifier("options") {
            advance()
            try expectSymbol(":", "':' after 'options'")
            skipNewlines()
            let start = current
            guard let property = ElementProperty.named("accessibilityDirectTouchOptions"),
                  case .constant(.directTouchOptions(let written)) = try optionList(for: property, swiftUI: true) else {
                throw Problem(.typeMismatch(property: "options", expected: .directTouchOptions, found: Parser.describe(start),
                                            suggestion: ".silentOnTouch"), at: start.location)
            }
            options = written
            skipNewlines()
        }
        try expectSymbol(")", "')' to close '\(name.text)('")
        return (area, options)
    }

    /// Real SwiftUI modifiers the tutor does not model, with what a learner reaching for one should know.
    static let unmodelledModifiers: [String: String] = [
        "opacity": "no source the tutor follows says what VoiceOver does with a see-through view; hide it from VoiceOver "
            + "with .accessibilityHidden(true), or dim it with .disabled(true)",
        "background": "a view given as the background (a Text, an Image) may be read as well, which the tutor does not "
            + "model; a colour or a material changes only how the view looks: leave it out here",
        "overlay": "a view laid over this one (a Text, a badge) may be read as well, which the tutor does not model: "
            + "describe what VoiceOver should say with .accessibilityLabel(…) or .accessibilityValue(…) on the view",
        "hidden": "a hidden view is invisible and takes no touch, though it keeps its place in the layout (Apple's "
            + "documentation of hidden()); to take a view from VoiceOver alone, use .accessibilityHidden(true)",
        "textCase": "it changes the letters shown, and what VoiceOver reads of them is not modelled: give the words to "
            + "say with .accessibilityLabel(…)",
        "swipeActions": "a List row's swipe actions are not read here; give each one as an action VoiceOver lists in its "
            + "Actions rotor, .accessibilityAction(named: \"Delete\") { … }",
        "contextMenu": "a long press's menu is not read here; give each of its items as an action VoiceOver lists in its "
            + "Actions rotor, .accessibilityAction(named: \"Share\") { … }",
        "accessibilityIdentifier": "it names the view for UI tests, and VoiceOver never says it: leave it out here",
        "accessibilityInputLabels": "they are the words Voice Control answers to, which VoiceOver does not say: leave them "
            + "out here",
        "accessibilityShowsLargeContentViewer": "the large content viewer is for people who use large text sizes, not "
            + "for VoiceOver: leave it out here",
        "accessibilityRepresentation": "VoiceOver reads the view as the one in its closure; give the view the label, value "
            + "and traits that one would have, with .accessibilityLabel(…) and the others",
        "accessibilityLabeledPair": "give the pair one element instead: .accessibilityElement(children: .combine) on the "
            + "stack that holds both",
        "focused": "it moves the keyboard's focus (@FocusState), not VoiceOver's: VoiceOver's is @AccessibilityFocusState "
            + "with .accessibilityFocused($…)",
    ]

    /// `( … )` around one argument.
    private mutating func parenthesized<T>(_ name: Token, _ argument: (inout Parser) throws(Problem) -> T) throws(Problem) -> T {
        try expectSymbol("(", "'(' after '\(name.text)'")
        skipNewlines()
        let value = try argument(&self)
        skipNewlines()
        try expectSymbol(")", "')' to close '\(name.text)('")
        return value
    }

    /// `"…"`, `Text("…")`, or another element's property, for a text modifier; Texts joined with
    /// `+` (SwiftUI's `Text + Text` is a `Text`) or Strings joined with `+`, never one with the other.
    mutating func swiftUIText(for property: ElementProperty) throws(Problem) -> Value {
        try swiftUITypedText(for: property).value
    }

    /// `isRunning ? "Stop" : "Start"` (or `!isRunning ? …`): Swift's choice on a Boolean of the
    /// screen's `state:`, both sides Texts or both Strings, made again whenever the state
    /// changes; else a text as `swiftUIText` reads it. Whether it is a `Text`.
    private mutating func swiftUITypedText(for property: ElementProperty) throws(Problem) -> (value: Value, isText: Bool) {
        try enterNesting()
        defer { nesting -= 1 }
        let negated = current.isSymbol("!")
        if let name = peek(negated ? 1 : 0).identifier, !["true", "false", "nil", "self"].contains(name),
           peek(negated ? 2 : 1).isSymbol("?") {
            if negated { advance() }
            let token = advance()
            advance()
            let condition = Value.state(name, token.location)
            skipNewlines()
            let thenStart = current
            let then = try swiftUITypedText(for: property)
            skipNewlines()
            try expectSymbol(":", "':' and the other choice after '\(name) ? …'")
            skipNewlines()
            let otherwise = try swiftUITypedText(for: property)
            guard then.isText == otherwise.isText else { throw Problem(.choiceOfTextAndString, at: thenStart.location) }
            return (.choice(negated ? .negated(condition) : condition, then: then.value, otherwise: otherwise.value), then.isText)
        }
        var start = current
        var (value, isText) = try swiftUITextOperand(for: property)
        skipNewlines(before: "+")
        while current.isSymbol("+") {
            advance()
            skipNewlines()
            try checkValid()
            if textSpellsOut != nil { throw Problem(.spelledOutJoined, at: start.location) }
            let rightStart = current
            let (right, rightIsText) = try swiftUITextOperand(for: property)
            if textSpellsOut != nil { throw Problem(.spelledOutJoined, at: rightStart.location) }
            guard rightIsText == isText else {
                throw Problem(.textJoinedWithString(textFirst: isText), at: isText ? rightStart.location : start.location)
            }
            if !isText {
                try requireText(value, at: start.location)
                try requireText(right, at: rightStart.location)
            }
            value = .joined(value, right)
            start = rightStart
            skipNewlines(before: "+")
        }
        return (value, isText)
    }

    /// One side of a SwiftUI label's `+`: a `Text(…)` (true) or a String (false).
    private mutating func swiftUITextOperand(for property: ElementProperty) throws(Problem) -> (Value, isText: Bool) {
        if current.isIdentifier("Text") && peek(1).isSymbol("(") {
            advance(); advance()
            // `Text(verbatim: "K7")`: the words as written, never looked up.
            if current.isIdentifier("verbatim"), peek(1).isSymbol(":") { advance(); advance() }
            if current.isIdentifier("Text"), peek(1).isSymbol("(") {
                throw Problem(.expected("a String inside Text(…), such as Text(\"Play\")", found: current),
                              at: current.location)
            }
            let value = try swiftUIText(for: property)
            try expectSymbol(")", "')' to close 'Text('")
            if current.isSymbol("."), peek(1).isIdentifier("speechSpellsOutCharacters") {
                advance()
                textSpellsOut = try spellsOutArgument(advance())
            }
            return (value, true)
        }
        return (try swiftUIString(for: property), false)
    }

    /// A String for a SwiftUI text: a literal, a localized string, a state, or a property.
    private mutating func swiftUIString(for property: ElementProperty) throws(Problem) -> Value {
        try checkValid()
        if case .string(let parts) = current.kind {
            advance()
            return try stringValue(parts)
        }
        if current.isIdentifier("NSLocalizedString") { return try localizedString() }
        // `String(localized: "Lemon tart")` (iOS 15): the text in the app's own language.
        if current.isIdentifier("String"), peek(1).isSymbol("("), peek(2).isIdentifier("localized"), peek(3).isSymbol(":") {
            advance(); advance(); advance(); advance()
            let text = try literalText(after: "String(localized:")
            try expectSymbol(")", "')' to close String(localized:")
            return .localized(.constant(.string(text)), comment: nil, call: .stringLocalized)
        }
        // `LocalizedStringKey("Play")`: the key a SwiftUI literal is already, looked up as the
        // literal is (the model speaks the key: it has no strings table for iOS).
        if current.isIdentifier("LocalizedStringKey"), peek(1).isSymbol("(") {
            advance(); advance()
            guard case .string(let parts) = current.kind else {
                throw Problem(.expected("the key in double quotes, as in LocalizedStringKey(\"Play\")", found: current),
                              at: current.location)
            }
            advance()
            let value = try stringValue(parts)
            try expectSymbol(")", "')' to close 'LocalizedStringKey('")
            return value
        }
        // `String(archived)`, `String(format: "%.1f", speed)`, `speed.formatted(.percent)`: a text
        // made from the view's state, read as inside `\( )` (and made again when the state changes).
        if current.isIdentifier("String") && peek(1).isSymbol("(")
            || current.identifier != nil && peek(1).isSymbol(".") && peek(2).isIdentifier("formatted") && peek(3).isSymbol("(") {
            return try coalescedOperand(at: current.location)
        }
        // `.accessibilityValue(word)`: the view's state, a String (checked when applied).
        if let name = current.identifier, !["nil", "true", "false", "self"].contains(name), peek(1).isSymbol(")") {
            let token = advance()
            return .state(name, token.location)
        }
        if current.identifier != nil && !current.isIdentifier("nil") && !current.isIdentifier("true")
            && !current.isIdentifier("false") {
            return try propertyRead(expecting: .string, for: property.name)
        }
        throw Problem(.typeMismatch(property: property.name, expected: .string, found: Parser.describe(current),
                                    suggestion: nil),
                      at: current.location)
    }

    /// `true` or `false`.
    private mutating func boolLiteral(_ modifier: String) throws(Problem) -> Bool {
        try checkValid()
        if current.isIdentifier("true") || current.isIdentifier("false") {
            return advance().text == "true"
        }
        // `!false`: the other Boolean.
        if current.isSymbol("!"), peek(1).isIdentifier("true") || peek(1).isIdentifier("false") {
            advance()
            return advance().text == "false"
        }
        throw Problem(.typeMismatch(property: modifier, expected: .bool, found: Parser.describe(current), suggestion: nil),
                      at: current.location)
    }

    /// A modifier's Bool: a literal (as `boolLiteral` reads it) or a value the app computes, a
    /// state variable or a view's flag (`!accepted`, `agree.isOn`).
    private mutating func boolArgument(_ modifier: String, property: String) throws(Problem) -> Value {
        // A test (`address.isEmpty`, `!(a == b)`, `count > 0 && accepted`) is read as a Bool property's.
        if platform == .ios, testFollows(), let flag = ElementProperty.named(property) { return try value(for: flag) }
        // A literal, or anything but a name (`"yes"`, `1`), is told in the modifier's words.
        let name = current.isSymbol("!") ? peek(1) : current
        if name.isIdentifier("true") || name.isIdentifier("false") || name.identifier == nil {
            return .constant(.bool(try boolLiteral(modifier)))
        }
        guard let flag = ElementProperty.named(property) else { return .constant(.bool(try boolLiteral(modifier))) }
        return try value(for: flag)
    }

    /// `.isHeader`, `[.isButton, .isImage]`, `AccessibilityTraits.isHeader`; `.isModal` reported apart.
    private mutating func swiftUITraits() throws(Problem) -> (Traits, modal: Bool) {
        try enterNesting()
        defer { nesting -= 1 }
        try checkValid()
        if current.isSymbol("[") {
            advance()
            let items = try listItems(in: "the list of traits") { (parser: inout Parser) throws(Problem) -> (Traits, Bool) in
                try parser.swiftUITraits()
            }
            return (items.reduce(Traits()) { $0.union($1.0) }, items.contains { $0.1 })
        }
        if current.isIdentifier("AccessibilityTraits") && peek(1).isSymbol(".") { advance() }
        let dot = current
        if let name = current.identifier {
            if TraitName.swiftUI(name) != nil || name == "isModal" {
                throw Problem(.missingDot(name), at: dot.location)
            }
            let suggestion = TraitName.objc(name)?.swiftUI.map { "." + $0 }
            throw Problem(.expected("a SwiftUI trait such as .isButton", found: current, suggestion: suggestion),
                          at: dot.location)
        }
        try expectSymbol(".", "a SwiftUI trait such as .isButton")
        let nameToken = try expectIdentifier("a SwiftUI trait name after '.'")
        let name = nameToken.text
        if name == "isModal" { return ([], true) }
        if let trait = TraitName.swiftUI(name) { return (trait.trait, false) }
        if let trait = TraitName.swift(name) {
            guard let swiftUI = trait.swiftUI else {
                throw Problem(.noSwiftUITrait(name), at: dot.location)
            }
            throw Problem(.uikitTraitInSwiftUI(name, suggestion: "." + swiftUI), at: dot.location)
        }
        // `.isNotEnabled`, `.isAdjustable`: a UIKit trait SwiftUI has no name for, written SwiftUI's way.
        if name.hasPrefix("is"), name.count > 2, let trait = TraitName.swift(name.dropFirst(2).prefix(1).lowercased() + name.dropFirst(3)),
           trait.swiftUI == nil {
            throw Problem(.noSwiftUITrait(name), at: dot.location)
        }
        let swiftUINames = TraitName.all.compactMap(\.swiftUI) + ["isModal"]
        var suggestion = NearMiss.suggestion(for: name, in: swiftUINames)
        if suggestion == nil, let swift = Parser.suggestSwiftTrait(name) {
            suggestion = TraitName.swift(swift)?.swiftUI
        }
        throw Problem(.unknownSwiftUITrait(name, suggestion: suggestion.map { "." + $0 }), at: dot.location)
    }

    /// `children: .combine`; no argument is SwiftUI's default, `.ignore`.
    private mutating func childBehavior() throws(Problem) -> ChildBehavior {
        if current.isSymbol(")") { return .ignore }
        let label = try expectIdentifier("'children:'")
        guard label.text == "children" else {
            throw Problem(.expected("'children:'", found: label), at: label.location)
        }
        try expectSymbol(":", "':' after 'children'")
        if current.isIdentifier("AccessibilityChildBehavior") { advance() }
        let dot = current
        if let word = current.identifier, ChildBehavior(rawValue: word) != nil {
            throw Problem(.missingDot(word), at: dot.location)
        }
        try expectSymbol(".", "a child behaviour: .combine, .ignore or .contain")
        let name = try expectIdentifier("a child behaviour: .combine, .ignore or .contain")
        guard let behavior = ChildBehavior(rawValue: name.text) else {
            let names = ChildBehavior.allCases.map(\.rawValue)
            throw Problem(.unknownChildBehavior(name.text, suggestion: NearMiss.suggestion(for: name.text, in: names)),
                          at: dot.location)
        }
        return behavior
    }

    /// `.h1` … `.h6` (the level), `.unspecified` (nil).
    private mutating func headingLevel() throws(Problem) -> Int? {
        // `AccessibilityHeadingLevel.h2`: the type written before the case.
        if current.isIdentifier("AccessibilityHeadingLevel"), peek(1).isSymbol(".") { advance() }
        let dot = current
        try expectSymbol(".", "a heading level such as .h1")
        let name = try expectIdentifier("a heading level such as .h1")
        let levels = ["h1", "h2", "h3", "h4", "h5", "h6", "unspecified"]
        guard let index = levels.firstIndex(of: name.text) else {
            // `.h7`: the nearest level there is, not the nearest spelling (`.h1`).
            let number = name.text.first == "h" ? Int(name.text.dropFirst()) : nil
            let nearest = number.map { "h\(min(max($0, 1), 6))" } ?? NearMiss.suggestion(for: name.text, in: levels)
            throw Problem(.unknownHeadingLevel(name.text, suggestion: nearest), at: dot.location)
        }
        return index < 6 ? index + 1 : nil
    }

    /// Whether `target` names a segment of a SwiftUI view: among SwiftUI's views only a segmented
    /// Picker has numbered stops, its options (docs/voiceover.md VO-7.11).
    func isPickerOption(_ target: ElementReference) -> Bool {
        swiftUIViews.contains(target.id) && target.part.flatMap { Int($0) } != nil
    }
}
