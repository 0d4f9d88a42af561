toast.accessibilityLiveRegion = View.ACCESSIBILITY_LIVE_REGION_POLITE
ViewCompat.setAccessibilityLiveRegion(label, ViewCompat.ACCESSIBILITY_LIVE_REGION_ASSERTIVE)
name.modifier = Modifier.semantics { liveRegion = LiveRegionMode.Assertive }
toast.visibility = View.GONE
