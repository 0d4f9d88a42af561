import SwiftUI

struct ProfileHeaderView: View {
    let name = "Ana Lima"
    @State private var isFollowing = false

    var body: some View {
        HStack(alignment: .top) {
            AsyncImage(url: URL(string: "https://example.com/ana.jpg"))
                .frame(width: 64, height: 64)
            VStack(alignment: .leading) {
                Text(name)
                    .font(.title)
                    .accessibilityAddTraits(.isHeader)
                Text("Product designer in Lisbon")
                Text(followerCount)
            }
            Button(isFollowing ? "Following" : "Follow") {
                isFollowing.toggle()
            }
            .buttonStyle(.borderedProminent)
        }
    }

    var followerCount: String { "1,204 followers" }
}
