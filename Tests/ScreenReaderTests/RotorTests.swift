import Testing
import AXModel
@testable import ScreenReader

/// docs/voiceover.md VO-3.17, VO-3.18: the rotor and swipe up / down elsewhere.
@Suite struct RotorTests {
    let page = screen(
        element("a", .UILabel) { $0.text = "Podcasts"; $0.accessibilityTraits = .header },
        element("b", .UIButton) { $0.title = "Subscribe" },
        element("c", .UILabel) { $0.text = "Artists"; $0.accessibilityTraits = .header },
        element("d", .UIButton) { $0.title = "Site"; $0.accessibilityTraits = .link }
    )

    @Test func rotorSaysItsSetting() throws {
        #expect(try heard(page, "rotor headings") == "> rotor headings\nheadings")
    }

    @Test func swipeDownMovesToTheNextHeadingAndUpToThePrevious() throws {
        #expect(try heard(page, "rotor headings; swipe down; swipe down; swipe down; swipe up")
                == "> rotor headings\nheadings\n> swipe down\nPodcasts, heading\n> swipe down\nArtists, heading\n> swipe down\n> swipe up\nPodcasts, heading")
    }

    @Test func linksRotor() throws {
        #expect(try heard(page, "rotor links; swipe down") == "> rotor links\nlinks\n> swipe down\nSite, link")
    }

    @Test func formControlsRotorSkipsLinks() throws {
        #expect(try heard(page, "rotor form controls; swipe down; swipe down")
                == "> rotor form controls\nform controls\n> swipe down\nSubscribe, button\n> swipe down")
    }

    @Test func withoutARotorSettingSwipeDownSaysNothing() throws {
        #expect(try heard(page, "swipe down") == "> swipe down")
    }

    @Test func everySettingMatchesItsStops() {
        func stop(_ traits: Traits, role: StopRole = [], edge: ContainerEdge? = nil) -> VoiceOverStop {
            VoiceOverStop(id: "x", elementID: "x", traits: traits, role: role, edge: edge)
        }
        #expect(RotorSetting.headings.matches(stop(.header)))
        #expect(RotorSetting.links.matches(stop(.link)))
        #expect(RotorSetting.formControls.matches(stop([], role: .textEntry)))
        #expect(RotorSetting.textFields.matches(stop([], role: .textEntry)))
        #expect(RotorSetting.buttons.matches(stop(.button)))
        #expect(RotorSetting.images.matches(stop(.image)))
        #expect(RotorSetting.staticText.matches(stop(.staticText)))
        #expect(RotorSetting.landmarks.matches(stop([], edge: .landmarkStart)))
        #expect(!RotorSetting.headings.matches(stop(.staticText)))
    }
}
