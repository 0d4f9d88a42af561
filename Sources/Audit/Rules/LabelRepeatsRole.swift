import AXModel
import ScreenReader
import Foundation

/// `label-repeats-role`: a label ending in a word VoiceOver already says from the traits
/// (GTXiLib checks for "button" only; this checks every spoken trait word), an image's label
/// opening with "Photo of", or a label ending in VoiceOver's words for a role the element does
/// not have (", search field"), which fakes the role in words (Apple's `accessibilityLabel`
/// documentation: the label does not include the type of the element, which the traits give).
public struct LabelRepeatsRole: AuditRule {
    public init() {}
    public let id = "label-repeats-role"
    public let severity = AuditSeverity.warning
    public let platform = Platform.ios
    public let lesson = "concepts/name-role-value"
    public let description = "A label ends in a word its traits already speak, such as 'button' or 'heading', "
        + "or in the words of a role it does not have (', search field'), or an image's label opens with 'Photo of'."

    /// The openings that say "image" again on an image: `Photo of …`, `Photo: …`.
    static let imageOpenings = ["photo of", "image of", "picture of", "photo:", "image:", "picture:"]

    /// VoiceOver's words for a role, which a label ending in `, WORDS` fakes when the traits do not
    /// give it; after a comma only, so a name such as "Copy link" is left alone.
    static let roleWords: [(words: String, trait: Traits)] = [
        ("search field", .searchField), ("button", .button), ("link", .link), ("heading", .header), ("image", .image),
        ("adjustable", .adjustable),
    ]

    public func findings(in context: AuditContext) -> [Finding] {
        context.stops.compactMap { stop in
            guard let label = context.label(of: stop) else { return nil }
            if context.traitWords(of: stop).contains("image"),
               let opening = Self.imageOpenings.first(where: { label.lowercased().hasPrefix($0 + " ") }) {
                let rest = label.dropFirst(opening.count + 1)
                let kept = (rest.first.map { $0.uppercased() } ?? "") + rest.dropFirst()
                return finding(stop.elementID, in: context,
                               "the label '\(label)' opens with '\(label.prefix(opening.count))', and VoiceOver "
                               + "already says 'image' from the traits: it hears '\(context.speech(of: stop))'. Say "
                               + "what it shows: \(context.labelling(stop, "\(kept)"))")
            }
            if let faked = fakedRole(label, stop, in: context) { return faked }
            guard let last = label.words.last,
                  context.traitWords(of: stop).contains(last) else { return nil }
            let kept = Self.dropLastWord(of: label)
            let fix = kept.isEmpty ? "name what it does instead"
                : "drop the word: \(context.labelling(stop, "\(kept)"))"
            return finding(stop.elementID, in: context,
                           "the label '\(label)' ends in '\(last)', which VoiceOver already says from "
                           + "the traits: it hears '\(context.speech(of: stop))'. Let the traits say "
                           + "it and \(fix)")
        }
    }

    /// A label ending in `, WORDS` for a role VoiceOver does not say from the traits: heard, but
    /// the rotor, braille and Voice Control go by the traits.
    private func fakedRole(_ label: String, _ stop: VoiceOverStop, in context: AuditContext) -> Finding? {
        let lowered = label.lowercased().trimmingCharacters(in: .whitespaces)
        guard let role = Self.roleWords.first(where: { lowered.hasSuffix(", " + $0.words) }) else { return nil }
        let spoken = context.traitWords(of: stop)
        // Said from the traits already: the last-word check tells the repeat.
        guard !spoken.contains(role.words.split(separator: " ").last.map(String.init) ?? role.words) else { return nil }
        let kept = String(label.dropLast(role.words.count + 2))
        let ownTraits = context.ownTraits(of: stop)
        let give = role.trait == .button && ownTraits.contains(.keyboardKey)
            ? context.removing(.keyboardKey, from: stop) + " (it is no keyboard key, and .keyboardKey keeps 'button' unsaid)"
            : context.adding(role.trait, to: stop)
        return finding(stop.elementID, in: context,
                       "the label '\(label)' ends in '\(role.words)', VoiceOver's words for a role the element does not "
                       + "have: it hears '\(context.speech(of: stop))', but the rotor, braille and Voice Control go by "
                       + "the traits. Let the traits say it, \(give), and name it alone, \(context.labelling(stop, kept))")
    }

    /// The label without its last word and the spaces and punctuation before it.
    static func dropLastWord(of label: String) -> String {
        var text = Substring(label)
        while let last = text.last, !last.isLetter, !last.isNumber { text.removeLast() }
        while let last = text.last, last.isLetter || last.isNumber { text.removeLast() }
        while let last = text.last, !last.isLetter, !last.isNumber { text.removeLast() }
        return String(text)
    }

    public let failing = [
        """
        elements:
          - ↓id: play
            type: UIButton
            title: Play button
        """,
        """
        elements:
          - ↓id: title
            type: UILabel
            text: Account heading
            accessibilityTraits: [header]
        """,
        """
        elements:
          - ↓id: photo
            type: UIImageView
            image: beach
            isAccessibilityElement: true
            accessibilityLabel: Beach at sunset image
        """,
        """
        elements:
          - ↓id: photo
            type: UIImageView
            image: IMG_2041
            isAccessibilityElement: true
            accessibilityLabel: Photo of a dog on a beach
        """,
        """
        elements:
          - ↓id: searchBar
            type: UIView
            isAccessibilityElement: true
            accessibilityLabel: Search recipes, search field
        """,
    ]

    public let passing = [
        """
        elements:
          - id: play
            type: UIButton
            title: Play
          - id: help
            type: UILabel
            text: Tap the button
          - id: link
            type: UIButton
            title: Copy link
        """,
    ]
}
