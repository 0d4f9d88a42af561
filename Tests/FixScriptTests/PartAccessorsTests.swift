import Testing
import AXModel
@testable import FixScript

/// A control's parts in UIKit's own spelling: a tab bar's `items` is `[UITabBarItem]?`, and
/// `imageForSegment(at:)` returns a `UIImage?` whose label VoiceOver reads for an icon segment.
@Suite struct PartAccessorsTests {
    private var screen: Screen {
        var screen = Fixtures.controls
        screen.modify("segments") { $0.segments = ["Day", ""] }
        return screen
    }

    /// `tabs.items?[1].badgeValue = "3"`: UITabBarItem's badge, which VoiceOver reads after the title.
    @Test func aTabItemsBadgeIsSet() throws {
        let fixed = try applying(#"tabs.items?[1].badgeValue = "3""#, to: screen)
        #expect(fixed["tabs"].badges?[1] == "3")
        #expect(try applying("tabs.items?[1].badgeValue = nil", to: fixed)["tabs"].badges?[1] == "")
        #expect(message("tabs.items?[1].badgeValue = 3", on: screen)
            == "1:29: error: expected the badge's text in double quotes, or nil, found the number 3")
    }

    @Test func aTabBarItemIsReachedThroughItems() throws {
        let fixed = try applying(#"tabs.items?[1].accessibilityLabel = "Inbox, 3 unread""#, to: screen)
        #expect(fixed["tabs"].parts["1"]?.accessibilityLabel == "Inbox, 3 unread")
        let forced = try applying(#"tabs.items![2].accessibilityHint = "Opens settings""#, to: screen)
        #expect(forced["tabs"].parts["2"]?.accessibilityHint == "Opens settings")
    }

    @Test func anIconSegmentIsLabelledThroughItsImage() throws {
        let fixed = try applying(#"segments.imageForSegment(at: 1)?.accessibilityLabel = "Week""#, to: screen)
        #expect(fixed["segments"].parts["1"]?.accessibilityLabel == "Week")
    }

    @Test func whatUIKitRefusesIsRefused() {
        #expect(message(#"tabs.items[1].accessibilityLabel = "Inbox""#, on: screen)
            == "1:11: error: a tab bar's 'items' is an optional array in UIKit: write 'items?[1]' (or '!' where it cannot be nil)")
        #expect(message(#"segments.imageForSegment(at: 1).accessibilityLabel = "Week""#, on: screen)
            == "1:32: error: 'imageForSegment(at:)' returns an optional image in UIKit: write 'imageForSegment(at: 1)?' "
            + "(or '!' where it cannot be nil)")
        #expect(message(#"segments.items?[1].accessibilityLabel = "Week""#, on: screen)
            == "1:10: error: 'segments' is a UISegmentedControl: 'items' are a UITabBar's; write 'segments[INDEX]' for its parts")
        #expect(message(#"segments.imageForSegment(at: 0)?.accessibilityLabel = "Day""#, on: screen)
            == "1:10: error: segment 'segments[0]' shows the title 'Day', not an image: VoiceOver reads the title, and "
            + "UIKit has no public property for a titled segment's label")
    }
}
