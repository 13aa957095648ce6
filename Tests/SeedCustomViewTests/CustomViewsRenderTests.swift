import Foundation
import Testing
import Vellum
import VellumCairo

private func render<V: View>(_ view: V, width: CGFloat? = nil) throws -> (image: RGBAImage, layout: LayoutNode, png: Data) {
    let renderer = ImageRenderer(content: view)
    renderer.scale = 2
    renderer.proposedSize = ProposedViewSize(width: width, height: nil)
    let png = try renderer.pngData()
    return (try RGBAImage(png: png), try renderer.layout(), png)
}

private func texts(_ node: LayoutNode) -> [String] {
    node.allNodes.map(\.name).filter { $0.hasPrefix("Text(") }
}

@Suite struct CustomViewsRenderTests {
    @Test func userAvatarShowsASpinnerInABlueRingedCircleAboveTheName() throws {
        let (image, layout, _) = try render(AvatarCallSite())
        let circle = try #require(layout.allNodes.first { $0.name == "frame" && $0.frame.size == CGSize(width: 64, height: 64) })
        #expect(texts(layout) == ["Text(\"Alice\")"])
        // The ring is blue at the top of the circle; the middle shows the spinner's grey.
        let ring = image[Int(circle.frame.midX * 2), Int(circle.frame.minY * 2) + 1]
        #expect(ring.b > 200 && ring.r < 60, "ring: \(ring)")
        #expect(layout.allNodes.contains { $0.frame.size == CGSize(width: 20, height: 20) }, "a 20-point spinner")
    }

    @Test func cardViewStacksItsTitleAndContent() throws {
        let layout = try render(CardViewCallSite()).layout
        #expect(texts(layout) == ["Text(\"Profile\")", "Text(\"Email: user@example.com\")", "Text(\"Phone: (555) 123-4567\")", "Text(\"Edit Profile\")"])
        let stack = try #require(layout.first(named: "VStack"))
        let ys = stack.children.map(\.frame.minY)
        #expect(ys == ys.sorted())
    }

    @Test func toggleCardShowsTheSwitchAndNoDetailsUntilTapped() throws {
        let on = try render(ToggleCard(title: "Wi-Fi", isOn: .constant(true)), width: 320)
        let off = try render(ToggleCard(title: "Wi-Fi", isOn: .constant(false)), width: 320)
        #expect(!texts(on.layout).contains("Text(\"Additional details here...\")"))
        #expect(on.png != off.png)
        // iOS 26's switch, the default look: a 63 × 28 track.
        let track = try #require(on.layout.allNodes.first { $0.name == "frame" && $0.frame.size == CGSize(width: 63, height: 28) })
        let green = on.image[Int(track.frame.minX * 2) + 10, Int(track.frame.midY * 2)]
        #expect(green.g > 180 && green.r < 120 && green.b < 120, "the switch is green when on: \(green)")
        #expect(track.frame.maxX > 280, "the switch is at the trailing edge")
    }

    @Test func buttonModifiersGiveTheSamePictureAsTheirChains() throws {
        #expect(try render(SignUpCallSite(viaExtension: true)).png == render(SignUpCallSite(viaExtension: false)).png)
        #expect(try render(PushMeCallSite(viaModifier: true)).png == render(PushMeCallSite(viaModifier: false)).png)
    }

    @Test func parameterisedCardModifierDropsItsShadowWhenAsked() throws {
        #expect(try render(Text("x").modifier(CardModifier())).layout.first(named: "shadow") != nil)
        let plain = try render(Text("x").modifier(CardModifier(background: .yellow, cornerRadius: 4, shadow: false)))
        #expect(plain.layout.first(named: "shadow") == nil)
        let corner = plain.image[plain.image.width / 2, 1]
        #expect(corner.r > 240 && corner.g > 190 && corner.b < 40, "yellow: \(corner)")
    }

    @Test func adaptiveContainerTakesItsContentsHeightFromAPreference() throws {
        let view = AdaptiveContainerView { Color.orange.frame(width: 100, height: 200) }
        let layout = try render(view).layout
        // The first pass has childHeight 0; the preference sets it to 200.
        #expect(layout.frame.height == 200)
        let tall = AdaptiveContainerView { Color.orange.frame(width: 100, height: 2000) }
        #expect(try render(tall).layout.frame.height == 852 * 0.8)
    }

    @Test func sectionTrackingNamesTheSectionNearestTheScreenCentre() throws {
        let layout = try render(SectionTrackingView(), width: 390).layout
        let label = try #require(texts(layout).first)
        #expect(label.hasPrefix("Text(\"Current: Section "), "\(label)")
    }

    @Test func copyAndHideSheetModifiersLeaveTheirContentAsItIs() throws {
        let copied = try render(CopyCallSite(), width: 300)
        #expect(texts(copied.layout) == ["Text(\"ACME-1234\")"])
        let hidden = try render(Text("Sheet").modifier(HideSheetModifier()))
        #expect(hidden.png == (try render(Text("Sheet")).png))
    }
}
