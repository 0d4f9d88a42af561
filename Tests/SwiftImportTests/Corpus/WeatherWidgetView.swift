import SwiftUI

struct WeatherWidgetView: View {
    let city = "Porto"
    let forecast = [("Mon", 18), ("Tue", 21)]

    var body: some View {
        Group {
            Text(city)
                .font(.title)
                .accessibilityAddTraits([.isHeader, .isSummaryElement])
            Image(systemName: "cloud.sun.fill")
                .accessibilityLabel("Partly cloudy")
            Text("19°")
                .accessibilityLabel("19 degrees")
            ForEach(forecast, id: \.0) { day in
                Text("\(day.0): \(day.1)°")
            }
            Button("Refresh") { }
                .accessibilityAddTraits(.isLink)
                .accessibilityRemoveTraits(.isButton)
        }
    }
}
