import SwiftUI

struct RecipeCardView: View {
    var title = "Lemon tart"
    var minutes = 45

    var body: some View {
        VStack(alignment: .leading) {
            Image(decorative: "tart-photo")
            Text(title)
                .font(.headline)
            Label("\(minutes) min", systemImage: "clock")
            Label {
                Text("Serves 6")
            } icon: {
                Image(systemName: "person.2")
            }
            HStack {
                ForEach(0..<4) { _ in
                    Image(systemName: "star.fill")
                }
                Image(systemName: "star")
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Rated 4 out of 5")
        }
        .accessibilityElement(children: .contain)
    }
}
