img.accessibilityTraits.insert(.button); img.accessibilityTraits.remove(.image)
img.accessibilityTraits = [.button, .image].union(button.accessibilityTraits)
img.accessibilityTraits.update(with: .heading)
