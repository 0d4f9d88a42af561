/// The properties of an element that can be read and written by name, with the kind of value
/// each takes: the one table fix statements and adjustments both go through.
public struct ElementProperty: Sendable {
    /// The kind of value a property takes, for type errors that say what was expected.
    public enum Kind: String, Sendable {
        case string = "a string"
        case optionalString = "a string or nil"
        case bool = "true or false"
        case number = "a number"
        case optionalNumber = "a number or nil"
        case traits = "traits"
        case ids = "a list of element ids"
        case containerType = "a container type"
        case accessoryType = "an accessory type"
        /// `accessibilityDirectTouchOptions`: an option set of `DirectTouchOption`s.
        case directTouchOptions = "a direct touch option"
        // Android (`ElementProperty.android`).
        /// One element's id (`labelFor`), or none.
        case elementID = "an element id"
        case wholeNumber = "a whole number"
        /// `importantForAccessibility`: yes, no, noHideDescendants or auto.
        case importance = "an importance"
        /// A Compose `Role`.
        case role = "a role"
        /// A View's `visibility`: visible, invisible or gone.
        case visibility = "a visibility"
        /// A View's `accessibilityLiveRegion`: none, polite or assertive.
        case liveRegion = "a live region mode"

        /// The names a property of this kind takes after a dot (`.list`), for enumerations.
        public var cases: [String]? {
            switch self {
            case .containerType: ContainerType.allCases.map(\.rawValue)
            case .accessoryType: AccessoryType.allCases.map(\.rawValue)
            case .directTouchOptions: DirectTouchOption.allCases.map(\.rawValue)
            case .importance: ImportantForAccessibility.allCases.map(\.rawValue)
            case .role: ComposeRole.allCases.map(\.rawValue)
            case .visibility: AndroidVisibility.allCases.map(\.rawValue)
            case .liveRegion: AndroidLiveRegion.allCases.map(\.rawValue)
            default: nil
            }
        }

        /// The value of an enumeration case by name (`list`), nil when there is none.
        public func value(ofCase name: String) -> PropertyValue? {
            switch self {
            case .containerType: ContainerType(rawValue: name).map(PropertyValue.containerType)
            case .accessoryType: AccessoryType(rawValue: name).map(PropertyValue.accessoryType)
            case .directTouchOptions: DirectTouchOption(rawValue: name).map { .directTouchOptions([$0]) }
            case .importance: ImportantForAccessibility(rawValue: name).map { .string($0.rawValue) }
            case .role: ComposeRole(rawValue: name).map { .string($0.rawValue) }
            case .visibility: AndroidVisibility(rawValue: name).map { .string($0.rawValue) }
            case .liveRegion: AndroidLiveRegion(rawValue: name).map { .string($0.rawValue) }
            default: nil
            }
        }
    }

    public let name: String
    public let kind: Kind
    let get: @Sendable (Element) -> PropertyValue
    let set: @Sendable (inout Element, PropertyValue) -> Bool

    /// Every named property, accessibility ones first.
    public static let all: [ElementProperty] = [
        string("accessibilityLabel", \Element.accessibilityLabel, resolved: \Element.resolvedLabel),
        string("accessibilityValue", \Element.accessibilityValue, resolved: \Element.resolvedValue),
        string("accessibilityHint", \.accessibilityHint),
        string("accessibilityLanguage", \.accessibilityLanguage),
        ElementProperty(name: "accessibilityTraits", kind: .traits,
                        get: { .traits($0.accessibilityTraits ?? $0.defaultTraits) },
                        set: { element, value in
                            guard case .traits(let t) = value else { return false }
                            element.accessibilityTraits = t
                            return true
                        }),
        ElementProperty(name: "accessibilityDirectTouchOptions", kind: .directTouchOptions,
                        get: { .directTouchOptions($0.accessibilityDirectTouchOptions) },
                        set: { element, value in
                            guard case .directTouchOptions(let options) = value else { return false }
                            element.accessibilityDirectTouchOptions = options
                            return true
                        }),
        ElementProperty(name: "isAccessibilityElement", kind: .bool,
                        get: { .bool($0.resolvedIsAccessibilityElement) },
                        set: { element, value in
                            guard case .bool(let b) = value else { return false }
                            element.isAccessibilityElement = b
                            return true
                        }),
        bool("accessibilityElementsHidden", \.accessibilityElementsHidden),
        bool("accessibilityViewIsModal", \.accessibilityViewIsModal),
        bool("shouldGroupAccessibilityChildren", \.shouldGroupAccessibilityChildren),
        ElementProperty(name: "accessibilityElements", kind: .ids,
                        get: { $0.accessibilityElements.map(PropertyValue.ids) ?? .nil_ },
                        set: { element, value in
                            switch value {
                            case .ids(let ids): element.accessibilityElements = ids
                            case .nil_: element.accessibilityElements = nil
                            default: return false
                            }
                            return true
                        }),
        ElementProperty(name: "accessibilityContainerType", kind: .containerType,
                        get: { .containerType($0.accessibilityContainerType ?? .none) },
                        set: { element, value in
                            guard case .containerType(let c) = value else { return false }
                            element.accessibilityContainerType = c
                            return true
                        }),
        ElementProperty(name: "accessoryType", kind: .accessoryType,
                        get: { .accessoryType($0.accessoryType ?? .none) },
                        set: { element, value in
                            guard case .accessoryType(let a) = value else { return false }
                            element.accessoryType = a
                            return true
                        }),
        bool("isHidden", \.isHidden),
        bool("isEnabled", \.isEnabled),
        bool("isSelected", \.isSelected),
        ElementProperty(name: "isOn", kind: .bool,
                        get: { .bool($0.isOn ?? false) },
                        set: { element, value in
                            guard case .bool(let b) = value else { return false }
                            element.isOn = b
                            return true
                        }),
        number("value", \.value, defaults: [.UISlider: 0, .UIStepper: 0]),
        number("minimumValue", \.minimumValue, defaults: [.UISlider: 0, .UIStepper: 0]),
        number("maximumValue", \.maximumValue, defaults: [.UISlider: 1, .UIStepper: 100]),
        number("stepValue", \.stepValue, defaults: [.UIStepper: 1]),
        string("text", \.text),
        string("title", \.title),
        string("placeholder", \.placeholder),
        bool("isSecureTextEntry", \.isSecureTextEntry),
        bool("isEditing", \.isEditing),
        // UIKeyInput's `hasText` (get-only): whether the text view holds any text.
        ElementProperty(name: "hasText", kind: .bool,
                        get: { .bool(!($0.text ?? "").isEmpty) },
                        set: { _, _ in false }),
        bool("required", \.required),
    ]

    /// The property with this name, if any.
    public static func named(_ name: String) -> ElementProperty? {
        all.first { $0.name == name }
    }

    /// Every property name, for suggestions and completion.
    public static var names: [String] { all.map(\.name) }

    /// An optional text; `nil` clears it. `resolved` reads a value other than the one written.
    static func string(_ name: String, _ path: WritableKeyPath<Element, String?> & Sendable,
                               resolved: (KeyPath<Element, String?> & Sendable)? = nil) -> ElementProperty {
        let read = resolved ?? path
        return ElementProperty(name: name, kind: .optionalString,
                               get: { $0[keyPath: read].map(PropertyValue.string) ?? .nil_ },
                               set: { element, value in
                                   switch value {
                                   case .string(let s): element[keyPath: path] = s
                                   case .nil_: element[keyPath: path] = nil
                                   default: return false
                                   }
                                   return true
                               })
    }

    static func bool(_ name: String, _ path: WritableKeyPath<Element, Bool> & Sendable) -> ElementProperty {
        ElementProperty(name: name, kind: .bool,
                        get: { .bool($0[keyPath: path]) },
                        set: { element, value in
                            guard case .bool(let b) = value else { return false }
                            element[keyPath: path] = b
                            return true
                        })
    }

    /// A number property; `defaults` are UIKit's values for a control that leaves it unset
    /// (Apple's documentation of UISlider and UIStepper: a slider runs 0...1, a stepper 0...100 by 1).
    private static func number(_ name: String, _ path: WritableKeyPath<Element, Double?> & Sendable,
                               defaults: [ElementType: Double] = [:]) -> ElementProperty {
        // UIKit's value and range are a plain Float or Double: nil does not compile.
        ElementProperty(name: name, kind: .number,
                        get: { ($0[keyPath: path] ?? defaults[$0.type]).map(PropertyValue.number) ?? .nil_ },
                        set: { element, value in
                            switch value {
                            case .number(let n): element[keyPath: path] = n
                            default: return false
                            }
                            return true
                        })
    }
}

extension Element {
    /// The property's current value as VoiceOver would see it (resolved defaults included);
    /// nil when there is no property of that name.
    public func property(_ name: String) -> PropertyValue? {
        ElementProperty.named(name)?.get(self)
    }

    /// Sets a property by name; false when there is no such property or the value is of the
    /// wrong kind (the caller reports which, with `ElementProperty.kind`).
    @discardableResult
    public mutating func setProperty(_ name: String, to value: PropertyValue) -> Bool {
        guard let property = ElementProperty.named(name) else { return false }
        return property.set(&self, value)
    }
}
