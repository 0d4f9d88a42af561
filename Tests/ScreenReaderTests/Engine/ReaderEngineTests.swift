import AXModel
import Testing
@testable import ScreenReader

/// The behaviour both readers share is written once, in `ReaderEngine`: each test plays the
/// same gestures on an ios screen and on its android twin and finds the same outcome (where
/// focus rests, what is left of the screen, whether anything is heard), whatever each reader
/// says in its own words.
@Suite struct ReaderEngineTests {
    /// A screen of one platform from YAML list items (`  - {id: a, …}`).
    func page(_ platform: Platform, _ elements: String) throws -> Screen {
        try ScreenLoader.parse("platform: \(platform.rawValue)\nelements:\n" + elements, file: "t.yaml")
    }

    /// Plays `gestures` on the screen with its platform's reader; after each gesture, the
    /// focused id (`-` for none) and whether anything was heard (`*`).
    func steps(_ screen: Screen, _ gestures: String) throws -> [String] {
        var session = ReaderSession(screen: screen)
        return try Gesture.parseList(gestures, on: screen.platform).map { gesture in
            let heard = screen.platform.screenReader.perform(gesture, in: &session)
            return (session.focusedID ?? "-") + (heard.isEmpty ? "" : "*")
        }
    }

    @Test func bothReadersRunOnTheOneEngine() {
        #expect(type(of: VoiceOver().engine) == ReaderEngine<VoiceOverRules>.self)
        #expect(type(of: TalkBack().engine) == ReaderEngine<TalkBackRules>.self)
        #expect(Platform.ios.screenReader is VoiceOver)
        #expect(Platform.android.screenReader is TalkBack)
    }

    @Test func swipesStopAtTheEndsOnBothReaders() throws {
        let gestures = "swipe left; swipe right; swipe right; swipe right; swipe left"
        let expected = ["-", "a*", "b*", "b", "a*"]
        #expect(try steps(page(.ios, """
              - {id: a, type: UILabel, text: One}
              - {id: b, type: UILabel, text: Two}

            """), gestures) == expected)
        #expect(try steps(page(.android, """
              - {id: a, type: TextView, text: One}
              - {id: b, type: TextView, text: Two}

            """), gestures) == expected)
    }

    /// VoiceOver's rotor and TalkBack's reading controls are one menu: each reader says the
    /// setting's name in its own words, and swipe down / up move between its stops alike.
    @Test func theMenuMovesByHeadingsOnBothReaders() throws {
        let expected = ["-*", "first*", "second*", "second", "first*", "first*"]
        #expect(try steps(page(.ios, """
              - {id: first, type: UILabel, text: Account, accessibilityTraits: [header]}
              - {id: go, type: UIButton, title: Go}
              - {id: second, type: UILabel, text: Privacy, accessibilityTraits: [header]}

            """), "rotor headings; swipe down; swipe down; swipe down; swipe up; launch") == expected)
        #expect(try steps(page(.android, """
              - {id: first, type: TextView, text: Account, accessibilityHeading: true}
              - {id: go, type: Button, text: Go}
              - {id: second, type: TextView, text: Privacy, accessibilityHeading: true}

            """), "reading controls headings; swipe down; swipe down; swipe down; swipe up; launch") == expected)
        var session = ReaderSession(screen: Screen(elements: []))
        #expect(VoiceOver().perform(.readingControl("headings"), in: &session).isEmpty)
        #expect(TalkBack().perform(.rotor("headings"), in: &session).isEmpty)
        #expect(session.rotor == nil)
    }

    @Test func leavingTheScreenSilencesEveryGestureUntilLaunchOnBothReaders() throws {
        let gestures = "swipe right; double tap; swipe right; read all; wait 2; launch; swipe right"
        let expected = ["next*", "-*", "-", "-", "-", "next*", "next"]
        #expect(try steps(page(.ios, "  - {id: next, type: UIButton, title: Next, onActivate: {navigate: Details}}\n"),
                          gestures) == expected)
        #expect(try steps(page(.android, "  - {id: next, type: Button, text: Next, onActivate: {navigate: Details}}\n"),
                          gestures) == expected)
    }

    @Test func readAllEndsOnTheLastStopOnBothReaders() throws {
        #expect(try steps(page(.ios, "  - {id: a, type: UILabel, text: One}\n  - {id: b, type: UILabel, text: Two}\n"),
                          "read all") == ["b*"])
        #expect(try steps(page(.android, "  - {id: a, type: TextView, text: One}\n  - {id: b, type: TextView, text: Two}\n"),
                          "read all") == ["b*"])
    }

    @Test func escapeEndsEditingOnBothReaders() throws {
        for screen in [try page(.ios, "  - {id: a, type: UITextField, accessibilityLabel: Name}\n"),
                       try page(.android, "  - {id: a, type: EditText, hint: Name}\n")] {
            var session = ReaderSession(screen: screen)
            let reader = screen.platform.screenReader
            for gesture in try Gesture.parseList("swipe right; double tap", on: screen.platform) {
                _ = reader.perform(gesture, in: &session)
            }
            #expect(session.screen.element("a")?.isEditing == true)
            #expect(reader.perform(.escape, in: &session).isEmpty)
            #expect(session.screen.element("a")?.isEditing == false)
        }
    }

    @Test func theClockStopsAtTheLongestWaitOnBothReaders() {
        for reader in [Platform.ios.screenReader, Platform.android.screenReader] {
            var session = ReaderSession(screen: Screen(elements: []))
            #expect(reader.perform(.wait(.infinity), in: &session).isEmpty)
            #expect(reader.perform(.wait(-1), in: &session).isEmpty)
            #expect(session.elapsed == 0)
            _ = reader.perform(.wait(2e12), in: &session)
            #expect(session.elapsed == ReaderSession.longestWait)
        }
    }

    /// A touch on a view that has no stop of its own and is read by none lands on the stop of
    /// the nearest view around it (docs/voiceover.md VO-3.3, docs/talkback.md TB-4.2).
    @Test func touchOnAViewWithoutAStopLandsOnTheStopAroundItOnBothReaders() throws {
        #expect(try steps(page(.ios, """
              - id: row
                type: UIView
                isAccessibilityElement: true
                accessibilityLabel: Inbox
                children:
                  - {id: icon, type: UIImageView}

            """), "touch icon") == ["row*"])
        #expect(try steps(page(.android, """
              - id: row
                type: ViewGroup
                clickable: true
                children:
                  - {id: title, type: TextView, text: Inbox}
                  - {id: icon, type: ImageView, importantForAccessibility: no}

            """), "touch icon") == ["row*"])
    }

    /// Each `toggleOn` of the app's activation flips the state once more, on both readers,
    /// unless the control flipped itself (docs/voiceover.md VO-3.10, docs/talkback.md TB-4.5).
    @Test func everyToggleOnOfTheAppFlipsOnceMoreOnBothReaders() throws {
        let ios = try heardText(screen(element("row", .UIView) {
            $0.isAccessibilityElement = true
            $0.accessibilityLabel = "Sync"
            $0.accessibilityTraits = [.button, .toggleButton]
            $0.accessibilityValue = "0"
            $0.onActivate = [.toggleOn, .toggleOn]
        }), "swipe right; double tap")
        #expect(ios.hasSuffix("> double tap\non\noff"))
        let android = try heardText(page(.android, """
              - id: row
                type: ViewGroup
                clickable: true
                onActivate: [toggleOn, toggleOn]
                children:
                  - {id: caption, type: TextView, text: Sync}
                  - {id: toggle, type: Switch, clickable: false, focusable: false}

            """), "swipe right; double tap")
        #expect(android.hasSuffix("> double tap\nOn\nOff"))
    }

    func heardText(_ screen: Screen, _ gestures: String) throws -> String {
        screen.platform.screenReader.play(try Gesture.parseList(gestures, on: screen.platform), on: screen).text
    }
}
