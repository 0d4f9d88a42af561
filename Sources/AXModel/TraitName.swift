/// One trait and every spelling a learner may use for it: Swift, Objective-C constant,
/// SwiftUI, and Interface Builder's checkbox.
public struct TraitName: Sendable, Hashable {
    public let trait: Traits
    /// `UIAccessibilityTraits.button` → `button`
    public let swift: String
    /// `UIAccessibilityTraitButton`
    public let objc: String
    /// `AccessibilityTraits.isButton` → `isButton`; nil where SwiftUI has no such trait.
    public let swiftUI: String?
    /// The checkbox label in Interface Builder's identity inspector; nil where IB has none.
    public let interfaceBuilder: String?

    /// Every named trait, in UIKit bit order; `none` first.
    public static let all: [TraitName] = [
        TraitName(trait: .none, swift: "none", objc: "UIAccessibilityTraitNone", swiftUI: nil, interfaceBuilder: nil),
        TraitName(trait: .button, swift: "button", objc: "UIAccessibilityTraitButton", swiftUI: "isButton", interfaceBuilder: "Button"),
        TraitName(trait: .link, swift: "link", objc: "UIAccessibilityTraitLink", swiftUI: "isLink", interfaceBuilder: "Link"),
        TraitName(trait: .image, swift: "image", objc: "UIAccessibilityTraitImage", swiftUI: "isImage", interfaceBuilder: "Image"),
        TraitName(trait: .selected, swift: "selected", objc: "UIAccessibilityTraitSelected", swiftUI: "isSelected", interfaceBuilder: "Selected"),
        TraitName(trait: .playsSound, swift: "playsSound", objc: "UIAccessibilityTraitPlaysSound", swiftUI: "playsSound", interfaceBuilder: "Plays Sound"),
        TraitName(trait: .keyboardKey, swift: "keyboardKey", objc: "UIAccessibilityTraitKeyboardKey", swiftUI: "isKeyboardKey", interfaceBuilder: "Keyboard Key"),
        TraitName(trait: .staticText, swift: "staticText", objc: "UIAccessibilityTraitStaticText", swiftUI: "isStaticText", interfaceBuilder: "Static Text"),
        TraitName(trait: .summaryElement, swift: "summaryElement", objc: "UIAccessibilityTraitSummaryElement", swiftUI: "isSummaryElement", interfaceBuilder: "Summary Element"),
        TraitName(trait: .notEnabled, swift: "notEnabled", objc: "UIAccessibilityTraitNotEnabled", swiftUI: nil, interfaceBuilder: "User Interaction Enabled"),
        TraitName(trait: .updatesFrequently, swift: "updatesFrequently", objc: "UIAccessibilityTraitUpdatesFrequently", swiftUI: "updatesFrequently", interfaceBuilder: "Updates Frequently"),
        TraitName(trait: .searchField, swift: "searchField", objc: "UIAccessibilityTraitSearchField", swiftUI: "isSearchField", interfaceBuilder: "Search Field"),
        TraitName(trait: .startsMediaSession, swift: "startsMediaSession", objc: "UIAccessibilityTraitStartsMediaSession", swiftUI: "startsMediaSession", interfaceBuilder: "Starts Media Session"),
        TraitName(trait: .adjustable, swift: "adjustable", objc: "UIAccessibilityTraitAdjustable", swiftUI: nil, interfaceBuilder: "Adjustable"),
        TraitName(trait: .allowsDirectInteraction, swift: "allowsDirectInteraction", objc: "UIAccessibilityTraitAllowsDirectInteraction", swiftUI: "allowsDirectInteraction", interfaceBuilder: "Allows Direct Interaction"),
        TraitName(trait: .causesPageTurn, swift: "causesPageTurn", objc: "UIAccessibilityTraitCausesPageTurn", swiftUI: "causesPageTurn", interfaceBuilder: "Causes Page Turn"),
        TraitName(trait: .tabBar, swift: "tabBar", objc: "UIAccessibilityTraitTabBar", swiftUI: "isTabBar", interfaceBuilder: nil),
        TraitName(trait: .header, swift: "header", objc: "UIAccessibilityTraitHeader", swiftUI: "isHeader", interfaceBuilder: "Header"),
        TraitName(trait: .toggleButton, swift: "toggleButton", objc: "UIAccessibilityTraitToggleButton", swiftUI: "isToggle", interfaceBuilder: nil),
    ]

    /// The trait with this Swift name (`button`), if any.
    public static func swift(_ name: String) -> TraitName? { all.first { $0.swift == name } }
    /// The trait with this Objective-C constant (`UIAccessibilityTraitButton`), if any.
    public static func objc(_ name: String) -> TraitName? { all.first { $0.objc == name } }
    /// The trait with this SwiftUI name (`isButton`), if any.
    public static func swiftUI(_ name: String) -> TraitName? { all.first { $0.swiftUI == name } }
}

extension Traits {
    /// The Swift names of the traits in this set, in bit order (`[]` for none).
    public var swiftNames: [String] {
        TraitName.all.filter { $0.trait != .none && contains($0.trait) }.map(\.swift)
    }
}
