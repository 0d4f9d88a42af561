import AXModel

/// `label-repeats-role`: a label ending in a word VoiceOver already says from the traits
/// (GTXiLib checks for "button" only; this checks every spoken trait word), or an image's label
/// opening with "Photo of" (Apple's `accessibilityLabel` documentation: the label does not
/// include the type of the element, which the traits give).
public struct LabelRepeatsRole: AuditRule {
    public init() {}
    public let id = "label-repeats-role"
    public let severity = AuditSeverity.warning
    public let platform = Platform.ios
    public let lesson = "concepts/name-role-value"
    public let description = "A label ends in a word its traits already speak, such as 'button' or 'heading', "
        + "or an image's label opens with 'Photo of'."

    /// The openings that say "image" again on an image.
    static let imageOpenings = ["photo of", "image of", "picture of"]

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
