import AXModel
import ScreenReader

/// A screen prepared for the rules: its elements by id, their parents, and the focus stops of
/// the screen's reader (VoiceOver's on ios, TalkBack's on android) with what is spoken on each —
/// the *effective* properties, UIKit and Android defaults included.
public struct AuditContext: Sendable {
    public let screen: Screen
    /// The screen as designed, before any fix (the screen itself when there was none).
    public let drawn: Screen
    /// VoiceOver's focus stops in swipe order (none on an android screen).
    public let stops: [VoiceOverStop]
    /// TalkBack's focus stops in swipe order (none on an ios screen).
    public let talkBackStops: [TalkBackStop]
    private let elements: [String: Element]
    private let parents: [String: String]
    /// Each element's whole stop, by element id (the first, should an id repeat).
    private let wholeStops: [String: Int]
    /// The ids the designed screen hides with `isHidden`, on themselves or around them.
    private let hiddenInDrawing: Set<String>
    private let drawnIDs: Set<String>
    private let voiceOver = VoiceOver()
    private let talkBack = TalkBack()

    public init(screen: Screen, drawn: Screen? = nil) {
        self.screen = screen
        self.drawn = drawn ?? screen
        stops = screen.platform == .ios ? VoiceOver().focusStops(of: screen) : []
        talkBackStops = screen.platform == .android ? TalkBack().focusStops(of: screen) : []
        var wholeStops: [String: Int] = [:]
        for (index, stop) in stops.enumerated() where stop.part == .whole && wholeStops[stop.elementID] == nil {
            wholeStops[stop.elementID] = index
        }
        self.wholeStops = wholeStops
        var hidden: Set<String> = [], drawnIDs: Set<String> = []
        func mark(_ list: [Element], hiddenAbove: Bool) {
            for element in list {
                let here = hiddenAbove || element.isHidden
                drawnIDs.insert(element.id)
                if here { hidden.insert(element.id) }
                mark(element.children, hiddenAbove: here)
            }
        }
        mark((drawn ?? screen).elements, hiddenAbove: false)
        hiddenInDrawing = hidden
        self.drawnIDs = drawnIDs
        var elements: [String: Element] = [:]
        var parents: [String: String] = [:]
        func walk(_ list: [Element], parent: String?) {
            for element in list {
                if elements[element.id] == nil { elements[element.id] = element }
                if let parent, parents[element.id] == nil { parents[element.id] = parent }
                walk(element.children, parent: element.id)
            }
        }
        walk(screen.elements, parent: nil)
        self.elements = elements
        self.parents = parents
    }

    /// The element with this id.
    public func element(_ id: String) -> Element? { elements[id] }

    /// The ids of the elements around this one, nearest first.
    public func ancestors(of id: String) -> [String] {
        var result: [String] = []
        var current = parents[id]
        while let parent = current, !result.contains(parent) {
            result.append(parent)
            current = parents[parent]
        }
        return result
    }

    /// The stop that speaks for an element: its own whole stop, else the stop of the nearest
    /// element around it that is one stop (a grouped row); nil when nothing reaches it.
    public func stop(for id: String) -> VoiceOverStop? {
        for candidate in [id] + ancestors(of: id) {
            if let index = wholeStops[candidate] { return stops[index] }
        }
        return nil
    }

    /// Whether the element is out of VoiceOver's reach because a modal view hides it (it, or a
    /// view around it, is a sibling of the modal view).
    public func isBehindModal(_ id: String) -> Bool {
        voiceOver.isBehindModal(id, in: screen)
    }

    /// What VoiceOver says when focus lands on the stop.
    public func speech(of stop: VoiceOverStop) -> String {
        voiceOver.announcement(for: stop).speech
    }

    /// What TalkBack says when focus lands on the stop coming from `previous` (nil: from no
    /// stop).
    public func speech(of stop: TalkBackStop, after previous: TalkBackStop? = nil) -> String {
        talkBack.announcement(for: stop, after: previous).speech
    }

    /// The stop's label, nil when absent or empty (VoiceOver treats both alike), or when it is
    /// only the asset name of the element's image: VoiceOver reads that name for want of a
    /// label, and a file name is no name for a user (docs/voiceover.md VO-6.1).
    public func label(of stop: VoiceOverStop) -> String? {
        guard let label = stop.label?.trimmingSpaces, !label.isEmpty else { return nil }
        if stop.part == .whole, let element = element(stop.elementID), element.labelIsImageName,
           stop.label == element.image {
            return nil
        }
        return label
    }

    /// The traits a rule should judge: the element's own for a whole element (a SwiftUI
    /// combined row's merged traits are not its author's choice), the stop's for a part.
    public func ownTraits(of stop: VoiceOverStop) -> Traits {
        guard stop.part == .whole, let element = element(stop.elementID) else { return stop.traits }
        return element.resolvedTraits
    }

    /// The statement that names the stop's element `text` (written as a Swift literal's inside),
    /// in its framework's spelling: `x.accessibilityLabel = "…"` on a UIKit view,
    /// `x.accessibilityLabel("…")` on a SwiftUI one.
    public func labelling(_ stop: VoiceOverStop, _ text: String) -> String {
        // A SwiftUI Picker's segment is its option view, inside the Picker: no modifier on the
        // Picker reaches one (docs/voiceover.md VO-7.11).
        if case .segment(let index) = stop.part, element(stop.elementID)?.type == .Picker {
            return "Text(\"\(text)\") as option \(index + 1) inside the Picker"
        }
        if element(stop.elementID)?.type.framework == .swiftUI { return "\(stop.id).accessibilityLabel(\"\(text)\")" }
        // A tab is its bar's item, as UIKit reaches it: `tabBar.items?[2]` (the stop is `tabBar[2]`).
        if case .tab(let index) = stop.part { return "\(stop.elementID).items?[\(index)].accessibilityLabel = \"\(text)\"" }
        // A segment that shows an image is named through its image; one with a title by the title.
        if case .segment(let index) = stop.part {
            let title = element(stop.elementID)?.segments.flatMap { $0.indices.contains(index) ? $0[index] : nil } ?? ""
            return title.isEmpty ? "\(stop.elementID).imageForSegment(at: \(index))?.accessibilityLabel = \"\(text)\""
                : "\(stop.elementID).setTitle(\"\(text)\", forSegmentAt: \(index))"
        }
        return "\(stop.id).accessibilityLabel = \"\(text)\""
    }

    /// The statement that takes `trait` off the stop's element, in its framework's spelling:
    /// `x.accessibilityTraits.remove(.button)` on a UIKit view,
    /// `x.accessibilityRemoveTraits(.isButton)` on a SwiftUI one (where SwiftUI names the trait).
    public func removing(_ trait: Traits, from stop: VoiceOverStop) -> String {
        let name = TraitName.all.first { $0.trait == trait }
        if element(stop.elementID)?.type.framework == .swiftUI, let swiftUI = name?.swiftUI {
            return "\(stop.id).accessibilityRemoveTraits(.\(swiftUI))"
        }
        return "\(stop.id).accessibilityTraits.remove(.\(name?.swift ?? "none"))"
    }

    /// The statement that gives the stop's element `trait`, in its framework's spelling; with
    /// `replacing`, that trait goes: `x.accessibilityTraits = [.link]` (or `.insert(.link)`) on a
    /// UIKit view, `x.accessibilityRemoveTraits(.isButton).accessibilityAddTraits(.isLink)` on a
    /// SwiftUI one.
    public func adding(_ trait: Traits, to stop: VoiceOverStop, replacing: Traits? = nil) -> String {
        let name = TraitName.all.first { $0.trait == trait }
        if element(stop.elementID)?.type.framework == .swiftUI, let swiftUI = name?.swiftUI {
            let removed = replacing.flatMap { old in TraitName.all.first { $0.trait == old }?.swiftUI }
            return "\(stop.id)" + (removed.map { ".accessibilityRemoveTraits(.\($0))" } ?? "") + ".accessibilityAddTraits(.\(swiftUI))"
        }
        let swift = name?.swift ?? "none"
        return replacing != nil ? "\(stop.id).accessibilityTraits = [.\(swift)]" : "\(stop.id).accessibilityTraits.insert(.\(swift))"
    }

    /// The statement that takes the stop's element out of VoiceOver's reach, in its framework's
    /// spelling: `x.isAccessibilityElement = false` on a UIKit view, `x.accessibilityHidden(true)` on a SwiftUI one.
    public func hiding(_ stop: VoiceOverStop) -> String {
        element(stop.elementID)?.type.framework == .swiftUI ? "\(stop.id).accessibilityHidden(true)"
            : "\(stop.id).isAccessibilityElement = false"
    }

    /// Whether a user acts on the stop: a role trait, or a control UIKit knows by its class.
    public func isInteractive(_ stop: VoiceOverStop) -> Bool {
        !stop.traits.isDisjoint(with: AuditContext.actionTraits)
            || !stop.role.isDisjoint(with: [.switchControl, .textEntry, .tab, .backButton])
    }

    /// The traits that make an element something a user acts on.
    static let actionTraits: Traits = [.button, .link, .adjustable, .searchField, .keyboardKey]

    /// What the stop is, in the words a message uses: `switch`, `text field`, `link`, …
    public func kind(of stop: VoiceOverStop) -> String {
        if stop.part == .whole, let type = element(stop.elementID)?.type {
            if type.isSlider { return "slider" }
            if type == .UIPageControl { return "page control" }
        }
        if stop.role.contains(.switchControl) { return "switch" }
        if stop.role.contains(.textEntry) { return "text field" }
        if stop.traits.contains(.searchField) { return "search field" }
        if stop.role.contains(.tab) { return "tab" }
        if stop.traits.contains(.adjustable) { return "adjustable element" }
        if stop.traits.contains(.link) { return "link" }
        if stop.traits.contains(.keyboardKey) { return "key" }
        if stop.traits.contains(.button) || stop.role.contains(.backButton) { return "button" }
        if stop.traits.contains(.image) { return "image" }
        if stop.traits.contains(.header) { return "heading" }
        return "element"
    }

    /// `a switch`, `an image`: the kind with its article.
    public func aKind(of stop: VoiceOverStop) -> String {
        let kind = kind(of: stop)
        return ("aeiou".contains(kind.first ?? "x") ? "an " : "a ") + kind
    }

    /// `'play'`, or `'play' (in 'row')` when the stop speaks for an element around `elementID`.
    func named(_ stop: VoiceOverStop, for elementID: String) -> String {
        stop.elementID == elementID ? "'\(elementID)'" : "'\(elementID)' (read as part of '\(stop.id)')"
    }

    /// The trait words VoiceOver speaks for the stop (docs/voiceover.md VO-1.5), `selected`
    /// included.
    public func traitWords(of stop: VoiceOverStop) -> [String] {
        let traits = stop.traits, role = stop.role
        var words: [String] = []
        if traits.contains(.selected) { words.append("selected") }
        if traits.contains(.notEnabled) { words.append("dimmed") }
        let buttonHidden = traits.contains(.keyboardKey)
            || !role.isDisjoint(with: [.switchControl, .tab, .backButton])
        if traits.contains(.button), !buttonHidden { words.append("button") }
        if role.contains(.backButton) { words.append("button") }
        if role.contains(.switchControl), traits.contains(.button) { words += ["switch", "button"] }
        if role.contains(.tab) { words.append("tab") }
        if role.contains(.textEntry) { words.append("field") }
        if traits.contains(.header) { words.append("heading") }
        if traits.contains(.link) { words.append("link") }
        if traits.contains(.adjustable) { words.append("adjustable") }
        if traits.contains(.image) { words.append("image") }
        if traits.contains(.searchField) { words.append("field") }
        return words
    }

    /// Whether an element is drawn on the designed screen: neither it nor anything around it
    /// has `isHidden` there. An element the design does not have counts as drawn.
    public func isDrawn(_ id: String) -> Bool {
        !drawnIDs.contains(id) || !hiddenInDrawing.contains(id)
    }
}

extension String {
    /// The string without spaces and new lines at either end.
    var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }

    /// The words of the string, lower-cased: runs of letters and digits.
    var words: [String] {
        split { !$0.isLetter && !$0.isNumber }.map { $0.lowercased() }
    }

    /// The numbers written in the string (`2`, `14.95`, `50` of `50%`), as written.
    var numbers: [String] {
        var found: [String] = []
        var current = ""
        for character in self {
            if character.isASCII, character.isNumber {
                current.append(character)
            } else if character == ".", !current.isEmpty, !current.contains(".") {
                current.append(character)
            } else {
                if !current.isEmpty { found.append(current) }
                current = ""
            }
        }
        if !current.isEmpty { found.append(current) }
        return found.map { $0.hasSuffix(".") ? String($0.dropLast()) : $0 }
    }
}

extension Double {
    /// The number as a person writes it: `2` for 2.0, `2.5` for 2.5.
    var written: String {
        guard isFinite else { return "\(self)" }
        if rounded() == self, abs(self) < 1e15 { return String(Int(self)) }
        return "\(self)"
    }
}
