import SwiftUI

/// Now playing: artwork, titles, a scrubber and transport controls.
struct PodcastPlayerView: View {
    @State private var progress = 12.0
    @State private var isPlaying = false

    var body: some View {
        VStack(spacing: 16) {
            Image("artwork-design-matters")
                .resizable()
                .frame(width: 240, height: 240)
                .accessibilityLabel("Design Matters cover art")
            Text("Episode 212: Type on screens")
                .font(.title2)
            Text("Design Matters")
                .foregroundStyle(.secondary)
            Slider(value: $progress, in: 0...60)
                .accessibilityLabel("Playback position")
                .accessibilityValue("12 of 60 minutes")
            HStack(spacing: 40) {
                Button {
                    skipBack()
                } label: {
                    Image(systemName: "gobackward.15")
                }
                .accessibilityLabel("Back 15 seconds")
                Button {
                    isPlaying.toggle()
                } label: {
                    Image(systemName: "play.fill")
                }
                .accessibilityLabel("Play")
                .accessibilityAddTraits(.startsMediaSession)
                Button(action: skipForward) {
                    Image(systemName: "goforward.30")
                }
            }
        }
    }

    func skipBack() {}
    func skipForward() {}
}
