import AXModel

/// `media-without-session`: a control that plays media without `.startsMediaSession`, or a
/// sound without `.playsSound`, so VoiceOver speaks over it (seeds 000, 001).
public struct MediaWithoutSession: AuditRule {
    public init() {}
    public let id = "media-without-session"
    public let severity = AuditSeverity.warning
    public let platform = Platform.ios
    public let lesson = "traits/starts-media-session"
    public let description = "A control plays media without .startsMediaSession, or a sound without .playsSound."

    public func findings(in context: AuditContext) -> [Finding] {
        context.screen.allElements.compactMap { element in
            guard !element.onActivate.isEmpty, let stop = context.stop(for: element.id) else { return nil }
            let traits = stop.traits
            let speech = context.speech(of: stop)
            if element.onActivate.contains(.playMedia), !traits.contains(.startsMediaSession) {
                // With the other trait VoiceOver is already silent: the trait is the wrong one, not missing.
                let problem = traits.contains(.playsSound)
                    ? "has .playsSound, which is for a short sound of its own: VoiceOver keeps quiet after the double tap, "
                        + "but media that goes on playing wants .startsMediaSession."
                    : "lacks .startsMediaSession: after the double tap VoiceOver speaks '\(stop.label ?? speech)' over the "
                        + "first seconds of it."
                return finding(element.id, in: context,
                               "\(context.named(stop, for: element.id)) starts media when activated but \(problem) Mark it: "
                               + "\(stop.id).accessibilityTraits.insert(.startsMediaSession)")
            }
            if element.onActivate.contains(.playSound), !traits.contains(.playsSound) {
                let problem = traits.contains(.startsMediaSession)
                    ? "has .startsMediaSession, which is for media that goes on playing: VoiceOver keeps quiet after the "
                        + "double tap, but a short sound of its own wants .playsSound."
                    : "lacks .playsSound: after the double tap VoiceOver speaks '\(stop.label ?? speech)' over the sound."
                return finding(element.id, in: context,
                               "\(context.named(stop, for: element.id)) plays a sound when activated but \(problem) Mark it: "
                               + "\(stop.id).accessibilityTraits.insert(.playsSound)")
            }
            return nil
        }
    }

    public let failing = [
        """
        elements:
          - ↓id: play
            type: UIButton
            title: Play
            onActivate: playMedia
        """,
        """
        elements:
          - ↓id: preview
            type: UIButton
            title: Preview ringtone
            accessibilityTraits: [button, startsMediaSession]
            onActivate: playSound
        """,
    ]

    public let passing = [
        """
        elements:
          - id: play
            type: UIButton
            title: Play
            accessibilityTraits: [button, startsMediaSession]
            onActivate: playMedia
          - id: preview
            type: UIButton
            title: Preview ringtone
            accessibilityTraits: [button, playsSound]
            onActivate: playSound
        """,
    ]
}
