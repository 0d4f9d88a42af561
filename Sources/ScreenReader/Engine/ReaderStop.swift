import AXModel

/// One place a screen reader's focus can rest, for VoiceOver and TalkBack alike: where the
/// stop is (its id, its element, the elements around it and the ones it reads) and what the
/// reader reads there (`reading`, the pieces its own utterance is built from).
///
/// The reading's properties can be used as the stop's own (`stop.traits`, `stop.name`).
@dynamicMemberLookup
public struct ReaderStop<Reading: StopReading>: Sendable, Equatable {
    /// The stop's id: the element's id, or a part's id such as `stepper.increment`.
    public var id: String
    /// The screen element the stop comes from.
    public var elementID: String
    /// Which piece of its element the stop is (VoiceOver splits some controls into parts).
    public var part: StopPart
    /// The ids of the elements around the stop, outermost first.
    public var ancestors: [String]
    /// The ids of the elements whose text this stop reads without their own stop (the
    /// non-focusable views inside a TalkBack stop).
    public var members: [String]
    /// What the reader reads here.
    public var reading: Reading

    public init(id: String, elementID: String, part: StopPart = .whole, ancestors: [String] = [],
                members: [String] = [], reading: Reading) {
        self.id = id
        self.elementID = elementID
        self.part = part
        self.ancestors = ancestors
        self.members = members
        self.reading = reading
    }

    // Inlinable, so that a property read through the stop costs what reading it directly does,
    // in the rules of other modules too (the audit reads every stop's words).
    @inlinable
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Reading, Value>) -> Value {
        get { reading[keyPath: keyPath] }
        set { reading[keyPath: keyPath] = newValue }
    }

    @inlinable
    public subscript<Value>(dynamicMember keyPath: KeyPath<Reading, Value>) -> Value {
        reading[keyPath: keyPath]
    }
}

/// What one reader reads on a stop, with the few facts about it that the shared gestures need.
public protocol StopReading: Sendable, Equatable {
    /// A dimmed (VoiceOver) or disabled (TalkBack) stop: a double tap does nothing.
    var isDisabled: Bool { get }
    /// A text entry that has the keyboard: `escape` ends the editing.
    var isEditing: Bool { get }
    /// Swipe up / down adjust the stop instead of moving by the rotor or reading control.
    var isAdjustable: Bool { get }
    /// Read at the first launch, without taking focus (VoiceOver's `.summaryElement`).
    var isSummary: Bool { get }
    /// A touch passes straight to the element (VoiceOver's `.allowsDirectInteraction`).
    var takesTouchDirectly: Bool { get }
    /// How a touch on such a stop is treated (VoiceOver's `accessibilityDirectTouchOptions`).
    var directTouchOptions: Set<DirectTouchOption> { get }
    /// `read all` turns the page when it reaches this stop (VoiceOver's `.causesPageTurn`).
    var turnsPage: Bool { get }
    /// The names of the element's custom actions, in the order the app declares them.
    var customActions: [String] { get }
    /// The element's custom content (VoiceOver only; docs/voiceover.md VO-8.4 to VO-8.6).
    var customContent: [CustomContent] { get }
}

/// Which piece of its element a stop is.
public enum StopPart: Sendable, Equatable {
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

/// A VoiceOver focus stop.
public typealias VoiceOverStop = ReaderStop<VoiceOverReading>
/// A TalkBack focus stop.
public typealias TalkBackStop = ReaderStop<TalkBackReading>
