import Testing
import AXModel
@testable import FixScript

/// `accessibilityLiveRegion` on a View and Compose's `liveRegion` (docs/talkback.md TB-7.5 to
/// TB-7.7), written as Kotlin writes them.
@Suite struct LiveRegionStatementsTests {
    private var screen: Screen {
        var toast = Element(id: "toast", type: .TextView)
        toast.text = "Saved"
        var counter = Element(id: "counter", type: .Composable)
        counter.text = "0 items"
        return Screen(platform: .android, elements: [toast, counter])
    }

    @Test func liveRegionStatementsInBothDialects() throws {
        for source in ["toast.accessibilityLiveRegion = View.ACCESSIBILITY_LIVE_REGION_POLITE",
                       "toast.setAccessibilityLiveRegion(View.ACCESSIBILITY_LIVE_REGION_POLITE)",
                       "ViewCompat.setAccessibilityLiveRegion(toast, ViewCompat.ACCESSIBILITY_LIVE_REGION_POLITE)"] {
            #expect(try applying(source, to: screen)["toast"].android.liveRegion == .polite, "\(source)")
        }
        let assertive = try applying("counter.modifier = Modifier.semantics { liveRegion = LiveRegionMode.Assertive }",
                                     to: screen)
        #expect(assertive["counter"].android.liveRegion == .assertive)
        #expect(message("toast.accessibilityLiveRegion = View.ACCESSIBILITY_LIVE_REGION_POLIET", on: screen)
                == "1:38: error: unknown live region mode 'ACCESSIBILITY_LIVE_REGION_POLIET': a View takes "
                    + "View.ACCESSIBILITY_LIVE_REGION_POLITE, _ASSERTIVE or _NONE; Compose's liveRegion takes "
                    + "LiveRegionMode.Polite or LiveRegionMode.Assertive — did you mean 'View.ACCESSIBILITY_LIVE_REGION_POLITE'?")
        #expect(message("counter.modifier = Modifier.semantics { liveRegion = LiveRegionMode.Loud }", on: screen)
            .hasPrefix("1:69: error: unknown live region mode 'LiveRegionMode.Loud'"))
        // Each dialect's spelling in the other is answered with the right one.
        #expect(message("toast.accessibilityLiveRegion = LiveRegionMode.Polite", on: screen)
            .hasSuffix("did you mean 'View.ACCESSIBILITY_LIVE_REGION_POLITE'?"))
        #expect(message("counter.modifier = Modifier.semantics { accessibilityLiveRegion = LiveRegionMode.Polite }", on: screen)
            .hasSuffix("did you mean 'liveRegion'?"))
        #expect(message("counter.modifier = Modifier.semantics { liveRegion = View.ACCESSIBILITY_LIVE_REGION_POLITE }", on: screen)
            == "1:54: error: View.ACCESSIBILITY_LIVE_REGION_POLITE is a View's Int, and Compose's liveRegion takes a "
            + "LiveRegionMode: write LiveRegionMode.Polite")
        #expect(try applying("counter.modifier = Modifier.semantics { this.liveRegion = LiveRegionMode.Polite }", to: screen)["counter"]
            .android.liveRegion == .polite)
        // Bare, the constant needs its own import, as a View's constants do (a learner's passed).
        #expect(message("counter.modifier = Modifier.semantics { liveRegion = Polite }", on: screen)
            == "1:54: error: 'Polite' is LiveRegionMode's constant: Kotlin reaches it as LiveRegionMode.Polite (bare, it "
            + "compiles only with its own import of LiveRegionMode.Companion.Polite)")
    }
}
