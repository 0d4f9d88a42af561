/// Which Android View classes declare the attributes that are not every View's, so that
/// `label.isChecked = true` on a `TextView` is refused as Kotlin refuses it ("unresolved
/// reference"). Sources: Android's reference for CompoundButton (`setChecked`, the parent of
/// CheckBox, RadioButton and Switch), ProgressBar (`setProgress`, `setMin`, `setMax`, the parent
/// of SeekBar), AbsSpinner (`setSelection` on a Spinner), and TextView (`setText`, `setHint`,
/// `setError`, the parent of Button, EditText and the compound buttons).
extension ElementType {
    /// The View classes that declare each attribute; an attribute not listed is every View's.
    static let androidOwners: [String: Set<ElementType>] = {
        let textViews: Set<ElementType> = [.TextView, .Button, .EditText, .CheckBox, .RadioButton, .Switch]
        return [
            "checked": [.CheckBox, .RadioButton, .Switch],
            "progress": [.SeekBar, .ProgressBar],
            "min": [.SeekBar, .ProgressBar],
            "max": [.SeekBar, .ProgressBar],
            "selection": [.Spinner],
            "text": textViews,
            "hint": textViews,
            "error": textViews,
        ]
    }()

    /// Whether this View class has the attribute (a Composable takes semantics, checked apart).
    public func androidHas(_ attribute: String) -> Bool {
        guard framework == .androidViews, let owners = Self.androidOwners[attribute] else { return true }
        return owners.contains(self)
    }

    /// The View classes that declare `attribute`, in the screen format's order, for messages.
    public static func androidOwners(of attribute: String) -> [ElementType] {
        guard let owners = androidOwners[attribute] else { return [] }
        return allCases.filter { owners.contains($0) }
    }
}
