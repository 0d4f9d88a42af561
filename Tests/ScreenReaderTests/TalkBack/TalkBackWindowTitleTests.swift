import AXModel
import Testing
@testable import ScreenReader

/// A window that appears under TalkBack: its title, then its first node (docs/talkback.md TB-7.9).
@Suite struct TalkBackWindowTitleTests {
    private func heard(_ top: String, _ elements: String, _ gestures: String) throws -> String {
        let screen = try ScreenLoader.parse("platform: android\n\(top)elements:\n" + elements, file: "t.yaml")
        return TalkBack().play(try Gesture.parseList(gestures, on: .android), on: screen).text
    }

    private let settings = """
          - {id: wifi, type: Switch, text: Wi-Fi, checked: true}
          - {id: bluetooth, type: Switch, text: Bluetooth, checked: false}

        """

    @Test func aNewWindowSaysItsTitleThenReadsItsFirstNode() throws {
        #expect(try heard("windowTitle: Settings\n", settings, "launch; swipe right") == """
            > launch
            Settings
            On, Wi-Fi, Switch
            hint: Double-tap to toggle
            > swipe right
            Off, Bluetooth, Switch
            hint: Double-tap to toggle
            """)
        // Without a title, the first node alone.
        #expect(try heard("", settings, "launch") == """
            > launch
            On, Wi-Fi, Switch
            hint: Double-tap to toggle
            """)
    }

    @Test func theFirstFocusSkipsTheNodeShowingTheTitle() throws {
        let toolbar = """
              - {id: heading, type: TextView, text: SETTINGS}
              - {id: wifi, type: Switch, text: Wi-Fi, checked: true}

            """
        #expect(try heard("windowTitle: Settings\n", toolbar, "launch; swipe left") == """
            > launch
            Settings
            On, Wi-Fi, Switch
            hint: Double-tap to toggle
            > swipe left
            SETTINGS
            """)
    }

    @Test func windowTitleIsAnAndroidScreensKey() throws {
        let screen = try ScreenLoader.parse("platform: android\nwindowTitle: Settings\nelements: []\n", file: "t.yaml")
        #expect(screen.windowTitle == "Settings")
        do {
            _ = try ScreenLoader.parse("platform: ios\nwindowTitle: Settings\nelements: []\n", file: "t.yaml")
            Issue.record("an ios screen took a window title")
        } catch let diagnostics as Diagnostics {
            #expect(diagnostics.items.map(\.rendered).first?.hasPrefix(
                "t.yaml:2:1: error: 'windowTitle' is the title TalkBack says when an android window appears") == true)
        }
    }
}
