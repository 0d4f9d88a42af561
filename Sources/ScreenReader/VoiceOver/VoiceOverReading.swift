import AXModel

/// What VoiceOver reads on one stop: a whole element, or one part of a control that UIKit
/// splits into several stops (a stepper's buttons, a segment, a tab, a navigation bar's items).
public struct VoiceOverReading: StopReading {
    public var label: String?
    public var value: String?
    public var hint: String?
    public var traits: Traits
    public var role: StopRole
    /// `N of M` inside a segmented control or a tab bar.
    public var position: Position?
    /// `list start`, `list end`, `landmark`, `end`: the stop opens or closes a container.
    public var edge: ContainerEdge?
    /// SwiftUI's heading level (`.accessibilityHeading(.h2)`), spoken with `heading`.
    public var headingLevel: Int?
    /// The names of the element's custom actions (docs/voiceover.md VO-8.1).
    public var customActions: [String] = []
    /// The element's custom content, read in the More Content rotor, the high-importance pieces
    /// also on focus (docs/voiceover.md VO-8.4 to VO-8.6).
    public var customContent: [CustomContent] = []
    /// The language whose voice reads the label, value and hint (`accessibilityLanguage`), when
    /// the app set one (docs/voiceover.md VO-1.22).
    public var language: String?
    /// The labelled semantic groups the stop is inside, outermost first: each label is said
    /// when focus comes in from outside the group (docs/voiceover.md VO-1.20).
    public var groups: [SemanticGroup] = []
    /// How a touch is treated when the stop is a direct touch area (docs/voiceover.md VO-3.4).
    public var directTouchOptions: Set<DirectTouchOption> = []
    /// Disabled by a SwiftUI view around it (`.disabled(true)` on its stack): dimmed, and a double
    /// tap does nothing, whatever its own state (docs/voiceover.md VO-7.12).
    public var disabledAbove = false

    public init(label: String? = nil, value: String? = nil, hint: String? = nil, traits: Traits = [],
                role: StopRole = [], position: Position? = nil, edge: ContainerEdge? = nil) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.role = role
        self.position = position
        self.edge = edge
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

    public var isDisabled: Bool { traits.contains(.notEnabled) }
    public var isEditing: Bool { role.contains(.editing) }
    public var isAdjustable: Bool { traits.contains(.adjustable) }
    public var isSummary: Bool { traits.contains(.summaryElement) }
    public var takesTouchDirectly: Bool { traits.contains(.allowsDirectInteraction) }
    public var turnsPage: Bool { traits.contains(.causesPageTurn) }
}

extension ReaderStop where Reading == VoiceOverReading {
    /// A VoiceOver stop with its reading's pieces given one by one.
    public init(id: String, elementID: String, part: StopPart = .whole, label: String? = nil,
                value: String? = nil, hint: String? = nil, traits: Traits = [],
                role: StopRole = [], position: VoiceOverReading.Position? = nil, edge: ContainerEdge? = nil,
                ancestors: [String] = []) {
        self.init(id: id, elementID: elementID, part: part, ancestors: ancestors,
                  reading: VoiceOverReading(label: label, value: value, hint: hint, traits: traits,
                                            role: role, position: position, edge: edge))
    }
}

/// A container VoiceOver names when focus enters it: a UIKit view whose
/// `accessibilityContainerType` is `.semanticGroup`, or a SwiftUI `.contain` container, with a
/// label (docs/voiceover.md VO-1.20).
public struct SemanticGroup: Sendable, Equatable {
    public var id: String
    public var label: String
    public init(id: String, label: String) {
        self.id = id
        self.label = label
    }
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
