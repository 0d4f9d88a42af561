import AXModel
import FixScript

/// Turns parsed Android fix statements into the Kotlin an Android developer writes: a View's
/// attribute under its Kotlin property name (`isAccessibilityHeading`, `labelFor = R.id.email`),
/// and a Compose modifier as the `Modifier` expression passed to the composable. Where a View
/// has no property for a change, the real API is written out or the line says so in words.
struct AndroidCode {
    /// The screen before the fix: a View that already answers clicks keeps that code in the one
    /// listener it has (a second `setOnClickListener` replaces the first).
    var brokenScreen: Screen?

    /// The statements as Kotlin lines. `source` is the text they were parsed from: a Compose
    /// statement is shown from its own lines there, the modifier as typed.
    func kotlin(_ statements: [FixScript.Statement], source: String) -> [String] {
        let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Blocks of lines, a Compose modifier's keyed by its node: assigning the modifier again
        // replaces the block shown before, as Kotlin replaces the value.
        var blocks: [(node: String?, lines: [String])] = []
        var composeShown: Set<Int> = []
        // Nodes whose new click replaces one the app already had: its code belongs in the new lambda.
        // A click whose lambda starts by flipping what the app's click flips has the app's code in it already.
        let clickKept = Set(statements.filter { statement in
            guard statement.compose, case .handler(let handler, _) = statement.change, handler.event == "tap" else { return false }
            if let name = FixScript.flippedFirst(handler.effects),
               brokenScreen?.element(statement.target.id)?.onActivate.contains(.toggle(name)) == true { return false }
            return answersAlready(statement.target.id)
        }.map(\.target.id))
        for statement in statements {
            if statement.target.shownText != nil {
                // `Button(onClick = …) { Text(…) }`: the composable written again, as typed.
                let head = statement.location.line - 1
                guard sourceLines.indices.contains(head), composeShown.insert(head).inserted else { continue }
                let keep = appClick(statement.target.id).map {
                    ["// a Button has one onClick: the app's own click code goes in it too (it \($0))"]
                } ?? []
                let what = switch statement.target.accessor {
                case "Icon": "the icon inside the composable"
                case "IconButton": "the icon button"
                default: "the composable"
                }
                blocks.append((nil, ["// \(what) \(statement.target.id), written again"] + keep
                    + Self.chunk(from: head, in: sourceLines).split(separator: "\n").map(String.init)))
            } else if statement.compose {
                guard let head = headLine(of: statement.target.id, before: statement.location.line, in: sourceLines),
                      composeShown.insert(head).inserted else { continue }
                if case .replaceModifier = statement.change { blocks.removeAll { $0.node == statement.target.id } }
                // The statement's changes share its head: the click's lambda is one of them.
                var announcing: [String] = []
                for other in statements where other.compose && other.target.id == statement.target.id
                    && headLine(of: other.target.id, before: other.location.line, in: sourceLines) == head {
                    guard case .handler(_, let names) = other.change else { continue }
                    for view in names.announcingViews.map(\.id) where !announcing.contains(view) { announcing.append(view) }
                }
                blocks.append((statement.target.id, compose(Self.chunk(from: head, in: sourceLines), id: statement.target.id,
                                                            keepsClick: clickKept.contains(statement.target.id),
                                                            announcingViews: announcing)))
            } else if let code = view(statement), !blocks.contains(where: { $0.lines.joined(separator: "\n") == code }) {
                blocks.append((nil, code.split(separator: "\n").map(String.init)))
            }
        }
        let lines = blocks.flatMap(\.lines)
        // Views reached through view binding are shown so, where the code names them bare.
        guard Self.usesViewBinding(source), !statements.contains(where: \.compose), !lines.isEmpty else { return lines }
        return ["with(binding) {"] + lines.map { "    " + $0 } + ["}"]
    }

    /// Whether the learner reached the views through view binding (`binding.payButton`, `with(binding)`).
    static func usesViewBinding(_ source: String) -> Bool {
        source.contains("binding.") || source.contains("with(binding)")
    }

    /// The index of the line where a Compose statement on `id` starts (`id.modifier =`), at or
    /// before the 1-based `line`.
    private func headLine(of id: String, before line: Int, in lines: [String]) -> Int? {
        let heads = [".modifier"]
        return (0..<min(line, lines.count)).reversed().first { index in
            var text = Substring(lines[index].drop { $0 == " " || $0 == "\t" })
            for prefix in ["binding.", "this.", "self."] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
            guard text.hasPrefix(id) else { return false }
            let rest = text.dropFirst(id.count).drop { $0 == " " }
            return heads.contains { rest.hasPrefix($0) }
        }
    }

    /// Whether the element answers a click on the screen before the fix.
    /// What the app's own click on `id` does, in words (`announces "Added Blue mug"`); nil when none.
    private func appClick(_ id: String) -> String? {
        guard let actions = brokenScreen?.element(id)?.onActivate, !actions.isEmpty else { return nil }
        return actions.map(\.words).joined(separator: ", ")
    }

    private func answersAlready(_ id: String) -> Bool {
        !(brokenScreen?.element(id)?.onActivate.isEmpty ?? true)
    }

    /// The lines of the statement starting at `start`: until its brackets close and no line
    /// that starts with `.` continues the chain.
    static func chunk(from start: Int, in lines: [String]) -> String {
        var depth = 0
        var index = start
        var taken: [String] = []
        while index < lines.count {
            let line = lines[index]
            if index > start, depth == 0, !line.trimmingCharacters(in: .whitespaces).hasPrefix(".") { break }
            for character in line {
                if "({[".contains(character) { depth += 1 }
                if ")}]".contains(character) { depth -= 1 }
            }
            taken.append(line)
            index += 1
        }
        return taken.joined(separator: "\n")
    }

    // MARK: Views

    /// One View statement as Kotlin (lines joined by new lines), or a `//` line in words.
    func view(_ statement: FixScript.Statement) -> String? {
        let id = statement.target.id
        switch statement.change {
        case .declareFocusRequester(let name):
            return "// in the composable\nval \(name) = remember { FocusRequester() }"
        case .set(let property, let value) where statement.throughViewCompat:
            // As the learner wrote it: AndroidX's setter, with ViewCompat's own constants.
            let constant: String? = if case .constant(.string(let text)) = value { text } else { nil }
            return Self.viewCompatCall(property, on: id, constant: constant, otherwise: kotlin(value, on: id))
        case .set(let property, let value):
            switch property {
            case "labelFor", "accessibilityTraversalBefore", "accessibilityTraversalAfter":
                return "\(id).\(property) = \(kotlin(value))"
            case "importantForAccessibility":
                guard case .constant(.string(let importance)) = value else { return nil }
                return "\(id).importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_\(Self.constant(importance))"
            case "accessibilityLiveRegion":
                guard case .constant(.string(let mode)) = value else { return "\(id).accessibilityLiveRegion = \(kotlin(value))" }
                return "\(id).accessibilityLiveRegion = View.ACCESSIBILITY_LIVE_REGION_\(mode.uppercased())"
            case "visibility":
                guard case .constant(.string(let visibility)) = value else { return "\(id).visibility = \(kotlin(value))" }
                return "\(id).visibility = View.\(visibility.uppercased())"
            case "roleDescription":
                // A View has no roleDescription property: the node info its delegate fills in has.
                return """
                    ViewCompat.setAccessibilityDelegate(\(id), object : AccessibilityDelegateCompat() {
                        override fun onInitializeAccessibilityNodeInfo(host: View, info: AccessibilityNodeInfoCompat) {
                            super.onInitializeAccessibilityNodeInfo(host, info)
                            info.roleDescription = \(kotlin(value, on: id))
                        }
                    })
                    """
            case "selection":
                return "\(id).setSelection(\(kotlin(value)))"
            default:
                return "\(id).\(Self.propertyName(property)) = \(kotlin(value, on: id))"
                    + Self.apiLevelNote(property, on: id, value: kotlin(value, on: id))
            }
        case .add(let property, let amount):
            let whole = PropertyValue.format(abs(amount))
            return "\(id).\(Self.propertyName(property)) \(amount < 0 ? "-=" : "+=") \(whole)"
        case .customActions(let actions, _, _):
            return actions.map { action in
                (["ViewCompat.addAccessibilityAction(\(id), \(CodeLiteral.kotlin(action.name))) { view, _ ->"]
                    + action.effects.map { Self.indented(Self.kotlin($0, view: id)) } + ["}"]).joined(separator: "\n")
            }.joined(separator: "\n")
        case .handler(let handler, _) where handler.event == "tap":
            // The lambda names the clicked View only when an announcement goes through it.
            let usesView = handler.effects.contains { effect in
                switch effect {
                case .announce, .spelled(.announcedBy("self"), _), .requestFocus("self"), .moveFocus("self", _), .accessibilityFocus("self"): true
                default: false
                }
            }
            let keep = answersAlready(id) ? ["    // what the app already does on a click stays here: a View has one click listener"] : []
            return (["\(id).setOnClickListener {" + (usesView ? " view ->" : "")] + keep + handler.effects.map { Self.indented(Self.kotlin($0)) }
                    + ["}"]).joined(separator: "\n")
        case .handler(let handler, _) where handler.event == "valueChanged":
            // The lambda's second parameter is the new state, which the body reads as `isChecked`.
            let body = handler.effects.map { Self.indented(Self.replacingRead(of: id, in: Self.kotlin($0))) }
            let named = body.contains { $0.contains("isChecked") }
            return (["\(id).setOnCheckedChangeListener { _, \(named ? "isChecked" : "_") ->"] + body + ["}"]).joined(separator: "\n")
        case .handler(let handler, _) where handler.event == "longClick":
            // OnLongClickListener returns whether it handled the click: the lambda's last expression.
            let usesView = handler.effects.contains { effect in
                switch effect {
                case .announce, .spelled(.announcedBy("self"), _): true
                default: false
                }
            }
            return (["\(id).setOnLongClickListener {" + (usesView ? " view ->" : "")] + handler.effects.map { Self.indented(Self.kotlin($0)) }
                    + ["}"]).joined(separator: "\n")
        default:
            return "// \(id): this change has no View attribute in Kotlin"
        }
    }

    /// `line` with each `ID.isChecked` (not `otherID.isChecked`) written as the listener's `isChecked`.
    static func replacingRead(of id: String, in line: String) -> String {
        let read = id + ".isChecked"
        var result = ""
        var rest = Substring(line)
        while let range = rest.range(of: read) {
            let before = rest[..<range.lowerBound]
            let joinsName = before.last.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ?? false
            result += before + (joinsName ? read : "isChecked")
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// One statement of an action's lambda as Kotlin: an attribute set, an announcement, the
    /// Boolean it returns.
    /// `view`: the View the lambda is given, which is how it names its own view.
    static func kotlin(_ effect: Effect, view: String? = nil) -> String {
        func named(_ target: String) -> String { target == view ? "view" : target }
        switch effect {
        case .spelled(.announcedBy(let id), let inner):
            guard inner.count == 1, case .announce(let text) = inner[0] else { return inner.map { kotlin($0, view: view) }.joined(separator: "\n") }
            // Android 16 deprecates the call (docs/talkback.md TB-7.8): said where the code is shown.
            return "\(id == "self" ? "view" : named(id)).announceForAccessibility(\(kotlin(text)))"
                + "  // deprecated in API 36: a live region says a change where it is"
        case .spelled(.viewCompat, let inner):
            guard inner.count == 1, case .set(let target, let property, let value) = inner[0] else {
                return inner.map { kotlin($0, view: view) }.joined(separator: "\n")
            }
            let constant: String? = if case .string(let text) = value { text } else { nil }
            return viewCompatCall(property, on: named(target), constant: constant, otherwise: kotlin(value))
        case .set(let target, "visibility", .string(let visibility)):
            return "\(named(target)).visibility = View.\(visibility.uppercased())"
        // The View's Int constants, as the statement wrote them (a listener's was shown as a String).
        case .set(let target, "importantForAccessibility", .string(let importance)):
            return "\(named(target)).importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_\(constant(importance))"
        case .set(let target, "accessibilityLiveRegion", .string(let mode)):
            return "\(named(target)).accessibilityLiveRegion = View.ACCESSIBILITY_LIVE_REGION_\(mode.uppercased())"
        case .set(let target, let property, let value):
            // A property newer than most apps' minimum SDK says the ViewCompat call, as a statement's line does.
            return "\(named(target)).\(propertyName(property)) = \(kotlin(value))"
                + apiLevelNote(property, on: named(target), value: kotlin(value))
        case .announce(let text):
            // Android 16 deprecates the call (docs/talkback.md TB-7.8): said where the code is shown.
            return "view.announceForAccessibility(\(kotlin(text)))  // deprecated in API 36: a live region says a change where it is"

        case .requestFocus(let target):
            return "\(target == "self" ? "view" : target).requestFocus()"
        case .requestFocusThrough(let requester):
            return "\(requester).requestFocus()"
        case .setVariable(let name, let value):
            return "\(name) = \(kotlin(value))"
        case .addToVariable(let name, let amount):
            return amount == 1 ? "\(name)++" : amount == -1 ? "\(name)--"
                : "\(name) \(amount < 0 ? "-=" : "+=") \(PropertyValue.format(abs(amount)))"
        case .moveFocus(let target?, _):
            return "\(target == "self" ? "view" : target).sendAccessibilityEvent(AccessibilityEvent.TYPE_VIEW_FOCUSED)"
        case .accessibilityFocus(let target):
            return "\(target == "self" ? "view" : target).performAccessibilityAction("
                + "AccessibilityNodeInfo.ACTION_ACCESSIBILITY_FOCUS, null)"
        case .returns(let result):
            return result ? "true" : "false"
        case .branch(let conditions, let then, let otherwise) where conditions.count == 1
            && conditions[0].comparison == .equal && conditions[0].right == .bool(true):
            // Kotlin's `if` on a Boolean, its `else` when there is one.
            let lines = ["if (\(kotlin(conditions[0].left))) {"] + then.map { indented(kotlin($0, view: view)) }
            if otherwise.isEmpty { return (lines + ["}"]).joined(separator: "\n") }
            // `else if`: the branch after `else` is written on its line.
            if otherwise.count == 1, case .branch = otherwise[0], case let next = kotlin(otherwise[0], view: view), next.hasPrefix("if (") {
                return (lines + ["} else " + next]).joined(separator: "\n")
            }
            return (lines + ["} else {"] + otherwise.map { indented(kotlin($0, view: view)) } + ["}"]).joined(separator: "\n")
        case .stop:
            return "return@setOnClickListener"  // only a click listener's code stops early
        case .appCall(let call):
            return call  // the app's own code, as written
        default:
            return "// not modelled in Kotlin here"
        }
    }

    /// AndroidX's setter as written, `ViewCompat.setX(view, value)`; an attribute that takes one
    /// of the View's Int constants takes ViewCompat's own (`ViewCompat.IMPORTANT_FOR_ACCESSIBILITY_NO`).
    static func viewCompatCall(_ property: String, on id: String, constant: String?, otherwise value: @autoclosure () -> String) -> String {
        let argument = switch (property, constant) {
        case ("importantForAccessibility", let importance?): "ViewCompat.IMPORTANT_FOR_ACCESSIBILITY_\(Self.constant(importance))"
        case ("accessibilityLiveRegion", let mode?): "ViewCompat.ACCESSIBILITY_LIVE_REGION_\(mode.uppercased())"
        default: value()
        }
        return "ViewCompat.\(FixScript.setterName(property))(\(id), \(argument))"
    }

    /// Kotlin code one level in: every line of it, four spaces.
    static func indented(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }

    /// A body's value as Kotlin: a literal, another view's attribute, a string template.
    static func kotlin(_ expression: Expression) -> String {
        switch expression {
        case .nil_: return "null"
        case .string(let text): return CodeLiteral.kotlin(text)
        case .number(let number): return PropertyValue.format(number)
        case .pointLiteral(let number): return String(describing: number)
        case .bool(let flag): return flag ? "true" : "false"
        case .property(let target, let property): return "\(target).\(propertyName(property))"
        case .variable(let name): return name
        case .sum(let left, let right, let negated): return kotlin(left) + (negated ? " - " : " + ") + kotlin(right)
        case .conditional(let conditions, .bool(false), .bool(true)) where conditions.count == 1
            && conditions[0].comparison == .equal && conditions[0].right == .bool(true):
            return "!" + kotlin(conditions[0].left)
        case .conditional(let conditions, let then, let otherwise) where conditions.count == 1
            && conditions[0].comparison == .equal && conditions[0].right == .bool(true):
            // Kotlin's `if (…) a else b` on a Boolean.
            return "if (\(kotlin(conditions[0].left))) \(kotlin(then)) else \(kotlin(otherwise))"
        case .interpolation(let parts):
            return "\"" + parts.map { part in
                if case .string(let text) = part { return CodeLiteral.kotlinEscaped(text) }
                if case .variable(let name) = part { return "$" + name }
                return "${" + kotlin(part) + "}"
            }.joined() + "\""
        case .joined(let left, let right): return kotlin(left) + " + " + kotlin(right)
        case .described(let inner): return kotlin(inner) + ".toString()"
        case .unwrapped(let inner): return kotlin(inner) + "!!"
        case .coalesced(let inner, let fallback): return kotlin(inner) + " ?: " + kotlin(fallback)
        default: return "null"
        }
    }

    /// The Kotlin property for an attribute: flags take `is` (`isEnabled`, `isAccessibilityHeading`).
    /// The View properties newer than most apps' minimum SDK, with the `ViewCompat` call that
    /// works on every version: `  // API 28; ViewCompat.setAccessibilityHeading(title, true) before`.
    static func apiLevelNote(_ attribute: String, on id: String, value: String) -> String {
        let levels = ["accessibilityHeading": 28, "screenReaderFocusable": 28, "accessibilityPaneTitle": 28,
                      "stateDescription": 30, "tooltipText": 26]
        guard let level = levels[attribute] else { return "" }
        let setter = "set" + attribute.prefix(1).uppercased() + attribute.dropFirst()
        return "  // API \(level); ViewCompat.\(setter)(\(id), \(value)) on older Android"
    }

    static func propertyName(_ attribute: String) -> String {
        FixScript.kotlinName(attribute)
    }

    /// `noHideDescendants` → `NO_HIDE_DESCENDANTS`.
    static func constant(_ camel: String) -> String {
        camel.reduce(into: "") { result, character in
            if character.isUppercase { result += "_" }
            result += character.uppercased()
        }
    }

    /// A value as Kotlin source: strings with `$` escaped, `null`, another view's property. A
    /// `context.getString` is read through the view `id` (`View.getContext()`, never null): an
    /// Activity has no `context` property and a Fragment's may be null.
    func kotlin(_ value: FixScript.Value, on id: String? = nil) -> String {
        switch value {
        case .constant(let constant): return kotlin(constant)
        case .pointLiteral(let number): return String(describing: number)
        case .read(let reference, let property): return "\(reference.id).\(Self.propertyName(property))"
        case .state(let name, _): return name
        case .elements(let references):
            return references.first.map { $0.accessor == "id" ? "\($0.id).id" : "R.id.\($0.id)" } ?? "View.NO_ID"
        case .resource(let resource):
            let arguments = resource.arguments.map { ", " + kotlin($0, on: id) }.joined()
            if let context = resource.context {
                let through = context == "context" ? id.map { "\($0).context" } ?? context : context
                return "\(resource.call)(\(through), R.string.\(resource.name)\(arguments))"
            }
            let call = resource.call.hasPrefix("context.") ? id.map { "\($0).\(resource.call)" } : nil
            return "\(call ?? resource.call)(R.string.\(resource.name)\(arguments))"
        case .interpolation(let parts):
            return "\"" + parts.map { part in
                if case .constant(.string(let text)) = part { return CodeLiteral.kotlinEscaped(text) }
                if case .state(let name, _) = part { return "$" + name }
                return "${" + kotlin(part) + "}"
            }.joined() + "\""
        case .joined(let left, let right): return kotlin(left, on: id) + " + " + kotlin(right, on: id)
        case .list(let items, let separator, let compacted, _):
            // Kotlin's joinToString separates with ", " unless told otherwise.
            let separator = separator == .constant(.string(", ")) ? "" : kotlin(separator, on: id)
            return (compacted ? "listOfNotNull(" : "listOf(") + items.map { kotlin($0, on: id) }.joined(separator: ", ")
                + ").joinToString(\(separator))"
        case .sum(let left, let right, let negated, _): return kotlin(left, on: id) + (negated ? " - " : " + ") + kotlin(right, on: id)
        case .negated(.measured(let inner, .isEmpty, _, _)): return kotlin(inner, on: id) + ".isNotEmpty()"
        case .negated(let inner): return "!" + kotlin(inner, on: id)
        case .described(let inner, _): return kotlin(inner, on: id) + ".toString()"
        case .forceUnwrapped(let inner, _): return kotlin(inner, on: id) + "!!"
        case .coalesced(let inner, let fallback): return kotlin(inner, on: id) + " ?: " + kotlin(fallback, on: id)
        case .cased(let inner, let textCase, _, _):
            // Read per operand of `+`, so the receiver is never a sum that would need parentheses.
            return kotlin(inner, on: id) + "." + (textCase.kotlin ?? textCase.rawValue)
        case .localized(let key, _, _): return kotlin(key, on: id)  // an Android app's getString(R.string.…)
        case .choice(let condition, let then, let otherwise):
            return "if (\(kotlin(condition, on: id))) \(kotlin(then, on: id)) else \(kotlin(otherwise, on: id))"
        // A View's text tested as Kotlin tests it: `card.text.length < 16`, `card.text.isEmpty()`.
        case .measured(let inner, .count, _, _): return kotlin(inner, on: id) + ".length"
        case .measured(let inner, .isEmpty, _, _): return kotlin(inner, on: id) + ".isEmpty()"
        case .compared(let left, let comparison, let right, _):
            return kotlin(left, on: id) + " \(comparison.rawValue) " + kotlin(right, on: id)
        default: return "null"
        }
    }

    private func kotlin(_ value: PropertyValue) -> String {
        switch value {
        case .string(let text): return CodeLiteral.kotlin(text)
        case .number(let number): return PropertyValue.format(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .ids(let ids): return ids.first.map { "R.id.\($0)" } ?? "View.NO_ID"
        default: return "null"
        }
    }

    // MARK: Compose

    /// A Compose input as the modifier passed to the composable: the `id.modifier =` head goes,
    /// the rest is shown as typed. `keepsClick`:
    /// the node already answered clicks, and this modifier's click replaces that code.
    func compose(_ input: String, id: String, keepsClick: Bool = false, announcingViews: [String] = []) -> [String] {
        var lines = input.split(whereSeparator: \.isNewline).map(String.init)
            .filter { !$0.allSatisfy(\.isWhitespace) }
        guard !lines.isEmpty else { return [] }
        let shared = lines.map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
        lines = lines.map { String($0.dropFirst(shared)) }
        var first = Substring(lines[0])
        for prefix in ["binding.", "this.", "self."] where first.hasPrefix(prefix) { first = first.dropFirst(prefix.count) }
        if first.hasPrefix(id) {
            var rest = first.dropFirst(id.count).drop { $0 == " " }
            if rest.hasPrefix(".modifier") {
                rest = rest.dropFirst(".modifier".count).drop { $0 == " " }
                if rest.hasPrefix("=") { rest = rest.dropFirst().drop { $0 == " " } }
            }
            lines[0] = String(rest)
        }
        var keep = keepsClick
            ? ["// a node has one click: the app's own click code goes in this lambda too"
               + (appClick(id).map { " (it \($0))" } ?? "")] : []
        keep += announcingViews.map { "// \($0): the View that holds the composition, val \($0) = LocalView.current in the composable" }
        // The assignment is the node's whole modifier: one that merged its descendants keeps doing so only if it says so.
        if brokenScreen?.element(id)?.android.mergeDescendants == true, !lines.contains(where: { $0.contains("mergeDescendants") }),
           !lines.contains(where: { $0.contains("clearAndSetSemantics") }) {
            keep.append("// \(id)'s modifier merged its descendants: keep that in it, as in Modifier.semantics(mergeDescendants = true) { … }")
        }
        // A node the app made clickable keeps that click only if the new modifier has one. A node with
        // a role may be a Material component whose click is its onClick, which the modifier leaves.
        if !keepsClick, let node = brokenScreen?.element(id), node.android.role == nil,
           node.androidClickable || !node.onActivate.isEmpty,
           !lines.contains(where: { line in ["clickable", "toggleable", "selectable"].contains { line.contains("." + $0) } }) {
            keep.append("// \(id)'s modifier has the app's click" + (appClick(id).map { " (it \($0))" } ?? "")
                        + ": keep its .clickable { … } in this chain, which a new Modifier would not have")
        }
        return ["// the modifier of the composable \(id)"] + keep + lines
    }
}
