import AXModel
import Course
import Foundation
import Presentation
import ScreenReader
import Testing
@testable import Tutor

/// The tutor on an android exercise: gestures are heard through TalkBack, the element tree
/// and completion use Android's attribute names.
@Suite struct AndroidSessionTests {
    static let exercise = "Exercises/traits/header/01-missing-trait.md"

    /// The fixture pack with its first exercise turned into an android one.
    func androidPack() throws -> (CoursePack, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("axtutor-android-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: FixturePack.root), to: folder)
        let file = folder.appendingPathComponent(Self.exercise)
        var text = try String(contentsOf: file, encoding: .utf8)
        text = text.replacingOccurrences(of: "title: The settings", with: "platform: android\ntitle: The settings")
        text = text.replacingOccurrences(of: "elements:\n  - id: title\n    type: UILabel",
                                         with: "platform: android\nelements:\n  - id: title\n    type: TextView")
        text = text.replacingOccurrences(of: "Settings, heading", with: "Settings, Heading")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return (try CourseLoader.load(from: folder.path), folder)
    }

    @Test func gesturesAreHeardThroughTalkBack() throws {
        let (pack, folder) = try androidPack()
        defer { try? FileManager.default.removeItem(at: folder) }
        var session = Session(pack: pack, index: 0)
        #expect(session.handle(line: "swipe right") == [.heard(.swipeRight, [.speech("Settings")])])
    }

    /// On an android exercise the headings menu is TalkBack's reading controls: `rotor` is
    /// answered with the reading control to type, and the reading control works.
    @Test func talkBackExplorationUsesReadingControlsNotARotor() throws {
        let (pack, folder) = try androidPack()
        defer { try? FileManager.default.removeItem(at: folder) }
        var session = Session(pack: pack, index: 0)
        guard case .invalid(let problem)? = session.handle(line: "rotor headings").first else {
            Issue.record("expected an invalid gesture")
            return
        }
        #expect(problem.suggestion == "reading controls headings")
        #expect(session.handle(line: "reading controls headings") == [.heard(.readingControl("headings"), [.speech("Headings")])])
    }

    @Test func theIntroductionSaysWhatTalkBackSays() throws {
        let (pack, folder) = try androidPack()
        defer { try? FileManager.default.removeItem(at: folder) }
        var session = Session(pack: pack, index: 0)
        let text = SessionRenderer(style: TextStyle(width: 80, plain: true)).render(session.start())
        #expect(text.contains("What TalkBack says now:\n> swipe right\n  Settings\n"))
        #expect(!text.contains("What VoiceOver says now"))
    }

    @Test func theTreeShowsAndroidAttributes() throws {
        let screen = try ScreenLoader.parse("""
            platform: android
            elements:
              - {id: a, type: EditText, hint: Email, enabled: false, importantForAccessibility: yes}
              - {id: b, type: Composable, role: Switch, toggleableState: on, heading: true, disabled: true}
            """, file: "s.yaml")
        #expect(ElementTree.lines(screen) == [
            "a (EditText)",
            "    hint: \"Email\"",
            "    enabled: false",
            "    importantForAccessibility: yes",
            "b (Composable)",
            "    disabled: true",
            "    checked: true",
            "    heading: true",
            "    role: Switch",
        ])
    }

    @Test func theTreeListsTheStringResources() throws {
        let screen = try ScreenLoader.parse("""
            platform: android
            strings: {play: Play episode, pause: Pause}
            elements:
              - {id: a, type: ImageButton}
            """, file: "s.yaml")
        #expect(ElementTree.lines(screen) == [
            "a (ImageButton)",
            "string resources (read with getString(R.string.NAME), or stringResource in Compose)",
            "    R.string.pause: \"Pause\"",
            "    R.string.play: \"Play episode\"",
        ])
    }

    /// docs/talkback.md TB-7.9: the title TalkBack says at launch is shown above the views.
    @Test func theTreeShowsTheWindowTitle() throws {
        let screen = try ScreenLoader.parse("""
            platform: android
            windowTitle: Settings
            elements:
              - {id: a, type: Switch, text: Wi-Fi}
            """, file: "s.yaml")
        #expect(ElementTree.lines(screen) == ["window title: \"Settings\"", "a (Switch)", "    text: \"Wi-Fi\""])
    }

    @Test func completionOffersAndroidAttributeNames() throws {
        let (pack, folder) = try androidPack()
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = Session(pack: pack, index: 0)
        #expect(Completion.candidates(line: "title.contentDes", word: "contentDes", vocabulary: session.vocabulary)
                == ["contentDescription"])
        #expect(Completion.candidates(line: "title.accessibilityLab", word: "accessibilityLab",
                                      vocabulary: session.vocabulary).isEmpty)
    }
}

/// The bundled course's exercise `id`, opened in a session.
private func bundledSession(at id: String) throws -> Session {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    let pack = try CourseLoader.load(from: repository)
    return Session(pack: pack, index: try #require(pack.exercises.firstIndex { $0.id == id }))
}

/// A fix typed line by line in the tutor may ask a Compose requester for focus before a later
/// line attaches it (docs/talkback.md TB-7.12): a note, not a refusal.
@Suite struct ComposeFocusSessionTests {
    @Test func aRequesterAskedBeforeItIsAttachedIsANoteNotARefusal() throws {
        var session = try bundledSession(at: "android-compose-skip-to-results")
        #expect(session.handle(line: "val resultsFocus = remember { FocusRequester() }") == [.applied(count: 1)])
        let asked = session.handle(line: "skipButton.modifier = Modifier.clickable { resultsFocus.requestFocus() }")
        #expect(asked.first == .applied(count: 1))
        guard case .pending(let note)? = asked.dropFirst().first else {
            Issue.record("no note for a requester attached to no node: \(asked)")
            return
        }
        #expect(note.hasPrefix("resultsFocus is attached to no node yet"))
        let unfocusable = session.handle(line: "resultsHeading.modifier = Modifier.focusRequester(resultsFocus)")
        #expect(unfocusable.count == 2 && unfocusable.first == .applied(count: 1), "a text takes no input focus: a note says so")
        // The heading was the app's modifier's: the one assigned keeps it in its chain.
        #expect(session.handle(line: "resultsHeading.modifier = Modifier.semantics { heading() }.focusRequester(resultsFocus).focusable()")
                == [.applied(count: 1)])
        guard case .graded(let result, _, _)? = session.handle(line: "check").first else {
            Issue.record("check gave no grade")
            return
        }
        #expect(result.passed)
    }
}

/// A View asked for input focus it cannot take: a note says why nothing moves (TB-7.11).
@Suite struct RequestFocusNoteTests {
    @Test func aViewThatTakesNoInputFocusIsNoted() throws {
        var session = try bundledSession(at: "android-error-takes-focus")
        let events = session.handle(line: "sendButton.setOnClickListener { errorText.requestFocus() }")
        #expect(events.first == .applied(count: 1))
        guard case .pending(let note)? = events.dropFirst().first else {
            Issue.record("no note for a TextView asked for input focus: \(events)")
            return
        }
        #expect(note.hasPrefix("errorText cannot take input focus, so requestFocus() on it returns false"))
        // A Composable's click is shown as the modifier that makes it.
        var screen = Screen(platform: .android, elements: [Element(id: "add", type: .Composable)])
        screen.modify("add") { $0.handlers = [EventHandler(event: "tap", effects: [])] }
        #expect(ElementTree.lines(screen).contains("    modifier: Modifier.clickable { … }"))
    }
}
