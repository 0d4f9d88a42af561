ViewCompat.setAccessibilityPaneTitle(row, "Filters")
toast.accessibilityPaneTitle = "Saved"
save.setOnClickListener {
    toast.visibility = View.VISIBLE
    email.requestFocus()
    label.sendAccessibilityEvent(AccessibilityEvent.TYPE_VIEW_FOCUSED)
}
label.setOnClickListener(View.OnClickListener { v -> v.announceForAccessibility("Hi ${label.text}") })
name.modifier = Modifier.semantics { paneTitle = "Wi-Fi" }
