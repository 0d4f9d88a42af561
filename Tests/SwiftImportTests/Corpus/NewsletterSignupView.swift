import SwiftUI

struct NewsletterSignupView: View {
    @State private var email = ""
    @State private var password = "hunter22"
    @State private var weekly = true

    var body: some View {
        Form {
            Section(header: Text("Your details"), footer: Text("We send at most one email a week.")) {
                TextField("Email address", text: $email)
                    .textContentType(.emailAddress)
                    .keyboardType(.emailAddress)
                SecureField("Password", text: $password)
            }
            Section("Frequency") {
                Toggle(isOn: $weekly) {
                    Text("Weekly digest")
                }
                Picker("Topics", selection: $topic) {
                    Text("Design").tag(0)
                    Text("Code").tag(1)
                }
                .pickerStyle(.segmented)
            }
            Button("Subscribe") {
                subscribe()
            }
            .disabled(email.isEmpty)
        }
    }

    private func subscribe() {}
}
