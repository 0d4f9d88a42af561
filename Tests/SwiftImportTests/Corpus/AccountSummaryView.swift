import SwiftUI

/// The first screen of a banking app: balance, quick actions and the latest payments.
struct AccountSummaryView: View {
    let accountName = "Everyday account"
    let balance = "2,340.18 euros"
    @State private var hidesBalance = false

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                Text(accountName)
                    .font(.headline)
                    .accessibilityAddTraits(.isHeader)
                HStack {
                    Text("Balance")
                    Spacer()
                    Text(balance)
                        .monospacedDigit()
                }
                .accessibilityElement(children: .combine)
                Toggle("Hide balance", isOn: $hidesBalance)
                HStack(spacing: 24) {
                    Button("Send") { }
                    Button("Request") { }
                    Button {
                    } label: {
                        Image(systemName: "qrcode.viewfinder")
                    }
                    .accessibilityLabel("Scan to pay")
                }
                Divider()
                Text("Latest payments")
                    .accessibilityHeading(.h2)
                    .accessibilityAddTraits(.isHeader)
                ForEach(["Bakery, 4.20 euros", "Train ticket, 12.50 euros"], id: \.self) { payment in
                    Text(payment)
                }
            }
            .padding()
            .navigationTitle("Accounts")
        }
    }
}

#Preview {
    AccountSummaryView()
}
