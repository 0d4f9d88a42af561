import AXModel

/// `adjustable-without-actions`: `.adjustable` on an element that has no increment or
/// decrement, so swipes up and down do nothing (Apple's trait audit; seed 001).
public struct AdjustableWithoutActions: AuditRule {
    public init() {}
    public let id = "adjustable-without-actions"
    public let severity = AuditSeverity.error
    public let platform = Platform.ios
    public let lesson = "traits/adjustable"
    public let description = "An element is adjustable but has no accessibilityIncrement or accessibilityDecrement."

    public func findings(in context: AuditContext) -> [Finding] {
        context.stops.compactMap { stop in
            guard stop.part == .whole, stop.traits.contains(.adjustable),
                  let element = context.element(stop.elementID),
                  !element.type.isSlider, element.type != .UIPageControl else { return nil }
            let adjustment = element.adjustment ?? Adjustment()
            let incrementMissing = adjustment.increment?.isEmpty ?? true
            let decrementMissing = adjustment.decrement?.isEmpty ?? true
            let missing = [incrementMissing ? "accessibilityIncrement()" : nil,
                           decrementMissing ? "accessibilityDecrement()" : nil].compactMap { $0 }
            guard !missing.isEmpty else { return nil }
            let swipe = missing.count == 2 ? "the swipe changes nothing"
                : incrementMissing ? "a swipe up changes nothing" : "a swipe down changes nothing"
            return finding(stop.elementID, in: context,
                           "'\(stop.id)' is adjustable but has no \(missing.joined(separator: " or ")): VoiceOver "
                           + "says '\(context.speech(of: stop))' and tells the user to swipe up or down, yet "
                           + "\(swipe). " + AdjustableWithoutActions.remedy(for: element))
        }
    }

    /// Both directions as the element's framework writes them: in the UIKit view's class
    /// (the app's own subclass when the screen names one), or SwiftUI's adjustable action.
    static func remedy(for element: Element) -> String {
        guard element.type.framework == .uikit else {
            return "Write both: \(element.id).accessibilityAdjustableAction { direction in switch direction { "
                + "case .increment: … case .decrement: … default: break } }"
        }
        let methods = "override func accessibilityIncrement() { … }; override func accessibilityDecrement() { … }"
        guard let className = element.className else {
            // An extension of UIKit's own class would change every one of them in the app.
            return "Write both in a subclass of \(element.type.name) of the app's own (an extension of \(element.type.name) "
                + "would change every one in the app): \(methods)"
        }
        return "Write both in its class: extension \(className) { \(methods) }"
    }

    public let failing = [
        """
        elements:
          - ↓id: rating
            type: UIView
            class: RatingView
            isAccessibilityElement: true
            accessibilityLabel: Rating
            accessibilityValue: 3 of 5
            accessibilityTraits: [adjustable]
        """,
    ]

    public let passing = [
        """
        elements:
          - id: volume
            type: UISlider
            accessibilityLabel: Volume
          - id: pages
            type: UIPageControl
            numberOfPages: 3
        """,
    ]
}
