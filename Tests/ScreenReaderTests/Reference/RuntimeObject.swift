import AXModel

/// The commit of cashapp/AccessibilitySnapshot this reference re-implements. Every line range
/// cited in `Reference/` is a line range of a file at this commit:
/// `Sources/AccessibilitySnapshot/Parser/Swift/Classes/UIAccessibility+SnapshotAdditions.swift`
/// (the description, "Additions" below) and `.../AccessibilityHierarchyParser.swift` (the
/// parser, "Parser" below). Reference images are under
/// `Example/SnapshotTests/ReferenceImages/_64/` (iOS 17.5, 18.5 and 26.2 simulators).
enum AccessibilitySnapshotSource {
    static let repository = "cashapp/AccessibilitySnapshot"
    static let commit = "5b03db81f49275312ea1a56914dbe9aa1608e3f0"
}

/// UIKit's private traits, which AccessibilitySnapshot reads by bit (Additions 581-609: bit
/// positions from AXRuntime, as facebook/idb's AXTraits.h lists them). `switchButton` is the
/// bit UIKit made public in iOS 17 as `.toggleButton`.
enum PrivateTraits {
    static let textEntry = Traits(rawValue: 1 << 18)
    static let isEditing = Traits(rawValue: 1 << 21)
    static let secureTextField = Traits(rawValue: 1 << 24)
    static let backButton = Traits(rawValue: 1 << 27)
    static let tabBarItem = Traits(rawValue: 1 << 28)
    static let textArea = Traits(rawValue: 1 << 47)
    static let switchButton = Traits(rawValue: 1 << 53)
}

/// One object of UIKit's accessibility runtime as AccessibilitySnapshot's parser reads it: a
/// view, or an inner element of a control (a segment, a tab bar button, a stepper button), with
/// the accessibility properties UIKit reports for it at run time.
struct RuntimeObject: Sendable {
    /// The classes the parser treats specially (Parser 377-486, 920-927).
    enum Kind: Sendable {
        case view
        case segmentedControl
        case tabBar
        case tabBarButton
    }

    /// The id of the project's focus stop this object becomes, so the two lists line up.
    var id: String
    var kind: Kind = .view
    var isAccessibilityElement = false
    var label: String?
    var value: String?
    var hint: String?
    /// Public and private traits together.
    var traits: Traits = []
    var accessibilityElementsHidden = false
    var isHidden = false
    var accessibilityViewIsModal = false
    var shouldGroupAccessibilityChildren = false
    var containerType: ContainerType = .none
    /// `accessibilityElements`, when the object lists its elements itself.
    var accessibilityElements: [RuntimeObject]?
    var subviews: [RuntimeObject] = []
    /// A `UITabBar`'s `items.count`.
    var tabBarItemCount = 0

    init(id: String, kind: Kind = .view) {
        self.id = id
        self.kind = kind
    }

    /// Every object in the subview tree below this one, depth first (not this one).
    var descendants: [RuntimeObject] {
        subviews.flatMap { [$0] + $0.descendants }
    }
}
