import Yams

/// Walks the composed YAML of a screen file and builds its `Screen`, collecting every problem
/// it finds on the way instead of stopping at the first.
struct ScreenDecoder {
    let file: String?
    let lines: SourceLines
    /// Every problem found so far, in the order found.
    private(set) var problems: [Diagnostic] = []
    /// Whether problems were left out past `problemLimit`.
    private(set) var truncated = false
    /// The problems reported so far, to report each once: an anchored element merged or
    /// aliased twice repeats its problems at the same place.
    private var reported: Set<String> = []
    /// Where each element decoded so far was written: an alias brings back the same element,
    /// and a chain of them (`[*a, *a]` inside `&b`, `[*b, *b]` …) doubles the tree at every step.
    private var decodedElements: Set<SourceLocation> = []
    /// The line each id was first used on, for duplicate ids.
    var idLines: [String: Int] = [:]
    /// The screen's platform, which picks its element types and keys.
    var platform = Platform.ios
    /// Where `platform:` gives it, when it does.
    var platformLocation: SourceLocation?
    /// Every `labelFor` written, checked once every id is known.
    var labelReferences: [LabelReference] = []
    /// Every `show:` written in an `onActivate`, checked once every id is known.
    var shownReferences: [LabelReference] = []
    /// Every `composed: NAME` written, checked once the state is known.
    var composedReferences: [(name: String, place: SourceLocation)] = []
    /// Every `toggle: NAME` written in an `onActivate`, checked once the state is known.
    var toggledReferences: [(name: String, place: SourceLocation)] = []

    init(file: String?, lines: SourceLines) {
        self.file = file
        self.lines = lines
    }

    /// The screen in `root`, or nil when there were problems (see `problems`).
    mutating func decode(_ root: Node?) -> Screen? {
        guard let root, !isNull(root) else {
            report("the file is empty: a screen needs an 'elements' list", line: 1, column: 1)
            return nil
        }
        // Text that is not a screen at all is not quoted back: it may be any file.
        guard let mapping = root.mapping else {
            notAScreen("expected a mapping with an 'elements' list, found \(describeKind(root))")
            return nil
        }
        guard Self.looksLikeScreen(mapping) else {
            notAScreen("there is no 'elements' list")
            return nil
        }
        var elementsNode: Node?
        var stringsNode: (key: Node, value: Node)?
        var stateNode: (key: Node, value: Node)?
        var titleNode: (key: Node, value: Node)?
        for (keyNode, value) in mapping {
            guard let key = keyName(keyNode) else { continue }
            switch key {
            case "platform":
                platformLocation = value.mark.map(location(of:))
                guard let name = scalarString(value, key: key) else { continue }
                if name == Platform.ios.rawValue {
                    platform = .ios
                } else if name == Platform.android.rawValue {
                    platform = .android
                } else {
                    report("unknown platform '\(name)': expected ios or android", at: value,
                           suggestion: NearMiss.suggestion(for: name, in: Platform.allCases.map(\.rawValue)))
                }
            case "elements":
                elementsNode = value
            case "strings":
                stringsNode = (keyNode, value)
            case "state":
                stateNode = (keyNode, value)
            case "windowTitle":
                titleNode = (keyNode, value)
            default:
                report("unknown key '\(key)' at the top of a screen: expected platform, elements, strings, state "
                       + "or windowTitle",
                       at: keyNode, suggestion: NearMiss.suggestion(for: key, in: ScreenKey.topLevel))
            }
        }
        guard let elementsNode else {
            report("not a screen: there is no 'elements' list", at: root)
            return nil
        }
        let strings = stringsNode.map { stringTable($0.value, key: $0.key) } ?? [:]
        var elements = elementList(elementsNode, key: "elements")
        let state = stateNode.map { stateTable($0.value, key: $0.key) } ?? [:]
        if platform == .android { bindComposeState(&elements, to: state) }
        checkToggledState(state)
        let title = titleNode.flatMap { windowTitle($0.value, key: $0.key) }
        checkLabelReferences()
        return problems.isEmpty
            ? Screen(platform: platform, elements: elements, platformLocation: platformLocation, strings: strings,
                     state: state, windowTitle: title)
            : nil
    }

    /// A `toggle:` flips a Boolean the screen's state declares.
    private mutating func checkToggledState(_ state: [String: StateVariable]) {
        for reference in toggledReferences where state[reference.name]?.kind != .bool {
            if let kind = state[reference.name]?.kind {
                report("'toggle' flips a Boolean, and '\(reference.name)' is \(kind == .int ? "an" : "a") \(kind.rawValue) of the "
                       + "screen's state", line: reference.place.line, column: reference.place.column)
                continue
            }
            report("'toggle' names '\(reference.name)', which is not a Boolean of the screen's state: declare it, as in "
                   + "state: {\(reference.name): false}", line: reference.place.line, column: reference.place.column,
                   suggestion: NearMiss.suggestion(for: reference.name, in: state.filter { $0.value.kind == .bool }.keys.sorted()))
        }
    }

    /// A Composable's text that reads the app's state, and one composed while a Boolean of it
    /// is true (`composed: showError`), are composed again when the state changes.
    private mutating func bindComposeState(_ elements: inout [Element], to state: [String: StateVariable]) {
        for reference in composedReferences where state[reference.name]?.kind != .bool {
            report("'composed' names '\(reference.name)', which is not a Boolean of the screen's state: declare it, as in "
                   + "state: {\(reference.name): false}", line: reference.place.line, column: reference.place.column,
                   suggestion: NearMiss.suggestion(for: reference.name, in: state.filter { $0.value.kind == .bool }.keys.sorted()))
        }
        Self.bindComposeState(&elements, state)
    }

    private static func bindComposeState(_ elements: inout [Element], _ state: [String: StateVariable]) {
        for index in elements.indices {
            if elements[index].type == .Composable, let text = elements[index].text,
               let binding = ComposeStateText.binding(text, state: state) {
                elements[index].bindings["text"] = binding
                elements[index].text = ComposeStateText.firstText(of: binding, state: state)
            }
            if case .conditional(let conditions, _, _)? = elements[index].bindings["visibility"],
               case .variable(let name)? = conditions.first?.left, case .bool(let shown)? = state[name]?.value {
                elements[index].isHidden = !shown
                elements[index].android.visibility = shown ? .visible : .gone
            }
            bindComposeState(&elements[index].children, state)
        }
    }

    /// `windowTitle:`, the title of an android window (TB-7.9). An ios screen has no such
    /// title: what VoiceOver reads first is the screen's first element (a navigation bar's title).
    private mutating func windowTitle(_ node: Node, key: Node) -> String? {
        guard platform == .android else {
            report("'windowTitle' is the title TalkBack says when an android window appears; an ios screen has "
                   + "none: VoiceOver reads the first element, so give the screen a UINavigationBar with a title",
                   at: key)
            return nil
        }
        return string(node, "windowTitle")
    }

    /// `state:`, the app's variables by name (`rating: 3`), each typed as Swift or Kotlin infers
    /// it from its first value. Decoded after the elements, whose ids a variable may not take.
    private mutating func stateTable(_ node: Node, key: Node) -> [String: StateVariable] {
        guard let mapping = node.mapping else {
            report("'state': expected a mapping of variable names to first values (rating: 3), "
                   + "found \(describe(node))", at: node)
            return [:]
        }
        var table: [String: StateVariable] = [:]
        for (nameNode, valueNode) in mapping {
            guard canContinue(), let name = keyName(nameNode) else { continue }
            guard Self.isValidID(name) else {
                report("'\(name)' is not a \(platform == .android ? "Kotlin" : "Swift") variable name: use letters, digits and _, not starting with a digit",
                       at: nameNode, suggestion: Self.repairedID(name))
                continue
            }
            if let line = idLines[name] {
                report("'\(name)' is an element's id (line \(line)): \(platform == .android ? "Kotlin" : "Swift") cannot give a variable and a view one name",
                       at: nameNode)
                continue
            }
            if platform == .ios, ElementProperty.named(name) != nil {
                report("'\(name)' is a property of the views: inside an extension it would mean the view's own "
                       + "\(name); give the variable another name", at: nameNode)
                continue
            }
            guard table[name] == nil else {
                report("the state variable '\(name)' is declared twice", at: nameNode)
                continue
            }
            if let variable = stateVariable(valueNode, name) { table[name] = variable }
        }
        return table
    }

    /// A first value and the type Swift infers from it: `3` an `Int`, `2.5` or `3.0` a `Double`,
    /// `true` a `Bool`, any other text (or a quoted number) a `String`.
    private mutating func stateVariable(_ node: Node, _ name: String) -> StateVariable? {
        guard let scalar = node.scalar, !isNull(node) else {
            report("'\(name)': expected a first value (a number, true or false, or text), found \(describe(node))",
                   at: node)
            return nil
        }
        if scalar.style == .plain {
            if let flag = Self.plainBools[scalar.string] { return StateVariable(value: .bool(flag), kind: .bool) }
            if let number = Self.plainDecimal(node), number.isFinite {
                let whole = !scalar.string.contains(where: { ".eE".contains($0) })
                if whole, abs(number) >= 9.2e18 {
                    report("'\(name)': \(scalar.string) is out of Int's range", at: node)
                    return nil
                }
                return StateVariable(value: .number(number), kind: whole ? .int : .double)
            }
        }
        return StateVariable(value: .string(scalar.string), kind: .string)
    }

    /// `strings:`, an android screen's string resources by name (`play: Play episode`).
    private mutating func stringTable(_ node: Node, key: Node) -> [String: String] {
        guard platform == .android else {
            report("'strings' is an Android string table (res/values/strings.xml): an ios screen has none; "
                   + "write the text in the statement", at: key)
            return [:]
        }
        guard let mapping = node.mapping else {
            report("'strings': expected a mapping of resource names to text (play: Play episode), "
                   + "found \(describe(node))", at: node)
            return [:]
        }
        var table: [String: String] = [:]
        for (nameNode, textNode) in mapping {
            guard canContinue(), let name = keyName(nameNode) else { continue }
            guard Self.isResourceName(name) else {
                report("'\(name)' is not a resource name: R.string takes letters, digits and '_', "
                       + "starting with a letter", at: nameNode,
                       suggestion: Self.repairedID(name).flatMap { Self.isResourceName($0) ? $0 : nil })
                continue
            }
            guard table[name] == nil else {
                report("the string resource '\(name)' is declared twice", at: nameNode)
                continue
            }
            if let text = string(textNode, name) { table[name] = text }
        }
        return table
    }

    /// Whether `name` can follow `R.string.`: an element id's characters, starting with a letter
    /// (Android's resource names do not start with `_`).
    static func isResourceName(_ name: String) -> Bool {
        isValidID(name) && name.first != "_"
    }

    /// Whether a top-level mapping is meant as a screen: one of its first keys is `elements`
    /// or `platform`, or nearly is.
    static func looksLikeScreen(_ mapping: Node.Mapping) -> Bool {
        mapping.keys.prefix(Diagnostic.problemLimit).contains { key in
            guard let name = key.scalar?.string else { return false }
            return ScreenKey.screenMarks.contains(name) || NearMiss.suggestion(for: name, in: ScreenKey.screenMarks) != nil
        }
    }

    /// The one problem of a file that is not a screen, at its start, with none of its text.
    private mutating func notAScreen(_ reason: String) {
        problems.append(Diagnostic(file: file, line: 1, column: 1, message: "not a screen: \(reason)",
                                   showsSource: false))
    }

    // MARK: Elements

    /// The elements of an `elements` or `children` list.
    mutating func elementList(_ node: Node, key: String) -> [Element] {
        guard let sequence = node.sequence else {
            report("'\(key)': expected a list of elements, found \(describe(node))", at: node)
            return []
        }
        return sequence.compactMap { element(from: $0) }
    }

    /// One element and, recursively, its children.
    mutating func element(from node: Node) -> Element? {
        guard canContinue() else { return nil }
        guard let mapping = node.mapping else {
            report("expected an element (a mapping with 'id' and 'type'), found \(describe(node))", at: node)
            return nil
        }
        if let mark = node.mark, !decodedElements.insert(location(of: mark)).inserted {
            let name = mapping["id"]?.scalar.map { "'\($0.string)' " } ?? ""
            report("element \(name)is used again through an alias: write each element out once, "
                   + "with its own id (a merge such as '<<: *base' shares settings)", at: node)
            return nil
        }
        let pairs = mergedPairs(mapping)
        var values: [String: Node] = [:]
        for (keyNode, value) in pairs {
            guard let key = keyName(keyNode) else { continue }
            values[key] = value
        }
        let type = elementType(values["type"], at: node)
        let id = elementID(values["id"], type: type, at: node)
        var element = Element(id: id ?? "", type: type ?? .UIView)
        if let mark = node.mark {
            element.location = location(of: mark)
        }
        for (keyNode, value) in pairs {
            guard let key = keyName(keyNode, quiet: true), key != "id", key != "type" else { continue }
            guard let known = (platform == .ios ? ScreenKey.byName : AndroidScreenKey.byName)[key] else {
                reportUnknownKey(key, at: keyNode)
                continue
            }
            if let type, var types = known.types, !types.contains(type) {
                // On ios, the classes of the element's own framework (UIKit or SwiftUI), when any
                // of them takes the key.
                let sameFramework = type.platform == .ios ? types.filter { $0.framework == type.framework } : []
                if !sameFramework.isEmpty { types = sameFramework }
                let verb = types.count == 1 ? "has" : "have"
                let alternative = platform == .ios
                    ? ScreenKey.alternative(to: key, for: type) : AndroidScreenKey.alternative(to: key, for: type)
                let article = "AEIO".contains(type.name.prefix(1)) ? "an" : "a"
                report("'\(key)' does not apply to \(article) \(type.name): only \(ScreenKey.list(types)) \(verb) it",
                       at: keyNode, suggestion: alternative)
                continue
            }
            if platform == .android {
                applyAndroid(key, value, keyNode: keyNode, to: &element)
            } else {
                apply(key, value, to: &element)
            }
        }
        if platform == .android {
            checkAndroidRanges(element, values)
        } else {
            if element.type == .Picker { resolvePicker(&element, values, at: node) }
            checkRanges(element, values)
            checkAccessibilityElements(element, values["accessibilityElements"])
            element.hideStoppedActivityIndicator()
        }
        return (id != nil && type != nil) ? element : nil
    }

    /// The mapping's pairs with YAML merge keys (`<<: *base`) expanded: a merged pair is
    /// left out where the mapping sets the same key itself.
    private mutating func mergedPairs(_ mapping: Node.Mapping) -> [(key: Node, value: Node)] {
        var own: [(key: Node, value: Node)] = []
        var merged: [(key: Node, value: Node)] = []
        for pair in mapping {
            guard pair.key.scalar?.string == "<<", pair.key.scalar?.style == .plain else {
                own.append(pair)
                continue
            }
            let sources = pair.value.sequence.map(Array.init) ?? [pair.value]
            for source in sources {
                guard let sourceMapping = source.mapping else {
                    report("'<<' merges a mapping (an alias such as *base), found \(describe(source))", at: source)
                    continue
                }
                merged += sourceMapping.map { $0 }
            }
        }
        let ownKeys = Set(own.compactMap { $0.key.scalar?.string })
        var seen = Set<String>()
        for pair in merged {
            guard let key = pair.key.scalar?.string, !ownKeys.contains(key), seen.insert(key).inserted else {
                continue
            }
            own.append(pair)
        }
        return own
    }

    private mutating func elementType(_ node: Node?, at element: Node) -> ElementType? {
        guard let node else {
            report(platform == .ios
                   ? "element has no 'type': give a UIKit class such as UILabel or UIButton, or a SwiftUI view such as Text"
                   : "element has no 'type': give an Android class such as TextView or Button, or Composable",
                   at: element)
            return nil
        }
        guard let name = scalarString(node, key: "type") else { return nil }
        if let type = ElementType.named(name, on: platform) { return type }
        reportUnknownType(name, at: node)
        return nil
    }

    private mutating func elementID(_ node: Node?, type: ElementType?, at element: Node) -> String? {
        guard let node else {
            report("element has no 'id': every element needs one, e.g. 'id: \(suggestedID(for: type))'",
                   at: element)
            return nil
        }
        guard let id = scalarString(node, key: "id") else { return nil }
        guard Self.isValidID(id) else {
            report("'\(id)' is not a valid id: use letters, digits and _, not starting with a digit",
                   at: node, suggestion: Self.repairedID(id))
            return nil
        }
        let line = node.mark?.line ?? 1
        if let first = idLines[id] {
            report("duplicate id '\(id)': line \(first) already uses it", at: node)
            return nil
        }
        idLines[id] = line
        return id
    }

    private func suggestedID(for type: ElementType?) -> String {
        switch type {
        case .UILabel?, .TextView?, .Text?: "caption"
        case .UIButton?, .Button?, .SwiftUIButton?: "saveButton"
        case .UISwitch?, .Switch?, .Toggle?: "themeSwitch"
        default: "row"
        }
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`
    static func isValidID(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic)
        else { return false }
        return id.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
    }

    /// The id with every other character made `_`, and `_` in front of a leading digit.
    static func repairedID(_ id: String) -> String? {
        var scalars = id.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) ? Character(scalar) : "_"
        }
        if let first = scalars.first, first.isNumber { scalars.insert("_", at: 0) }
        let repaired = String(scalars)
        return isValidID(repaired) && repaired.contains(where: { $0 != "_" }) ? repaired : nil
    }

    // MARK: Reporting

    /// False once too many problems were found: the decoder stops, as compilers do.
    mutating func canContinue() -> Bool {
        guard problems.count < Diagnostic.problemLimit else {
            truncated = true
            return false
        }
        return true
    }

    func location(of mark: Mark) -> SourceLocation {
        SourceLocation(line: mark.line,
                       column: lines.characterColumn(line: mark.line, scalarColumn: mark.column))
    }

    /// Reports a problem at a node. The suggestion is looked for only while problems are still
    /// being reported: past the limit a problem costs next to nothing.
    mutating func report(_ message: String, at node: Node, suggestion: @autoclosure () -> String? = nil) {
        guard canContinue() else { return }
        let place = node.mark.map(location(of:)) ?? SourceLocation(line: 1, column: 1)
        report(message, line: place.line, column: place.column, suggestion: suggestion())
    }

    mutating func report(_ message: String, line: Int, column: Int, suggestion: @autoclosure () -> String? = nil) {
        guard canContinue() else { return }
        guard reported.insert("\(line):\(column):\(message)").inserted else { return }
        problems.append(Diagnostic(file: file, line: line, column: column, message: message,
                                   suggestion: suggestion()))
    }
}
