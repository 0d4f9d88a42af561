import AXModel

/// One place VoiceOver focus can rest: a whole element, or one part of a control that UIKit
/// splits into several stops (a stepper's buttons, a segment, a tab, a navigation bar's items).
public struct FocusStop: Sendable, Equatable {
    /// The stop's id: the element's id, or `stepper.increment`, `segments[0]`, `tabs[2]`
    /// (0-based), `nav.back`, `nav.title` for parts.
    public var id: String
    /// The screen element the stop comes from.
    public var elementID: String
    public var part: Part
    public var label: String?
    public var value: String?
    public var hint: String?
    public var traits: Traits
    public var role: StopRole
    /// `N of M` inside a segmented control or a tab bar.
    public var position: Position?
    /// `list start`, `list end`, `landmark`, `end`: the stop opens or closes a container.
    public var edge: ContainerEdge?
    /// The ids of the elements around the stop, outermost first.
    public var ancestors: [String]
    /// SwiftUI's heading level (`.accessibilityHeading(.h2)`), spoken with `heading`.
    public var headingLevel: Int?

    public init(id: String, elementID: String, part: Part = .whole, label: String? = nil,
                value: String? = nil, hint: String? = nil, traits: Traits = [],
                role: StopRole = [], position: Position? = nil, edge: ContainerEdge? = nil,
                ancestors: [String] = []) {
        self.id = id
        self.elementID = elementID
        self.part = part
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.role = role
        self.position = position
        self.edge = edge
        self.ancestors = ancestors
    }

    /// Which piece of its element a stop is.
    public enum Part: Sendable, Equatable {
        case whole
        case increment
        case decrement
        case segment(Int)
        case tab(Int)
        case back
        case title
        /// A SwiftUI `Section`'s header and footer.
        case header
        case footer
    }

    /// A stop's place in its control, 1-based: `2 of 4`.
    public struct Position: Sendable, Equatable {
        public var index: Int
        public var count: Int
        public init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }
    }

    /// The label, or nil when it is absent or empty (VoiceOver treats both alike).
    var spokenLabel: String? { label.flatMap { $0.isEmpty ? nil : $0 } }
    /// The value, or nil when it is absent or empty.
    var spokenValue: String? { value.flatMap { $0.isEmpty ? nil : $0 } }
    /// The custom hint, or nil when it is absent or empty.
    var spokenHint: String? { hint.flatMap { $0.isEmpty ? nil : $0 } }
}

/// What kind of control a stop is, beyond its traits: the things UIKit knows from the view
/// class (a text field) or from private traits (a back button, a tab).
public struct StopRole: OptionSet, Sendable, Hashable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// A `UISwitch`, or anything with `.toggleButton`: its value is spoken as on/off/mixed.
    public static let switchControl = StopRole(rawValue: 1 << 0)
    /// `UITextField`, `UITextView`, `UISearchTextField`.
    public static let textEntry = StopRole(rawValue: 1 << 1)
    public static let secureTextEntry = StopRole(rawValue: 1 << 2)
    /// A text entry that has the keyboard.
    public static let editing = StopRole(rawValue: 1 << 3)
    /// A multi-line `UITextView`.
    public static let multiline = StopRole(rawValue: 1 << 4)
    /// A tab bar item, or an element inside a container with `.tabBar`.
    public static let tab = StopRole(rawValue: 1 << 5)
    /// A navigation bar's back item.
    public static let backButton = StopRole(rawValue: 1 << 6)
}

/// The edge of a list or landmark container that a stop marks.
public enum ContainerEdge: String, Sendable, Equatable {
    case listStart = "list start"
    case listEnd = "list end"
    case landmarkStart = "landmark"
    case landmarkEnd = "end"
}
