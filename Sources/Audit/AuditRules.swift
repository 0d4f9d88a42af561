import AXModel

/// Every audit rule, in the order their findings are listed for one element.
public enum AuditRules {
    public static let all: [any AuditRule] = [
        LabelMissing(),
        LabelRepeatsRole(),
        LabelContainsStateOrValue(),
        TraitsConflict(),
        AdjustableWithoutActions(),
        DuplicateAnnouncement(),
        PlaceholderAsLabel(),
        RequiredNotAnnounced(),
        StepperValueSilent(),
        SummaryElementCount(),
        NoHeading(),
        LinkOrButton(),
        LabelPunctuation(),
        HiddenVisibleText(),
        UpdatingWithoutTrait(),
        MediaWithoutSession(),
        DisclosureWithoutNavigation(),
        BidiOverride(),
        AppearsSilently(),
        SilentStop(),
        AndroidNameMissing(),
        AndroidNameRepeatsRole(),
        AndroidStateInName(),
        AndroidHeadingInDescription(),
        AndroidEditTextDescription(),
        AndroidDuplicateStops(),
        AndroidAppearsSilently(),
        AndroidAnnouncement(),
    ]

    /// Every rule id, in registry order.
    public static var ids: [String] { all.map(\.id) }

    /// The rules that read this platform's screens, in registry order.
    public static func all(for platform: Platform) -> [any AuditRule] {
        all.filter { $0.platform == platform }
    }

    /// The rule with this id.
    public static func rule(_ id: String) -> (any AuditRule)? { all.first { $0.id == id } }
}
