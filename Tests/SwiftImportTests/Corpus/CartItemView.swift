import SwiftUI

struct CartItemView: View {
    @State private var quantity = 2

    var body: some View {
        HStack {
            Image("linen-shirt")
                .accessibilityLabel("Linen shirt, white")
            VStack(alignment: .leading) {
                Text("Linen shirt")
                Text("45 euros")
            }
            .accessibilityElement(children: .combine)
            Stepper("Quantity: \(quantity)", value: $quantity, in: 1...9)
            Button(role: .destructive) {
                remove()
            } label: {
                Label("Remove", systemImage: "trash")
            }
            .accessibilityHint("Removes the shirt from your cart")
            VStack {
                Text("In stock")
                    .accessibilityRemoveTraits(.isStaticText)
                    .accessibilityAddTraits(.updatesFrequently)
            }
        }
        .onTapGesture { openDetail() }
    }

    func remove() {}
    func openDetail() {}
}
