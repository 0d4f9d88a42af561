import AXModel
import ScreenReader

/// `media-without-session`: a control that plays media without `.startsMediaSession`, or a
/// sound without `.playsSound`, so VoiceOver speaks over it (seeds 000, 001).
public struct MediaWithoutSession: AuditRule {
    public init() {}
    public let id = "media-without-session"
    public let severity = AuditSeverity.warning
    public let platform = Platform.ios
    public let lesson = "traits/starts-media-session"
    /// A short sound is the plays-sound lesson's.
    public let lessons = ["traits/starts-media-session", "traits/plays-sound"]
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
                               + marking(.startsMediaSession, instead: .playsSound, on: stop, in: context))
            }
            if element.onActivate.contains(.playSound), !traits.contains(.playsSound) {
                let problem = traits.contains(.startsMediaSession)
                    ? "has .startsMediaSession, which is for media that goes on playing: VoiceOver keeps quiet after the "
                        + "double tap, but a short sound of its own wants .playsSound."
                    : "lacks .playsSound: after the double tap VoiceOver speaks '\(stop.label ?? speech)' over the sound."
                // A sound is the plays-sound lesson's; media the media-session lesson's.
                var sound = finding(element.id, in: context,
                                    "\(context.named(stop, for: element.id)) plays a sound when activated but \(problem) Mark it: "
                                    + marking(.playsSound, instead: .startsMediaSession, on: stop, in: context))
                sound.lesson = "traits/plays-sound"
                return sound
            }
            return nil
        }
    }

    /// The statement that gives the stop `trait`, taking `other` off when it has it, in its
    /// framework's spelling; a UIKit view keeps its other traits (`.button`).
    private func marking(_ trait: Traits, instead other: Traits, on stop: VoiceOverStop, in context: AuditContext) -> String {
        let swap = stop.traits.contains(other)
        if context.element(stop.elementID)?.type.framework == .swiftUI {
            return context.adding(trait, to: stop, replacing: swap ? other : nil)
        }
        let insert = context.adding(trait, to: stop)
        guard swap, let name = TraitName.all.first(where: { $0.trait == other })?.swift else { return insert }
        return "\(stop.id).accessibilityTraits.remove(.\(name)); " + insert
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
