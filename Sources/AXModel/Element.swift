/// One view on a screen, with the accessibility properties its app set (nil: UIKit's default)
/// and the app behaviour that gives gestures their outcomes.
public struct Element: Sendable, Equatable {
    public var id: String
    public var type: ElementType
    /// The app's own subclass of a UIKit `type` (`class: RatingSlider`), which an `extension`
    /// in a fix names; nil for the UIKit class itself.
    public var className: String?
    /// Where the element was written (its `id:` line), for diagnostics; nil when made in code.
    public var location: SourceLocation?

    // MARK: Accessibility properties (nil = the type's default)
    public var accessibilityLabel: String?
    public var accessibilityValue: String?
    public var accessibilityHint: String?
    /// UIKit's `accessibilityLanguage`: the language, a BCP 47 tag (`fr-FR`), whose voice reads
    /// the label, value and hint (docs/voiceover.md VO-1.22); nil reads them in the user's.
    public var accessibilityLanguage: String?

    /// Whether a text is a BCP 47 language tag as UIKit takes one: a language of two or three
    /// letters, then subtags of letters and digits after hyphens (`fr`, `fr-FR`, `es-419`,
    /// `zh-Hant`); `fr_FR`, a locale identifier, is not one.
    public static func isLanguageTag(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
    /// When set, replaces the type's default traits (UIKit semantics).
    public var accessibilityTraits: Traits?
    /// `accessibilityDirectTouchOptions` (SwiftUI's `.accessibilityDirectTouch(options:)`): how a
    /// touch on a direct touch area is treated; empty speaks the area, then passes the touch.
    public var accessibilityDirectTouchOptions: Set<DirectTouchOption> = []
    public var isAccessibilityElement: Bool?
    public var accessibilityElementsHidden = false
    public var accessibilityViewIsModal = false
    public var shouldGroupAccessibilityChildren = false
    /// Ids of children in the order VoiceOver should visit them (`accessibilityElements`).
    public var accessibilityElements: [String]?
    public var accessibilityContainerType: ContainerType?
    /// SwiftUI `.accessibilityElement(children:)`.
    public var childBehavior: ChildBehavior?
    public var isHidden = false
    public var isEnabled = true
    public var isSelected = false
    /// SwiftUI's `.accessibilityHeading(.h1 … .h6)`: the level VoiceOver speaks with
    /// `heading` (nil: `.unspecified`, or never set). It makes nothing a heading by itself.
    public var headingLevel: Int?
    /// SwiftUI's `.accessibilitySortPriority(_:)`: higher comes first among the elements of the
    /// same level; nil is SwiftUI's default, 0 (docs/voiceover.md VO-7.10).
    public var sortPriority: Double?
    /// The label spelled out character by character: UIKit's `accessibilityAttributedLabel` with
    /// `.accessibilitySpeechSpellOut`, SwiftUI's `.speechSpellsOutCharacters()`
    /// (docs/voiceover.md VO-1.21).
    public var speechSpellsOutCharacters = false

    // MARK: Per-type content
    public var text: String?
    public var title: String?
    /// An image's asset name. VoiceOver reads it as the label of an image view or an image-only
    /// button that has nothing else to say (`resolvedLabel`).
    public var image: String?
    /// SwiftUI's `Image(decorative:)`: an image VoiceOver never reaches.
    public var decorative = false
    /// The image is an SF Symbol (`Image(systemName:)`), not an asset of the app: code shown
    /// after a pass writes it so, and `Image(decorative:)`, which loads an asset, is refused for it.
    public var systemImage = false
    /// A SwiftUI `Section`'s header and footer texts, read before and after its content.
    public var header: String?
    public var footer: String?
    public var placeholder: String?
    public var isOn: Bool?
    public var value: Double?
    public var minimumValue: Double?
    public var maximumValue: Double?
    public var stepValue: Double?
    /// A UIKit control's label that the app's own `.valueChanged` handler writes its value to, as
    /// a whole number (`countLabel.text = "\(Int(stepper.value))"`): a change the user makes, or
    /// code's `sendActions(for: .valueChanged)`, updates it; a value set in code alone does not,
    /// as UIKit sends no event for it.
    public var valueLabel: String?
    public var isSecureTextEntry = false
    public var isEditing = false
    public var segments: [String]?
    public var selectedSegmentIndex: Int?
    public var items: [String]?
    public var selectedIndex: Int?
    /// A tab bar's `badgeValue`s, one for each item in order ("" for an item without one).
    public var badges: [String]?
    public var accessoryType: AccessoryType?
    public var progress: Double?
    public var backTitle: String?
    public var numberOfPages: Int?
    /// A `UIActivityIndicatorView` spinning (`startAnimating()`); UIKit's default is stopped.
    public var isAnimating: Bool?
    /// A `UIActivityIndicatorView` that hides itself when stopped; UIKit's default is true.
    public var hidesWhenStopped: Bool?
    public var currentPage: Int?
    /// What an android screen sets: View attributes and Compose semantics.
    public var android = AndroidAttributes()

    // MARK: App behaviour
    public var onActivate: [Activation] = []
    /// What the element shows next, one entry a second (`wait`).
    public var updates: [String] = []
    /// Marked as required on screen (an asterisk, say).
    public var required = false
    /// Custom increment/decrement a learner wrote.
    public var adjustment: Adjustment?
    /// The actions the reader offers beside activation, in the order the app declares them.
    public var customActions: [CustomAction] = []
    /// Whether UIKit's `accessibilityCustomActions` is a list (`= []` made it one, even empty), not
    /// nil: `?.append(…)` adds to a list and does nothing on nil.
    public var hasCustomActionList = false
    /// The element's custom content (docs/voiceover.md VO-8.4 to VO-8.6); nil when a UIKit view's
    /// class does not conform to `AXCustomContentProvider` (SwiftUI views always take it).
    public var customContent: [CustomContent]?
    /// SwiftUI `.accessibilityFocused($name)`: the `@AccessibilityFocusState` that follows
    /// VoiceOver's focus on this view and moves it here (docs/voiceover.md VO-8.12).
    public var accessibilityFocusBinding: String?
    /// Code the app added to run on the control's events or a SwiftUI tap, in order.
    public var handlers: [EventHandler] = []
    /// SwiftUI modifiers whose value reads the app's state (`.accessibilityValue("\(rating)")`),
    /// by property: SwiftUI computes them again whenever that state changes.
    public var bindings: [String: Expression] = [:]
    /// The properties the app's class computes in an override (`override var accessibilityValue:
    /// String? { get { … } set { } }`): an assignment to one goes to the empty setter and changes
    /// nothing, as in Swift (docs/voiceover.md VO-8.19).
    public var overriddenProperties: Set<String> = []

    /// Properties set on inner elements: `increment`/`decrement` of a stepper, `"0"`, `"1"`, …
    /// for segments and tab bar items (0-based, as Swift subscripts are).
    public var parts: [String: PartProperties] = [:]

    public var children: [Element] = []

    public init(id: String, type: ElementType, children: [Element] = []) {
        self.id = id
        self.type = type
        self.children = children
    }
}

/// Accessibility properties set on an inner element of a control (a stepper's button, a tab).
public struct PartProperties: Sendable, Equatable {
    public var accessibilityLabel: String?
    public var accessibilityValue: String?
    public var accessibilityHint: String?
    public var accessibilityTraits: Traits?
    public var isAccessibilityElement: Bool?
    /// `tabBar.items?[2].isEnabled = false`, `setEnabled(false, forSegmentAt: 2)`: the part is
    /// dimmed and does not respond, whatever the control (docs/voiceover.md VO-5.14).
    public var isEnabled: Bool?
    public init() {}

    /// Whether nothing is set.
    public var isEmpty: Bool { self == PartProperties() }

    /// The properties a part takes, as UIKit names them (a fix, a screen's `parts`, the import).
    public static let keys = ["accessibilityLabel", "accessibilityValue", "accessibilityHint", "accessibilityTraits",
                              "isAccessibilityElement", "isEnabled"]

    /// Sets one of `keys` (a text property to a text or nil); false when the value is of the wrong kind.
    public mutating func set(_ name: String, to value: PropertyValue) -> Bool {
        switch (name, value) {
        case ("accessibilityLabel", .string(let text)): accessibilityLabel = text
        case ("accessibilityLabel", .nil_): accessibilityLabel = nil
        case ("accessibilityValue", .string(let text)): accessibilityValue = text
        case ("accessibilityValue", .nil_): accessibilityValue = nil
        case ("accessibilityHint", .string(let text)): accessibilityHint = text
        case ("accessibilityHint", .nil_): accessibilityHint = nil
        case ("accessibilityTraits", .traits(let traits)): accessibilityTraits = traits
        case ("isAccessibilityElement", .bool(let flag)): isAccessibilityElement = flag
        case ("isEnabled", .bool(let flag)): isEnabled = flag
        default: return false
        }
        return true
    }
}

/// A place in a source file: 1-based line and column.
public struct SourceLocation: Sendable, Equatable, Hashable {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
