import AXModel

/// What one side says on one focus stop.
struct Utterance: Equatable, Sendable {
    var id: String
    var speech: String
    var hint: String?
}

/// The re-implemented AccessibilitySnapshot as a whole: a project screen through the UIKit
/// run time, the parser and the description.
enum SnapshotReference {
    /// What AccessibilitySnapshot says on each element of the screen, in order.
    static func utterances(of screen: Screen) -> [Utterance] {
        SnapshotParser.elements(in: UIKitRuntime.window(of: screen)).map { visited in
            let (description, hint) = SnapshotDescription.of(visited.object, context: visited.context)
            return Utterance(id: visited.object.id, speech: description, hint: hint)
        }
    }
}

/// An utterance as the words a listener hears, so the legend's sentences
/// (`Selected: Label: Value. Button. 2 of 4.`) and the model's parts
/// (`selected, Label, Value, button, 2 of 4`) compare: lowercased, split at ",", ".", ":" and
/// spaces, empty pieces dropped. Punctuation is the legend's layout, not speech (the legend even
/// joins a switch's unusual value to the next trait word with a bare space, Additions 118), so
/// the comparison is word by word, in order.
///
/// A run of bullets, which UIKit reports as a secure field's value, is heard as its length:
/// `9 characters` (VoiceOver does not read the bullets one by one; the corrected model says
/// `Password, 9 characters, secure text field`).
enum SpokenParts {
    static func of(_ text: String?) -> [String] {
        guard let text else { return [] }
        var heard = ""
        var bullets = 0
        func flushBullets() {
            if bullets > 0 { heard += bullets == 1 ? "1 character" : "\(bullets) characters" }
            bullets = 0
        }
        for character in text {
            if character == "\u{2022}" {
                bullets += 1
            } else {
                flushBullets()
                heard.append(character)
            }
        }
        flushBullets()
        return heard.lowercased()
            .split(whereSeparator: { $0 == "," || $0 == "." || $0 == ":" || $0.isWhitespace })
            .map(String.init)
    }
}
