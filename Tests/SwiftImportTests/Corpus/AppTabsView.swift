import SwiftUI

struct AppTabsView: View {
    var body: some View {
        TabView {
            VStack {
                Text("Home")
                    .accessibilityAddTraits(.isHeader)
                Text("Nothing new today")
            }
            .tabItem { Label("Home", systemImage: "house") }
            Text("Search")
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
            Text("Profile")
                .tabItem { Label("Profile", systemImage: "person") }
        }
    }
}
