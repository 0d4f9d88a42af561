import Yams

/// Reading each kind of value a screen key takes, with a message saying what was expected.
extension ScreenDecoder {
    /// Sets `key` on the element from its YAML value; reports a problem when the value is wrong.
    mutating func apply(_ key: String, _ value: Node, to element: inout Element) {
        switch key {
        case "children": element.children = elementList(value, key: "children")
        case "accessibilityLabel": string(value, key).map { element.accessibilityLabel = $0 }
        case "accessibilityValue": string(value, key).map { element.accessibilityValue = $0 }
        case "accessibilityHint": string(value, key).map { element.accessibilityHint = $0 }
        case "accessibilityLanguage":
            guard let tag = string(value, key) else { break }
            guard Element.isLanguageTag(tag) else {
                report("'\(tag)' is no BCP 47 language tag: write the language, then the region after a hyphen, as in fr-FR", at: value)
                break
            }
            element.accessibilityLanguage = tag
        case "accessibilityTraits": traits(value).map { element.accessibilityTraits = $0 }
        case "accessibilityDirectTouchOptions":
            guard let names = strings(value, key, what: "direct touch options") else { break }
            var options: Set<DirectTouchOption> = []
            for (name, node) in zip(names, value.sequence ?? []) {
                guard let option = DirectTouchOption(rawValue: name) else {
                    let all = DirectTouchOption.allCases.map(\.rawValue)
                    report("unknown direct touch option '\(name)': expected \(all.joined(separator: " or "))", at: node,
                           suggestion: NearMiss.suggestion(for: name, in: all))
                    continue
                }
                options.insert(option)
            }
            element.accessibilityDirectTouchOptions = options
        case "isAccessibilityElement": bool(value, key).map { element.isAccessibilityElement = $0 }
        case "accessibilityElementsHidden": bool(value, key).map { element.accessibilityElementsHidden = $0 }
        case "accessibilityViewIsModal": bool(value, key).map { element.accessibilityViewIsModal = $0 }
        case "shouldGroupAccessibilityChildren":
            bool(value, key).map { element.shouldGroupAccessibilityChildren = $0 }
        case "accessibilityElements": strings(value, key, what: "element ids").map { element.accessibilityElements = $0 }
        case "accessibilityContainerType":
            choice(value, key, ContainerType.self).map { element.accessibilityContainerType = $0 }
        case "isHidden": bool(value, key).map { element.isHidden = $0 }
        case "isEnabled": bool(value, key).map { element.isEnabled = $0 }
        case "isSelected": bool(value, key).map { element.isSelected = $0 }
        case "text": string(value, key).map { element.text = $0 }
        case "title": string(value, key).map { element.title = $0 }
        case "image": string(value, key).map { element.image = $0 }
        case "decorative": bool(value, key).map { element.decorative = $0 }
        case "systemImage": bool(value, key).map { element.systemImage = $0 }
        case "header": string(value, key).map { element.header = $0 }
        case "footer": string(value, key).map { element.footer = $0 }
        case "placeholder": string(value, key).map { element.placeholder = $0 }
        case "isOn": bool(value, key).map { element.isOn = $0 }
        case "isAnimating": bool(value, key).map { element.isAnimating = $0 }
        case "hidesWhenStopped": bool(value, key).map { element.hidesWhenStopped = $0 }
        case "value": number(value, key).map { element.value = $0 }
        case "minimumValue": number(value, key).map { element.minimumValue = $0 }
        case "maximumValue": number(value, key).map { element.maximumValue = $0 }
        case "stepValue": number(value, key).map { element.stepValue = $0 }
        case "valueLabel":
            if let id = string(value, key) {
                element.valueLabel = id
                let place = value.mark.map(location(of:)) ?? SourceLocation(line: 1, column: 1)
                labelReferences.append(LabelReference(id: id, owner: element.id, place: place, key: key))
            }
        case "isSecureTextEntry": bool(value, key).map { element.isSecureTextEntry = $0 }
        case "isEditing": bool(value, key).map { element.isEditing = $0 }
        case "segments": strings(value, key, what: "segment titles").map { element.segments = $0 }
        case "selectedSegmentIndex": integer(value, key).map { element.selectedSegmentIndex = $0 }
        case "options": strings(value, key, what: "option titles").map { element.segments = $0 }
        case "selection": _ = string(value, key)  // An option's title, found once the options are read.
        case "pickerStyle": _ = string(value, key)  // Only `segmented` is modelled (`resolvePicker`).
        case "items": strings(value, key, what: "item titles").map { element.items = $0 }
        case "selectedIndex": integer(value, key).map { element.selectedIndex = $0 }
        case "badges": strings(value, key, what: "badge values").map { element.badges = $0 }
        case "parts": parts(value).map { element.parts = $0 }
        case "accessoryType": choice(value, key, AccessoryType.self).map { element.accessoryType = $0 }
        case "progress": number(value, key).map { element.progress = $0 }
        case "backTitle": string(value, key).map { element.backTitle = $0 }
        case "numberOfPages": integer(value, key).map { element.numberOfPages = $0 }
        case "currentPage": integer(value, key).map { element.currentPage = $0 }
        case "onActivate": activations(value).map { element.onActivate = $0 }
        case "customActions": customActions(value).map { element.customActions = $0 }
        case "customContent": customContent(value).map { element.customContent = $0 }
        case "speechSpellsOutCharacters": bool(value, key).map { element.speechSpellsOutCharacters = $0 }
        case "updates": strings(value, key, what: "strings").map { element.updates = $0 }
        case "required": bool(value, key).map { element.required = $0 }
        case "class":
            guard let name = scalarString(value, key: key) else { break }
            if Self.isValidID(name), name.first?.isUppercase == true, ElementType(rawValue: name) == nil {
                element.className = name
            } else {
                report("'class': expected the app's own subclass of \(element.type.name), a Swift type name such as "
                       + "Rating\(element.type.name.dropFirst(2)), found '\(name)'", at: value)
            }
        case "childBehavior": choice(value, key, ChildBehavior.self).map { element.childBehavior = $0 }
        case "sortPriority": number(value, key).map { element.sortPriority = $0 }
        case "headingLevel":
            guard let level = integer(value, key) else { break }
            if (1...6).contains(level) {
                element.headingLevel = level
            } else {
                report("'headingLevel': expected 1 to 6 (.h1 … .h6), found \(level)", at: value)
            }
        default: break
        }
    }

    // MARK: Scalars

    /// A mapping key's name; reports keys that are not plain names unless `quiet`.
    mutating func keyName(_ node: Node, quiet: Bool = false) -> String? {
        guard let scalar = node.scalar, !isNull(node) else {
            if !quiet { report("expected a key name, found \(describe(node))", at: node) }
            return nil
        }
        return scalar.string
    }

    /// Any scalar's text (numbers and booleans as written), for keys such as `id` and `type`.
    mutating func scalarString(_ node: Node, key: String) -> String? {
        guard canContinue() else { return nil }
        guard let scalar = node.scalar, !isNull(node) else {
            report("'\(key)': expected a name, found \(describe(node))", at: node)
            return nil
        }
        return scalar.string
    }

    /// Text: any scalar, numbers included (`text: 42` is the text "42").
    mutating func string(_ node: Node, _ key: String) -> String? {
        guard canContinue() else { return nil }
        guard let scalar = node.scalar, !isNull(node) else {
            let empty = isNull(node) ? " (write \"\" for empty text)" : ""
            report("'\(key)': expected a string, found \(describe(node))\(empty)", at: node)
            return nil
        }
        return scalar.string
    }

    mutating func bool(_ node: Node, _ key: String) -> Bool? {
        guard canContinue() else { return nil }
        if let scalar = node.scalar, scalar.style == .plain, let value = Self.plainBools[scalar.string] {
            return value
        }
        if node.scalar != nil, resolvedTag(node) == .bool, let value = node.bool { return value }
        report("'\(key)': expected true or false, found \(describe(node))\(unquoteHint(node, as: .bool))",
               at: node)
        return nil
    }

    mutating func number(_ node: Node, _ key: String) -> Double? {
        guard canContinue() else { return nil }
        if let value = Self.plainDecimal(node), value.isFinite { return value }
        let name = node.scalar != nil ? resolvedTag(node) : nil
        if name == .int, let value = node.int { return Double(value) }
        if name == .float, let value = node.float {
            if value.isFinite { return value }
            report("'\(key)': expected a finite number, found \(describe(node))", at: node)
            return nil
        }
        report("'\(key)': expected a number, found \(describe(node))\(unquoteHint(node, as: .float))",
               at: node)
        return nil
    }

    mutating func integer(_ node: Node, _ key: String) -> Int? {
        guard canContinue() else { return nil }
        if let value = Self.plainDecimal(node), value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return Int(value)
        }
        let name = node.scalar != nil ? resolvedTag(node) : nil
        if name == .int, let value = node.int { return value }
        if name == .float, let value = node.float, value.isFinite, value == value.rounded(),
           abs(value) < 1e15 {
            return Int(value)
        }
        report("'\(key)': expected a whole number, found \(describe(node))\(unquoteHint(node, as: .int))",
               at: node)
        return nil
    }

    /// One of an enumeration's raw values, with a suggestion for a near miss.
    mutating func choice<T: RawRepresentable & CaseIterable>(_ node: Node, _ key: String, _: T.Type) -> T?
    where T.RawValue == String {
        guard let name = string(node, key) else { return nil }
        if let value = T(rawValue: name) { return value }
        let names = T.allCases.map(\.rawValue)
        report("unknown \(key) '\(name)': expected one of \(names.joined(separator: ", "))", at: node,
               suggestion: NearMiss.suggestion(for: name, in: names))
        return nil
    }

    /// A list of texts.
    mutating func strings(_ node: Node, _ key: String, what: String) -> [String]? {
        guard canContinue() else { return nil }
        guard let sequence = node.sequence else {
            report("'\(key)': expected a list of \(what), found \(describe(node))", at: node)
            return nil
        }
        var result: [String] = []
        var valid = true
        for item in sequence {
            if let text = string(item, key) { result.append(text) } else { valid = false }
        }
        return valid ? result : nil
    }

    // MARK: Traits and actions

    /// `customActions`: a list of actions the app already offers, each a name (`Archive`) or
    /// `{name: Delete, announce: "Message deleted"}` for one whose handler posts an announcement.
    mutating func customActions(_ node: Node) -> [CustomAction]? {
        guard canContinue() else { return nil }
        guard let sequence = node.sequence else {
            report("'customActions': expected a list of actions, such as [Archive, {name: Delete, announce: Deleted}], "
                   + "found \(describe(node))", at: node)
            return nil
        }
        var result: [CustomAction] = []
        var valid = true
        for item in sequence {
            if let action = customAction(item) {
                if result.contains(where: { $0.name == action.name }) {
                    report("'customActions': '\(action.name)' is listed twice", at: item)
                    valid = false
                }
                result.append(action)
            } else {
                valid = false
            }
        }
        return valid ? result : nil
    }

    private mutating func customAction(_ node: Node) -> CustomAction? {
        if node.scalar != nil {
            guard let name = string(node, "customActions") else { return nil }
            guard !name.allSatisfy(\.isWhitespace) else {
                report("'customActions': an action needs a name the screen reader can say", at: node)
                return nil
            }
            return CustomAction(name: name)
        }
        guard let mapping = node.mapping else {
            report("'customActions': expected an action's name or {name: …, announce: …}, found \(describe(node))", at: node)
            return nil
        }
        var name: String?
        var effects: [Effect] = []
        for (keyNode, value) in mapping {
            guard let key = keyName(keyNode) else { return nil }
            switch key {
            case "name": name = string(value, key)
            case "announce": string(value, key).map { effects = [.announce(.string($0))] }
            default:
                report("unknown key '\(key)' in a custom action: it takes name and announce", at: keyNode,
                       suggestion: NearMiss.suggestion(for: key, in: ["name", "announce"]))
                return nil
            }
        }
        guard let name, !name.allSatisfy(\.isWhitespace) else {
            report("'customActions': an action needs a name the screen reader can say", at: node)
            return nil
        }
        return CustomAction(name: name, effects: effects)
    }

    /// `customContent`: the pieces the app offers, each `{label: Age, value: 3 years}`, with
    /// `importance: high` for one read at once (docs/voiceover.md VO-8.4 to VO-8.6).
    mutating func customContent(_ node: Node) -> [CustomContent]? {
        guard canContinue() else { return nil }
        guard let sequence = node.sequence else {
            report("'customContent': expected a list of pieces, such as [{label: Age, value: 3 years}], found \(describe(node))",
                   at: node)
            return nil
        }
        var result: [CustomContent] = []
        for item in sequence {
            guard let mapping = item.mapping else {
                report("'customContent': expected a piece, {label: …, value: …}, found \(describe(item))", at: item)
                return nil
            }
            var label: String?
            var value = ""
            var high = false
            for (keyNode, valueNode) in mapping {
                guard let key = keyName(keyNode) else { return nil }
                switch key {
                case "label": label = string(valueNode, key)
                case "value": value = string(valueNode, key) ?? ""
                case "importance":
                    guard let word = scalarString(valueNode, key: key), ["default", "high"].contains(word) else {
                        report("'importance': expected default or high", at: valueNode)
                        return nil
                    }
                    high = word == "high"
                default:
                    report("unknown key '\(key)' in a piece of custom content: it takes label, value and importance", at: keyNode,
                           suggestion: NearMiss.suggestion(for: key, in: ["label", "value", "importance"]))
                    return nil
                }
            }
            guard let label, !label.allSatisfy(\.isWhitespace) else {
                report("'customContent': a piece needs a label the screen reader can say", at: item)
                return nil
            }
            result.append(CustomContent(label: label, value: value, isHighImportance: high))
        }
        return result
    }

    /// A list of Swift trait names (`[header]`, `[.button, .image]`), or one name alone.
    mutating func traits(_ node: Node) -> Traits? {
        let items: [Node]
        if let sequence = node.sequence {
            items = Array(sequence)
        } else if node.scalar != nil, !isNull(node) {
            items = [node]
        } else {
            report("'accessibilityTraits': expected a list of trait names such as [header], found \(describe(node))",
                   at: node)
            return nil
        }
        var traits: Traits = []
        var valid = true
        for item in items {
            guard let written = string(item, "accessibilityTraits") else {
                valid = false
                continue
            }
            let name = written.hasPrefix(".") ? String(written.dropFirst()) : written
            if let trait = TraitName.swift(name) {
                traits.insert(trait.trait)
                continue
            }
            valid = false
            if let other = TraitName.objc(name) ?? TraitName.swiftUI(name)
                ?? TraitName.all.first(where: { $0.interfaceBuilder == name }) {
                report("unknown trait '\(written)': screen files use Swift's trait names", at: item,
                       suggestion: other.swift)
            } else {
                report("unknown trait '\(written)'", at: item,
                       suggestion: ScreenSynonyms.traits[name.lowercased()]
                           ?? NearMiss.suggestion(for: name, in: TraitName.all.map(\.swift)))
            }
        }
        return valid ? traits : nil
    }

    /// `onActivate`: one action or a list of them.
    mutating func activations(_ node: Node) -> [Activation]? {
        guard let sequence = node.sequence else {
            return activation(node).map { [$0] }
        }
        var result: [Activation] = []
        var valid = true
        for item in sequence {
            if let action = activation(item) { result.append(action) } else { valid = false }
        }
        return valid ? result : nil
    }

    private static let bareActions: [String: Activation] = [
        "toggleSelected": .toggleSelected, "toggleOn": .toggleOn,
        "playSound": .playSound, "playMedia": .playMedia,
    ]
    private static let actionExamples = [
        "openURL": "openURL: https://example.com", "navigate": "navigate: Settings",
        "announce": "announce: \"Saved\"", "show": "show: savedToast", "hide": "hide: filterSheet",
        "toggle": "toggle: sectionOpen",
    ]

    /// One action: a bare name (`toggleOn`) or a one-key mapping (`navigate: Settings`).
    private mutating func activation(_ node: Node) -> Activation? {
        guard canContinue() else { return nil }
        if node.scalar != nil, !isNull(node), let name = node.scalar?.string {
            if let action = Self.bareActions[name] { return action }
            if let example = Self.actionExamples[name] {
                report("'\(name)' needs a value, e.g. '\(example)'", at: node)
            } else {
                report("unknown action '\(name)'", at: node,
                       suggestion: NearMiss.suggestion(for: name, in: Activation.keys))
            }
            return nil
        }
        guard let mapping = node.mapping, mapping.count == 1, let (keyNode, value) = mapping.first,
              let name = keyName(keyNode) else {
            report("'onActivate': expected an action such as toggleOn or 'navigate: Settings', found \(describe(node))",
                   at: node)
            return nil
        }
        if Self.bareActions[name] != nil {
            report("'\(name)' takes no value: write it alone", at: keyNode)
            return nil
        }
        guard Self.actionExamples[name] != nil else {
            report("unknown action '\(name)'", at: keyNode,
                   suggestion: NearMiss.suggestion(for: name, in: Activation.keys))
            return nil
        }
        guard let argument = string(value, name) else { return nil }
        switch name {
        case "openURL": return .openURL(argument)
        case "navigate": return .navigate(argument)
        case "show", "hide":
            let place = value.mark.map(location(of:)) ?? SourceLocation(line: 1, column: 1)
            shownReferences.append(LabelReference(id: argument, owner: name, place: place))
            return name == "show" ? .show(argument) : .hide(argument)
        case "toggle":
            toggledReferences.append((argument, value.mark.map(location(of:)) ?? SourceLocation(line: 1, column: 1)))
            return .toggle(argument)
        default: return .announce(argument)
        }
    }

    // MARK: Fast paths
    // Yams resolves a scalar's tag with regular expressions; the common spellings are settled
    // here first, and anything else goes to Yams' resolver.

    /// YAML 1.1's booleans, as Yams' resolver takes them.
    static let plainBools: [String: Bool] = [
        "true": true, "True": true, "TRUE": true, "yes": true, "Yes": true, "YES": true,
        "on": true, "On": true, "ON": true,
        "false": false, "False": false, "FALSE": false, "no": false, "No": false, "NO": false,
        "off": false, "Off": false, "OFF": false,
    ]

    /// A plain scalar written as a decimal number (`3`, `-0.5`, `1e3`); not `010`, which
    /// YAML 1.1 reads as octal.
    static func plainDecimal(_ node: Node) -> Double? {
        guard let scalar = node.scalar, scalar.style == .plain else { return nil }
        let digits = Array(scalar.string.utf8.drop { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") })
        guard let first = digits.first, (0x30...0x39).contains(first),
              !(first == UInt8(ascii: "0") && digits.count > 1 && (0x30...0x39).contains(digits[1])),
              scalar.string.utf8.allSatisfy({ (0x30...0x39).contains($0) || "+-.eE".utf8.contains($0) })
        else { return nil }
        return Double(scalar.string)
    }

    // MARK: Describing values

    /// The tag Yams' resolver gives a node: `bool` for `true`, `int` for `3`, `str` for `"3"`.
    func resolvedTag(_ node: Node) -> Tag.Name {
        Tag.Name(rawValue: node.tag.rawValue)
    }

    /// `~`, `null` or nothing at all.
    func isNull(_ node: Node) -> Bool {
        guard let scalar = node.scalar, scalar.style == .plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// How a wrong value is named in a message: `'maybe'`, `the string "yes"`, `a list`, `nothing`.
    func describe(_ node: Node) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case .scalar(let scalar):
            if isNull(node) { return "nothing" }
            let text = scalar.string
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            return scalar.style == .plain ? "'\(shown)'" : "the string \"\(shown)\""
        }
    }

    /// What kind of value a node is, without quoting any of it.
    func describeKind(_ node: Node) -> String {
        switch node {
        case .scalar: isNull(node) ? "nothing" : "text"
        default: describe(node)
        }
    }

    /// ` (write it without quotes)` when a quoted value would be right unquoted.
    private func unquoteHint(_ node: Node, as wanted: Tag.Name) -> String {
        guard let scalar = node.scalar, scalar.style != .plain else { return "" }
        let plain = Node.scalar(Node.Scalar(scalar.string))
        let resolved = resolvedTag(plain)
        let fits = resolved == wanted || (wanted == .float && resolved == .int)
        return fits ? " (write it without quotes)" : ""
    }
}
