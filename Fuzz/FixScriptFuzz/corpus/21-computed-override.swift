extension HeartView {
    override var accessibilityValue: String? {
        get { return caption.text ?? "none" }
        set(newValue) { }
    }
    override var accessibilityLabel: String? { get { "\(stars) stars" } set { } }
    override func accessibilityActivate() -> Bool {
        img.isSelected = !img.isSelected
        return true
    }
}
