import AXModel
@testable import ScreenReader

/// An android screen from its elements, written as YAML list items (`  - {id: a, …}`).
func androidScreen(_ elements: String) throws -> Screen {
    try ScreenLoader.parse("platform: android\nelements:\n" + elements, file: "t.yaml")
}

/// What TalkBack says for each stop of an android screen, as `speech` or `speech | hint`.
func talkBackSpoken(_ elements: String, olderWidgets: Bool = false) throws -> [String] {
    TalkBack(olderWidgets: olderWidgets).announcements(of: try androidScreen(elements)).map { announcement in
        announcement.hint.map { "\(announcement.speech) | \($0)" } ?? announcement.speech
    }
}

/// Plays `gestures` (`;`-separated) on an android screen from a fresh start; the transcript's text.
/// Gestures TalkBack does not have (a rotor) are refused, as in an android exercise.
func talkBackHeard(_ elements: String, _ gestures: String) throws -> String {
    TalkBack().play(try Gesture.parseList(gestures, on: .android), on: try androidScreen(elements)).text
}
