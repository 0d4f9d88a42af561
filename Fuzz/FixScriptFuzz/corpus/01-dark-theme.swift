row.isAccessibilityElement = true
row.accessibilityLabel = "Dark Theme"
row.accessibilityTraits = themeSwitch.accessibilityTraits
row.accessibilityValue = themeSwitch.accessibilityValue
