import AXModel

/// `label-missing`: a control or an informative image VoiceOver cannot name (GTXiLib's
/// missing-label check, ATF's SpeakableTextPresent, Apple's sufficientElementDescription).
public struct LabelMissing: AuditRule {
    public init() {}
    public let id = "label-missing"
    public let severity = AuditSeverity.error
    public let platform = Platform.ios
    public let lesson = "concepts/name-role-value"
    public let description = "An interactive element or an informative image has no name."

    public func findings(in context: AuditContext) -> [Finding] {
        context.stops.compactMap { stop in
            guard context.label(of: stop) == nil,
                  context.isInteractive(stop) || stop.traits.contains(.image) else { return nil }
            let hint = stop.reading.hint.map { $0.hasSuffix(".") ? String($0.dropLast()) : $0 } ?? ""
            let hintInPlace = !hint.isEmpty && context.speech(of: stop).hasPrefix(hint)
            let speech = context.speech(of: stop)
            let element = context.element(stop.elementID)
            let heard = element?.labelIsImageName == true
                ? (element?.systemImage == true
                    // iOS gives many SF Symbols a spoken name of their own, which describes the picture
                    // ("camera"), not what the control does; no source lists them (docs/decisions.md).
                    ? "reads the SF Symbol's name ('\(speech)' in this model; iOS may say a word of its own for some "
                        + "symbols), which describes the picture, not what it does"
                    : "reads its image's file name, '\(speech)', so a listener cannot tell what it is for")
                // VoiceOver reads a hint where label and value are empty (docs/voiceover.md VO-1.19).
                : hintInPlace ? "reads its hint where the name should be, '\(speech)': a hint says what a double tap "
                    + "does, not what the element is, and Voice Control cannot take it as a name"
                : "says only '\(speech)', so a listener cannot tell what it is for"
            // A picture that does nothing may only decorate: then it goes (a learner hiding a
            // decorative image was told only to name it).
            let fix = context.isInteractive(stop) ? "Name it: " + context.labelling(stop, "…")
                : "Name it if it tells something, " + context.labelling(stop, "…") + ", or hide it if it only decorates, "
                    + context.hiding(stop)
            return finding(stop.elementID, in: context,
                           "'\(stop.id)' is \(context.aKind(of: stop)) with no name: VoiceOver \(heard). \(fix)")
        }
    }

    public let failing = [
        """
        elements:
          - ↓id: shareButton
            type: UIButton
            image: share
        """,
        """
        elements:
          - ↓id: forecast
            type: UIImageView
            image: cloud-rain
            isAccessibilityElement: true
        """,
        """
        elements:
          - ↓id: darkMode
            type: UISwitch
            isOn: false
        """,
        """
        elements:
          - ↓id: deposit
            type: Button
            image: camera.fill
            systemImage: true
        """,
    ]

    public let passing = [
        """
        elements:
          - id: shareButton
            type: UIButton
            image: share
            accessibilityLabel: Share
          - id: texture
            type: UIImageView
            image: paper
          - id: caption
            type: UILabel
            text: ""
        """,
        """
        elements:
          - id: email
            type: UITextField
            placeholder: Email
        """,
    ]
}
