row.accessibilityElements = [caption, themeSwitch]
row.accessibilityContainerType = .list /* block */
stepper.value += 1.5
img.accessibilityLabel = "unterminated
