import android.view.View
email.contentDescription = "Email"
email.setContentDescription("Email");
label.labelFor = R.id.email
label.setLabelFor(email)
caption.importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO_HIDE_DESCENDANTS
row.isScreenReaderFocusable = true
ViewCompat.setAccessibilityHeading(label, true)
ViewCompat.setStateDescription(toggle, "${caption.text} on")
email.error = null; volume.progress += 10; remember.isChecked = true
binding.email.hint = "name@example.com"
email.accessibilityLabel = "Email"
