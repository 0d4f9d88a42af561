import SwiftUI

/// A modal sheet drawn over the screen: VoiceOver must stay inside it.
struct OnboardingSheetView: View {
    var body: some View {
        ZStack {
            Text("Welcome back")
            Button("Skip") { }
            VStack(spacing: 20) {
                Image("onboarding-wave")
                    .accessibilityHidden(true)
                Text("Track every expense")
                    .font(.largeTitle)
                    .accessibilityAddTraits(.isHeader)
                Text("Photograph a receipt and we file it for you.")
                Button("Continue") {
                    AccessibilityNotification.Announcement("Step 2 of 3").post()
                }
                Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
            }
            .accessibilityAddTraits(.isModal)
        }
    }
}
