import AXModel
import Foundation
import Presentation
import ScreenReader

/// How `speak` prints what is heard: plain lines, or JSON for scripts; control characters
/// from the screen spelled visibly in the lines, escaped in the JSON.
enum SpeechReport {
    /// One line per focus stop with `hint: …` under it, as a transcript prints them; a stop
    /// where nothing is said is said so in words (a blank line is easy to miss).
    static func text(_ announcements: [Announcement]) -> String {
        TerminalText.visible(announcements.flatMap { announcement in
            [announcement.speech.isEmpty ? "(a stop where nothing is said)" : announcement.speech]
                + (announcement.hint.map { ["hint: \($0)"] } ?? [])
        }.joined(separator: "\n"))
    }

    /// The transcript's lines as `text` prints focus stops.
    static func text(_ transcript: Transcript) -> String {
        TerminalText.visible(transcript.text)
    }

    /// `[{"id": …, "speech": …, "hint": … or null}]`, one object per stop in swipe order.
    static func json(_ announcements: [Announcement]) throws -> String {
        try encode(announcements)
    }

    /// One object per gesture: `{"gesture": "swipe right", "lines": [{"speech": …}, {"hint": …}]}`.
    static func json(_ transcript: Transcript) throws -> String {
        try encode(transcript.steps.map(StepJSON.init))
    }

    private static func encode<T: Encodable>(_ value: T) throws -> String {
        TerminalText.json(try JSONOutput.string(value, pretty: true))
    }

    /// A transcript step as JSON.
    private struct StepJSON: Encodable {
        var gesture: String
        var lines: [[String: String]]

        init(_ step: Transcript.Step) {
            gesture = step.gesture.description
            lines = step.lines.map { line in
                switch line {
                case .speech(let words): ["speech": words]
                case .hint(let words): ["hint": words]
                }
            }
        }
    }
}
