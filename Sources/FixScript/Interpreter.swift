import AXModel
import ScreenReader

/// Applies parsed statements to a screen in order, each seeing the changes before it; a
/// statement that cannot apply is recorded as a problem and leaves the screen as it was.
struct Interpreter {
    var screen: Screen
    private(set) var problems: [Problem] = []

    init(screen: Screen) {
        self.screen = screen
    }

    /// False when it stopped before the last statement, past the problem limit.
    private(set) var complete = true
    /// Each `requestFocus()` on a Compose `FocusRequester` in the code a click runs, where it is written.
    private var requestedFocus: [ElementReference] = []
    /// Whether a requester asked for focus must be attached by the end of the statements (a whole fix).
    var requiresAttachedRequesters = true
    /// The element `self` is while a computed property's value is computed for it.
    private var selfID: String?
    /// Where the statement being applied starts: a problem with a value that carries no place of
    /// its own is reported there.
    private var statementLocation = SourceLocation(line: 1, column: 1)

    mutating func run(_ statements: [Statement]) {
        for statement in statements {
            guard problems.count < Diagnostic.problemLimit else {
                complete = false
                return
            }
            do throws(Problem) {
                try apply(statement)
            } catch {
                problems.append(error)
            }
        }
        // A requester asked for focus must be attached to a node by the end of the fix (TB-7.12).
        let attached = Set(screen.allElements.compactMap(\.android.focusRequester))
        for use in requestedFocus where requiresAttachedRequesters && !attached.contains(use.id)
            && screen.focusRequesters.contains(use.id) {
            problems.append(Problem(.unattachedFocusRequester(use.id), at: use.location))
        }
    }

    /// A loop's statement sets a property of the class Swift types the loop's list by: `text` on
    /// `[caption, field]`, a `[UIView]`, is refused as swiftc refuses it.
    private func checkListClass(_ property: String, of statement: Statement, at location: SourceLocation) throws(Problem) {
        let types = statement.listedViews.compactMap { screen.element($0)?.type }
        guard !types.isEmpty, types.count == statement.listedViews.count, types.allSatisfy({ $0.framework == .uikit }) else { return }
        let common = ElementType.uikitCommonClass(of: types)
        guard !common.uikitHas(property, writing: true) else { return }
        throw Problem(.propertyNotOnListClass(property, list: statement.listedViews, types: types, common: common), at: location)
    }

    mutating func apply(_ statement: Statement) throws(Problem) {
        var statement = statement
        if let made = buttonMadeFromText(statement) {
            statement = made
        } else if case .madeButton = statement.change {
            // Made around a view it names, or in a Text's place already: its id is known.
        } else if let id = try shownViewID(of: statement.target) {
            statement.target.id = id
        }
        statementLocation = statement.location
        let target = statement.target
        // `view.accessibilityElements = [title, field]` in the view controller: its own view holds
        // the screen's views, so it is made the container that orders them (UIKit screens only).
        if screen.platform == .ios, !statement.isExtension, target.id == "view", target.part == nil, screen.element("view") == nil,
           case .set("accessibilityElements", _) = statement.change,
           !screen.elements.isEmpty, screen.elements.allSatisfy({ $0.type.framework == .uikit }) {
            var root = Element(id: "view", type: .UIView)
            root.children = screen.elements
            screen.elements = [root]
        }
        if statement.isExtension, screen.platform == .ios {
            for element in try extendedElements(statement) {
                switch statement.change {
                case .adjustment(let increment, let decrement, _, let names):
                    try applyAdjustment(increment, decrement, names: names, to: element)
                case .handler(let handler, let names):
                    for reference in names.elements { _ = try self.element(reference) }
                    try check(names, adjusting: element)
                    screen.modify(element.id) { element in
                        element.handlers.removeAll { $0.event == handler.event }  // an override replaces the one before
                        element.handlers.append(handler)
                    }
                case .computed(let property, let value):
                    // Read again whenever VoiceOver asks, as a SwiftUI modifier's state is (VO-8.19).
                    let reference = ElementReference(id: element.id, location: statement.location)
                    selfID = element.id
                    defer { selfID = nil }
                    if case .getter(_, _, let names) = value {
                        for reference in names.elements { _ = try self.element(reference) }
                        try check(names, adjusting: element)
                    }
                    try write(property, try evaluate(value), to: reference)
                    screen.modify(element.id) { element in
                        element.bindings[property] = Interpreter.binding(value, always: true)
                        element.overriddenProperties.insert(property)
                    }
                default:
                    break
                }
            }
            return
        }
        if case .declareFocusState(let name) = statement.change {
            // A state of the view, false until the app sets it (docs/voiceover.md VO-8.12).
            if screen.state[name] != nil { throw Problem(.redeclaredState(name), at: target.location) }
            if screen.element(name) != nil { throw Problem(.stateNamesAnElement(name), at: target.location) }
            // SwiftUI's property wrapper does nothing in a UIKit view controller.
            if screen.platform == .ios, !screen.allElements.contains(where: { $0.type.framework == .swiftUI }) {
                throw Problem(.focusStateOnUIKitScreen(name), at: statement.location)
            }
            screen.state[name] = StateVariable(value: .bool(false), kind: .bool, isAccessibilityFocus: true)
            return
        }
        if case .decorativeImage(let asset) = statement.change {
            // SwiftUI's images of that asset, made again without a label (VO-7.3).
            let images = screen.allElements.filter { $0.type == .Image && $0.image == asset }
            guard !images.isEmpty else {
                let uikit = screen.allElements.first { $0.type == .UIImageView && $0.image == asset }?.id
                let assets = Array(Set(screen.allElements.filter { $0.type == .Image }.compactMap(\.image))).sorted()
                throw Problem(.noImageOfAsset(asset, assets: assets, uikit: uikit,
                                              suggestion: uikit == nil ? NearMiss.suggestion(for: asset, in: assets) : nil),
                              at: target.location)
            }
            // `Image(decorative:)` loads an asset of the app: an SF Symbol is no asset.
            if images.contains(where: \.systemImage) {
                throw Problem(.decorativeSymbol(asset), at: target.location)
            }
            for image in images { screen.modify(image.id) { $0.decorative = true } }
            return
        }
        if case .declareContent(let name, let piece) = statement.change {
            // A constant: declared once, and not a view's name (Swift has one namespace for both).
            if screen.contentConstants[name] != nil { throw Problem(.redeclaredState(name), at: target.location) }
            if screen.element(name) != nil { throw Problem(.contentNamesAView(name), at: target.location) }
            var made = piece
            made.variable = name
            screen.contentConstants[name] = made
            return
        }
        if case .declareAction(let name, var action, let names) = statement.change {
            // A constant: declared once, and not a view's name (Swift has one namespace for both).
            if screen.actionConstants[name] != nil { throw Problem(.redeclaredState(name), at: target.location) }
            if screen.element(name) != nil { throw Problem(.actionNamesAView(name), at: target.location) }
            for reference in names.elements { _ = try self.element(reference) }
            // Made in the view controller, as a list's actions are.
            try check(names, adjusting: Element(id: "", type: .UIView), inHandler: true)
            action.constant = name
            screen.actionConstants[name] = action
            return
        }
        if case .contentImportance(let name, let high) = statement.change {
            // `AXCustomContent` is a class: the piece changes wherever a view lists it.
            guard screen.contentConstants[name] != nil else { throw try unknownContent(name, at: target.location) }
            setImportance(ofConstant: name, high: high)
            return
        }
        if case .declareFocusRequester(let name) = statement.change {
            // Compose's requester, attached to no node yet (docs/talkback.md TB-7.12).
            if screen.focusRequesters.contains(name) { throw Problem(.redeclaredState(name), at: target.location) }
            if screen.element(name) != nil { throw Problem(.requesterNamesANode(name), at: target.location) }
            screen.focusRequesters.insert(name)
            return
        }
        try checkDialect(statement, on: try element(target))
        // `email.text = "…"` on an EditText: Kotlin types its `text` as an `Editable`, so a String
        // does not compile; `setText` takes any text.
        if statement.assignsText, try element(target).type == .EditText {
            throw Problem(.editableText(target.id), at: target.member)
        }
        switch statement.change {
        case .set(let property, let value):
            if case .state(let name, let location) = value {
                try checkVariable(name, at: location, for: property)
            } else if case .negated(.state(let name, let location)) = value {
                try checkVariable(name, at: location, for: property)
            } else if screen.platform == .android, case .choice(let condition, _, _) = value,
                      case .state(let name, let location) = condition.withoutNegation {
                // Kotlin's `if (open)`: a Boolean the screen declares.
                try checkVariable(name, at: location, kind: .bool)
            }
            let resolved = try evaluate(value)
            if case .elements(let references) = value, let itself = references.first(where: { $0.id == target.id }),
               screen.platform == .android, ElementProperty.named(property, on: .android)?.kind == .elementID {
                throw Problem(.namesItself(itself.id, property: property), at: itself.location)
            }
            // The class computes it in an override: the assignment goes to its empty setter (VO-8.19).
            if target.part == nil, screen.element(target.id)?.overriddenProperties.contains(property) == true { return }
            try write(property, resolved, to: target)
            // UIKit keeps one label: a plain one replaces an attributed one and its spelling out (VO-1.21).
            if property == "accessibilityLabel", !statement.swiftUI, screen.platform == .ios, target.part == nil {
                screen.modify(target.id) { $0.speechSpellsOutCharacters = false }
            }
            // SwiftUI and Compose read the state again on every change; UIKit and View code set the value once.
            // A Compose node's expand or collapse action is the app's, even a constant one: a click
            // does not change it unless the semantics read the app's state (docs/talkback.md TB-4.5).
            let binding = (statement.swiftUI || statement.compose) && target.part == nil
                ? Interpreter.binding(value, always: statement.compose && property == "expanded") : nil
            let bound = propertyName(property)
            screen.modify(target.id) { $0.bindings[bound] = binding }
        case .add(let property, _) where target.part == nil && screen.element(target.id)?.overriddenProperties.contains(property) == true:
            return  // the override's empty setter (VO-8.19)
        case .add(let property, let amount):
            let current: Double = if case .number(let number) = read(property, of: target) { number } else { 0 }
            try write(property, .number(current + amount), to: target)
        case .appendText(let property, _, _, _) where target.part == nil
            && screen.element(target.id)?.overriddenProperties.contains(property) == true:
            return  // the override's empty setter (VO-8.19)
        case .appendText(let property, let added, let optional, let location):
            guard let current = read(property, of: target).text else {
                // `?` skips the whole assignment on nil; `!` traps there.
                if optional { return }
                throw Problem(.forceUnwrapNil("\(target.swiftSpelled).\(property)"), at: location)
            }
            try write(property, .string(current + (try evaluate(added).text ?? "")), to: target)
        case .insertTraits(let value):
            let traits = try currentTraits(target).union(try traits(value))
            try write("accessibilityTraits", .traits(traits), to: target)
        case .removeTraits(let value):
            let removed = try traits(value)
            let traits = try currentTraits(target).subtracting(removed)
            try write("accessibilityTraits", .traits(traits), to: target)
            // A SwiftUI view's `isSelected` on a screen is the app's `.accessibilityAddTraits(.isSelected)`:
            // `.accessibilityRemoveTraits(.isSelected)` after it takes it away (a learner's changed nothing).
            if removed.contains(.selected), target.part == nil, screen.element(target.id)?.type.framework == .swiftUI {
                screen.modify(target.id) { $0.isSelected = false }
            }
        case .intersectTraits(let value):
            let traits = try currentTraits(target).intersection(try traits(value))
            try write("accessibilityTraits", .traits(traits), to: target)
        case .childBehavior(let behavior):
            screen.modify(target.id) { $0.childBehavior = behavior }
        case .hidden(let hidden):
            screen.modify(target.id) { element in
                element.accessibilityElementsHidden = hidden
                if hidden {
                    element.isAccessibilityElement = false
                } else if element.isAccessibilityElement == false {
                    element.isAccessibilityElement = nil
                }
            }
        case .headingLevel(let level):
            screen.modify(target.id) { $0.headingLevel = level }
        case .sortPriority(let priority):
            screen.modify(target.id) { $0.sortPriority = priority }
        case .directTouch(let area, let options):
            let traits = try currentTraits(target)
            try write("accessibilityTraits", .traits(area ? traits.union(.allowsDirectInteraction)
                                                     : traits.subtracting(.allowsDirectInteraction)), to: target)
            screen.modify(target.id) { $0.accessibilityDirectTouchOptions = area ? options : [] }
        case .spellOut(let on, let label):
            if let label { try write("accessibilityLabel", try evaluate(label), to: target) }
            screen.modify(target.id) { $0.speechSpellsOutCharacters = on }
        case .adjustment(let increment, let decrement, let addsAdjustableTrait, let names):
            if addsAdjustableTrait {
                let traits = try currentTraits(target).union(.adjustable)
                try write("accessibilityTraits", .traits(traits), to: target)
            }
            try applyAdjustment(increment, decrement, names: names, to: try element(target))
        case .customActions(let listed, let replacing, let names):
            for reference in names.elements { _ = try self.element(reference) }
            let element = try element(target)
            let actions = try resolved(listed, at: statement.location)
            try check(names, adjusting: element, inHandler: true)
            // Two actions of one name would be said alike, and the user could not tell them apart.
            let all = replacing ? actions : element.customActions + actions
            if let repeated = all.indices.first(where: { index in all[..<index].contains { $0.name == all[index].name } }) {
                // Both in this list, or one the view had from an earlier statement.
                let inThisList = actions.filter { $0.name == all[repeated].name }.count > 1
                throw Problem(.repeatedAction(all[repeated].name, element: element.id, inOneList: inThisList), at: statement.location)
            }
            let list = !(replacing && statement.clearsToNil)
            screen.modify(target.id) { element in
                element.customActions = all
                element.hasCustomActionList = list
            }
        case .appendCustomAction(let listed, let names):
            let element = try element(target)
            guard let action = try resolved([listed], at: statement.location).first else { return }
            try check(names, adjusting: element, inHandler: true)
            for reference in names.elements { _ = try self.element(reference) }
            // `?.append` on nil does nothing: the learner hears no action, the bug a real app has.
            guard element.hasCustomActionList || !element.customActions.isEmpty else { return }
            if element.customActions.contains(where: { $0.name == action.name }) {
                throw Problem(.repeatedAction(action.name, element: element.id, inOneList: false), at: statement.location)
            }
            screen.modify(target.id) { $0.customActions.append(action) }
        case .replaceModifier:
            // The first assignment keeps the node as it was; a later one starts again from there.
            if let base = screen.modifierBases[target.id] {
                screen.modify(target.id) { base.restore(on: &$0) }
            } else if let element = screen.element(target.id), element.type == .Composable {
                // The first assignment replaces the app's modifier: what only a modifier gives goes with it.
                let base = ModifierBase(composedOnly: element)
                screen.modifierBases[target.id] = base
                screen.modify(target.id) { base.restore(on: &$0) }
            }
        case .focusBinding(let name):
            guard let state = screen.state[name], state.isAccessibilityFocus else {
                throw Problem(.notAFocusState(name, declared: screen.state[name] != nil), at: statement.location)
            }
            screen.modify(target.id) { $0.accessibilityFocusBinding = name }
        case .madeLink(let url, let location):
            // The page the view opens is the app's: a Link to another one would send the user elsewhere.
            if let opened = screen.element(target.id)?.onActivate.lazy.compactMap({ action -> String? in
                if case .openURL(let page) = action { page } else { nil }
            }).first, opened != url {
                throw Problem(.linkToAnotherPage(url, opened: opened), at: location)
            }
            // SwiftUI's Link is a link and nothing else: its traits are the link's, and it opens the page.
            screen.modify(target.id) { element in
                element.accessibilityTraits = .link
                element.onActivate.removeAll { if case .openURL = $0 { true } else { false } }
                element.onActivate.append(.openURL(url))
            }
        case .pieceImportance(let place, let high, let location):
            let pieces = try element(target).customContent ?? []
            guard let index = place.index(in: pieces.count) else {
                // `.first?` and `.last?` of an empty list reach nothing; Swift traps on an index outside it.
                if case .index(let index) = place {
                    throw Problem(.contentIndexOutOfRange(index, count: pieces.count, element: target.id), at: location)
                }
                return
            }
            let shared = pieces[index].variable
            screen.modify(target.id) { $0.customContent?[index].isHighImportance = high }
            // A constant listed elsewhere is the same object: every list that holds it changes.
            if let shared { setImportance(ofConstant: shared, high: high) }
        case .madeButton(let handler, let names):
            let element = try element(target)
            guard Element.buttonLabelTypes.contains(element.type) else {
                throw Problem(.buttonAroundView(element.id, type: element.type), at: target.location)
            }
            for reference in names.elements { _ = try self.element(reference) }
            try check(names, adjusting: element, inHandler: true)
            screen.modify(target.id) { element in
                element.becomeButtonLabel()
                element.handlers.removeAll { $0.event == "tap" }
                element.handlers.append(handler)
                // `Button("See all") { }`: the action is the button's whole behaviour, and an empty one
                // does nothing. One that calls the app's code is taken to do what the view did.
                if handler.effects.isEmpty { element.onActivate = [] }
            }
        case .buttonTitle(let value):
            guard let element = screen.element(target.id), element.type == .UIButton else {
                let type = screen.element(target.id)?.type ?? .UIView
                throw Problem(.setTitleOnNonButton(target.id, type: type), at: statement.location)
            }
            let title = try evaluate(value)
            screen.modify(element.id) { $0.title = title.text }
        case .bindOn(let name):
            if screen.state.isEmpty {
                // A screen that keeps no variables: the Bool is the Toggle's own, which the app declares
                // with the Toggle's value (`@State private var name = false`).
                if screen.element(name) != nil { throw Problem(.stateNamesAnElement(name), at: statement.location) }
                screen.state[name] = StateVariable(value: .bool(try element(target).isOn == true), kind: .bool)
            }
            try checkVariable(name, at: statement.location, for: "isOn")
            let value = try stateVariable(name, at: statement.location).value
            screen.modify(target.id) { element in
                element.isOn = value == .bool(true)
                element.bindings["isOn"] = .variable(name)
            }
        case .declareFocusState, .declareFocusRequester, .declareContent, .declareAction, .contentImportance, .decorativeImage:
            break  // declared above, before the element is looked up
        case .computed:
            break  // only in an extension, applied above to each view of the class
        case .lookOnly:
            break  // how the view looks: nothing VoiceOver hears
        case .appearance(let written):
            // How the view looks, or how it types: nothing VoiceOver hears, on a class that has it.
            let property = String(written.prefix { $0 != " " })
            let element = try element(target)
            if let owners = Parser.appearanceOwners(property), !owners.contains(element.type) {
                throw Problem(.undeclaredProperty(property, type: element.type, owners: owners, writing: true, suggestion: nil),
                              at: statement.target.member)
            }
        case .focusRequester(let name, let targetAfter):
            try checkRequester(ElementReference(id: name, location: statement.location))
            // The composable's own target (a Button's click) follows the modifier it is given.
            var base = try element(target)
            screen.modifierBases[target.id]?.restore(on: &base)
            let reaches = targetAfter || base.androidFocusable
            screen.modify(target.id) { node in
                node.android.focusRequester = name
                node.android.focusRequesterFindsNoTarget = !reaches
            }
        case .customContent(let listed, let replacing):
            let pieces = try resolved(listed)
            let element = try element(target)
            // A UIKit view has the property only when the app's class conforms (VO-8.4).
            if !statement.swiftUI, element.type.framework == .uikit, element.customContent == nil {
                throw Problem(.noCustomContent(element.id, type: element.type), at: statement.target.location)
            }
            screen.modify(target.id) { $0.customContent = replacing ? pieces : ($0.customContent ?? []) + pieces }
        case .handler(var handler, let names):
            let element = try element(target)
            if screen.platform == .ios, !statement.swiftUI, !ElementType.uikitControls.contains(element.type) {
                throw Problem(.notAControl(element.id, type: element.type), at: statement.target.location)
            }
            if let call = names.toggleCalls.first(where: { screen.state[$0.id]?.kind == .bool }) {
                throw Problem(.kotlinBooleanToggle(call.id), at: call.location)
            }
            for reference in names.elements { _ = try self.element(reference) }
            for requester in names.focusRequesters { try checkRequester(requester) }
            // Compose code changes state, not nodes: a node is composed again from what it reads.
            if let node = names.memberAssignments.first(where: { screen.element($0.id) != nil }) {
                throw Problem(.composeNodeAssignment(node.id), at: node.location)
            }
            if let call = names.callReceivers.first(where: { screen.element($0.receiver.id) != nil }) {
                throw Problem(.unknownViewMethod(call.receiver.id, method: call.method), at: call.receiver.location)
            }
            if let node = names.announcingViews.first(where: { screen.element($0.id) != nil }) {
                throw Problem(.composeNodeAnnouncement(node.id), at: node.location)
            }
            try check(names, adjusting: element, inHandler: true)
            // A fix's click runs after the app's (docs/decisions.md). One that starts by flipping the
            // variable the app's click flips is the app's click written out in the new modifier, as
            // the app must keep it: that flip is the app's, run once. One that changes the variable
            // otherwise would change it twice a tap, and the section would not move.
            if screen.platform == .android, handler.event == "tap", let name = FixScript.flippedFirst(handler.effects),
               element.onActivate.contains(.toggle(name)) {
                handler.effects.removeFirst()
            }
            if screen.platform == .android, handler.event == "tap",
               let name = element.onActivate.lazy.compactMap({ activation -> String? in
                   if case .toggle(let name) = activation { name } else { nil } })
                   .first(where: { Interpreter.changes(handler.effects, variable: $0) }) {
                throw Problem(.clickRepeatsAppsChange(element.id, variable: name), at: statement.location)
            }
            requestedFocus += names.focusRequesters
            // Android's `setOnClickListener` makes the View clickable if it was not (TB-7.13).
            let makesClickable = screen.platform == .android && handler.event == "tap"
            screen.modify(target.id) { element in
                // A View has one click listener, and a node one click: a second replaces the first.
                if makesClickable { element.handlers.removeAll { $0.event == "tap" } }
                element.handlers.append(handler)
                if makesClickable { element.android.clickable = true }
            }
        }
    }

    /// The pieces of a custom content list, each constant as it is now.
    private func resolved(_ pieces: [ContentPiece]) throws(Problem) -> [CustomContent] {
        var result: [CustomContent] = []
        for piece in pieces {
            switch piece {
            case .made(let made): result.append(made)
            case .named(let name, let location):
                guard let constant = screen.contentConstants[name] else { throw try unknownContent(name, at: location) }
                result.append(constant)
            }
        }
        return result
    }

    /// The problem with a name that is no `AXCustomContent` constant of the fix.
    private func unknownContent(_ name: String, at location: SourceLocation) throws(Problem) -> Problem {
        Problem(.unknownContentConstant(name, suggestion: NearMiss.suggestion(for: name, in: screen.contentConstants.keys.sorted())),
                at: location)
    }

    /// A `FocusRequester` the fix declared before this use (docs/talkback.md TB-7.12).
    private func checkRequester(_ reference: ElementReference) throws(Problem) {
        guard !screen.focusRequesters.contains(reference.id) else { return }
        if screen.element(reference.id) != nil { throw Problem(.requestFocusOnComposable(reference.id), at: reference.location) }
        throw Problem(.unknownFocusRequester(reference.id, suggestion: NearMiss.suggestion(for: reference.id,
                                                                                            in: screen.focusRequesters.sorted())),
                      at: reference.location)
    }

    /// Refuses a statement of the other platform's dialect (parsed for another screen), a Compose
    /// modifier on a View and a View attribute on a Composable node.
    func checkDialect(_ statement: Statement, on element: Element) throws(Problem) {
        let name: String
        var setsProperty = false
        switch statement.change {
        case .set(let property, _), .add(let property, _), .appendText(let property, _, _, _):
            name = property
            setsProperty = true
        case .insertTraits, .removeTraits, .intersectTraits: name = "accessibilityTraits"
        case .childBehavior: name = "accessibilityElement"
        case .hidden: name = "accessibilityHidden"
        case .headingLevel: name = "accessibilityHeading"
        case .sortPriority: name = "accessibilitySortPriority"
        case .directTouch: name = "accessibilityDirectTouch"
        case .spellOut: name = statement.swiftUI ? "speechSpellsOutCharacters" : "accessibilityAttributedLabel"
        case .adjustment: name = "accessibilityIncrement"
        case .customActions, .appendCustomAction: name = "accessibilityCustomActions"
        case .customContent, .pieceImportance: name = "accessibilityCustomContent"
        case .declareAction: name = "accessibilityCustomActions"
        case .focusBinding, .declareFocusState: name = "accessibilityFocused"
        case .bindOn: name = "isOn"
        case .buttonTitle: name = "setTitle"
        case .madeLink: name = "Link"
        case .madeButton: name = "Button"
        case .focusRequester, .declareFocusRequester: name = "focusRequester"
        case .declareContent, .contentImportance: name = "accessibilityCustomContent"
        case .decorativeImage: name = "decorative"
        case .lookOnly(let modifier): name = modifier
        case .appearance(let written): name = String(written.prefix { $0 != " " })
        case .computed(let property, _): name = property
        case .replaceModifier: name = "modifier"
        case .handler: name = statement.swiftUI ? "onTapGesture" : "addAction"
        }
        // Where the property is written, just after `id.`: what a class without it is told at.
        let member = statement.target.member
        switch screen.platform {
        case .android:
            // A View's `modifier` is refused by the modifier's own statements that follow.
            if case .replaceModifier = statement.change { return }
            if case .handler(let handler, _) = statement.change {
                // `setOnClickListener` is a View's; a Composable's click is `Modifier.clickable`.
                if statement.compose, element.type != .Composable {
                    throw Problem(.modifierOnView(element.id, type: element.type), at: statement.target.location)
                }
                if !statement.compose, element.type == .Composable {
                    throw Problem(.clickListenerOnComposable(element.id), at: statement.target.location)
                }
                // `setOnCheckedChangeListener` is a CompoundButton's, as `isChecked` is.
                if handler.event == "valueChanged", !element.type.androidHas("checked") {
                    throw Problem(.checkedChangeListenerOn(element.id, type: element.type), at: statement.target.member)
                }
                return
            }
            if case .focusRequester = statement.change {
                if element.type != .Composable { throw Problem(.modifierOnView(element.id, type: element.type), at: statement.target.location) }
                return
            }
            if case .customActions = statement.change {
                // `ViewCompat.addAccessibilityAction` takes a View; a Composable's actions are semantics.
                if statement.compose, element.type != .Composable {
                    throw Problem(.modifierOnView(element.id, type: element.type), at: statement.target.location)
                }
                if !statement.compose, element.type == .Composable {
                    throw Problem(.attributeOnComposable(element.id), at: statement.target.location)
                }
                return
            }
            guard setsProperty, Dialect.androidName(name) != nil else {
                throw Problem(Dialect.wrongDialect(name, on: .android) ?? .unknownProperty(name, suggestion: nil),
                              at: statement.location)
            }
            if statement.compose && element.type != .Composable {
                throw Problem(.modifierOnView(element.id, type: element.type), at: statement.target.location)
            }
            if !statement.compose && element.type == .Composable {
                throw Problem(.attributeOnComposable(element.id), at: statement.target.location)
            }
            if !statement.compose, statement.target.part == nil {
                try checkDeclared(name, on: element, writing: true, at: member)
            }
        case .ios:
            // A tab bar item's badge is the one part property with no element property of its name.
            let itemBadge = name == "badgeValue" && statement.target.part != nil
            if statement.compose || (setsProperty && ElementProperty.named(name) == nil && !itemBadge) {
                let word = statement.compose ? "modifier" : name
                throw Problem(Dialect.wrongDialect(word, on: .ios) ?? .unknownProperty(name, suggestion: nil),
                              at: statement.location)
            }
            if let problem = FrameworkCheck.problem(statement, on: element) { throw problem }
            if setsProperty, statement.target.part == nil, !statement.swiftUI {
                try checkListClass(name, of: statement, at: member)
                try checkDeclared(name, on: element, writing: true, at: member)
            }
        }
    }

    /// The property a name stands for on this screen: Kotlin's `isChecked` is `checked`.
    func propertyName(_ name: String) -> String {
        screen.platform == .android ? Dialect.androidName(name) ?? name : name
    }

    /// The element a reference names, checking that it and its part exist.
    func element(_ reference: ElementReference) throws(Problem) -> Element {
        guard let element = Interpreter.find(resolved(reference.id), in: screen.elements) else {
            let ids = screen.allElements.map(\.id)
            throw Problem(.unknownElement(reference.id, ids: ids, suggestion: NearMiss.suggestion(for: reference.id, in: ids)),
                          at: reference.location)
        }
        if let problem = Parts.problem(reference, in: element) { throw problem }
        return element
    }

    /// The elements of statements that did not parse which the screen lacks but nearly names:
    /// a misspelt id told beside the line's other problems. An id that is nowhere near one is
    /// left alone, as the statement may not be about an element at all, unless its property is
    /// unknown too (`problems`: the line's others).
    func misspeltElements(_ references: [ElementReference], problems: [Problem] = []) -> [Problem] {
        let ids = screen.allElements.map(\.id)
        return references.compactMap { reference in
            guard reference.id != "self", Interpreter.find(reference.id, in: screen.elements) == nil else { return nil }
            let suggestion = NearMiss.suggestion(for: reference.id, in: ids)
            // `foo.bar = true`: an unknown name before an unknown property is told too, even with
            // nothing near it (a name that is a type's, `UIAccessibility`, is no element's).
            let unknownProperty = problems.contains { problem in
                if case .unknownProperty = problem.kind { problem.location.line == reference.location.line } else { false }
            }
            guard suggestion != nil || unknownProperty && reference.id.first?.isLowercase == true else { return nil }
            return Problem(.unknownElement(reference.id, ids: ids, suggestion: suggestion), at: reference.location)
        }
    }

    /// An id as a value names it: `self` is the element a computed property is computed for.
    private func resolved(_ id: String) -> String {
        id == "self" ? selfID ?? id : id
    }

    private func read(_ property: String, of reference: ElementReference) -> PropertyValue {
        guard let element = Interpreter.find(resolved(reference.id), in: screen.elements) else { return .nil_ }
        if let part = reference.part { return Parts.property(property, of: part, in: element) }
        return element.property(propertyName(property), on: screen.platform) ?? .nil_
    }

    private func currentTraits(_ reference: ElementReference) throws(Problem) -> Traits {
        guard case .traits(let traits) = read("accessibilityTraits", of: reference) else {
            throw Problem(.rejected(property: "accessibilityTraits", expected: .traits), at: reference.location)
        }
        return traits
    }

    private mutating func write(_ property: String, _ value: PropertyValue, to reference: ElementReference) throws(Problem) {
        if property == "accessibilityLanguage", case .string(let tag) = value, !Element.isLanguageTag(tag) {
            throw Problem(.notALanguageTag(tag), at: statementLocation)
        }
        if property == "isEnabled", reference.accessor == "imageForSegment", let part = reference.part {
            throw Problem(.segmentEnabledThroughImage(reference.id, index: part), at: reference.partLocation ?? reference.location)
        }
        var accepted = false
        let name = propertyName(property)
        let platform = screen.platform
        screen.modify(reference.id) { element in
            if let part = reference.part {
                accepted = Parts.set(property, to: value, of: part, in: &element)
            } else {
                accepted = element.setProperty(name, to: value, on: platform)
            }
        }
        guard accepted else {
            let kind = ElementProperty.named(name, on: platform)?.kind ?? .string
            throw Problem(.rejected(property: property, expected: kind), at: reference.location)
        }
    }

    /// A value computed against the screen as it stands.
    func evaluate(_ value: Value) throws(Problem) -> PropertyValue {
        switch value {
        case .constant(let constant):
            return constant
        case .pointLiteral(let number):
            return .number(number)
        case .elements(let references):
            for reference in references { _ = try element(reference) }
            return .ids(references.map(\.id))
        case .read(let reference, let property):
            let element = try element(reference)
            if reference.accessor == "textLabel", element.type != .UITableViewCell {
                throw Problem(.textLabelOnNonCell(reference.id, type: element.type), at: reference.location)
            }
            // A SwiftUI view is a value that describes the screen: it has no properties to read.
            if element.type.framework == .swiftUI, reference.part == nil, selfID != element.id {
                throw Problem(.swiftUIViewRead(reference.id, type: element.type.name, property: property),
                              at: reference.location)
            }
            if let accessor = reference.accessor, Interpreter.buttonTitleAccessors.contains(accessor) {
                // `title(for:)` and `currentTitle` are UIButton's.
                guard element.type == .UIButton else {
                    throw Problem(.undeclaredProperty(accessor, type: element.type, owners: [.UIButton], writing: false, suggestion: nil),
                                  at: reference.member)
                }
            } else if reference.part == nil, reference.accessor != "textLabel" {
                try checkDeclared(property, on: element, writing: false,
                                  at: reference.member)
            }
            return read(property, of: reference)
        case .state(let name, let location):
            return try stateVariable(name, at: location).value
        case .resource(let resource):
            guard let text = screen.strings[resource.name] else {
                let declared = screen.strings.keys.sorted()
                throw Problem(.unknownStringResource(resource.name, declared: declared,
                                                     suggestion: NearMiss.suggestion(for: resource.name, in: declared)),
                              at: resource.location)
            }
            guard !resource.arguments.isEmpty else { return .string(text) }
            var values: [PropertyValue] = []
            for argument in resource.arguments { values.append(try evaluate(argument)) }
            switch JavaFormat.format(text, values) {
            case .success(let formatted): return .string(formatted)
            case .failure(let failure):
                throw Problem(.javaFormat(resource.name, text: text, failure), at: resource.location)
            }
        case .interpolation(let parts):
            var text = ""
            for part in parts { text += try interpolatedText(part) }
            return .string(text)
        case .localized(let key, _, _):
            return try evaluate(key)
        case .sum(let left, let right, let negated, let location):
            // Numbers of one type, as Swift's `+` takes them (Kotlin's Int and Int): a text is refused.
            let (a, b) = (try evaluate(left), try evaluate(right))
            let operation = negated ? "-" : "+"
            // `"" + "x"`: two texts join, as `+` joins Swift's and Kotlin's strings.
            if !negated, case .string(let x) = a, case .string(let y) = b,
               swiftType(left) != .optionalString, swiftType(right) != .optionalString {
                return .string(x + y)
            }
            guard case .number(let x) = a, case .number(let y) = b,
                  swiftType(left) != .optionalString, swiftType(right) != .optionalString else {
                throw Problem(.typeMismatch(property: operation, expected: .number, found: "a string or nil", suggestion: nil),
                              at: location)
            }
            let (leftType, rightType) = (swiftType(left), swiftType(right))
            if screen.platform == .ios, leftType != .untyped, rightType != .untyped, leftType != rightType {
                throw Problem(.numberTypes(operation, left: leftType.name, right: rightType.name), at: location)
            }
            // A UISlider's Float adds as a Float.
            if leftType == .float || rightType == .float { return .number(Double(negated ? Float(x) - Float(y) : Float(x) + Float(y))) }
            return .number(negated ? x - y : x + y)
        case .product(let left, let right, let divided, let location):
            // Numbers of one type, as Swift's `*` and `/` take them; a literal takes the other side's.
            let (a, b) = (try evaluate(left), try evaluate(right))
            let operation = divided ? "/" : "*"
            let (leftType, rightType) = (swiftType(left), swiftType(right))
            guard case .number(let x) = a, case .number(let y) = b, leftType != .optionalString, rightType != .optionalString else {
                throw Problem(.typeMismatch(property: operation, expected: .number, found: "a string or nil", suggestion: nil),
                              at: location)
            }
            if leftType != .untyped, rightType != .untyped, leftType != rightType {
                throw Problem(.numberTypes(operation, left: leftType.name, right: rightType.name), at: location)
            }
            if leftType == .float || rightType == .float {
                return .number(Double(divided ? Float(x) / Float(y) : Float(x) * Float(y)))
            }
            guard divided else { return .number(x * y) }
            // An Int divides whole, toward zero, and traps on 0; a Double divides as it is.
            if Self.isInt(left), Self.isInt(right) || Self.isWholeLiteral(right) || Self.isWholeLiteral(left) && Self.isInt(right) {
                guard y != 0 else { throw Problem(.divisionByZero, at: location) }
                return .number((x / y).rounded(.towardZero))
            }
            return .number(x / y)
        case .getter(let expression, _, _):
            return ComputedValue.of(expression, selfID: selfID ?? "self", on: screen)
        case .coalesced(let optional, let fallback):
            let value = try evaluate(optional)
            return value == .nil_ ? try evaluate(fallback) : value
        case .list(let items, let separator, let compacted, let location):
            return .string(try joinedTexts(items, compacted: compacted, at: location)
                .joined(separator: try evaluate(separator).text ?? ""))
        case .joined(let left, let right):
            // Kotlin's `+` writes a null as "null" (String.plus(Any?)); Swift's takes no optional.
            let none = screen.platform == .android ? "null" : ""
            return .string((try evaluate(left).text ?? none) + (try evaluate(right).text ?? none))
        case .forceUnwrapped(let optional, let location):
            return try unwrapped(optional, at: location)
        case .negated(let inner):
            guard case .bool(let flag) = try evaluate(inner) else { return .nil_ }
            return .bool(!flag)
        case .cased(let inner, let textCase, let chained, let location):
            // Swift's rules: a `String?` is reached with `?.` (nil stays nil), a `String` without.
            let type = swiftType(inner)
            if screen.platform == .ios, chained != (type == .optionalString) {
                throw Problem(chained ? .chainedOnText(textCase.rawValue) : .textMethodOnOptional(textCase.rawValue, Self.spelled(inner)),
                              at: location)
            }
            let text = try evaluate(inner)
            if chained, text == .nil_ { return .nil_ }
            guard case .string(let written) = text else {
                throw Problem(.typeMismatch(property: textCase.rawValue, expected: .string, found: "a number or a Bool", suggestion: nil),
                              at: location)
            }
            return .string(textCase.apply(written))
        case .choice(let condition, let then, let otherwise):
            // Both sides are checked, as Swift type-checks both; the one the condition picks is the value.
            let flag = try evaluate(condition)
            let (a, b) = (try evaluate(then), try evaluate(otherwise))
            if screen.platform == .ios {
                guard case .bool = flag else {
                    throw Problem(.choiceConditionNotBool(Self.kindName(flag)), at: Self.location(of: condition) ?? statementLocation)
                }
                if a != .nil_, b != .nil_, Self.kindName(a) != Self.kindName(b) {
                    throw Problem(.choiceOfTwoTypes(Self.kindName(a), Self.kindName(b)),
                                  at: Self.location(of: then) ?? Self.location(of: condition) ?? statementLocation)
                }
            }
            return flag == .bool(true) ? a : b
        case .compared(let left, let comparison, let right, let location):
            // Swift compares two numbers or two Strings; Bools and optionals only for equality.
            let (a, b) = (try evaluate(left), try evaluate(right))
            guard let holds = comparison.holds(a, b) else {
                throw Problem(.comparedTwoTypes(comparison.rawValue, Self.kindName(a), Self.kindName(b)), at: location)
            }
            return .bool(holds)
        case .rounded(let inner):
            // Swift's `rounded()`: halves away from zero; an Int has none (it is whole already).
            if case .wholeNumber(_, let location) = inner { throw Problem(.noRoundedOnInt, at: location) }
            if case .state(let name, let location) = inner, screen.state[name]?.kind == .int {
                throw Problem(.noRoundedOnInt, at: location)
            }
            guard case .number(let number) = try evaluate(inner) else { return .nil_ }
            return .number(number.rounded(.toNearestOrAwayFromZero))
        case .wholeNumber(let number, let location):
            return .number(Double(try wholeNumber(number, at: location)))
        case .logical(let left, let right, let all, let location):
            // Swift's `&&` and `||` take two Bools (both sides are checked, as swiftc types both).
            let (a, b) = (try evaluate(left), try evaluate(right))
            guard case .bool(let x) = a, case .bool(let y) = b else {
                let other = if case .bool = a { b } else { a }
                throw Problem(.typeMismatch(property: all ? "&&" : "||", expected: .bool, found: Self.kindName(other),
                                            suggestion: nil), at: location)
            }
            return .bool(all ? x && y : x || y)
        case .measured(let inner, let measure, let chained, let location):
            // Swift's `String.isEmpty` and `count`: a `String?` must be given a value first, or
            // reached with `?.` (nil when it is); a read that cannot be made (a SwiftUI view's) says so first.
            var text = try evaluate(inner)
            // A TextView's `text` is never null in Kotlin: "" when nothing is set.
            if screen.platform == .android, text == .nil_ { text = .string("") }
            let optional = swiftType(inner) == .optionalString || text == .nil_
            if screen.platform == .ios, !chained, optional {
                throw Problem(.measuredOptional(Parser.spelledRead(inner), member: measure.rawValue, chained: false), at: location)
            }
            if chained, text == .nil_ { return .nil_ }
            guard case .string(let written) = text else {
                throw Problem(.typeMismatch(property: measure.rawValue, expected: .string, found: Self.kindName(text),
                                            suggestion: nil), at: location)
            }
            // Swift counts characters as a person sees them (grapheme clusters), as `String.count` does;
            // Kotlin's `length` counts UTF-16 units.
            let count = screen.platform == .android ? written.utf16.count : written.count
            return measure == .isEmpty ? .bool(written.isEmpty) : .number(Double(count))
        case .numberFormatted(let inner, let style, let location):
            // Foundation formats numbers: a text or an optional has no `formatted()` of this kind.
            let type = swiftType(inner)
            guard case .number(let number) = try evaluate(inner), type != .optionalString else {
                throw Problem(.typeMismatch(property: "formatted()", expected: .number, found: "a string or nil", suggestion: nil),
                              at: location)
            }
            let operand: NumberStyle.Operand = Self.isInt(inner) || screen.state[stateName(inner) ?? ""]?.kind == .int ? .int
                : type == .float ? .float : .double
            return .string(style.format(number, as: operand))
        case .described(let inner, let location):
            let text = try evaluate(inner)
            if screen.platform == .ios, swiftType(inner) == .optionalString || text == .nil_ {
                throw Problem(.describedOptional(Self.spelled(inner)), at: location)
            }
            return .string(try interpolatedText(inner))
        case .formatted(let text, let arguments, let locations):
            guard let format = try? FormatString(text) else { return .nil_ }
            var values: [PropertyValue] = []
            for (index, specifier) in format.specifiers.enumerated() {
                if let type = formatType(arguments[index]), !type.fits(specifier) {
                    throw Problem(.formatArgument(specifier: specifier.written, takes: specifier.takes, found: type.described,
                                                  suggestion: type.specifier),
                                  at: locations[index])
                }
                values.append(try evaluate(arguments[index]))
            }
            return .string(format.format(values))
        case .union(let left, let right):
            return .traits(try traits(left).union(try traits(right)))
        case .intersection(let left, let right):
            return .traits(try traits(left).intersection(try traits(right)))
        case .subtracting(let left, let right):
            return .traits(try traits(left).subtracting(try traits(right)))
        case .symmetricDifference(let left, let right):
            return .traits(try traits(left).symmetricDifference(try traits(right)))
        case .complement(let inner):
            return .traits(Traits(rawValue: ~(try traits(inner)).rawValue))
        }
    }

    // MARK: Swift's interpolation

    /// What `"\(value)"` writes in Swift on an ios screen: a `String?` as `Optional("…")`, a
    /// `Float` or `Double` with its `.0` (SwiftDescription); Kotlin's `${…}` writes the text.
    private func interpolatedText(_ value: Value) throws(Problem) -> String {
        // Kotlin writes a null as "null" (`Any?.toString()`), in a template as with toString().
        if screen.platform == .android {
            // Kotlin's `Double.toString()` keeps the point: `${3.0}` is "3.0".
            if case .pointLiteral(let number) = value { return SwiftDescription.interpolated(.number(number), as: .double) }
            let text = try evaluate(value)
            return text == .nil_ ? "null" : text.text ?? ""
        }
        switch value {
        case .coalesced(let optional, let fallback):
            let unwrapped = try evaluate(optional)
            if unwrapped == .nil_ { return try interpolatedText(fallback) }
            return SwiftDescription.interpolated(unwrapped, as: swiftType(optional).unwrapped)
        case .forceUnwrapped(let optional, let location):
            return SwiftDescription.interpolated(try unwrapped(optional, at: location), as: swiftType(optional).unwrapped)
        case .wholeNumber(let number, let location):
            return String(try wholeNumber(number, at: location))
        default:
            return SwiftDescription.interpolated(try evaluate(value), as: swiftType(value))
        }
    }

    /// A value that reads the app's state as an expression SwiftUI computes again when the state
    /// changes; nil when it reads no state (or cannot be computed later).
    static func binding(_ value: Value, always: Bool = false) -> Expression? {
        func expression(_ value: Value) -> Expression? {
            switch value {
            case .constant(.string(let text)): .string(text)
            case .constant(.number(let number)): .number(number)
            case .pointLiteral(let number): .pointLiteral(number)
            case .constant(.bool(let flag)): .bool(flag)
            case .read(let reference, let property) where reference.part == nil:
                .property(target: reference.id, property: property)
            case .state(let name, _): .variable(name)
            case .wholeNumber(let inner, _): expression(inner).map(Expression.wholeNumber)
            case .rounded(let inner): expression(inner).map(Expression.rounded)
            case .negated(let inner): expression(inner).map(Parser.negation)
            case .compared(let left, let comparison, let right, _):
                expression(left).flatMap { l in
                    expression(right).map { .conditional(when: [Condition(left: l, comparison: comparison, right: $0)], .bool(true), .bool(false)) }
                }
            case .choice(let condition, let then, let otherwise):
                expression(condition).flatMap { flag in
                    expression(then).flatMap { a in
                        expression(otherwise).map { b in
                            Expression.conditional(when: [Condition(left: flag, comparison: .equal, right: .bool(true))], a, b)
                        }
                    }
                }
            case .described(let inner, _): expression(inner).map(Expression.described)
            case .numberFormatted(let inner, let style, _): expression(inner).map { .numberFormatted($0, style) }
            case .measured(let inner, .isEmpty, chained: false, _): expression(inner).map(Expression.isEmpty)
            case .logical(let left, let right, let all, _):
                // `a && b`: both hold; `a || b`: not both fail.
                expression(left).flatMap { l in
                    expression(right).map { r in
                        all ? .conditional(when: [Condition(left: l, comparison: .equal, right: .bool(true)),
                                                  Condition(left: r, comparison: .equal, right: .bool(true))], .bool(true), .bool(false))
                            : .conditional(when: [Condition(left: l, comparison: .equal, right: .bool(false)),
                                                  Condition(left: r, comparison: .equal, right: .bool(false))], .bool(false), .bool(true))
                    }
                }
            case .getter(let computed, _, _): computed
            case .sum(let left, let right, let negated, _):
                expression(left).flatMap { l in expression(right).map { .sum(l, $0, negated: negated) } }
            case .product(let left, let right, let divided, _):
                expression(left).flatMap { l in expression(right).map { .product(l, $0, divided: divided) } }
            case .interpolation(let parts):
                parts.allSatisfy { expression($0) != nil } ? .interpolation(parts.compactMap(expression)) : nil
            case .joined(let left, let right):
                expression(left).flatMap { l in expression(right).map { .joined(l, $0) } }
            case .formatted(let text, let arguments, _):
                arguments.allSatisfy { expression($0) != nil } ? .formatted(text, arguments.compactMap(expression)) : nil
            default: nil
            }
        }
        func readsState(_ value: Value) -> Bool {
            switch value {
            case .state: true
            case .interpolation(let parts): parts.contains(where: readsState)
            case .joined(let left, let right), .sum(let left, let right, _, _), .product(let left, let right, _, _):
                readsState(left) || readsState(right)
            case .wholeNumber(let inner, _), .described(let inner, _), .coalesced(let inner, _), .forceUnwrapped(let inner, _),
                 .rounded(let inner), .negated(let inner), .numberFormatted(let inner, _, _), .measured(let inner, _, _, _):
                readsState(inner)
            case .formatted(_, let arguments, _): arguments.contains(where: readsState)
            case .resource(let resource): resource.arguments.contains(where: readsState)
            case .choice(let condition, let then, let otherwise):
                readsState(condition) || readsState(then) || readsState(otherwise)
            case .compared(let left, _, let right, _), .logical(let left, let right, _, _): readsState(left) || readsState(right)
            default: false
            }
        }
        return always || readsState(value) ? expression(value) : nil
    }

    /// A state variable the screen declares; a bare element id or an unknown name is refused.
    func stateVariable(_ name: String, at location: SourceLocation) throws(Problem) -> StateVariable {
        if let variable = screen.state[name] { return variable }
        let declared = screen.state.keys.sorted()
        // Kotlin's `$name` template, or a name in a `${ }` template's code: a variable the screen
        // does not declare, told the one it nearly spells.
        if screen.platform == .android {
            if let suggestion = NearMiss.suggestion(for: name, in: declared) {
                throw Problem(.unknownName(name, owner: nil, declared: declared, suggestion: suggestion), at: location)
            }
            throw Problem(.bareKotlinTemplate(name), at: location)
        }
        guard !declared.isEmpty, Interpreter.find(name, in: screen.elements) == nil else {
            throw Problem(.bareNameInInterpolation(name), at: location)
        }
        throw Problem(.unknownName(name, owner: nil, declared: declared, suggestion: NearMiss.suggestion(for: name, in: declared)),
                      at: location)
    }

    /// A bare name where an android attribute's value goes: a variable of the app's that the
    /// screen declares (`state:`), of a type the attribute takes, as Kotlin checks.
    /// A state variable given whole to a property (`saved` in Kotlin, `.accessibilityValue(word)`
    /// in SwiftUI): the screen must declare it, of a type the property takes (an Int is no text).
    func checkVariable(_ name: String, at location: SourceLocation, for property: String) throws(Problem) {
        guard let kind = ElementProperty.named(property, on: screen.platform)?.kind else { return }
        try checkVariable(name, at: location, kind: kind)
    }

    /// A state variable the screen declares, of a type that fits `kind`.
    func checkVariable(_ name: String, at location: SourceLocation, kind: ElementProperty.Kind) throws(Problem) {
        let kotlin = screen.platform == .android
        guard let variable = screen.state[name] else {
            let declared = screen.state.keys.sorted()
            if !declared.isEmpty, Interpreter.find(name, in: screen.elements) == nil {
                // A name that is neither a view nor a variable: the variables the screen has.
                throw Problem(.unknownName(name, owner: nil, declared: declared,
                                           suggestion: NearMiss.suggestion(for: name, in: declared), kotlin: kotlin),
                              at: location)
            }
            if !kotlin, Interpreter.find(name, in: screen.elements) == nil {
                // Neither a view nor a variable, on a screen that declares none: the app's own state,
                // which the screen does not have (a learner was told to write 'NAME.PROPERTY').
                throw Problem(.nameNotOnScreen(name, expected: kind), at: location)
            }
            throw Problem(kotlin ? .bareNameAsAttributeValue(name, expected: kind) : .bareNameAsValue(name, expected: kind),
                          at: location)
        }
        guard Interpreter.fits(variable.kind, kind) else {
            throw Problem(.variableKind(name, is: variable.kind, needs: kind, kotlin: kotlin), at: location)
        }
    }

    /// The id of the view of `kind` (nil: a button) that shows `text`: a SwiftUI `Text` by its
    /// text, a SwiftUI button by its title, a Compose button by its `Text`.
    func view(showing text: String, kind: ElementType?, at location: SourceLocation) throws(Problem) -> String {
        let views: [(id: String, shows: String?)] = switch (screen.platform, kind) {
        case (_, .Toggle?): screen.allElements.filter { $0.type == .Toggle }.map { ($0.id, $0.title ?? $0.accessibilityLabel) }
        case (_, .Image?): screen.allElements.filter { $0.type == .Image }.map { ($0.id, $0.image) }
        case (_, let kind?): screen.allElements.filter { $0.type == kind }.map { ($0.id, $0.text) }
        case (.android, nil): screen.allElements.filter { $0.type == .Composable && $0.android.role == .Button }.map { ($0.id, $0.text) }
        case (.ios, nil): screen.allElements.filter { $0.type == .SwiftUIButton }.map { ($0.id, $0.title ?? $0.accessibilityLabel) }
        }
        if let view = views.first(where: { $0.shows == text }) {
            // A text the app builds from its state, written again as the words it shows now, would
            // show those words for ever (a learner's `Text("2 in basket")` stayed 2 in the app).
            if let element = screen.element(view.id), element.bindings["text"] != nil || !element.updates.isEmpty {
                let template = element.bindings["text"].flatMap(Interpreter.kotlinTemplate)
                throw Problem(.literalOfChangingText(view.id, text, template: template, kotlin: screen.platform == .android),
                              at: location)
            }
            return view.id
        }
        // `Text("$uploaded of 3 uploaded")`: a text whose changes the screen lists (`updates:`), built
        // from a variable of the app the screen does not name; the template must fit what it shows.
        if screen.platform == .android, text.contains("$"), let view = views.first(where: { view in
            guard let element = screen.element(view.id), !element.updates.isEmpty else { return false }
            return ([element.text] + element.updates.map(Optional.some)).allSatisfy { shown in
                shown.map { Interpreter.template(text, fits: $0) } ?? false
            }
        }) {
            return view.id
        }
        // `Text("$count in basket")`: a text that reads the app's state, written as its template.
        if let view = views.first(where: { view in
            screen.element(view.id).flatMap { $0.bindings["text"] }.flatMap(Interpreter.kotlinTemplate)
                .map(Interpreter.unbraced) == Interpreter.unbraced(text)
        }) {
            return view.id
        }
        let shown = views.compactMap(\.shows)
        // `Text("Podcasts")` on a UIKit screen whose UILabel shows it: the view is UIKit's, fixed with its properties.
        if screen.platform == .ios, shown.isEmpty, let uikit = screen.allElements.first(where: { element in
            element.type.framework == .uikit && [element.text, element.title, element.accessibilityLabel, element.image].contains(text)
        }) {
            throw Problem(.shownByUIKitView(text, id: uikit.id, type: uikit.type.name), at: location)
        }
        throw Problem(.noViewShowing(text, kind: kind?.name ?? "button", shown: shown, suggestion: NearMiss.suggestion(for: text, in: shown)),
                      at: location)
    }

    /// Whether a Kotlin template (`$uploaded of 3 uploaded`) can show `text` (`2 of 3 uploaded`):
    /// each `$name` stands for a run of characters other than spaces, the rest as written.
    static func template(_ template: String, fits text: String) -> Bool {
        var pieces: [(literal: Bool, text: String)] = []
        var rest = Substring(template)
        while let dollar = rest.firstIndex(of: "$") {
            pieces.append((true, String(rest[..<dollar])))
            rest = rest[rest.index(after: dollar)...]
            // `${uploaded}`, `${photos.size}`: an expression in braces is one value too.
            if rest.first == "{", let close = rest.firstIndex(of: "}") {
                guard rest.index(after: rest.startIndex) < close else { return false }
                pieces.append((false, String(rest[rest.index(after: rest.startIndex)..<close])))
                rest = rest[rest.index(after: close)...]
                continue
            }
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !name.isEmpty else { return false }
            pieces.append((false, String(name)))
            rest = rest.dropFirst(name.count)
        }
        pieces.append((true, String(rest)))
        func match(_ index: Int, _ remaining: Substring) -> Bool {
            guard index < pieces.count else { return remaining.isEmpty }
            let piece = pieces[index]
            if piece.literal {
                return remaining.hasPrefix(piece.text) && match(index + 1, remaining.dropFirst(piece.text.count))
            }
            let run = remaining.prefix { $0 != " " }
            guard !run.isEmpty else { return false }
            return (1...run.count).contains { match(index + 1, remaining.dropFirst($0)) }
        }
        return match(0, Substring(text))
    }

    /// A Kotlin template with each `${name}` of a plain name written `$name`, which means the same.
    static func unbraced(_ template: String) -> String {
        var result = ""
        var rest = Substring(template)
        while let open = rest.range(of: "${") {
            result += rest[..<open.lowerBound]
            let after = rest[open.upperBound...]
            let name = after.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty, after.dropFirst(name.count).first == "}" {
                result += "$" + name
                rest = after.dropFirst(name.count + 1)
            } else {
                result += "${"
                rest = after
            }
        }
        return result + rest
    }

    /// A text bound to the app's state as Kotlin's template writes it (`$count in basket`); nil
    /// for anything a template does not write so simply.
    static func kotlinTemplate(_ binding: Expression) -> String? {
        guard case .interpolation(let parts) = binding else { return nil }
        var text = ""
        for part in parts {
            switch part {
            case .string(let literal): text += literal
            case .variable(let name): text += "$" + name
            default: return nil
            }
        }
        return text
    }

    /// A list's actions, each named constant (`share`) the action the fix made as it.
    private func resolved(_ actions: [CustomAction], at location: SourceLocation) throws(Problem) -> [CustomAction] {
        var made: [CustomAction] = []
        for action in actions {
            guard let constant = action.constant else {
                made.append(action)
                continue
            }
            guard let declared = screen.actionConstants[constant] else {
                throw Problem(.unknownActionConstant(constant, suggestion: NearMiss.suggestion(for: constant,
                                                                                               in: screen.actionConstants.keys.sorted())),
                              at: location)
            }
            made.append(declared)
        }
        return made
    }

    /// `AXCustomContent` is a class: the piece a constant names changes wherever a view lists it.
    private mutating func setImportance(ofConstant name: String, high: Bool) {
        screen.contentConstants[name]?.isHighImportance = high
        for element in screen.allElements where element.customContent?.contains(where: { $0.variable == name }) == true {
            screen.modify(element.id) { element in
                element.customContent = element.customContent?.map { piece in
                    var piece = piece
                    if piece.variable == name { piece.isHighImportance = high }
                    return piece
                }
            }
        }
    }

    /// The id of the view a reference made again stands for (`Text("…")`, `Link("…", …)`), found
    /// by what it shows; nil for a reference by id.
    /// SwiftUI's `Button("Contact support") { … }` where the screen has no such Button but a
    /// `Text` showing those words (a tappable text made a real button): the Button made in the
    /// Text's place, whose title it shows. Nil for any other statement.
    func buttonMadeFromText(_ statement: Statement) -> Statement? {
        guard screen.platform == .ios, statement.target.accessor == nil, statement.target.shownView == nil,
              let text = statement.target.shownText, case .handler(let handler, let names) = statement.change,
              handler.event == "tap",
              !screen.allElements.contains(where: { $0.type == .SwiftUIButton && ($0.title ?? $0.accessibilityLabel) == text }),
              let shown = screen.allElements.first(where: { $0.type == .Text && $0.text == text }) else { return nil }
        var made = statement
        made.target.id = shown.id
        made.change = .madeButton(handler, names: names)
        return made
    }

    func shownViewID(of reference: ElementReference) throws(Problem) -> String? {
        guard let text = reference.shownText else { return nil }
        switch reference.accessor {
        case "Link": return try linkedView(showing: text, at: reference.location)
        case "Icon", "IconButton":
            // `if (saved) A else B`: the node shows one of them.
            for other in [text] + reference.shownAlternatives {
                if let found = try? iconNode(showing: other, at: reference.location) { return found }
            }
            return try iconNode(showing: text, at: reference.location)
        case "imageLabel": return try imageButton(showing: text, at: reference.location)
        default: return try view(showing: text, kind: reference.shownView, at: reference.location)
        }
    }

    /// The SwiftUI button whose label is an image (`image: square.and.arrow.up` on the screen).
    func imageButton(showing image: String, at location: SourceLocation) throws(Problem) -> String {
        let buttons = screen.allElements.filter { $0.type == .SwiftUIButton && $0.image != nil }
        if let button = buttons.first(where: { $0.image == image }) { return button.id }
        let shown = buttons.compactMap(\.image)
        throw Problem(.noViewShowing(image, kind: "image button", shown: shown,
                                     suggestion: NearMiss.suggestion(for: image, in: shown)), at: location)
    }

    /// The Compose node that shows an icon (`icon: Icons.Filled.Send` on the screen).
    func iconNode(showing icon: String, at location: SourceLocation) throws(Problem) -> String {
        let nodes = screen.allElements.filter { $0.type == .Composable && $0.image != nil }
        // `Icons.Default` is Compose's other name for `Icons.Filled`.
        func same(_ name: String) -> String { name.replacingOccurrences(of: "Icons.Default.", with: "Icons.Filled.") }
        if let node = nodes.first(where: { $0.image.map(same) == same(icon) }) { return node.id }
        let shown = nodes.compactMap(\.image)
        throw Problem(.noIconShown(icon, shown: shown, suggestion: NearMiss.suggestion(for: icon, in: shown)), at: location)
    }

    /// The SwiftUI view a `Link` written again stands for: a `Text` that shows its title, else a
    /// `Button` titled so.
    func linkedView(showing text: String, at location: SourceLocation) throws(Problem) -> String {
        let texts = screen.allElements.filter { $0.type == .Text }.map { ($0.id, $0.text) }
        let buttons = screen.allElements.filter { $0.type == .SwiftUIButton }.map { ($0.id, $0.title ?? $0.accessibilityLabel) }
        let views = texts + buttons
        if let view = views.first(where: { $0.1 == text }) { return view.0 }
        let shown = views.compactMap(\.1)
        throw Problem(.noViewShowing(text, kind: "view", shown: shown, suggestion: NearMiss.suggestion(for: text, in: shown)),
                      at: location)
    }

    /// The Swift type of a value read from an element, on an ios screen.
    /// Whether code sets or adds to the app's variable `name`, anywhere in its branches.
    static func changes(_ effects: [Effect], variable name: String) -> Bool {
        Effect.any(in: effects) { effect in
            switch effect {
            case .setVariable(let changed, _), .addToVariable(let changed, _): changed == name
            default: false
            }
        }
    }

    /// How a UIButton's title is read in Swift: `title(for: .normal)`, `currentTitle`.
    static let buttonTitleAccessors: Set<String> = ["title(for:)", "currentTitle"]

    func swiftType(_ value: Value) -> SwiftDescription.SwiftType {
        if case .state(let name, _) = value { return screen.state[name]?.swiftType ?? .untyped }
        if case .rounded(let inner) = value { return swiftType(inner) }
        if case .pointLiteral = value { return .double }
        if case .measured(_, .isEmpty, chained: false, _) = value { return .bool }
        if case .logical = value { return .bool }
        if case .cased(_, _, let chained, _) = value { return chained ? .optionalString : .untyped }
        if case .sum(let left, let right, _, _) = value {
            let type = swiftType(left)
            return type == .untyped ? swiftType(right) : type
        }
        if case .product(let left, let right, _, _) = value {
            let type = swiftType(left)
            return type == .untyped ? swiftType(right) : type
        }
        guard screen.platform == .ios, case .read(let reference, let property) = value else { return .untyped }
        // UIKit declares both `String?`.
        if let accessor = reference.accessor, Self.buttonTitleAccessors.contains(accessor) { return .optionalString }
        // `self`, in a property an extension computes, is the view it is computed for.
        let id = reference.id == "self" ? selfID ?? reference.id : reference.id
        let element = reference.part == nil ? Interpreter.find(id, in: screen.elements) : nil
        return SwiftDescription.type(of: property, on: element?.type)
    }

    /// The texts of a Swift array `joined(separator:)` joins: each a `String` (a `String?` only
    /// when `compactMap { $0 }` drops the nil ones first), as Swift's `[String]` requires (the
    /// parser already refused an item that is no text).
    private func joinedTexts(_ items: [Value], compacted: Bool, at location: SourceLocation) throws(Problem) -> [String] {
        var texts: [String] = []
        for item in items {
            let type = swiftType(item)
            let value = try evaluate(item)
            // Kotlin's `listOf(null).joinToString()` writes "null"; Swift's `[String]` takes no nil.
            if screen.platform == .android, value == .nil_ {
                if !compacted { texts.append("null") }
                continue
            }
            if !compacted, type == .optionalString || value == .nil_ {
                // At the item when it is a view's property, else at `joined`.
                var place = location
                if case .read(let reference, _) = item { place = reference.location }
                throw Problem(.listOptional(Self.spelled(item)), at: place)
            }
            if let text = value.text { texts.append(text) }
        }
        return texts
    }

    /// `x!`: the value, which Swift only unwraps when it is optional and not nil.
    private func unwrapped(_ optional: Value, at location: SourceLocation) throws(Problem) -> PropertyValue {
        let type = swiftType(optional)
        if screen.platform == .ios, type != .optionalString, case .read(let reference, let property) = optional {
            throw Problem(.forceUnwrapNonOptional("\(reference.spelled).\(property)", type: type), at: location)
        }
        let value = try evaluate(optional)
        if value == .nil_ {
            throw Problem(screen.platform == .android ? .kotlinNullAssertion(Self.spelled(optional)) : .forceUnwrapNil(Self.spelled(optional)),
                          at: location)
        }
        return value
    }

    /// `Int(x)`: a number, truncated toward zero; text is refused as Swift refuses it.
    private func wholeNumber(_ value: Value, at location: SourceLocation) throws(Problem) -> Int {
        let type = swiftType(value)
        guard case .number(let number) = try evaluate(value), type != .optionalString else {
            throw Problem(.wholeNumberOfNonNumber(Self.spelled(value)), at: location)
        }
        guard let whole = SwiftDescription.wholeNumber(number) else {
            throw Problem(.wholeNumberOutOfRange(PropertyValue.format(number)), at: location)
        }
        return whole
    }

    /// The state variable a value reads, when it is one.
    private func stateName(_ value: Value) -> String? {
        if case .state(let name, _) = value { return name }
        return nil
    }

    /// Whether a value is a Swift `Int`: `Int(x)`, a text's `count`, an Int state, a whole
    /// literal, or arithmetic on those.
    static func isInt(_ value: Value) -> Bool {
        switch value {
        case .wholeNumber, .measured(_, .count, _, _): true
        case .constant(.number(let number)): number == number.rounded()
        case .sum(let left, let right, _, _), .product(let left, let right, _, _): isInt(left) && isInt(right)
        default: false
        }
    }

    /// A whole number written as a literal, which takes the other side's type.
    static func isWholeLiteral(_ value: Value) -> Bool {
        if case .constant(.number(let number)) = value { return number == number.rounded() }
        return false
    }

    /// What a value is, in words for a message: `a String`, `a number`, `a Bool`.
    private static func kindName(_ value: PropertyValue) -> String {
        switch value {
        case .string: "a String"
        case .number: "a number"
        case .bool: "a Bool"
        case .nil_: "nil"
        default: "a list"
        }
    }

    /// Where a value is written, when it says: a read's element, a state variable's name.
    private static func location(of value: Value) -> SourceLocation? {
        switch value {
        case .read(let reference, _): reference.location
        case .state(_, let location), .sum(_, _, _, let location), .product(_, _, _, let location), .wholeNumber(_, let location),
             .described(_, let location), .forceUnwrapped(_, let location), .compared(_, _, _, let location),
             .measured(_, _, _, let location), .logical(_, _, _, let location): location
        case .negated(let inner): location(of: inner)
        default: nil
        }
    }

    /// A value as the learner wrote it, for messages.
    private static func spelled(_ value: Value) -> String {
        switch value {
        case .read: Parser.spelledRead(value)
        case .constant(let constant): constant.text ?? "the value"
        default: "the value"
        }
    }

    private func traits(_ value: Value) throws(Problem) -> Traits {
        if case .traits(let traits) = try evaluate(value) { return traits }
        let location: SourceLocation = if case .read(let reference, _) = value { reference.location }
            else { statementLocation }
        throw Problem(.rejected(property: "accessibilityTraits", expected: .traits), at: location)
    }

    /// The element with this id, depth first, without copying the whole tree.
    static func find(_ id: String, in elements: [Element]) -> Element? {
        for element in elements {
            if element.id == id { return element }
            if !element.children.isEmpty, let found = find(id, in: element.children) { return found }
        }
        return nil
    }
}
