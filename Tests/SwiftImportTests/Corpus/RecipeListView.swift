import SwiftUI

/// Two views in one file: the list is the screen, each row a view of the same file.
struct RecipeListView: View {
    var body: some View {
        List {
            Section("Desserts") {
                RecipeRow(name: "Lemon tart", detail: "45 minutes")
                RecipeRow(name: "Chocolate mousse", detail: "20 minutes")
            }
            Section("Mains") {
                RecipeRow(name: "Leek risotto", detail: "35 minutes", isFavourite: true)
            }
        }
    }
}

struct RecipeRow: View {
    let name: String
    let detail: String
    var isFavourite = false

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(name)
                Text(detail)
                    .font(.caption)
            }
            Spacer()
            Image(systemName: "heart.fill")
                .accessibilityHidden(true)
        }
        .accessibilityElement(children: .combine)
    }
}
