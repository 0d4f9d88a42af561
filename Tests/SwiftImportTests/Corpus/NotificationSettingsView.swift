import SwiftUI

struct NotificationSettingsView: View {
    @State private var pushEnabled = true
    @State private var sounds = false
    @State private var quietHours = 22.0
    let channels = ["Messages", "Mentions", "Reminders"]

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Toggle("Allow notifications", isOn: $pushEnabled)
                    Toggle("Sounds", isOn: $sounds)
                        .disabled(!pushEnabled)
                }
                Section("Channels") {
                    ForEach(channels, id: \.self) { channel in
                        Toggle(channel, isOn: .constant(true))
                    }
                }
                Section {
                    Slider(value: $quietHours, in: 18...24, step: 1) {
                        Text("Quiet hours start")
                    }
                    .accessibilityValue("10 PM")
                } footer: {
                    Text("Notifications wait until the morning.")
                }
            }
            .navigationTitle("Notifications")
        }
    }
}
