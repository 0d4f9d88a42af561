rating.accessibilityCustomActions = [
    UIAccessibilityCustomAction(name: "Mark as read") { [weak self] _ in
        guard let self, stars > 0 else { return false }
        stars = max(0, stars - 1)
        caption.text = "\(stars) \(unit)"
        UIAccessibility.post(notification: .announcement, argument: caption.text ?? "none")
        return true
    },
    UIAccessibilityCustomAction(name: NSLocalizedString("Flag", comment: ""), actionHandler: { _ in true }),
    UIAccessibilityCustomAction(name: String(localized: "Pin")) { [self] _ in on = !on; return on }
]
button.addAction(UIAction { _ in
    UIAccessibility.post(notification: .announcement, argument: String(format: "%d %@", self.stars, self.unit))
}, for: .touchUpInside)
themeSwitch.addAction(UIAction(handler: { [weak self] _ in self?.caption.isHidden = true }), for: .valueChanged)
stack
    .accessibilityAction(named: Text("Archive")) {
        stars += 1
        AccessibilityNotification.Announcement("\(stars) archived").post()
    }
    .onTapGesture { scale = 1.5 }
