@AccessibilityFocusState private var isTitleFocused: Bool
title.accessibilityFocused($isTitleFocused)
    .accessibilityCustomContent("Breed", "beagle", importance: .high)
    .accessibilityCustomContent(Text("Age"), "3 years")
toggle.onTapGesture {
    isTitleFocused = true
    AccessibilityNotification.ScreenChanged().post()
    AccessibilityNotification.PageScrolled("Page \(stars) of 5").post()
}
title.accessibilityAction { stars += 1 }
img.accessibilityCustomContent = [AXCustomContent(label: "Age", value: "3 years")]
img.accessibilityCustomContent.append(AXCustomContent(label: "Weight", value: "12 kg"))
extension RatingSlider {
    override func accessibilityActivate() -> Bool {
        stars = stars == 5 ? 1 : stars + 1
        return stars > 2
    }
}
