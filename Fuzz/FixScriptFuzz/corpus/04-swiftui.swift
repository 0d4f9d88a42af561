row.accessibilityElement(children: .combine).accessibilityAddTraits([.isButton, .isToggle])
img.accessibilityLabel(Text("Heart")).accessibilityHidden(false).disabled(true)
rating.accessibilityAdjustableAction { direction in
    switch direction {
    case .increment: guard value < 5 else { return }; value += 1
    case .decrement: value -= 1
    @unknown default: break
    }
}
