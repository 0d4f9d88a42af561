/// What VoiceOver reads for a tab bar item's `badgeValue`: the item's value, after its title
/// (docs/voiceover.md VO-5.14).
public enum TabBadge {
    /// A number reads as a count of items (`3` → `3 items`, `1` → `1 item`), other text as it is written, and an
    /// empty badge (a dot) reads nothing. An `accessibilityValue` on the item wins over it.
    public static func value(of badge: String) -> String? {
        if badge.isEmpty { return nil }
        if badge.allSatisfy(\.isNumber) { return badge == "1" ? "1 item" : "\(badge) items" }
        return badge
    }
}
