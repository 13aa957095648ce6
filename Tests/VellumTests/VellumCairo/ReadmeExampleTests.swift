import Foundation
import Testing
import Vellum

// The example of the README, as it is written there.
struct ProfileCard: View {
    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
                .frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 2) {
                Text("Alice Martin").font(.headline)
                Text("Design systems").font(.subheadline).foregroundStyle(.secondary)
            }
        }
        .padding()
        .background(Color.white)
        .cornerRadius(12)
        .shadow(color: .black.opacity(0.15), radius: 6, y: 3)
        .padding(24)
        .background(Color(.secondarySystemBackground))
    }
}

@Suite struct ReadmeExampleTests {
    /// The image in the README is the one the README's code makes today.
    @Test func readmeImageMatchesTheExample() throws {
        let renderer = ImageRenderer(content: ProfileCard())
        renderer.scale = 2
        let png = try renderer.pngData()
        let fixture = packageRoot.appendingPathComponent("Fixtures/README/profile-card.png")
        if ProcessInfo.processInfo.environment["VELLUM_RECORD_FIXTURES"] == "1" {
            try FileOutput.write(png, to: fixture)
        }
        let committed = try Data(contentsOf: fixture)
        #expect(committed == png, "the README image is out of date; look at the new one and re-record with VELLUM_RECORD_FIXTURES=1 Scripts/test")
    }
}
