img.accessibilityTraits = UIAccessibilityTraitButton | UIAccessibilityTraitImage
img.accessibilityTraits |= UIAccessibilityTraitSelected
img.accessibilityTraits &= ~UIAccessibilityTraitSelected
