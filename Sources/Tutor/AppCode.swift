import Foundation
import AXModel
import FixScript
import ScreenReader

/// Turns parsed fix statements into the lines an iOS developer writes in an app (UIKit and
/// SwiftUI) and into one sentence each on what the change does for VoiceOver. Values read
/// from other elements are resolved on the fixed screen where SwiftUI cannot read them.
struct AppCode {
    /// The screen after the fix, to resolve `other.property` for SwiftUI.
    var screen: Screen
    /// The screen before it, to tell containers from single elements.
    var brokenScreen: Screen
    /// The screen just before the statement being explained, when earlier statements of the same
    /// fix changed it (`key.accessibilityTraits = .keyboardKey` then `.insert(.button)`).
    var before: Screen?

    init(screen: Screen, brokenScreen: Screen) {
        self.screen = screen
        self.brokenScreen = brokenScreen
    }

    /// The screen a statement starts from: as the earlier statements of the fix left it.
    private var screenBefore: Screen { before ?? brokenScreen }

    /// The screens each statement starts from, in order.
    private func screensBefore(_ statements: [FixScript.Statement]) -> [Screen] {
        var current = brokenScreen
        return statements.map { statement in
            defer { current = (try? FixScript.apply([statement], to: current, file: nil)) ?? current }
            return current
        }
    }

    /// One sentence a statement, each told from the screen the statements before it left.
    func reasons(_ statements: [FixScript.Statement]) -> [String] {
        zip(statements, screensBefore(statements)).map { statement, start in
            var code = self
            code.before = start
            return code.reason(statement)
        }
    }

    // MARK: UIKit

    /// The statements as UIKit code, a line said once (SwiftUI's `.combine` is two changes
    /// that UIKit writes as one line).
    ///
    /// A class's extensions come together after the other lines, later bodies replacing earlier
    /// ones as they do when applied: Swift takes one override of a method, and an extension only
    /// at a file's top level.
    func uikit(_ statements: [FixScript.Statement]) -> [String] {
        var seen: Set<String> = []
        // Each statement is told from the screen the statements before it left.
        var plain: [(statement: FixScript.Statement, before: Screen, index: Int)] = []
        // Where each view's label is set last: a label set afterwards replaces a joined one.
        var lastLabel: [String: Int] = [:]
        for (index, statement) in statements.enumerated() {
            if case .set("accessibilityLabel", _) = statement.change { lastLabel[statement.target.id] = index }
        }
        var extensions: [(type: String, increment: [Effect]?, decrement: [Effect]?, gestures: [EventHandler],
                          computed: [(property: String, value: String)])] = []
        var actions: [(target: String, actions: [CustomAction], addedToOwn: Bool, cleared: Bool)] = []
        for (position, (statement, start)) in zip(statements, screensBefore(statements)).enumerated() {
            // A view's custom actions are one list in UIKit, set once, after the other lines.
            if case .customActions(let added, let replacing, _) = statement.change {
                if let index = actions.firstIndex(where: { $0.target == statement.target.id }) {
                    actions[index].actions = replacing ? added : actions[index].actions + added
                    if replacing { actions[index].addedToOwn = false }
                    actions[index].cleared = statement.clearsToNil
                } else {
                    // Actions added to what the view had keep the list it had, when it had one.
                    let had = !(brokenScreen.element(statement.target.id)?.customActions.isEmpty ?? true)
                    actions.append((statement.target.id, added, !replacing && had, statement.clearsToNil))
                }
                continue
            }
            // An action appended to a list set above is one more action in that list.
            if case .appendCustomAction(let action, _) = statement.change,
               let index = actions.firstIndex(where: { $0.target == statement.target.id }) {
                // On nil, `?.append` adds nothing, as in the app.
                if !actions[index].cleared { actions[index].actions.append(action) }
                continue
            }
            guard statement.isExtension else {
                plain.append((statement, start, position))
                continue
            }
            var index = extensions.firstIndex { $0.type == statement.target.id }
            if index == nil {
                extensions.append((statement.target.id, nil, nil, [], []))
                index = extensions.count - 1
            }
            guard let index else { continue }
            switch statement.change {
            case .adjustment(let increment, let decrement, _, _):
                extensions[index].increment = increment ?? extensions[index].increment
                extensions[index].decrement = decrement ?? extensions[index].decrement
            case .handler(let handler, _):
                extensions[index].gestures.removeAll { $0.event == handler.event }
                extensions[index].gestures.append(handler)
            case .computed(let property, let value):
                extensions[index].computed.removeAll { $0.property == property }
                // A getter with statements is shown as written, each `return` giving the value.
                if case .getter(_, let body, _) = value {
                    let code = SwiftBodyCode(context: .view, locals: SwiftBodyCode.declared(in: body), returning: property)
                    extensions[index].computed.append((property, code.statements(body, indent: "").joined(separator: "\n")))
                } else {
                    extensions[index].computed.append((property, swift(value)))
                }
            default:
                break
            }
        }
        let lines = plain.flatMap { statement, start, position in
            var told = self
            told.before = start
            var code = told.uikit(statement)
            // The learner's Objective-C constants, which Swift spells as members (`.button`).
            if !statement.objCConstants.isEmpty, !code.hasPrefix("//"), !code.contains("\n"), !code.contains("  //") {
                var seenNames: Set<String> = []
                let names = statement.objCConstants.filter { seenNames.insert($0).inserted }
                code += "  // Swift's spelling of Objective-C's " + names.joined(separator: ", ")
            }
            // A label the statements set afterwards replaces the joined one: it is not shown.
            let labelledLater = (lastLabel[statement.target.id] ?? -1) > position
            return labelledLater ? [code] : combinedLabel(statement).map { [code, $0] } ?? [code]
        }.filter { line in
            // Compared without their comments, every line of a block.
            let code = line.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.components(separatedBy: "  //").first ?? String($0) }.joined(separator: "\n")
            // A line of a block said above (a labelled `.contain`'s two lines) is not said again.
            defer { for part in code.split(separator: "\n") where code.contains("\n") { seen.insert(String(part)) } }
            return seen.insert(code).inserted
        }
        // A note in words that an earlier block said already is said once.
        var notes: Set<String> = []
        let setUp = lines.flatMap { $0.split(separator: "\n").map(String.init) }.filter { !$0.hasPrefix("//") || notes.insert($0).inserted }
            + actions.flatMap { list in
                list.cleared ? ["\(list.target).accessibilityCustomActions = nil"]
                    : SwiftBodyCode.uikitCustomActions(list.actions, on: list.target, addedToOwn: list.addedToOwn)
            }
        let classes = extensions.flatMap {
            classProperties($0.type, statements)
                + SwiftBodyCode.extensionLines(of: $0.type, increment: $0.increment, decrement: $0.decrement, gestures: $0.gestures,
                                               computed: $0.computed)
        }
        // Statements run where the views are set up; an extension stands at the top level of a file.
        guard !setUp.isEmpty, !classes.isEmpty else { return AppCode.notingAvailability(setUp + classes) }
        return AppCode.notingAvailability([AppCode.setUpPlace] + setUp + [AppCode.extensionPlace] + classes)
    }

    /// The fixed screen's `@AccessibilityFocusState`s, each with the view bound to it.
    private var focusStates: [String: String] {
        var bound: [String: String] = [:]
        for element in screen.allElements {
            if let name = element.accessibilityFocusBinding, bound[name] == nil { bound[name] = element.id }
        }
        return bound
    }

    /// The statement as UIKit code; a `//` line in words where UIKit has no equivalent.
    func uikit(_ statement: FixScript.Statement) -> String {
        if case .set("accessibilityLabel", let value) = statement.change, let image = imageSegment(statement.target) {
            return "\(image).accessibilityLabel = \(swift(value))"
        }
        if case .set("isEnabled", let value) = statement.change, let part = statement.target.part,
           screen.element(statement.target.id)?.type == .UISegmentedControl {
            // A segment has no object to set `isEnabled` on: the control enables it.
            return "\(statement.target.id).setEnabled(\(swift(value)), forSegmentAt: \(part))"
        }
        guard let target = uikitTarget(statement.target) else {
            return "// \(statement.target.spelled): UIKit has no public API for this part of the control"
        }
        switch statement.change {
        case .lookOnly(let modifier):
            return "// .\(modifier)(…) is SwiftUI's, and changes only how the view looks"
        case .appearance(let written):
            return "\(target).\(written)"
        case .set("accessibilityTraits", let value) where value.readsTraits(of: statement.target.id):
            // `x = x | .y` and `x = x & ~.y` are insert and remove, as Swift's OptionSet says them.
            let id = statement.target.id
            switch value {
            case .union(.read(let own, _), let added) where own.id == id, .union(let added, .read(let own, _)) where own.id == id:
                return single(added).map { "\(target).accessibilityTraits.insert(.\($0))" }
                    ?? "\(target).accessibilityTraits.formUnion(\(swift(added)))"
            case .intersection(.read(let own, _), .complement(let removed)) where own.id == id,
                 .subtracting(.read(let own, _), let removed) where own.id == id:
                return single(removed).map { "\(target).accessibilityTraits.remove(.\($0))" }
                    ?? "\(target).accessibilityTraits.subtract(\(swift(removed)))"
            case .symmetricDifference(.read(let own, _), let flipped) where own.id == id:
                // Objective-C's `^=`: Swift's OptionSet flips bits with formSymmetricDifference.
                return "\(target).accessibilityTraits.formSymmetricDifference(\(single(flipped).map { "." + $0 } ?? swift(flipped)))"
            default:
                return "\(target).accessibilityTraits = \(swift(value))"
            }
        case .set(let property, .negated(.read(let reference, let read))) where read == property
            && reference.id == statement.target.id && reference.part == statement.target.part:
            // `x.isHidden = !x.isHidden` is Swift's toggle().
            return "\(target).\(property).toggle()"
        case .set("accessibilityValue", let value) where statement.target.part == nil
            && screenBefore.element(statement.target.id)?.type == .UISwitch:
            // UISwitch reports its own value, whatever is set (docs/voiceover.md VO-1.10).
            return "\(target).accessibilityValue = \(swift(value))  // never heard: a UISwitch reports its own on or off"
        case .set(let property, let value) where statement.swiftUI && property == "accessibilityLabel"
            && screenBefore.element(statement.target.id)?.type == .Image && Self.stateNames(in: value).isEmpty:
            // SwiftUI's Image is an element by itself; in UIKit it is a UIImageView, which is one only
            // when made so (docs/voiceover.md VO-5.5).
            let made = screenBefore.element(statement.target.id)?.resolvedIsAccessibilityElement == true
                ? ["\(target).isAccessibilityElement = true  // a UIImageView is no element by itself"] : []
            return (made + ["\(target).accessibilityLabel = \(swift(value))"]).joined(separator: "\n")
        case .set(let property, let value):
            let names = Self.stateNames(in: value)
            guard statement.swiftUI, !names.isEmpty else { return "\(target).\(property) = \(swift(value))" }
            // SwiftUI reads the state again on every change; UIKit code sets the value once.
            return "\(target).\(property) = \(swift(value))  // and again wherever \(names.joined(separator: " or ")) "
                + "changes (a didSet): UIKit sets a value once"
        case .spellOut(let on, let label):
            // UIKit spells out an attributed label; its string is the label (docs/voiceover.md VO-1.21).
            let text = label.map(swift) ?? CodeLiteral.swift(screen.element(statement.target.id)?.resolvedLabel ?? "")
            return "\(target).accessibilityAttributedLabel = NSAttributedString(string: \(text), attributes: "
                + "[.accessibilitySpeechSpellOut: \(on)])"
        case .decorativeImage:
            // A UIImageView is no element unless made one; said outright, it stays out.
            return FixScript.targetIDs(of: statement, on: brokenScreen).map { "\($0).isAccessibilityElement = false" }
                .joined(separator: "\n")
        case .add(let property, let amount):
            return amount < 0 ? "\(target).\(property) -= \(PropertyValue.format(-amount))"
                : "\(target).\(property) += \(PropertyValue.format(amount))"
        case .appendText(let property, let added, let optional, _):
            return "\(target).\(property)\(optional ? "?" : "!") += \(swift(added))"
        case .insertTraits(let value):
            let inserted = single(value).map { "\(target).accessibilityTraits.insert(.\($0))" }
                ?? "\(target).accessibilityTraits.formUnion(\(swift(value)))"
            // SwiftUI's Text is a UILabel in UIKit, whose own `.staticText` says a tap does nothing:
            // a role given to it takes that trait's place (seed 000, roles are exclusive; traits-conflict).
            if statement.swiftUI, case .constant(.traits(let added)) = value,
               let role = Self.roles.first(where: { added.contains($0.trait) })?.name,
               screenBefore.element(statement.target.id)?.resolvedTraits.contains(.staticText) == true {
                return "\(target).accessibilityTraits.remove(.staticText)  // a UILabel's own trait: \(role) is not "
                    + "static text too\n" + inserted
            }
            return inserted
        case .removeTraits(let value), .intersectTraits(.complement(let value)):
            // `&= ~x` keeps every trait but x: UIKit's own way to say that is remove.
            return single(value).map { "\(target).accessibilityTraits.remove(.\($0))" }
                ?? "\(target).accessibilityTraits.subtract(\(swift(value)))"
        case .intersectTraits(let value):
            return "\(target).accessibilityTraits.formIntersection(\(swift(value)))"
        case .childBehavior(let behavior):
            // SwiftUI's children behaviours as UIKit writes them (docs/voiceover.md VO-4.5).
            switch behavior {
            case .contain:
                // A labelled `.contain` container is a semantic group (docs/voiceover.md VO-1.20).
                guard screen.element(statement.target.id)?.groupLabel != nil else { return "\(target).isAccessibilityElement = false" }
                return "\(target).isAccessibilityElement = false\n\(target).accessibilityContainerType = .semanticGroup"
            case .ignore: return "\(target).isAccessibilityElement = true"
            case .combine:
                return "\(target).isAccessibilityElement = true"
            }
        case .hidden(let hidden):
            return "\(target).accessibilityElementsHidden = \(hidden)"
        case .headingLevel(let level):
            return "// \(target): a UIKit view has no heading level (only attributed text carries "
                + ".accessibilityTextHeadingLevel); SwiftUI writes .accessibilityHeading(\(AppCode.headingLevel(level)))"
        case .sortPriority:
            return "// \(target): UIKit has no sort priority; list the container's elements in order: "
                + "container.accessibilityElements = [...]"
        case .directTouch(let area, let options):
            // UIKit's direct touch area is the trait; its options are a property beside it (iOS 17).
            let trait = "\(target).accessibilityTraits.\(area ? "insert" : "remove")(.allowsDirectInteraction)"
            guard area, !options.isEmpty else { return trait }
            let setting = "\(target).accessibilityDirectTouchOptions = \(DirectTouchOption.swift(options))"
            // A view that is a direct touch area already needs only its options.
            return traits(of: statement.target, on: screenBefore).contains(.allowsDirectInteraction) ? setting : trait + "\n" + setting
        case .adjustment:
            // SwiftUI's action has no one-line UIKit form; a UIKit extension is written whole, one
            // a class, by `uikit(_ statements:)`.
            return "// \(target): a UIKit view overrides accessibilityIncrement() and accessibilityDecrement() in its class"
        case .customActions:
            // Written whole, one list a view, by `uikit(_ statements:)`.
            return "// \(target): a UIKit view's custom actions are one list, accessibilityCustomActions"
        case .appendCustomAction(let action, _):
            var lines = SwiftBodyCode.uikitCustomActions([action], on: target)
            lines[0] = "\(target).accessibilityCustomActions?.append("
            lines[1] = String(lines[1].dropFirst(4))
            lines = [lines[0] + lines[1]] + lines[2..<(lines.count - 2)].map { String($0.dropFirst(4)) } + ["})"]
            return lines.joined(separator: "\n")
        case .customContent(let listed, let replacing):
            // Only a class that adopts the protocol has the property (docs/voiceover.md VO-8.4).
            let adopts = screen.element(statement.target.id).map { $0.type.framework == .uikit && $0.className != nil } ?? false
            // The protocol asks for the property; it does not give it: the class declares it.
            let note = adopts ? [] : ["// \(target) is of a class of your own that adopts AXCustomContentProvider "
                                      + "(import Accessibility) and declares: var accessibilityCustomContent: [AXCustomContent]! = []"]
            let made = listed.compactMap { if case .made(let piece) = $0 { piece } else { nil } }
            guard made.count < listed.count else {
                return (note + SwiftBodyCode.uikitCustomContent(made, on: target, replacing: replacing)).joined(separator: "\n")
            }
            // Constants the learner made are listed by name, as typed.
            let items = listed.map { piece in
                switch piece {
                case .made(let made): "AXCustomContent(label: \(CodeLiteral.swift(made.label)), value: \(CodeLiteral.swift(made.value)))"
                case .named(let name, _): name
                }
            }
            let lines = replacing ? ["\(target).accessibilityCustomContent = [\(items.joined(separator: ", "))]"]
                : items.map { "\(target).accessibilityCustomContent.append(\($0))" }
            return (note + lines).joined(separator: "\n")
        case .computed(let property, let value):
            // Only an extension computes one; the extension block shows it whole.
            let type = FixScript.computedType(property)
            return "// \(target): override var \(property): \(type) { get { \(swift(value)) } set { } }, in its class"
        case .declareAction(let name, let action, _):
            var lines = SwiftBodyCode.uikitCustomAction(action, indent: "")
            lines[0] = "let \(name) = " + lines[0]
            return lines.joined(separator: "\n")
        case .declareContent(let name, let piece):
            return "let \(name) = AXCustomContent(label: \(CodeLiteral.swift(piece.label)), value: \(CodeLiteral.swift(piece.value)))"
        case .contentImportance(let name, let high):
            return "\(name).importance = .\(high ? "high" : "default")"
        case .pieceImportance(let place, let high, _):
            return "\(target).accessibilityCustomContent\(place.spelled).importance = .\(high ? "high" : "default")"
        case .declareFocusState(let name):
            return "// \(name): UIKit has no focus state; the app moves focus by posting .layoutChanged with the view"
        case .replaceModifier, .declareFocusRequester, .focusRequester:
            return "// \(target): a Compose modifier has no UIKit form"
        case .focusBinding:
            return "// \(target): UIKit moves focus with UIAccessibility.post(notification: .layoutChanged, argument: \(target))"
        case .buttonTitle(let title):
            return "\(target).setTitle(\(swift(title)), for: .normal)"
        case .madeButton(let handler, _):
            // UIKit makes no button around a view: the view is one element, says it is a button,
            // and a tap recognizer runs the action.
            let action = SwiftBodyCode(context: .controller).statements(handler.effects, indent: "").joined(separator: "; ")
            var lines: [String] = []
            if let label = combinedLabel(of: statement.target.id) { lines += ["\(target).isAccessibilityElement = true", label] }
            return (lines + ["\(target).accessibilityTraits = .button",
                             "// a tap on \(target) runs \(action.isEmpty ? "the action" : action): a UITapGestureRecognizer "
                                 + "on it, which VoiceOver's double tap triggers"]).joined(separator: "\n")
        case .madeLink(let url, _):
            // UIKit has no link view: the view says it is one, and its tap code opens the page.
            return "\(target).accessibilityTraits = .link  // its tap opens the page: "
                + "UIApplication.shared.open(URL(string: \(CodeLiteral.swift(url)))!)"
        case .bindOn(let name):
            // UIKit keeps no binding: the switch is set from the app's Bool, and sets it back when flipped.
            return "\(target).isOn = \(name)\n\(target).addAction(UIAction { [weak self] _ in\n    guard let self else { return }\n"
                + "    self.\(name) = self.\(target).isOn\n}, for: .valueChanged)"
        case .handler(let handler, _) where handler.answeringMethod != nil:
            return "// \(target): a UIKit view answers it in its class: override func "
                + "\(handler.answeringMethod ?? "")() -> Bool"
        case .handler(let handler, _):
            return SwiftBodyCode.uikitAddAction(handler, on: target, focusStates: focusStates, writtenInSwiftUI: statement.swiftUI)
                .joined(separator: "\n")
        }
    }

    /// SwiftUI's `.combine` joins the children's labels; UIKit does not, so its translation
    /// sets the label from the leaves inside, in order. Nil for any other statement.
    private func combinedLabel(_ statement: FixScript.Statement) -> String? {
        guard case .childBehavior(.combine) = statement.change, uikitTarget(statement.target) != nil else { return nil }
        return combinedLabel(of: statement.target.id)
    }

    /// `x.accessibilityLabel = [a, b].compactMap(\.accessibilityLabel).joined(separator: ", ")`:
    /// the labels of the views inside `id` joined, as SwiftUI does and UIKit does not; a view the
    /// fix hides is not among them.
    private func combinedLabel(of target: String) -> String? {
        guard let container = brokenScreen.element(target) else { return nil }
        var leaves: [String] = []
        func walk(_ elements: [Element]) {
            for element in elements where !(screen.element(element.id)?.accessibilityElementsHidden ?? false)
                && screen.element(element.id)?.isHidden != true {
                element.children.isEmpty ? leaves.append(element.id) : walk(element.children)
            }
        }
        walk(container.children)
        guard !leaves.isEmpty else { return nil }
        return "\(target).accessibilityLabel = [\(leaves.joined(separator: ", "))].compactMap(\\.accessibilityLabel)"
            + ".joined(separator: \", \")  // UIKit does not join the children's words"
    }

    /// An icon segment's image, which carries the segment's label in UIKit
    /// (`layout.imageForSegment(at: 0)?`); nil for a titled segment or anything else.
    private func imageSegment(_ reference: FixScript.ElementReference) -> String? {
        guard let part = reference.part, let index = Int(part), let element = brokenScreen.element(reference.id),
              element.type == .UISegmentedControl, let segments = element.segments, segments.indices.contains(index),
              segments[index].isEmpty else { return nil }
        return "\(reference.id).imageForSegment(at: \(index))?"
    }

    /// How UIKit names an element or a part of a control: a tab is `tabBar.items?[1]`; a
    /// segment or a stepper's button has no property of its own (nil).
    private func uikitTarget(_ reference: FixScript.ElementReference) -> String? {
        // `super.accessibilityTraits` in a getter: the superclass's, read past the override.
        if reference.id == "self", reference.accessor == "super" { return "super" }
        guard let part = reference.part else { return reference.id }
        switch screen.element(reference.id)?.type {
        case .UITabBar?: return "\(reference.id).items?[\(part)]"
        default: return nil
        }
    }

    /// `.h2` for level 2, `.unspecified` for none: SwiftUI's `AccessibilityHeadingLevel`.
    static func headingLevel(_ level: Int?) -> String {
        level.map { ".h\($0)" } ?? ".unspecified"
    }

    /// The single trait a value names, if it names exactly one.
    /// The roles a label may take in place of its static text, as the traits-conflict rule names them.
    private static let roles: [(trait: Traits, name: String)] = [
        (.button, "a button"), (.link, "a link"), (.searchField, "a search field"), (.keyboardKey, "a keyboard key"),
        (.adjustable, "an adjustable element"),
    ]

    private func single(_ value: FixScript.Value) -> String? {
        guard case .constant(.traits(let traits)) = value, traits.swiftNames.count == 1 else { return nil }
        return traits.swiftNames.first
    }

    /// A value as the operand of a prefix `!` or the receiver of a method or property: in
    /// parentheses when an operator makes it (`(x ?? "").isEmpty`, `!(a == b)`).
    private func operand(_ value: FixScript.Value) -> String {
        switch value {
        case .coalesced, .sum, .product, .choice, .joined, .compared, .logical: "(" + swift(value) + ")"
        default: swift(value)
        }
    }

    /// A value as Swift source.
    /// A whole number written with literals only (`3`, `0 + 1`, `2 * 3`), as Swift computes it;
    /// nil for anything else, or a result out of `Int`'s range.
    static func wholeConstant(_ value: FixScript.Value) -> Int? {
        switch value {
        case .constant(.number(let number)): return SwiftDescription.wholeNumber(number)
        case .sum(let left, let right, let negated, _):
            guard let l = wholeConstant(left), let r = wholeConstant(right) else { return nil }
            let (result, overflow) = negated ? l.subtractingReportingOverflow(r) : l.addingReportingOverflow(r)
            return overflow ? nil : result
        case .product(let left, let right, let divided, _):
            guard let l = wholeConstant(left), let r = wholeConstant(right), !(divided && r == 0) else { return nil }
            let (result, overflow) = divided ? l.dividedReportingOverflow(by: r) : l.multipliedReportingOverflow(by: r)
            return overflow ? nil : result
        default: return nil
        }
    }

    func swift(_ value: FixScript.Value) -> String {
        switch value {
        case .constant(let constant): return swift(constant)
        case .pointLiteral(let number): return String(describing: number)
        case .read(let reference, let property):
            // A cell's text, a button's title, as UIKit reaches it, as the learner wrote it.
            return "\(uikitTarget(reference) ?? reference.spelled).\(reference.swiftPath(of: property))"
        case .elements(let references): return "[" + references.map(\.spelled).joined(separator: ", ") + "]"
        case .interpolation(let parts):
            return "\"" + parts.map { part in
                if case .constant(.string(let text)) = part { return CodeLiteral.swiftEscaped(text) }
                // A whole number a constant or a loop's offset put here (`let unread = 3`, `\(index + 1)`
                // over `enumerated()`) reads as written: `"3 unread"`, `"Podcast 1 of 2"`.
                if let whole = Self.wholeConstant(part) { return String(whole) }
                if case .pointLiteral(let number) = part { return String(describing: number) }
                return "\\(" + swift(part) + ")"
            }.joined() + "\""
        case .coalesced(let optional, let fallback): return "\(swift(optional)) ?? \(swift(fallback))"
        case .joined(let left, let right):
            // `??` binds looser than `+`: a side that coalesces keeps its parentheses.
            let side = { (part: FixScript.Value) in
                if case .coalesced = part { return "(" + swift(part) + ")" }
                return swift(part)
            }
            return side(left) + " + " + side(right)
        case .list(let items, let separator, let compacted, _):
            let separator = separator == .constant(.string("")) ? "" : "separator: " + swift(separator)
            return "[" + items.map(swift).joined(separator: ", ") + "]" + (compacted ? ".compactMap { $0 }" : "")
                + ".joined(\(separator))"
        case .forceUnwrapped(let optional, _): return swift(optional) + "!"
        case .negated(let inner): return "!" + operand(inner)
        case .measured(let inner, let measure, let chained, _): return operand(inner) + (chained ? "?." : ".") + measure.rawValue
        case .logical(let left, let right, let all, _):
            // `||` inside `&&` keeps its parentheses; a choice on either side too.
            func side(_ part: FixScript.Value) -> String {
                switch part {
                case .logical(_, _, let inner, _) where inner != all: "(" + swift(part) + ")"
                case .choice: "(" + swift(part) + ")"
                default: swift(part)
                }
            }
            return side(left) + (all ? " && " : " || ") + side(right)
        case .choice(let condition, let then, let otherwise): return "\(swift(condition)) ? \(swift(then)) : \(swift(otherwise))"
        case .compared(let left, let comparison, let right, _): return "\(swift(left)) \(comparison.rawValue) \(swift(right))"
        case .rounded(let inner): return operand(inner) + ".rounded()"
        case .cased(let inner, let textCase, let chained, _):
            return operand(inner) + (chained ? "?." : ".") + textCase.rawValue
        case .numberFormatted(let inner, let style, _): return operand(inner) + ".formatted(\(style.written))"
        case .sum(let left, let right, let negated, _): return swift(left) + (negated ? " - " : " + ") + swift(right)
        case .product(let left, let right, let divided, _):
            // `+` and `-` bind looser than `*` and `/`: such a side keeps its parentheses, as does a
            // right side that divides or multiplies again (`a / (b / c)`).
            func side(_ part: FixScript.Value, right: Bool) -> String {
                switch part {
                case .sum, .coalesced, .choice: "(" + swift(part) + ")"
                case .product where right: "(" + swift(part) + ")"
                default: swift(part)
                }
            }
            return side(left, right: false) + (divided ? " / " : " * ") + side(right, right: true)
        case .getter(let computed, _, _): return SwiftBodyCode(context: .view).expression(computed)
        case .wholeNumber(let number, _): return "Int(\(swift(number)))"
        case .described(let inner, _): return "String(\(swift(inner)))"
        case .state(let name, _): return name
        case .formatted(let format, let arguments, _):
            return "String(format: \(CodeLiteral.swift(format))" + arguments.map { ", " + swift($0) }.joined() + ")"
        case .resource(let resource):
            // Android's string table; an app for iOS looks the text up in its Localizable strings,
            // whose format writes Foundation's `%@` where Java's has `%s`.
            let lookup = "NSLocalizedString(\(CodeLiteral.swift(resource.name)), comment: \"\")"
            guard !resource.arguments.isEmpty else { return lookup }
            return "String(format: \(lookup)" + resource.arguments.map { ", " + swift($0) }.joined() + ")"
        case .localized(let key, let comment, .nsLocalizedString):
            return "NSLocalizedString(\(swift(key)), comment: \(CodeLiteral.swift(comment ?? "")))"
        case .localized(let key, _, .stringLocalized):
            return "String(localized: \(swift(key)))"
        case .union(let a, let b):
            if let traits = constantTraits(value) { return swift(PropertyValue.traits(traits)) }
            return "\(swift(a)).union(\(swift(b)))"
        case .intersection(let a, .complement(let b)): return "\(swift(a)).subtracting(\(swift(b)))"
        case .intersection(let a, let b): return "\(swift(a)).intersection(\(swift(b)))"
        case .subtracting(let a, let b): return "\(swift(a)).subtracting(\(swift(b)))"
        case .symmetricDifference(let a, let b): return "\(swift(a)).symmetricDifference(\(swift(b)))"
        case .complement(let a):
            // An array literal has no type of its own here: it is made an option set first.
            let set = swift(a)
            return "UIAccessibilityTraits(rawValue: ~\(set.hasPrefix("[") ? "UIAccessibilityTraits(\(set))" : set).rawValue)"
        }
    }

    /// The traits a union of trait constants makes (`UIAccessibilityTraitButton | …`), folded
    /// so it is shown as one option set.
    private func constantTraits(_ value: FixScript.Value) -> Traits? {
        switch value {
        case .constant(.traits(let traits)): return traits
        case .union(let a, let b):
            guard let a = constantTraits(a), let b = constantTraits(b) else { return nil }
            return a.union(b)
        default: return nil
        }
    }

    /// What VoiceOver does with a touch on a direct touch area with these options (VO-3.4).
    static func directTouchReason(_ options: Set<DirectTouchOption>) -> String {
        if options.contains(.silentOnTouch) {
            return "a touch on it goes straight to the app and VoiceOver says nothing, so the app's own sound is heard alone."
        }
        if options.contains(.requiresActivation) {
            return "a touch reads it as any other element until a double tap opens it; then touches go to the app."
        }
        return "VoiceOver says its name when it is touched, then passes the touch to the app, which acts on it at once."
    }

    /// SwiftUI's `.accessibilityDirectTouch(_:options:)`, with only the arguments that differ from
    /// the defaults (`true`, `[]`).
    static func directTouchModifier(_ area: Bool, _ options: Set<DirectTouchOption>) -> String {
        guard area else { return "accessibilityDirectTouch(false)" }
        return options.isEmpty ? "accessibilityDirectTouch()" : "accessibilityDirectTouch(options: \(DirectTouchOption.swift(options)))"
    }

    private func swift(_ value: PropertyValue) -> String {
        switch value {
        case .string(let text): return CodeLiteral.swift(text)
        case .number(let number): return PropertyValue.format(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .traits(let traits): return "[" + traits.swiftNames.map { "." + $0 }.joined(separator: ", ") + "]"
        case .ids(let ids): return "[" + ids.joined(separator: ", ") + "]"
        case .strings(let texts): return "[" + texts.map(CodeLiteral.swift).joined(separator: ", ") + "]"
        case .containerType(let type): return "." + type.rawValue
        case .accessoryType(let type): return "." + type.rawValue
        case .directTouchOptions(let options): return DirectTouchOption.swift(options)
        case .nil_: return "nil"
        }
    }

    // MARK: SwiftUI

    /// The statements as SwiftUI modifiers, grouped under a comment naming each view; a `//`
    /// line in words where SwiftUI has no modifier for the change.
    func swiftUI(_ statements: [FixScript.Statement]) -> [String] {
        var order: [String] = []
        var modifiers: [String: [String]] = [:]
        for (statement, start) in zip(statements, screensBefore(statements)) {
            var code = self
            code.before = start
            switch statement.change {
            case .declareFocusState, .declareContent, .declareAction, .contentImportance: continue  // no view of their own
            default: break
            }
            // A UIKit extension of a class is the modifier of each view of it.
            let targets = FixScript.targetIDs(of: statement, on: brokenScreen) == [statement.target.id]
                ? [statement.target.spelled] : FixScript.targetIDs(of: statement, on: brokenScreen)
            for target in targets {
                if modifiers[target] == nil {
                    order.append(target)
                    modifiers[target] = []
                }
                // One modifier a kind: SwiftUI's adjustable action covers increment and decrement.
                for modifier in code.swiftUI(statement) where !(modifiers[target]?.contains(modifier) ?? false) {
                    // The view made anew (`Image(decorative:)`) comes before its modifiers, and the
                    // element it is made (`.accessibilityElement(children:)`) before those that
                    // describe that element: a label written before it names the view inside.
                    if case .decorativeImage = statement.change {
                        modifiers[target, default: []].insert(modifier, at: 0)
                    } else if modifier.hasPrefix("accessibilityElement(") {
                        let made = modifiers[target]?.firstIndex { $0.hasPrefix("Image(") }.map { $0 + 1 } ?? 0
                        modifiers[target, default: []].insert(modifier, at: made)
                    } else {
                        modifiers[target, default: []].append(modifier)
                    }
                }
            }
        }
        // The adjustable action written whole says what the words about it would.
        for (target, list) in modifiers where list.contains(where: { $0.hasPrefix("accessibilityAdjustableAction {") }) {
            modifiers[target] = list.filter { $0 != AppCode.adjustableAction }
        }
        let lines = order.flatMap { target in
            // Under a view made as the app makes it, its modifiers are indented as Swift code is;
            // written whole, it keeps the accessibility the app already gave it.
            let made = !heading(target, statements).hasPrefix("//")
            // A view made anew as a Button or a Link leaves the old view's modifiers with it (a
            // Text's `.isLink` was shown on the Button made to stop it sounding like a link).
            let remade = statements.contains { statement in
                switch statement.change {
                case .madeButton, .madeLink: statement.target.id == target
                default: false
                }
            }
            let own = made && !remade ? appsOwnModifiers(of: target, besides: modifiers[target] ?? []) : []
            return [heading(target, statements)] + (own + (modifiers[target] ?? [])).map { modifier in
                let line = modifier.hasPrefix("//") || modifier.hasPrefix("Image(") ? modifier : "." + modifier
                return made ? "    " + line.replacingOccurrences(of: "\n", with: "\n    ") : line
            }
        }
        // A modifier with a closure spans lines; the state its code changes is the view's @State.
        return AppCode.notingAvailability(stateDeclarations(statements) + lines.flatMap { $0.split(separator: "\n").map(String.init) })
    }

    /// The accessibility modifiers a SwiftUI view of the broken screen already has (its label, value,
    /// hint, added traits, heading level, sort priority, hidden), for a view written whole after a
    /// pass: copied without them, the app's view would lose them (`Text("Lemon tart")
    /// .accessibilityHeading(.h1)` without the `.isHeader` it had says no heading). A kind the fix
    /// writes itself is left to the fix.
    private func appsOwnModifiers(of target: String, besides written: [String]) -> [String] {
        guard let element = brokenScreen.element(target), element.type.framework == .swiftUI else { return [] }
        func writes(_ name: String) -> Bool { written.contains { $0.hasPrefix(name + "(") } }
        var own: [String] = []
        for (name, text) in [("accessibilityLabel", element.accessibilityLabel), ("accessibilityValue", element.accessibilityValue),
                             ("accessibilityHint", element.accessibilityHint)] {
            if let text, !writes(name) { own.append("\(name)(\(CodeLiteral.swift(text)))") }
        }
        if let traits = element.accessibilityTraits {
            // A trait the fix adds or removes itself is the fix's.
            let added = TraitName.all.filter { $0.trait != .none && traits.contains($0.trait) && !element.defaultTraits.contains($0.trait) }
                .compactMap(\.swiftUI).filter { name in !written.contains { $0.contains("." + name) } }
            if added.count == 1 { own.append("accessibilityAddTraits(.\(added[0]))") }
            if added.count > 1 { own.append("accessibilityAddTraits([" + added.map { "." + $0 }.joined(separator: ", ") + "])") }
        }
        if let level = element.headingLevel, !writes("accessibilityHeading") { own.append("accessibilityHeading(.h\(level))") }
        if let priority = element.sortPriority, !writes("accessibilitySortPriority") {
            own.append("accessibilitySortPriority(\(PropertyValue.format(priority)))")
        }
        if element.accessibilityElementsHidden, !writes("accessibilityHidden") { own.append("accessibilityHidden(true)") }
        return own
    }

    /// The APIs that compile only for iOS 17 and later (`UIAccessibilityTraits.toggleButton`,
    /// SwiftUI's `AccessibilityTraits.isToggle`, the direct touch options and SwiftUI's
    /// `.accessibilityDirectTouch`), said on the first line that writes one, which has no comment
    /// of its own: an app that also runs on iOS 16 needs `if #available(iOS 17, *)`.
    static func notingAvailability(_ lines: [String]) -> [String] {
        var noted = false
        let iOS17 = [".toggleButton", ".isToggle", ".isTabBar", "accessibilityDirectTouchOptions", ".accessibilityDirectTouch("]
        return lines.map { line in
            guard !noted, !line.hasPrefix("//"), !line.contains("//"),
                  let found = iOS17.first(where: { line.contains($0) }) else { return line }
            let name = found.hasSuffix("(") ? String(found.dropLast()) : found
            noted = true
            return line + "  // \(name) is new in iOS 17: check #available(iOS 17, *) for earlier systems"
        }
    }

    /// `// PlayerView has the property: var isPlaying = false`, for each of the app's variables an
    /// extension of `type` reads or changes by name: Swift finds it only if the class has it.
    private func classProperties(_ type: String, _ statements: [FixScript.Statement]) -> [String] {
        var names: [String] = []
        for statement in statements where statement.isExtension && statement.target.id == type {
            switch statement.change {
            case .adjustment(_, _, _, let used), .handler(_, let used):
                for use in used.variables where !names.contains(use.name) { names.append(use.name) }
            default:
                break
            }
        }
        return names.compactMap { name in
            stateLiteral(name).map { "// \(type) has the property: var \(name) = \($0)" }
        }
    }

    /// A state variable's first value as Swift writes it (`0`, `"stars"`, `false`).
    private func stateLiteral(_ name: String) -> String? {
        // A Toggle's own Bool, on a screen that keeps no variables, is declared by the fix.
        guard let variable = brokenScreen.state[name] ?? screen.state[name], !variable.isAccessibilityFocus else { return nil }
        return variable.kind == .string ? String(reflecting: variable.value.text ?? "")
            : SwiftDescription.interpolated(variable.value, as: variable.swiftType)
    }

    /// `// in the view: @State private var archived = 0`, for each state variable the statements'
    /// code reads or changes: SwiftUI keeps the app's state in the view.
    private func stateDeclarations(_ statements: [FixScript.Statement]) -> [String] {
        var names: [String] = []
        var focusStates: [String] = []
        for statement in statements {
            switch statement.change {
            case .declareFocusState(let name):
                focusStates.append("// in the view: @AccessibilityFocusState private var \(name): Bool")
            case .adjustment(_, _, _, let used), .customActions(_, _, let used), .handler(_, let used):
                for use in used.variables where !names.contains(use.name) { names.append(use.name) }
            case .set(_, let value) where statement.swiftUI:
                for name in Self.stateNames(in: value) where !names.contains(name) { names.append(name) }
            case .bindOn(let name) where !names.contains(name):
                names.append(name)
            default:
                break
            }
        }
        return focusStates + names.compactMap { name in
            stateLiteral(name).map { "// in the view: @State private var \(name) = \($0)" }
        }
    }

    /// `// the view row`; a SwiftUI `Text` made as the app makes it (`Text("Shipping")`), so the
    /// modifiers after it are whole code; for a tab or a segment, the view that stands for it in
    /// SwiftUI.
    private func heading(_ target: String, _ statements: [FixScript.Statement]) -> String {
        guard let reference = statements.first(where: { $0.target.spelled == target })?.target else { return "// the view \(target)" }
        // `Link("Terms", destination: URL(string: "…")!)`: the view made a link where it is made.
        func made<Found>(_ found: (FixScript.Statement) -> Found?) -> Found? {
            statements.lazy.filter { $0.target.id == reference.id }.compactMap(found).first
        }
        if reference.part == nil, let element = brokenScreen.element(reference.id),
           let url = made({ if case .madeLink(let url, _) = $0.change { url } else { nil } }) {
            let title = element.type == .Text ? element.text : element.title ?? element.resolvedLabel
            return "Link(\(CodeLiteral.swift(title ?? "")), destination: URL(string: \(CodeLiteral.swift(url)))!)"
        }
        // `Button { … } label: { cartTile }`: the Button made around the view, where the view stands.
        if reference.part == nil, let handler = made({ if case .madeButton(let handler, _) = $0.change { handler } else { nil } }) {
            // A Text made a Button by its words (`Button("Contact support") { … }`): written so.
            if let title = made({ statement -> String? in
                if case .madeButton = statement.change { statement.target.shownText } else { nil }
            }) {
                return SwiftBodyCode.swiftUIButton(titled: title, handler, shownText: shownText).joined(separator: "\n")
            }
            return SwiftBodyCode.swiftUIButton(around: reference.id, handler, shownText: shownText).joined(separator: "\n")
        }
        // `Image("IMG_2041", label: Text("…"))`: the image made again with its label.
        if reference.part == nil, let element = brokenScreen.element(reference.id), element.type == .Image, let asset = element.image,
           let label = made({ statement -> FixScript.Value? in
               guard statement.target.accessor == "label", case .set("accessibilityLabel", let value) = statement.change else { return nil }
               return value
           }) {
            return "Image(\(CodeLiteral.swift(asset)), label: Text(\(text(label, on: reference.id, property: "accessibilityLabel"))))"
        }
        if reference.part == nil, let element = brokenScreen.element(reference.id), element.type == .Text, let text = element.text {
            return "Text(\(CodeLiteral.swift(text)))"
        }
        // `Image(systemName: "trash")`, `Image("IMG_2041")`: the image made as the app makes it,
        // unless the fix makes it anew (`Image(decorative:)`, its first line).
        if reference.part == nil, let element = brokenScreen.element(reference.id), element.type == .Image,
           let image = element.image, !statements.contains(where: { $0.change == .decorativeImage(image) }) {
            return element.systemImage || reference.accessor == "systemName"
                ? "Image(systemName: \(CodeLiteral.swift(image)))" : "Image(\(CodeLiteral.swift(image)))"
        }
        // A SwiftUI Button given code: the Button made with it, its label as the screen shows it.
        if reference.part == nil, let element = brokenScreen.element(reference.id), Self.writesButton(element),
           let handler = made({ statement -> EventHandler? in
               if case .handler(let handler, _) = statement.change, handler.answeringMethod == nil { handler } else { nil }
           }) {
            return swiftUIButton(element, handler).joined(separator: "\n")
        }
        // `Toggle("Agree", isOn: $accepted)`: the switch made again, bound to the app's Bool.
        if reference.part == nil, let element = brokenScreen.element(reference.id), element.type == .Toggle,
           let name = made({ if case .bindOn(let name) = $0.change { name } else { nil } }) {
            return "Toggle(\(CodeLiteral.swift(element.title ?? element.resolvedLabel ?? "")), isOn: $\(name))"
        }
        guard reference.part != nil else { return "// the view \(target)" }
        switch screen.element(reference.id)?.type {
        case .UITabBar?: return "// the tab \(target)"
        case .UISegmentedControl?: return "// the view \(target): the segment's own view, inside the Picker"
        default: return "// the view \(target)"
        }
    }

    /// `Button("Transfer") { … }` or `Button { … } label: { Image(…) }`: a SwiftUI Button with the
    /// fix's code in its action, after what the app's action already does.
    private func swiftUIButton(_ button: Element, _ handler: EventHandler) -> [String] {
        let kept = button.onActivate.isEmpty ? [] : ["// what the Button already does stays here"]
        let image = button.image.map { button.systemImage ? "Image(systemName: \(CodeLiteral.swift($0)))" : "Image(\(CodeLiteral.swift($0)))" }
        let label: SwiftBodyCode.ButtonLabel = button.title.map { .title($0) } ?? .view(image ?? "")
        return SwiftBodyCode.swiftUIButton(label: label, handler, kept: kept, shownText: shownText)
    }

    /// Whether a SwiftUI Button's code can be written with the Button: its label is a title or an image.
    static func writesButton(_ element: Element) -> Bool {
        element.type == .SwiftUIButton && (element.title != nil || element.image != nil)
    }

    /// One statement's modifiers (without the leading dot), or `//` lines.
    private func swiftUI(_ statement: FixScript.Statement) -> [String] {
        let id = statement.target.id
        // SwiftUI builds a tab from the Text and Image of its `.tabItem { }` alone: no modifier
        // reaches the tab's own element, so what UIKit sets on the item is said in words; its
        // badge is `.badge(…)` on the tab's content view.
        if statement.target.part != nil, screen.element(id)?.type == .UITabBar {
            if case .set("badgeValue", _) = statement.change {} else {
                return ["// SwiftUI has no modifier that reaches a tab's own element: the tab says the text of the Label "
                        + "in its .tabItem { }, and a count goes in .badge(…) on the tab's content view"]
            }
        }
        if statement.target.part != nil, screen.element(id)?.type == .UISegmentedControl,
           case .set("isEnabled", _) = statement.change {
            return ["// SwiftUI has no modifier that disables one segment of a segmented Picker: disable the whole "
                    + "Picker with .disabled(true), or leave the option out"]
        }
        switch statement.change {
        case .lookOnly, .appearance:
            return []  // changes to looks are left out before a pass is shown (`changesOnlyLooks`)
        case .decorativeImage(let asset):
            return ["Image(decorative: \(CodeLiteral.swift(asset)))"]
        case .spellOut(let on, let label):
            let argument = on ? "" : "false"
            guard let label else { return ["speechSpellsOutCharacters(\(argument))"] }
            return ["accessibilityLabel(Text(\(text(label, on: id, property: "accessibilityLabel")))"
                    + ".speechSpellsOutCharacters(\(argument)))"]
        case .set("accessibilityLabel", _) where statement.target.accessor == "label":
            return []  // the label given where the image is made, by `heading`
        case .set(let property, let value):
            switch property {
            case "accessibilityValue" where screen.element(id)?.type == .UISwitch:
                // The UIKit line is never heard (VO-1.10); a Toggle's value set by a modifier is not the
                // same code, so it is not offered in its place.
                return ["// a UISwitch reports its own on or off whatever value is set, so this line is never heard: "
                        + "SwiftUI's Toggle says its own on or off too; leave .accessibilityValue out"]
            case "accessibilityLabel", "accessibilityValue", "accessibilityHint":
                if case .constant(.nil_) = value { return ["// no \(property): leave the modifier out"] }
                var modifier = "\(property)(\(text(value, on: id, property: property)))"
                if case .localized(.constant(.string(let key)), let comment?, _) = value, !comment.isEmpty {
                    // `Text(_:comment:)` keeps the translators' comment.
                    modifier = "\(property)(Text(\(CodeLiteral.swift(key)), comment: \(CodeLiteral.swift(comment))))"
                }
                // SwiftUI cannot read another view: the text is its value now, which a real app
                // interpolates from the state that view shows.
                guard let read = Self.firstRead(in: value) else { return [modifier] }
                if case .choice = value {
                    return [modifier + "  // the branch \(read) chooses now, written out: a SwiftUI view reads no other "
                            + "view's properties, so an app chooses it from the state it shows"]
                }
                return [modifier + "  // the text \(read) has now, written out: a SwiftUI view reads no other "
                        + "view's properties, so an app builds it from the state it shows"]
            case "accessibilityTraits":
                // SwiftUI adds and removes traits; it cannot set them all at once.
                let before = traits(of: statement.target, on: screenBefore)
                let after = resolvedTraits(value, on: id)
                return traitModifiers(before.subtracting(after), adding: false, on: id)
                    + traitModifiers(after.subtracting(before), adding: true, on: id)
            case "isAccessibilityElement" where statement.swiftUI:
                // The companion of `.accessibilityElement(children:)`, which says it already.
                return []
            case "isAccessibilityElement":
                let on = (resolved(value, on: id, property: property) ?? .bool(true)) == .bool(true)
                // UIKit's container made an element reads its own label, not its children's: SwiftUI's
                // `.ignore` (`.combine` would join the children's labels and traits, which UIKit does not).
                if isContainer(id) { return ["accessibilityElement(children: \(on ? ".ignore" : ".contain"))"] }
                // A view that is not an element by itself (a drawn view) becomes one with .accessibilityElement().
                let own = brokenScreen.element(id).map { Element(id: id, type: $0.type).defaultIsAccessibilityElement } ?? true
                return on ? [own ? AppCode.unhide : "accessibilityElement()"] : ["accessibilityHidden(true)"]
            case "accessibilityElementsHidden":
                return [value == .constant(.bool(false)) ? AppCode.unhide : "accessibilityHidden(\(swift(value)))"]
            case "isHidden":
                // UIKit's isHidden stops drawing the view: SwiftUI's `.hidden()` does that, and a view
                // shown is one written without it (`.accessibilityHidden` hides from VoiceOver only).
                return [value == .constant(.bool(false)) ? "// \(id): shown again, a SwiftUI view written without .hidden()"
                    : value == .constant(.bool(true)) ? "hidden()"
                    : "// \(id): SwiftUI leaves a view out while a condition holds: if !(\(swift(value))) { … } around it"]
            case "isEnabled" where Self.readsState(value):
                // `.disabled(!accepted)`: SwiftUI reads the state again whenever it changes.
                if case .negated(let inner) = value { return ["disabled(\(swift(inner)))"] }
                return ["disabled(!\(swift(value)))"]
            case "isEnabled":
                let enabled = (resolved(value, on: id, property: property) ?? .bool(true)) == .bool(true)
                // SwiftUI disables a view when any .disabled(true) in its chain or above says so.
                let modifier = enabled ? Self.removeDisabled : "disabled(true)"
                // A test of another view (`cardField.hasText`) is its result now: SwiftUI reads no other view.
                guard let read = Self.firstRead(in: value), !modifier.hasPrefix("//") else { return [modifier] }
                return [modifier + "  // what \(read) gives now, written out: a SwiftUI view reads no other view's "
                        + "properties, so an app tests the state it shows"]
            case "accessibilityViewIsModal":
                let on = (resolved(value, on: id, property: property) ?? .bool(true)) == .bool(true)
                // No SwiftUI view is modal by itself: the app's own modifier made it so, and goes.
                return [on ? "accessibilityAddTraits(.isModal)" : "// delete the view's .accessibilityAddTraits(.isModal)"]
            case "shouldGroupAccessibilityChildren":
                return ["accessibilityElement(children: .contain)"]
            case "accessibilityDirectTouchOptions":
                // SwiftUI's one modifier makes the view a direct touch area and gives its options.
                guard case .directTouchOptions(let options)? = resolved(value, on: id, property: property) else {
                    return ["// SwiftUI gives the options with the direct touch area: .accessibilityDirectTouch(options: …)"]
                }
                return [AppCode.directTouchModifier(true, options)]
            case "accessibilityElements":
                return ["// SwiftUI orders the views inside with .accessibilitySortPriority(_:) on each, higher first"]
            case "accessibilityContainerType" where resolved(value, on: id, property: property) == .containerType(.semanticGroup):
                // SwiftUI's `.contain` container is a group named by its label (docs/voiceover.md VO-1.20).
                return ["accessibilityElement(children: .contain)"]
            case "accessibilityContainerType":
                return ["// SwiftUI has no container type modifier: a List is a list container by itself"]
            case "isSelected":
                let on = (resolved(value, on: id, property: property) ?? .bool(true)) == .bool(true)
                return [on ? "accessibilityAddTraits(.isSelected)" : "accessibilityRemoveTraits(.isSelected)"]
            case "badgeValue":
                // SwiftUI's `.badge` on the tab's view (iOS 15); an item without one has no modifier.
                guard case .string(let badge)? = resolved(value, on: id, property: property), !badge.isEmpty else {
                    return ["// remove the tab's .badge"]
                }
                return ["badge(\(CodeLiteral.swift(badge)))  // on the tab's content view, beside its .tabItem { }"]
            default:
                if property == "accessibilityLanguage" {
                    return ["// SwiftUI has no accessibilityLanguage modifier: the words carry their language in the "
                            + "attributed string of the view's Text"]
                }
                if property == "isSecureTextEntry" {
                    // SwiftUI's secure field is a view of its own, not a modifier on a TextField.
                    return [value == .constant(.bool(true))
                        ? "// SwiftUI makes a secure field with its own view: SecureField(\"…\", text: $…) in place of the TextField"
                        : "// SwiftUI shows the text with a TextField(\"…\", text: $…) in place of the SecureField"]
                }
                if property == "accessoryType", case .constant(.accessoryType(.checkmark)) = value {
                    return ["accessibilityAddTraits(.isSelected)  // a SwiftUI row's checkmark is an image the app draws: the trait says it"]
                }
                return ["// SwiftUI has no accessibility modifier for \(property): the view's own state "
                        + "holds \(swift(value))"]
            }
        case .insertTraits(let value):
            return traitModifiers(resolvedTraits(value, on: id), adding: true, on: id)
        case .removeTraits(let value), .intersectTraits(.complement(let value)):
            return traitModifiers(resolvedTraits(value, on: id), adding: false, on: id)
        case .intersectTraits(let value):
            return traitModifiers(traits(of: statement.target, on: screenBefore).subtracting(resolvedTraits(value, on: id)),
                                  adding: false, on: id)
        case .add(let property, let amount):
            return ["// SwiftUI has no accessibility modifier for \(property): the view's own state "
                    + "changes by \(PropertyValue.format(amount))"]
        case .appendText(let property, _, _, _):
            // SwiftUI gives the modifier the whole text: what the view says once the text is added.
            let whole = screen.element(id)?.property(property)?.text
            return whole.map { ["\(property)(\(CodeLiteral.swift($0)))"] } ?? ["// the view has no \(property) to add to"]
        case .childBehavior(let behavior):
            return ["accessibilityElement(children: .\(behavior.rawValue))"]
        case .hidden(let hidden):
            return [hidden ? "accessibilityHidden(true)" : AppCode.unhide]
        case .headingLevel(let level):
            return ["accessibilityHeading(\(AppCode.headingLevel(level)))"]
        case .sortPriority(let priority):
            return ["accessibilitySortPriority(\(PropertyValue.format(priority)))"]
        case .directTouch(let area, let options):
            return [AppCode.directTouchModifier(area, options)]
        case .adjustment(let increment, let decrement, _, _):
            // Code that reads or sets UIKit views has no SwiftUI form: said in words.
            guard !SwiftBodyCode.usesViews((increment ?? []) + (decrement ?? [])) else { return [AppCode.adjustableAction] }
            return [SwiftBodyCode.swiftUIAdjustableAction(increment: increment, decrement: decrement, shownText: shownText)
                .joined(separator: "\n")]
        case .customActions(let actions, let replacing, _):
            let lines = actions.map { SwiftBodyCode.swiftUIAction(made($0), shownText: shownText).joined(separator: "\n") }
            return replacing && actions.isEmpty ? ["// remove the view's .accessibilityAction(named:) modifiers"] : lines
        case .appendCustomAction(let action, _):
            return [SwiftBodyCode.swiftUIAction(made(action), shownText: shownText).joined(separator: "\n")]
        case .declareAction:
            return []  // SwiftUI makes each action where the view lists it
        case .declareFocusState, .replaceModifier, .declareFocusRequester, .focusRequester:
            return []  // declared in the view, by `stateDeclarations`; a Compose modifier has no SwiftUI form
        case .focusBinding(let name):
            return ["accessibilityFocused($\(name))"]
        case .bindOn, .madeLink, .madeButton:
            return []  // the Toggle, Link or Button made again, by `heading`
        case .buttonTitle(let title):
            return ["// a SwiftUI Button is given its title where it is made: Button(\(swift(title))) { … }"]
        case .pieceImportance(let place, let high, _):
            let piece = screen.element(id)?.customContent.flatMap { pieces in place.index(in: pieces.count).map { pieces[$0] } }
            return ["// the view's .accessibilityCustomContent(\(piece.map { CodeLiteral.swift($0.label) } ?? "…"), …"
                    + (high ? ", importance: .high)" : ")") + " gives the piece its importance"]
        case .declareContent, .contentImportance:
            return []  // a SwiftUI piece is made in its modifier, importance and all
        case .computed("accessibilityTraits", _):
            // A view's traits as the class computes them: SwiftUI adds and removes what differs.
            let view = FixScript.targetIDs(of: statement, on: brokenScreen).first ?? id
            let before = traits(of: FixScript.ElementReference(id: view, location: statement.location), on: screenBefore)
            let after = fixedTraits(of: view)
            return traitModifiers(before.subtracting(after), adding: false, on: view)
                + traitModifiers(after.subtracting(before), adding: true, on: view)
        case .computed(let property, _):
            // Only the properties SwiftUI has a modifier for are named as one.
            switch property {
            case "accessibilityLabel", "accessibilityValue", "accessibilityHint":
                return ["// SwiftUI computes .\(property)(…) from the state the view shows, each time it draws"]
            case "isAccessibilityElement":
                return ["// SwiftUI has no computed isAccessibilityElement: .accessibilityElement(children: .ignore) makes "
                        + "the view one element, and .accessibilityHidden(…) hides it"]
            case "accessibilityTraits":
                return ["// SwiftUI computes its traits from the state the view shows: .accessibilityAddTraits(…) with the "
                        + "state in it, as in .accessibilityAddTraits(isOn ? .isSelected : [])"]
            default:
                return ["// SwiftUI has no modifier for \(property): the view's state gives it, each time it draws"]
            }
        case .customContent(let listed, let replacing):
            let pieces = self.pieces(listed)
            let modifiers = pieces.map { piece in
                "accessibilityCustomContent(\(CodeLiteral.swift(piece.label)), \(CodeLiteral.swift(piece.value))"
                    + (piece.isHighImportance ? ", importance: .high)" : ")")
            }
            return replacing && pieces.isEmpty ? ["// remove the view's .accessibilityCustomContent modifiers"] : modifiers
        case .handler(let handler, _) where handler.answeringMethod != nil:
            return [SwiftBodyCode.swiftUIGestureAction(handler, shownText: shownText).joined(separator: "\n")]
        case .handler(let handler, _) where handler.event == "editingChanged":
            // Typing changes the TextField's bound text: SwiftUI runs code on that change.
            return ["// a SwiftUI TextField writes what is typed to its binding: run this in .onChange(of: text) { … } "
                    + "on it, reading the state in place of the views"]
        case .handler(let handler, _):
            // A SwiftUI Button's code is its action closure, written with the Button (`heading`).
            let shown = brokenScreen.element(id)
            if let shown, Self.writesButton(shown), statement.target.part == nil { return [] }
            guard statement.swiftUI, shown?.type != .SwiftUIButton else {
                // A Button's code is its action closure, not a tap gesture beside it: said where it goes.
                let title = shown.flatMap { $0.title ?? $0.accessibilityLabel }.map(CodeLiteral.swift) ?? "\"…\""
                return ["// a SwiftUI Button runs this in its action closure, after what it already does:",
                        "// Button(\(title)) {"]
                    + SwiftBodyCode.swiftUITapGesture(handler, shownText: shownText).dropFirst().dropLast().map { "//" + $0 }
                    + ["// }"]
            }
            return [SwiftBodyCode.swiftUITapGesture(handler, shownText: shownText).joined(separator: "\n")]
        }
    }

    /// An action a list names by its constant (`share`), as the fix made it.
    private func made(_ action: CustomAction) -> CustomAction {
        action.constant.flatMap { screen.actionConstants[$0] } ?? action
    }

    /// The text a view's property has on the fixed screen, for SwiftUI code, which cannot read it.
    private var shownText: (String, String) -> String? {
        { [screen] target, property in
            if case .string(let text)? = screen.element(target)?.property(property) { text } else { nil }
        }
    }

    /// Where the lines of a fix go in an app, said when a fix has both kinds.
    static let setUpPlace = "// in the view controller, where it sets up its views (viewDidLoad):"
    static let extensionPlace = "// at the top level of a Swift file:"

    /// A control's state set in code sends no `.valueChanged`, so the app's own handler for a
    /// change does not run, as a tap would make it: said when the code sets `isOn` or `value`
    /// on a control and sends nothing (a learner's row flipped a switch the app never heard).
    static func unsentValueChange(_ effects: [Effect], on screen: Screen) -> String {
        let controls = SwiftBodyCode.unsentValueChanges(effects).filter { target in
            screen.element(target).map { ElementType.uikitControls.contains($0.type) } ?? false
        }
        guard let first = controls.first else { return "" }
        return " Setting \(first)'s state in code sends no .valueChanged, so the app's own handler does not run as it "
            + "would for a tap: call \(first).sendActions(for: .valueChanged) after it."
    }

    /// SwiftUI's adjustable behaviour, which also gives the trait: said in words, the bodies are
    /// the learner's.
    /// Whether a value reads a state variable of the app (`!accepted`): a SwiftUI modifier
    /// that reads it again whenever it changes.
    static func readsState(_ value: FixScript.Value) -> Bool { !stateNames(in: value).isEmpty }

    /// The state variables a value reads, in the order written, each once.
    static func stateNames(in value: FixScript.Value) -> [String] {
        var names: [String] = []
        func visit(_ value: FixScript.Value) {
            switch value {
            case .state(let name, _): if !names.contains(name) { names.append(name) }
            case .negated(let inner), .rounded(let inner), .wholeNumber(let inner, _), .described(let inner, _),
                 .forceUnwrapped(let inner, _), .measured(let inner, _, _, _):
                visit(inner)
            case .choice(let condition, let then, let otherwise): visit(condition); visit(then); visit(otherwise)
            case .compared(let left, _, let right, _), .logical(let left, let right, _, _): visit(left); visit(right)
            case .interpolation(let parts), .formatted(_, let parts, _): parts.forEach(visit)
            case .resource(let resource): resource.arguments.forEach(visit)
            case .joined(let left, let right), .coalesced(let left, let right), .sum(let left, let right, _, _),
                 .product(let left, let right, _, _):
                visit(left); visit(right)
            case .list(let items, let separator, _, _): items.forEach(visit); visit(separator)
            default: break
            }
        }
        visit(value)
        return names
    }

    /// Enabling in SwiftUI is taking `.disabled(true)` out: `.disabled(false)` after it changes nothing.
    static let removeDisabled = "// remove .disabled(true): a .disabled(false) after it does not undo it"

    /// A view shown to VoiceOver again: the app's own `.accessibilityHidden(true)` goes, rather
    /// than a second modifier that says the opposite.
    static let unhide = "// delete the view's .accessibilityHidden(true)"

    static let adjustableAction = "// .accessibilityAdjustableAction { direction in … } with your increment and decrement "
        + "(it makes the view adjustable)"

    /// `.accessibilityAddTraits(.isHeader)` and the modifiers for traits SwiftUI has no name for.
    /// `id`: the view the traits are on. A trait the view's type does not have by itself came from
    /// the app's own `.accessibilityAddTraits(…)`, which the fix deletes rather than cancels.
    private func traitModifiers(_ traits: Traits, adding: Bool, on id: String) -> [String] {
        var result: [String] = []
        var named = TraitName.all.filter { $0.trait != .none && traits.contains($0.trait) }
        if !adding, let type = brokenScreen.element(id)?.type {
            let own = Element(id: id, type: type).resolvedTraits
            for name in named where name.swiftUI != nil && !own.contains(name.trait) {
                // Deleted where the app wrote it, not cancelled by a second modifier.
                result.append("// delete the .accessibilityAddTraits(.\(name.swiftUI ?? "")) the app wrote on this view: "
                              + "\(type.framework == .swiftUI ? "a " + type.name : "the view") does not have it by itself"
                              + (name.trait == .selected ? "; the app adds it from its own state instead, as in "
                                 + ".accessibilityAddTraits(isChosen ? .isSelected : [])" : ""))
            }
            named.removeAll { $0.swiftUI != nil && !own.contains($0.trait) }
        }
        // A trait the view has already needs no modifier to add it; nor does one it has by itself (a
        // Slider is adjustable) that the app's code took away, which deleting that code gives back.
        // One an earlier line of this fix took away does.
        var givenBack: [String] = []
        if adding, let element = screenBefore.element(id) {
            let has = element.resolvedTraits
            let own = Element(id: id, type: element.type).resolvedTraits
            let broken = brokenScreen.element(id)?.resolvedTraits ?? []
            givenBack = named.filter { !has.contains($0.trait) && own.contains($0.trait) && !broken.contains($0.trait) }
                .compactMap(\.swiftUI)
            named.removeAll { has.contains($0.trait) || (own.contains($0.trait) && !broken.contains($0.trait)) }
        }
        // Said, not dropped silently (a learner looked for the .isImage they had added).
        for name in givenBack {
            result.append("// .\(name) is the view's own: it comes back once the app's code that took it away is deleted")
        }
        let swiftUINamed = named.compactMap(\.swiftUI)
        // A stack's modifier reaches each view inside unless the stack is one container element:
        // the tab bar trait belongs to the bar (docs/voiceover.md VO-7.1).
        if adding, named.contains(where: { $0.trait == .tabBar }), isContainer(id) {
            result.append("accessibilityElement(children: .contain)")
        }
        if !swiftUINamed.isEmpty {
            let list = swiftUINamed.count == 1 ? "." + swiftUINamed[0]
                : "[" + swiftUINamed.map { "." + $0 }.joined(separator: ", ") + "]"
            result.append((adding ? "accessibilityAddTraits(" : "accessibilityRemoveTraits(") + list + ")")
        }
        for name in named where name.swiftUI == nil {
            switch name.swift {
            // SwiftUI has no trait for "dimmed": only .disabled says it, and it disables the view too,
            // which the UIKit trait alone does not.
            case "notEnabled": result.append(adding ? "disabled(true)  // SwiftUI's only way to say dimmed, and it disables "
                                             + "the view too, as UIKit's isEnabled = false does" : Self.removeDisabled)
            case "adjustable" where adding:
                result.append(AppCode.adjustableAction)
            case "adjustable":
                result.append("// leave .accessibilityAdjustableAction out: SwiftUI has no trait to remove")
            default: break
            }
        }
        return result
    }

    /// The traits an element or part has on a screen, its type's default when none were set.
    private func traits(of reference: FixScript.ElementReference, on screen: Screen) -> Traits {
        guard reference.part == nil,
              case .traits(let traits)? = screen.element(reference.id)?.property("accessibilityTraits") else { return [] }
        return traits
    }

    /// A text value as a SwiftUI string literal, reads resolved on the fixed screen.
    private func text(_ value: FixScript.Value, on id: String, property: String) -> String {
        if case .constant(let constant) = value { return swift(constant) }
        if let resolved = resolvedText(value, setting: (id, property)) { return CodeLiteral.swift(resolved) }
        return swift(value)
    }

    /// The text a value reads on the fixed screen; a read of the property it is `setting` is of
    /// the screen before the fix, as the statement read it then.
    private func resolvedText(_ value: FixScript.Value, setting: (String, String)? = nil) -> String? {
        func resolve(_ value: FixScript.Value) -> String? { resolvedText(value, setting: setting) }
        switch value {
        case .constant(let constant): return constant.text
        case .pointLiteral(let number): return String(describing: number)
        case .read(let reference, let property):
            let before = setting.map { $0 == (reference.id, property) } ?? false
            return (before ? brokenScreen : screen).element(reference.id)?.property(property)?.text
        case .interpolation(let parts):
            let texts = parts.map(resolve)
            return texts.contains(where: { $0 == nil }) ? nil : texts.compactMap { $0 }.joined()
        case .coalesced(let optional, let fallback): return resolve(optional) ?? resolve(fallback)
        case .cased(let inner, let textCase, _, _): return resolve(inner).map(textCase.apply)
        case .localized(let key, _, _): return resolve(key)
        case .joined(let left, let right): return resolve(left).flatMap { l in resolve(right).map { l + $0 } }
        case .list(let items, let separator, _, _):
            // `compactMap { $0 }` drops what is nil on the screen: an element without the text.
            guard let separator = resolve(separator) else { return nil }
            return items.compactMap(resolve).joined(separator: separator)
        case .forceUnwrapped(let optional, _): return resolve(optional)
        case .choice(let condition, let then, let otherwise):
            // `x.isOn ? "A" : "B"`: the branch the fixed screen takes.
            guard let flag = resolvedFlag(condition) else { return nil }
            return resolve(flag ? then : otherwise)
        case .wholeNumber(let number, _):
            guard case .number(let value)? = resolvedNumber(number), let whole = SwiftDescription.wholeNumber(value)
            else { return nil }
            return String(whole)
        case .numberFormatted(let number, let style, _):
            guard case .number(let value)? = resolvedNumber(number) else { return nil }
            // A slider's value is a Float, which Foundation formats as the Double it widens to.
            var type: SwiftDescription.SwiftType = .untyped
            if case .read(let reference, let property) = number { type = SwiftDescription.type(of: property, on: screen.element(reference.id)?.type) }
            var isInt = Self.wholeConstant(number) != nil
            if case .wholeNumber = number { isInt = true }
            return style.format(value, as: isInt ? .int : type == .float ? .float : .double)
        default: return nil
        }
    }

    /// The Boolean a condition has on the fixed screen (`x.isOn`, `!x.isOn`); nil when it reads
    /// anything else.
    private func resolvedFlag(_ value: FixScript.Value) -> Bool? {
        switch value {
        case .constant(.bool(let flag)): flag
        case .negated(let inner): resolvedFlag(inner).map(!)
        case .measured(let inner, .isEmpty, _, _): resolvedText(inner).map(\.isEmpty)
        case .logical(let left, let right, let all, _):
            resolvedFlag(left).flatMap { a in resolvedFlag(right).map { all ? a && $0 : a || $0 } }
        case .read(let reference, let property):
            if case .bool(let flag)? = screen.element(reference.id)?.property(property) { flag } else { nil }
        case .compared(let left, let comparison, let right, _):
            resolvedScalar(left).flatMap { a in resolvedScalar(right).flatMap { comparison.holds(a, $0) } }
        default: nil
        }
    }

    /// A literal, another view's property or a state variable, as the fixed screen has it.
    private func resolvedScalar(_ value: FixScript.Value) -> PropertyValue? {
        if case .state(let name, _) = value { return screen.state[name]?.value }
        return resolvedNumber(value)
    }

    /// The id of the first element a value reads, nil when none.
    static func firstReadID(in value: FixScript.Value) -> String? {
        firstRead(in: value).map { String($0.prefix { $0 != "." && $0 != "?" }) }
    }

    /// The first other element's property a value reads (`stepper.value`), nil when none.
    static func firstRead(in value: FixScript.Value) -> String? {
        switch value {
        case .read(let reference, let property):
            "\(reference.spelled).\(reference.swiftPath(of: property))"
        case .interpolation(let parts): parts.lazy.compactMap(firstRead).first
        case .resource(let resource): resource.arguments.lazy.compactMap(firstRead).first
        case .coalesced(let optional, let fallback), .joined(let optional, let fallback), .sum(let optional, let fallback, _, _),
             .product(let optional, let fallback, _, _):
            firstRead(in: optional) ?? firstRead(in: fallback)
        case .list(let items, _, _, _): items.lazy.compactMap(firstRead).first
        case .forceUnwrapped(let inner, _), .wholeNumber(let inner, _), .described(let inner, _), .numberFormatted(let inner, _, _),
             .cased(let inner, _, _, _), .measured(let inner, _, _, _), .negated(let inner):
            firstRead(in: inner)
        case .choice(let condition, let then, let otherwise):
            firstRead(in: condition) ?? firstRead(in: then) ?? firstRead(in: otherwise)
        case .compared(let left, _, let right, _), .logical(let left, let right, _, _): firstRead(in: left) ?? firstRead(in: right)
        default: nil
        }
    }

    private func resolvedNumber(_ value: FixScript.Value) -> PropertyValue? {
        switch value {
        case .constant(let constant): return constant
        case .read(let reference, let property): return screen.element(reference.id)?.property(property)
        case .measured(let inner, let measure, _, _):
            return resolvedText(inner).map { measure == .isEmpty ? .bool($0.isEmpty) : .number(Double($0.count)) }
        default: return nil
        }
    }

    private func resolvedTraits(_ value: FixScript.Value, on id: String) -> Traits {
        switch value {
        case .constant(.traits(let traits)): return traits
        case .read(let reference, let property):
            // The view's own traits as the line found them; another view's as the fix leaves them.
            let source = reference.id == id ? screenBefore : screen
            if case .traits(let traits)? = source.element(reference.id)?.property(property) { return traits }
            return []
        case .union(let a, let b): return resolvedTraits(a, on: id).union(resolvedTraits(b, on: id))
        case .intersection(let a, .complement(let b)), .subtracting(let a, let b):
            return resolvedTraits(a, on: id).subtracting(resolvedTraits(b, on: id))
        case .intersection(let a, let b): return resolvedTraits(a, on: id).intersection(resolvedTraits(b, on: id))
        case .symmetricDifference(let a, let b): return resolvedTraits(a, on: id).symmetricDifference(resolvedTraits(b, on: id))
        default:
            return fixedTraits(of: id)
        }
    }

    /// The traits `id` has on the fixed screen.
    /// Whether VoiceOver reads a value for the element on the fixed screen (between its name and traits).
    /// A UIKit control given `.notEnabled` by hand still works for touch: the trait changes only
    /// what VoiceOver says (Apple: the trait says the element "is not enabled"; `isEnabled` is what
    /// disables a control).
    private func stillEnabledNote(_ id: String) -> String {
        guard let element = screen.element(id), ElementType.uikitControls.contains(element.type), element.isEnabled else { return "" }
        return " The trait changes only what VoiceOver says: \(id) still responds to a touch. To disable it, set "
            + "isEnabled = false, which dims it for everyone and adds the trait by itself."
    }

    /// A switch's on or off comes after its role word instead (VO-1.9).
    private func hasValue(_ id: String) -> Bool {
        guard let element = screen.element(id), !element.type.isSwitch else { return false }
        return element.resolvedValue.map { !$0.isEmpty } ?? false
    }

    private func fixedTraits(of id: String) -> Traits {
        if case .traits(let traits)? = screen.element(id)?.property("accessibilityTraits") { return traits }
        return []
    }

    private func resolved(_ value: FixScript.Value, on id: String, property: String) -> PropertyValue? {
        if case .constant(let constant) = value { return constant }
        return screen.element(id)?.property(property)
    }

    private func isContainer(_ id: String) -> Bool {
        !(brokenScreen.element(id)?.children.isEmpty ?? true)
    }

    /// A custom content list's pieces, each constant as the fix left it.
    private func pieces(_ listed: [FixScript.ContentPiece]) -> [CustomContent] {
        listed.compactMap { piece in
            switch piece {
            case .made(let made): made
            case .named(let name, _): screen.contentConstants[name]
            }
        }
    }

    // MARK: Why

    /// One sentence on what the statement changes for VoiceOver.
    func reason(_ statement: FixScript.Statement) -> String {
        // A choice in a UIKit statement is made once, as the line runs (docs/decisions.md).
        if case .set(_, .choice(let condition, _, _)) = statement.change, !statement.swiftUI {
            // A control's state changes with a .valueChanged action; anything else where the app changes it.
            var control = false
            if case .read(let reference, _) = condition.withoutNegation, let element = screen.element(reference.id) {
                control = ElementType.uikitControls.contains(element.type)
            }
            return reasonWithoutChoiceNote(statement) + " The choice is made once, when the line runs: an app makes it "
                + "again where \(swift(condition)) changes" + (control ? ", as in the control's .valueChanged action." : ".")
        }
        // A Bool tested from another view (`cardField.hasText`) is tested once too.
        if case .set(let property, let value) = statement.change, !statement.swiftUI, screen.platform == .ios,
           ElementProperty.named(property)?.kind == .bool, let read = Self.firstRead(in: value) {
            let field = Self.firstReadID(in: value).flatMap { screen.element($0) }.map { $0.type.isTextEntry } ?? false
            return reasonWithoutChoiceNote(statement) + " The test is made once, when the line runs: an app makes it again "
                + "where \(read) changes" + (field ? ", as in the field's .editingChanged action." : ".")
        }
        // An extension of UIKit's own class reaches every view of it in the app, not only this screen's.
        if statement.isExtension, let type = ElementType(rawValue: statement.target.id), type.framework == .uikit {
            return reasonWithoutChoiceNote(statement) + " An extension of UIKit's own \(type.name) changes every \(type.name) "
                + "in the app, those that need no such change too: give it to a class of your own (class "
                + "My\(type.name.dropFirst(2)): \(type.name)) or set the property on this view alone."
        }
        return reasonWithoutChoiceNote(statement)
    }

    private func reasonWithoutChoiceNote(_ statement: FixScript.Statement) -> String {
        // A part as the learner reached it in Swift (`tabBar.items?[1]`), else the tutor's name for it.
        // An optional chain's `?` is no part of the name in words (`imageForSegment(at: 0)'s name`).
        let spelled = statement.target.accessor == "forSegmentAt" ? statement.target.spelled : statement.target.swiftSpelled
        let target = spelled.hasSuffix("?") ? String(spelled.dropLast()) : spelled
        switch statement.change {
        case .lookOnly, .appearance:
            // Left out before a pass is explained (`changesOnlyLooks`); said plainly if asked.
            return "\(target) changes only how it looks: VoiceOver says the same."
        case .spellOut(let on, let label):
            let spelled = screen.element(statement.target.id)?.resolvedLabel.map { "\"\(SpelledOut.text($0))\"" } ?? "its label"
            let named = label.map { "\(target)'s name is now \(quoted($0)), and VoiceOver " } ?? "VoiceOver "
            let it = label == nil ? "\(target)'s name" : "it"
            return on ? named + "spells \(it) out, character by character: \(spelled)."
                : named + "reads \(it) as words, not character by character."
        case .decorativeImage(let asset):
            let ids = FixScript.targetIDs(of: statement, on: brokenScreen).joined(separator: ", ")
            return "\(ids), made as Image(decorative: \(CodeLiteral.swift(asset))), stays on screen and is no focus stop: "
                + "VoiceOver never reads its asset's name."
        case .set(let property, _) where statement.target.part == nil
            && screenBefore.element(statement.target.id)?.overriddenProperties.contains(property) == true:
            // Swift sends the assignment to the override's empty setter (VO-8.19).
            let owner = screenBefore.element(statement.target.id)?.className ?? "its class"
            return "\(owner) computes \(property) in its override, so this assignment goes to the empty setter: it is "
                + "never heard, and the line can go."
        case .set(let property, let value):
            switch property {
            case "isAccessibilityElement":
                let on = resolved(value, on: statement.target.id, property: property) == .bool(true)
                if on && isContainer(statement.target.id) {
                    return "\(target) becomes one focus stop: VoiceOver no longer visits what is inside it one by one."
                }
                return on ? "\(target) becomes a focus stop of its own."
                    : "\(target) is no longer a focus stop: VoiceOver skips it."
            case "accessibilityLabel" where screen.element(statement.target.id)?.groupLabel != nil:
                // A labelled group is named on the way in (docs/voiceover.md VO-1.20).
                return "\(target)'s name is now \(quoted(value, setting: (statement.target.id, property))): VoiceOver says it when focus comes into the group from "
                    + "outside, before the element it reaches."
            case "accessibilityLabel" where value == .constant(.nil_):
                // No label: VoiceOver falls back on what the view shows (docs/voiceover.md VO-5.1).
                guard let shown = screen.element(statement.target.id)?.resolvedLabel else {
                    return "\(target) has no label now: VoiceOver reads no name for it."
                }
                return "\(target) has no label of its own now: VoiceOver reads what it shows, \"\(shown)\", as its name."
            case "accessibilityLabel":
                // The name comes first unless the element is selected (docs/voiceover.md VO-1.2).
                // A switch says its role before its value (VO-1.9): the order is told as it is heard.
                let after = isSwitch(statement.target) ? "its role and its on or off" : "its value and traits"
                return "\(target)'s name, read before \(after), is now \(quoted(value, setting: (statement.target.id, property)))."
            case "accessibilityValue" where statement.target.part == nil
                && screen.element(statement.target.id)?.type == .UISwitch:
                // UISwitch reports its own value, whatever is set (docs/voiceover.md VO-1.10).
                return "\(target) is a UISwitch, which reports its own on or off whatever accessibilityValue is set: "
                    + "this value is never heard, and the line can go."
            case "accessibilityValue":
                return isSwitch(statement.target)
                    ? "\(target)'s value, read as on or off after its role, is now \(quoted(value, setting: (statement.target.id, property)))."
                    : "\(target)'s value, read after its name, is now \(quoted(value, setting: (statement.target.id, property)))."
            case "isEnabled" where statement.swiftUI && Self.readsState(value):
                let disabledWhen = if case .negated(let inner) = value { swift(inner) } else { "!" + swift(value) }
                return "\(target) is disabled while \(disabledWhen) is true (VoiceOver says \"dimmed\" after the name): SwiftUI "
                    + "reads the state again whenever it changes."
            case "isEnabled":
                let on = (resolved(value, on: statement.target.id, property: property) ?? .bool(true)) == .bool(true)
                return on ? "\(target) is enabled: VoiceOver no longer says \"dimmed\"."
                    : "\(target) is disabled: VoiceOver says \"dimmed\" after the name."
            case "accessibilityElementsHidden" where statement.swiftUI && Self.readsState(value):
                return "\(target) and everything inside it are hidden from VoiceOver while \(swift(value)) is true: SwiftUI "
                    + "reads the state again whenever it changes."
            case "accessibilityElementsHidden":
                let on = resolved(value, on: statement.target.id, property: property) == .bool(true)
                return on ? "\(target) and everything inside it are hidden from VoiceOver."
                    : "\(target) and what is inside it are shown to VoiceOver again."
            case "isHidden":
                // A learner hid a label the screen still shows, and passed.
                let on = resolved(value, on: statement.target.id, property: property) == .bool(true)
                return on ? "\(target) is hidden from everyone: it is no longer drawn either. To take it from VoiceOver "
                    + "only, keep it shown and set isAccessibilityElement = false (accessibilityElementsHidden for a container)."
                    : "\(target) is shown again, to VoiceOver and on screen."
            case "accessibilityHint":
                // An enabled field says VoiceOver's own text-entry hint instead (docs/voiceover.md VO-2.4, VO-2.5).
                if let field = screen.element(statement.target.id), field.type.isTextEntry,
                   !field.resolvedTraits.contains(.notEnabled), field.isEnabled {
                    return "\(target)'s hint is now \(quoted(value, setting: (statement.target.id, property))), but an enabled text "
                        + "field says VoiceOver's own hint in its place (\"Double tap to edit.\", or the editing hint while it has "
                        + "the keyboard): yours is heard only while the field is dimmed."
                }
                return "\(target)'s hint, read after a pause, is now \(quoted(value, setting: (statement.target.id, property)))."
            case "accessibilityTraits":
                let traits = resolvedTraits(value, on: statement.target.id)
                let before = self.traits(of: statement.target, on: screenBefore)
                let valued = hasValue(statement.target.id)
                // A container VoiceOver does not stop on never says its own trait words: only what
                // shapes the views inside (`.tabBar` makes its buttons tabs) changes what is heard.
                if let container = screen.element(statement.target.id), !container.resolvedIsAccessibilityElement,
                   !container.children.isEmpty, screen.platform == .ios, container.type.framework != .swiftUI {
                    let gone = before.subtracting(traits), added = traits.subtracting(before)
                    return "\(target) is no focus stop (VoiceOver reads the views inside it), so its own trait words are never said"
                        + (gone.contains(.tabBar) ? ": without .tabBar the views inside are no longer tabs" : "")
                        + (added.contains(.tabBar) ? ": with .tabBar the buttons inside are read as tabs" : "")
                        + (added.subtracting(.tabBar).isEmpty ? "" : "; \(traitList(added.subtracting(.tabBar))) on it changes nothing VoiceOver says")
                        + "."
                }
                // `x = x | .y`, `x = x & ~.y`: said as what is gained or lost, as `insert` and `remove` are.
                if value.readsTraits(of: statement.target.id), traits != before {
                    if traits.isSuperset(of: before) {
                        let added = traits.subtracting(before)
                        return "\(target) gains \(traitList(added)): " + AppCode.spoken(added, had: false, valued: valued) + "."
                    }
                    if traits.isSubset(of: before) {
                        let removed = before.subtracting(traits)
                        // A flip clears a bit only because it was set: remove says what is meant.
                        let flip = if case .symmetricDifference = value {
                            " The flip clears \(traitList(removed)) only because it was set, and would set it were it clear: "
                                + "remove(…) says what is meant, whatever the traits were."
                        } else { "" }
                        return "\(target) loses \(traitList(removed)): " + AppCode.spoken(removed, had: true, valued: valued) + "." + flip
                    }
                }
                return "\(target)'s traits become \(traitList(traits))" + (traits.isEmpty ? ": VoiceOver says no trait word."
                    : ": " + AppCode.spoken(traits, had: false, valued: valued) + ".")
                    + (traits.contains(.notEnabled) && !before.contains(.notEnabled) ? stillEnabledNote(statement.target.id) : "")
            case "accessibilityViewIsModal":
                let on = (resolved(value, on: statement.target.id, property: property) ?? .bool(true)) == .bool(true)
                return on ? "\(target) becomes modal: VoiceOver ignores its siblings, the other views of its parent, "
                    + "and everything in them; views outside that parent stay reachable."
                    : "\(target) is no longer modal: VoiceOver reaches its siblings again."
            case "accessibilityContainerType" where resolved(value, on: statement.target.id, property: property)
                == .containerType(.semanticGroup):
                return "\(target) becomes a semantic group: when focus comes into it from outside, VoiceOver says its "
                    + "accessibilityLabel before the element it reaches."
            case "accessibilityDirectTouchOptions":
                guard case .directTouchOptions(let options)? = resolved(value, on: statement.target.id, property: property) else {
                    return "\(target)'s direct touch options change."
                }
                let reason = AppCode.directTouchReason(options)
                return "With .allowsDirectInteraction among its traits, \(target) is a direct touch area: " + reason
            case "accessibilityLanguage":
                guard case .string(let tag)? = resolved(value, on: statement.target.id, property: property) else {
                    return "\(target)'s label, value and hint are read in the user's own language again."
                }
                return "\(target)'s label, value and hint are read with the \(tag) voice; its trait words stay in the user's "
                    + "language."
            case "accessoryType":
                guard case .accessoryType(let accessory)? = resolved(value, on: statement.target.id, property: property) else {
                    return "\(target).accessoryType is now \(swift(value))."
                }
                switch accessory {
                case .checkmark: return "\(target) shows UIKit's checkmark, which marks the chosen row: VoiceOver says \"selected\" before its name."
                case .disclosureIndicator: return "\(target) shows UIKit's disclosure indicator, which opens a screen: VoiceOver says \"button\" after its name."
                default: return "\(target).accessoryType is now .\(accessory.rawValue): VoiceOver reads no word for it."
                }
            case "badgeValue":
                guard case .string(let badge)? = resolved(value, on: statement.target.id, property: property),
                      let spoken = TabBadge.value(of: badge) else {
                    return "\(target) shows no badge: VoiceOver reads no value after the tab's title."
                }
                return "\(target) shows the badge \(quoted(value, setting: (statement.target.id, property))): VoiceOver reads it after the tab's title, \"\(spoken)\"."
            default:
                let isText = if case .string? = resolved(value, on: statement.target.id, property: property) { true } else { false }
                return "\(target).\(property) is now \(isText ? quoted(value, setting: (statement.target.id, property)) : swift(value))."
            }
        case .insertTraits(let value):
            let traits = resolvedTraits(value, on: statement.target.id)
            let had = traits.intersection(self.traits(of: statement.target, on: screenBefore))
            let added = traits.subtracting(had)
            let swiftUI = statement.swiftUI
            // A trait the view had already is no change: said so, not claimed as gained.
            guard !added.isEmpty else {
                return "\(target) already has \(traitList(had, swiftUI: swiftUI)): this line changes nothing VoiceOver says."
            }
            return "\(target) gains \(traitList(added, swiftUI: swiftUI)): "
                + AppCode.spoken(added, had: false, valued: hasValue(statement.target.id),
                                 alongside: fixedTraits(of: statement.target.id)) + "."
                + (had.isEmpty ? "" : " It already had \(traitList(had, swiftUI: swiftUI)).")
                + (added.contains(.notEnabled) ? stillEnabledNote(statement.target.id) : "")
        case .removeTraits(let value), .intersectTraits(.complement(let value)):
            let traits = resolvedTraits(value, on: statement.target.id)
            let removed = traits.intersection(self.traits(of: statement.target, on: screenBefore))
            guard !removed.isEmpty else {
                return "\(target) has no \(traitList(traits, swiftUI: statement.swiftUI)) to lose: this line changes nothing "
                    + "VoiceOver says."
            }
            return "\(target) loses \(traitList(removed, swiftUI: statement.swiftUI)): "
                + AppCode.spoken(removed, had: true, valued: hasValue(statement.target.id),
                                 alongside: fixedTraits(of: statement.target.id)) + "."
        case .intersectTraits:
            let kept = fixedTraits(of: statement.target.id)
            if kept.isEmpty { return "\(target) is left with no traits: VoiceOver says no trait word." }
            return "\(target) keeps only \(traitList(kept)) of its traits: "
                + AppCode.spoken(kept, had: false, valued: hasValue(statement.target.id)) + "."
        case .add(let property, _):
            return "\(target).\(property) changes, and with it what VoiceOver reads."
        case .appendText(let property, _, let optional, _):
            let now = screen.element(statement.target.id)?.property(property)?.text
            return "\(target)'s \(property) " + (now.map { "is now \"\($0)\"" } ?? "stays nil")
                + (optional ? ": '?' adds the text only while it has one." : ": '!' would crash the app while it has none.")
        case .childBehavior(let behavior):
            switch behavior {
            case .contain where screen.element(statement.target.id)?.groupLabel != nil:
                return "\(target)'s children are kept as separate stops, in a group VoiceOver names by its label when "
                    + "focus comes in."
            case .contain: return "\(target)'s children are kept as separate stops."
            case .combine: return "\(target)'s children are read as one element."
            case .ignore: return "\(target) becomes one element and its children are not read: it says only its own label."
            }
        case .hidden(let hidden):
            return hidden ? "\(target) is hidden from VoiceOver." : "\(target) is shown to VoiceOver."
        case .directTouch(let area, let options):
            guard area else {
                return "\(target) is no longer a direct touch area: a touch on it is VoiceOver's again, read and then double tapped."
            }
            let was = traits(of: statement.target, on: screenBefore).contains(.allowsDirectInteraction)
            return "\(target) \(was ? "stays" : "becomes") a direct touch area\(options.isEmpty ? "" : " with \(DirectTouchOption.swift(options))"): "
                + AppCode.directTouchReason(options)
        case .sortPriority(let priority):
            return "\(target) has sort priority \(PropertyValue.format(priority)): VoiceOver reaches it before the elements "
                + "beside it with a lower one (0 when not set), after those with a higher one."
        case .headingLevel(let level):
            return level.map { "\(target) gets heading level \($0): with the .isHeader trait VoiceOver says \"heading level \($0)\"." }
                ?? "\(target) gets no heading level: with the .isHeader trait VoiceOver says \"heading\"."
        case .adjustment(let increment, let decrement, _, _):
            guard !statement.swiftUI else {
                return "\(target) becomes adjustable: a swipe up or down runs your action."
            }
            // A UIKit extension names a class: every view of it runs the overrides.
            let methods = [increment.map { _ in "accessibilityIncrement()" }, decrement.map { _ in "accessibilityDecrement()" }]
                .compactMap { $0 }.joined(separator: " and ")
            let ids = FixScript.targetIDs(of: statement, on: brokenScreen)
            let uikitClass = ElementType(rawValue: statement.target.id)?.framework == .uikit
            return "Every \(target) (\(ids.joined(separator: ", "))) now runs your \(methods) on a swipe "
                + "\(increment != nil && decrement != nil ? "up or down" : increment != nil ? "up" : "down")"
                + (uikitClass ? ", as would every \(target) in the app" : "")
                + "; VoiceOver offers the swipes only on an element with the .adjustable trait."
        case .appendCustomAction(let action, _):
            return "\(target) also offers \"\(made(action).name)\" when it has a list of actions already: '?.append' on a view "
                + "with none (nil, UIKit's default) does nothing, and VoiceOver says no action."
        case .replaceModifier, .declareFocusRequester, .focusRequester:
            return "\(target)'s modifier is assigned anew."
        case .declareFocusState(let name):
            return "\(name) is a focus state of the view, false at first: it is true while VoiceOver's focus is on the view "
                + "bound to it, and setting it to true moves focus there."
        case .madeButton where statement.target.shownText != nil:
            let title = statement.target.shownText ?? ""
            return "\(target) is now a SwiftUI Button titled \"\(title)\": VoiceOver says \"button\" after its name, and a double "
                + "tap runs its action; what the Text's own modifiers said goes with the Text."
        case .madeButton:
            return "\(target) is now the label of a SwiftUI Button: the Button is one element, named by what the views inside "
                + "say, with the button trait; VoiceOver's double tap runs its action, and focus stays on it."
        case .madeLink(let url, _):
            return "\(target) is a Link to \(url): VoiceOver says \"link\" after its name, the Links rotor finds it, and a "
                + "double tap opens the page."
        case .buttonTitle(let title):
            if let label = screen.element(statement.target.id)?.accessibilityLabel {
                return "\(target) shows the title \(quoted(title)), but VoiceOver reads its accessibilityLabel, \"\(label)\", instead."
            }
            return "\(target) shows the title \(quoted(title)), which VoiceOver reads as its name, as no accessibilityLabel is set."
        case .bindOn(let name):
            return "\(target) shows \(name): a double tap flips the switch and sets \(name), and whatever reads \(name) "
                + "is read again."
        case .focusBinding(let name):
            return "VoiceOver moves to \(target) and reads it whenever the app sets \(name) to true; \(name) becomes false "
                + "when focus leaves."
        case .computed(let property, .getter):
            return "\(target)'s \(property) is computed by your getter each time VoiceOver asks for it, so it follows "
                + "what it reads."
        case .computed(let property, let value):
            return "\(target)'s \(property) is computed each time VoiceOver asks for it, from "
                + "\(swift(value)), so it follows what it reads."
        case .declareAction(let name, let action, _):
            return "\(name) is a custom action, \"\(action.name)\", made once: a view whose list names it offers it, and "
                + "VoiceOver reads its name in the Actions rotor."
        case .declareContent(let name, _):
            return "\(name) is a piece of custom content, made once: a view that lists it offers it in the More Content rotor."
        case .pieceImportance(let place, let high, _):
            let piece = screen.element(statement.target.id)?.customContent.flatMap { pieces in
                place.index(in: pieces.count).map { pieces[$0] }
            }
            let named = piece.map { "\"\($0.label)\"" } ?? place.spelled
            return high ? "\(target)'s piece \(named) is of high importance: VoiceOver reads it at once, after the traits."
                : "\(target)'s piece \(named) is of default importance: VoiceOver reads it only in the More Content rotor."
        case .contentImportance(let name, let high):
            return high ? "\(name) is of high importance: on a view that lists it, VoiceOver reads it at once, after the traits."
                : "\(name) is of default importance: VoiceOver reads it only in the More Content rotor."
        case .customContent(let listed, _):
            // All the view offers once the fix is made: modifiers chained one piece each say one thing.
            let pieces = screen.element(statement.target.id)?.customContent ?? self.pieces(listed)
            let high = pieces.filter(\.isHighImportance).map { "\"\($0.spoken)\"" }
            return "\(target) offers custom content: VoiceOver says \"More content available\" after its hint and reads each "
                + "piece in the More Content rotor"
                + (high.isEmpty ? "." : "; \(high.joined(separator: ", ")), of high importance, is read at once, after its traits.")
        case .handler(let handler, _) where handler.event == "activate":
            return "\(target) answers VoiceOver's double tap with your code; returning false leaves the tap to the view, "
                + "which then acts as it would without it." + AppCode.unsentValueChange(handler.effects, on: screen)
        case .handler(let handler, _) where handler.answeringMethod != nil:
            let gesture = handler.event == "magicTap" ? "the magic tap (a two-finger double tap)" : "escape (a two-finger scrub)"
            return "\(target) answers \(gesture) with your code, wherever focus is inside it; VoiceOver asks the focused "
                + "element first, then each view around it."
        case .handler(let handler, _):
            if handler.event == "editingChanged" {
                return "\(target) now runs your code as its text is typed: the tutor types nothing, so here it never runs, and "
                    + "what the screen says is what it said before the typing."
            }
            let when = handler.event == "valueChanged"
                ? "when its value changes (a double tap on a switch, a swipe on a slider)"
                : "on a tap, which VoiceOver's double tap makes"
            let states = focusStates
            // Anywhere in the code: in a branch, or a block queued for later.
            let moves = Effect.any(in: handler.effects) { effect in
                switch effect {
                case .moveFocus: true
                case .setVariable(let name, .bool(true)): states[name] != nil
                default: false
                }
            }
            return "\(target) now runs your code \(when): "
                + (moves ? "VoiceOver's focus moves where the code sends it, and what it lands on is read."
                         : "what it announces is heard after VoiceOver's own words.")
        case .customActions(let actions, let replacing, _):
            guard !actions.isEmpty else { return "\(target) has no custom actions: VoiceOver no longer says \"Actions available\"." }
            let names = actions.map { "\"\(made($0).name)\"" }.joined(separator: ", ")
            // "also" only beside actions the view had before the fix.
            let had = !(brokenScreen.element(statement.target.id)?.customActions.isEmpty ?? true)
            return "\(target) \(replacing || !had ? "offers" : "also offers") \(names): VoiceOver says \"Actions available\" after its "
                + "hint, a swipe down says each action's name and a double tap runs the one chosen."
        }
    }

    /// A `UISwitch`, or anything with `.toggleButton` on the fixed screen: its value is said as on or off.
    private func isSwitch(_ reference: FixScript.ElementReference) -> Bool {
        guard reference.part == nil, let element = screen.element(reference.id) else { return false }
        return element.type == .UISwitch || element.resolvedTraits.contains(.toggleButton)
    }

    /// `setting`: the element and property the value is set to, which a read of them (`x.label =
    /// "\(x.label ?? ""), required"`) finds as it was before, not as the fix left it.
    private func quoted(_ value: FixScript.Value, setting: (String, String)? = nil) -> String {
        resolvedText(value, setting: setting).map { "\"\($0)\"" } ?? swift(value)
    }

    /// `.button, .header`, or SwiftUI's `.isButton, .isHeader` for a SwiftUI modifier's traits.
    private func traitList(_ traits: Traits, swiftUI: Bool = false) -> String {
        let names = swiftUI
            ? TraitName.all.filter { $0.trait != .none && traits.contains($0.trait) }.map { "." + ($0.swiftUI ?? $0.swift) }
            : traits.swiftNames.map { "." + $0 }
        return names.isEmpty ? "no traits" : names.joined(separator: ", ")
    }

    /// Where VoiceOver says the traits' words (docs/voiceover.md VO-1.2: `selected` before the
    /// name; VO-1.5: the others after it; VO-1.16: silent traits say none), as a clause said
    /// of traits gained (`had` false) or lost.
    /// `valued`: the element has a value, which VoiceOver reads between the name and the trait words.
    static func spoken(_ traits: Traits, had: Bool, valued: Bool = false, alongside others: Traits = []) -> String {
        var before: [String] = [], after: [String] = [], silent: [String] = []
        // The traits the view keeps beside these decide some words: a keyboard key says no "button".
        let all = traits.union(others)
        let toggle = all.contains(.toggleButton)
        for name in TraitName.all where name.trait != .none && traits.contains(name.trait) {
            switch name.trait {
            case .selected: before.append("selected")
            case .notEnabled: after.append("dimmed")
            // A keyboard key says no "button" (VO-1.7); a toggle button says "switch button" (VO-1.9).
            case .button where all.contains(.keyboardKey): break
            case .button: after.append(toggle ? "switch button" : "button")
            case .toggleButton: break
            case .header: after.append("heading")
            case .link: after.append("link")
            case .adjustable: after.append("adjustable")
            case .image: after.append("image")
            case .searchField: after.append("search field")
            default: silent.append("." + name.swift)
            }
        }
        func words(_ list: [String]) -> String {
            let quoted = list.map { "\"\($0)\"" }
            return quoted.count < 2 ? quoted.joined() : quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
        }
        // In the order VoiceOver says them: "dimmed" before the role (`Radar, dimmed, button`).
        after = after.filter { $0 == "dimmed" } + after.filter { $0 != "dimmed" }
        var clauses: [String] = []
        let says = had ? "VoiceOver no longer says" : "VoiceOver says"
        if !before.isEmpty { clauses.append("\(says) \(words(before)) before the name") }
        // A switch says its on or off after its role word (VO-1.9); any other value comes before it.
        if !after.isEmpty { clauses.append("\(says) \(words(after)) after the name\(valued && !toggle ? " and value" : "")") }
        if toggle { clauses.append("\(says) its value as on or off") }
        // A keyboard key keeps its .button unsaid (VO-1.7): gaining or losing either trait with the
        // other there changes whether "button" is heard.
        if (all.contains(.keyboardKey) && traits.contains(.button)) || (traits.contains(.keyboardKey) && others.contains(.button)) {
            clauses.append(had ? "VoiceOver says \"button\" again" : "as a keyboard key it says its label alone, without \"button\"")
        }
        if !silent.isEmpty {
            let list = silent.count < 2 ? silent.joined() : silent.dropLast().joined(separator: ", ") + " and " + silent.last!
            // What each silent trait does instead of a word (VO-3.2, VO-3.4, VO-3.10, VO-3.19).
            let does = silent.compactMap { (had ? lostEffect : silentEffect)[$0] }
            clauses.append("\(list) \(silent.count == 1 ? "has" : "have") no word of \(silent.count == 1 ? "its" : "their") own"
                           + (does.isEmpty ? "" : ": " + does.joined(separator: "; ")))
        }
        return clauses.joined(separator: "; ")
    }

    /// What a trait without a word of its own changes in what VoiceOver does.
    private static let silentEffect: [String: String] = [
        ".summaryElement": "when the app starts, VoiceOver reads it first, in full",
        ".updatesFrequently": "while it has focus, VoiceOver speaks only its latest change, not every one in turn",
        ".playsSound": "after a double tap VoiceOver stays silent, so the sound is heard",
        ".startsMediaSession": "after a double tap VoiceOver stays silent, so the media is heard",
        ".allowsDirectInteraction": "a touch on it is spoken, then passed to the app, which acts on it at once",
        ".tabBar": "the buttons inside it are read as tabs, each with its place (\"tab, 1 of 3\")",
    ]

    /// What a trait without a word of its own stops changing when it goes.
    private static let lostEffect: [String: String] = [
        ".tabBar": "the buttons inside it are no longer read as tabs",
        ".playsSound": "after a double tap VoiceOver speaks again, what changed included",
        ".startsMediaSession": "after a double tap VoiceOver speaks again, what changed included",
        ".allowsDirectInteraction": "a touch on it is VoiceOver's again",
        ".updatesFrequently": "while it has focus, VoiceOver no longer keeps to its latest change",
    ]
}

extension FixScript.Value {
    /// Whether the value reads the traits of the view `id` (`x.accessibilityTraits | .y`).
    func readsTraits(of id: String) -> Bool {
        switch self {
        case .read(let reference, let property): reference.id == id && property == "accessibilityTraits"
        case .union(let a, let b), .intersection(let a, let b), .subtracting(let a, let b), .symmetricDifference(let a, let b):
            a.readsTraits(of: id) || b.readsTraits(of: id)
        case .complement(let a): a.readsTraits(of: id)
        default: false
        }
    }
}
