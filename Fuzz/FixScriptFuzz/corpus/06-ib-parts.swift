ib button "User Interaction Enabled" = off
ib img "Accessibility Enabled" = on
tabs[1].accessibilityLabel = "Inbox \u{1F4E5}\n"
stepper.increment.accessibilityHint = "Adds one."
segments[2].accessibilityTraits.insert(.selected)
