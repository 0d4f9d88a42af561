import Foundation
import AXModel
import FixScript

/// Turns parsed fix statements into the lines an iOS developer writes in an app (UIKit and
/// SwiftUI) and into one sentence each on what the change does for VoiceOver. Values read
/// from other elements are resolved on the fixed screen where SwiftUI cannot read them.
struct AppCode {
    /// The screen after the fix, to resolve `other.property` for SwiftUI.
    var screen: Screen
    /// The screen before it, to tell containers from single elements.
    var brokenScreen: Screen

    // MARK: UIKit

    /// The statement as UIKit code.
    func uikit(_ statement: FixScript.Statement) -> String {
        let target = statement.target.spelled
        switch statement.change {
        case .set(let property, let value):
            return "\(target).\(property) = \(swift(value))"
        case .add(let property, let amount):
            return amount < 0 ? "\(target).\(property) -= \(PropertyValue.format(-amount))"
                : "\(target).\(property) += \(PropertyValue.format(amount))"
        case .insertTraits(let value):
            return single(value).map { "\(target).accessibilityTraits.insert(.\($0))" }
                ?? "\(target).accessibilityTraits.formUnion(\(swift(value)))"
        case .removeTraits(let value):
            return single(value).map { "\(target).accessibilityTraits.remove(.\($0))" }
                ?? "\(target).accessibilityTraits.subtract(\(swift(value)))"
        case .intersectTraits(let value):
            return "\(target).accessibilityTraits.formIntersection(\(swift(value)))"
        case .childBehavior(let behavior):
            return "\(target).shouldGroupAccessibilityChildren = \(behavior != .contain)"
        case .hidden(let hidden):
            return "\(target).accessibilityElementsHidden = \(hidden)"
        case .headingLevel(let level):
            return "// \(target): UIKit has no heading level; SwiftUI writes .accessibilityHeading(\(AppCode.headingLevel(level)))"
        case .adjustment:
            return "override func accessibilityIncrement() and accessibilityDecrement() in \(target)'s class"
        }
    }

    /// `.h2` for level 2, `.unspecified` for none: SwiftUI's `AccessibilityHeadingLevel`.
    static func headingLevel(_ level: Int?) -> String {
        level.map { ".h\($0)" } ?? ".unspecified"
    }

    /// The single trait a value names, if it names exactly one.
    private func single(_ value: FixScript.Value) -> String? {
        guard case .constant(.traits(let traits)) = value, traits.swiftNames.count == 1 else { return nil }
        return traits.swiftNames.first
    }

    /// A value as Swift source.
    func swift(_ value: FixScript.Value) -> String {
        switch value {
        case .constant(let constant): return swift(constant)
        case .read(let reference, let property): return "\(reference.spelled).\(property)"
        case .elements(let references): return "[" + references.map(\.spelled).joined(separator: ", ") + "]"
        case .interpolation(let parts):
            return "\"" + parts.map { part in
                if case .constant(.string(let text)) = part { return escaped(text) }
                return "\\(" + swift(part) + ")"
            }.joined() + "\""
        case .union(let a, let b): return "\(swift(a)).union(\(swift(b)))"
        case .intersection(let a, let b): return "\(swift(a)).intersection(\(swift(b)))"
        case .subtracting(let a, let b): return "\(swift(a)).subtracting(\(swift(b)))"
        case .symmetricDifference(let a, let b): return "\(swift(a)).symmetricDifference(\(swift(b)))"
        case .complement(let a): return "UIAccessibilityTraits(rawValue: ~\(swift(a)).rawValue)"
        }
    }

    private func swift(_ value: PropertyValue) -> String {
        switch value {
        case .string(let text): return "\"" + escaped(text) + "\""
        case .number(let number): return PropertyValue.format(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .traits(let traits): return "[" + traits.swiftNames.map { "." + $0 }.joined(separator: ", ") + "]"
        case .ids(let ids): return "[" + ids.joined(separator: ", ") + "]"
        case .strings(let texts): return "[" + texts.map { "\"" + escaped($0) + "\"" }.joined(separator: ", ") + "]"
        case .containerType(let type): return "." + type.rawValue
        case .accessoryType(let type): return "." + type.rawValue
        case .nil_: return "nil"
        }
    }

    private func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    // MARK: SwiftUI

    /// The statements as SwiftUI modifiers, grouped under a comment naming each view.
    func swiftUI(_ statements: [FixScript.Statement]) -> [String] {
        var order: [String] = []
        var modifiers: [String: [String]] = [:]
        for statement in statements {
            let target = statement.target.spelled
            if modifiers[target] == nil {
                order.append(target)
                modifiers[target] = []
            }
            // One modifier a kind: SwiftUI's adjustable action covers increment and decrement.
            for modifier in swiftUI(statement) where !(modifiers[target]?.contains(modifier) ?? false) {
                modifiers[target, default: []].append(modifier)
            }
        }
        return order.flatMap { target in
            ["// the view \(target)"] + (modifiers[target] ?? []).map { "." + $0 }
        }
    }

    /// One statement's modifiers (without the leading dot).
    private func swiftUI(_ statement: FixScript.Statement) -> [String] {
        let id = statement.target.id
        switch statement.change {
        case .set(let property, let value):
            switch property {
            case "accessibilityLabel", "accessibilityValue", "accessibilityHint":
                return ["\(property)(\(text(value, on: id, property: property)))"]
            case "accessibilityTraits":
                let traits = resolvedTraits(value, on: id)
                return traitModifiers(traits, adding: true)
            case "isAccessibilityElement":
                let on = (resolved(value, on: id, property: property) ?? .bool(true)) == .bool(true)
                if isContainer(id) { return ["accessibilityElement(children: \(on ? ".combine" : ".contain"))"] }
                return on ? ["accessibilityHidden(false)"] : ["accessibilityHidden(true)"]
            case "accessibilityElementsHidden", "isHidden":
                return ["accessibilityHidden(\(swift(value)))"]
            case "isEnabled":
                return ["disabled(\((resolved(value, on: id, property: property) ?? .bool(true)) == .bool(false)))"]
            case "accessibilityViewIsModal":
                return ["accessibilityAddTraits(.isModal)"]
            case "shouldGroupAccessibilityChildren":
                return ["accessibilityElement(children: .contain)"]
            default:
                return ["accessibility… (set \(property) to \(swift(value)) on the view itself)"]
            }
        case .insertTraits(let value):
            return traitModifiers(resolvedTraits(value, on: id), adding: true)
        case .removeTraits(let value):
            return traitModifiers(resolvedTraits(value, on: id), adding: false)
        case .intersectTraits(let value):
            return ["accessibilityAddTraits(\(swiftUITraits(resolvedTraits(value, on: id))))"]
        case .add(let property, let amount):
            return ["accessibility… (\(property) changes by \(PropertyValue.format(amount)) in the view's state)"]
        case .childBehavior(let behavior):
            return ["accessibilityElement(children: .\(behavior.rawValue))"]
        case .hidden(let hidden):
            return ["accessibilityHidden(\(hidden))"]
        case .headingLevel(let level):
            return ["accessibilityHeading(\(AppCode.headingLevel(level)))"]
        case .adjustment:
            return ["accessibilityAdjustableAction { direction in … }"]
        }
    }

    /// `.accessibilityAddTraits([.isHeader])` and the modifiers for traits SwiftUI has no name for.
    private func traitModifiers(_ traits: Traits, adding: Bool) -> [String] {
        var result: [String] = []
        let named = TraitName.all.filter { $0.trait != .none && traits.contains($0.trait) }
        let swiftUINamed = named.compactMap(\.swiftUI)
        if !swiftUINamed.isEmpty {
            let list = swiftUINamed.count == 1 ? "." + swiftUINamed[0]
                : "[" + swiftUINamed.map { "." + $0 }.joined(separator: ", ") + "]"
            result.append((adding ? "accessibilityAddTraits(" : "accessibilityRemoveTraits(") + list + ")")
        }
        for name in named where name.swiftUI == nil {
            switch name.swift {
            case "notEnabled": result.append("disabled(\(adding))")
            case "adjustable" where adding: result.append("accessibilityAdjustableAction { direction in … }")
            default: break
            }
        }
        return result
    }

    private func swiftUITraits(_ traits: Traits) -> String {
        "[" + TraitName.all.filter { $0.trait != .none && traits.contains($0.trait) }
            .compactMap(\.swiftUI).map { "." + $0 }.joined(separator: ", ") + "]"
    }

    /// A text value as a SwiftUI string literal, reads resolved on the fixed screen.
    private func text(_ value: FixScript.Value, on id: String, property: String) -> String {
        if case .constant(let constant) = value { return swift(constant) }
        if let resolved = resolvedText(value) { return "\"" + escaped(resolved) + "\"" }
        return swift(value)
    }

    private func resolvedText(_ value: FixScript.Value) -> String? {
        switch value {
        case .constant(let constant): return constant.text
        case .read(let reference, let property): return screen.element(reference.id)?.property(property)?.text
        case .interpolation(let parts):
            let texts = parts.map(resolvedText)
            return texts.contains(where: { $0 == nil }) ? nil : texts.compactMap { $0 }.joined()
        default: return nil
        }
    }

    private func resolvedTraits(_ value: FixScript.Value, on id: String) -> Traits {
        switch value {
        case .constant(.traits(let traits)): return traits
        case .read(let reference, let property):
            if case .traits(let traits)? = screen.element(reference.id)?.property(property) { return traits }
            return []
        default:
            if case .traits(let traits)? = screen.element(id)?.property("accessibilityTraits") { return traits }
            return []
        }
    }

    private func resolved(_ value: FixScript.Value, on id: String, property: String) -> PropertyValue? {
        if case .constant(let constant) = value { return constant }
        return screen.element(id)?.property(property)
    }

    private func isContainer(_ id: String) -> Bool {
        !(brokenScreen.element(id)?.children.isEmpty ?? true)
    }

    // MARK: Why

    /// One sentence on what the statement changes for VoiceOver.
    func reason(_ statement: FixScript.Statement) -> String {
        let target = statement.target.spelled
        switch statement.change {
        case .set(let property, let value):
            switch property {
            case "isAccessibilityElement":
                let on = resolved(value, on: statement.target.id, property: property) == .bool(true)
                if on && isContainer(statement.target.id) {
                    return "\(target) becomes one focus stop: VoiceOver no longer visits what is inside it one by one."
                }
                return on ? "\(target) becomes a focus stop of its own."
                    : "\(target) is no longer a focus stop: VoiceOver skips it."
            case "accessibilityLabel":
                return "\(target)'s name, read first, is now \(quoted(value))."
            case "accessibilityValue":
                return "\(target)'s value, read after its name (a switch's as on or off, after its role), is now \(quoted(value))."
            case "accessibilityHint":
                return "\(target)'s hint, read after a pause, is now \(quoted(value))."
            case "accessibilityTraits":
                return "\(target)'s traits become \(traitList(resolvedTraits(value, on: statement.target.id))): "
                    + "their words follow the name and decide what a double tap does."
            default:
                return "\(target).\(property) changes what VoiceOver finds on this element."
            }
        case .insertTraits(let value):
            return "\(target) gains \(traitList(resolvedTraits(value, on: statement.target.id))): "
                + "VoiceOver says the trait's word after the name."
        case .removeTraits(let value):
            return "\(target) loses \(traitList(resolvedTraits(value, on: statement.target.id))): "
                + "VoiceOver no longer says that trait's word."
        case .intersectTraits:
            return "\(target) keeps only some of its traits."
        case .add(let property, _):
            return "\(target).\(property) changes, and with it what VoiceOver reads."
        case .childBehavior(let behavior):
            return "\(target)'s children are \(behavior == .contain ? "kept as separate stops" : "read as one element")."
        case .hidden(let hidden):
            return hidden ? "\(target) is hidden from VoiceOver." : "\(target) is shown to VoiceOver."
        case .headingLevel(let level):
            return level.map { "\(target) gets heading level \($0): with the .isHeader trait VoiceOver says \"heading level \($0)\"." }
                ?? "\(target) gets no heading level: with the .isHeader trait VoiceOver says \"heading\"."
        case .adjustment:
            return "\(target) becomes adjustable: swiping up or down changes its value."
        }
    }

    private func quoted(_ value: FixScript.Value) -> String {
        resolvedText(value).map { "\"\($0)\"" } ?? swift(value)
    }

    private func traitList(_ traits: Traits) -> String {
        let names = traits.swiftNames.map { "." + $0 }
        return names.isEmpty ? "no traits" : names.joined(separator: ", ")
    }
}
