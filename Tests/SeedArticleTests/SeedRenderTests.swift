import Foundation
import Testing
import Vellum
import VellumCairo

/// Renders `view` offered `width` (nil: ideal) at @2x; returns the picture and the boxes.
private func render<V: View>(_ view: V, width: CGFloat? = nil, time: Double = 0) throws -> (image: RGBAImage, layout: LayoutNode, png: Data) {
    let renderer = ImageRenderer(content: view)
    renderer.scale = 2
    renderer.proposedSize = ProposedViewSize(width: width, height: nil)
    renderer.time = time
    let png = try renderer.pngData()
    return (try RGBAImage(png: png), try renderer.layout(), png)
}

private func texts(_ node: LayoutNode) -> [String] {
    node.allNodes.map(\.name).filter { $0.hasPrefix("Text(") }
}

private func registerBrandColors() throws {
    try Color.register("PrimaryColor", light: Color(red: 0.35, green: 0.34, blue: 0.84), dark: Color(red: 0.37, green: 0.36, blue: 0.9))
    try Color.register("SecondaryColor", light: Color(red: 0.19, green: 0.69, blue: 0.78))
}

@Suite struct ViewModifierPatternsRenderTests {
    @Test func cardModifierPadsAndShadowsItsContent() throws {
        let plain = try render(Text("Card")).layout
        let card = try render(Text("Card").cardStyle()).layout
        #expect(abs(card.frame.width - (plain.frame.width + 32)) < 0.01)
        #expect(card.first(named: "shadow") != nil && card.first(named: "clipShape") != nil)
    }

    @Test func productCardShowsThePlaceholderNameAndPrice() throws {
        let (image, layout, _) = try render(ProductCard(product: sampleProduct), width: 300)
        #expect(texts(layout).contains("Text(\"Woody Figure\")"))
        #expect(texts(layout).contains("Text(\"$24.99\")"), "\(texts(layout))")
        // The image placeholder is 150 points tall and grey.
        let placeholder = try #require(layout.first(named: "clipped"))
        #expect(placeholder.frame.height == 150)
        let pixel = image[Int(placeholder.frame.midX * 2), Int(placeholder.frame.midY * 2)]
        #expect(pixel.r == pixel.g && pixel.r < 250 && pixel.r > 200, "grey placeholder: \(pixel)")
    }

    @Test func badgeShowsNothingForZeroTheCountAndNinetyNinePlus() throws {
        let icon = Color.blue.frame(width: 40, height: 40)
        #expect(texts(try render(icon.badge(count: 0)).layout).isEmpty)
        #expect(texts(try render(icon.badge(count: 5)).layout) == ["Text(\"5\")"])
        #expect(texts(try render(icon.badge(count: 120)).layout) == ["Text(\"99+\")"])
        #expect(texts(try render(icon.badge(count: 0, showZero: true)).layout) == ["Text(\"0\")"])
        // The badge sits at the top-trailing corner, moved 8 points out.
        let badge = try #require(try render(icon.badge(count: 5)).layout.first(named: "offset"))
        let text = try #require(badge.first(named: "Text"))
        #expect(text.frame.maxX > 40)
        #expect(text.frame.minY < 0)
    }

    @Test func textStyleModifiersSetTheTokenFonts() throws {
        let title = try render(Text("Profile").pageTitle()).layout
        #expect(abs(title.frame.height - 28 * 2444 / 2048) < 0.01)
        let section = try render(Text("Settings").sectionTitle()).layout
        #expect(abs(section.frame.height - 22 * 2444 / 2048) < 0.01)
        let secondary = try render(Text("Details").secondaryText())
        #expect(abs(secondary.layout.frame.height - 15 * 2444 / 2048) < 0.01)
    }

    @Test func adaptiveCardDiffersInDarkModeAndPadsByDynamicType() throws {
        let content = Text("Alice").adaptiveCard()
        let light = try render(content.environment(\.colorScheme, .light)).png
        let dark = try render(content.environment(\.colorScheme, .dark)).png
        #expect(light != dark)
        for (size, padding) in [(DynamicTypeSize.medium, 16.0), (.xLarge, 24), (.accessibility3, 32)] {
            let layout = try render(content.environment(\.dynamicTypeSize, size)).layout
            let padded = try #require(layout.first(named: "padding"))
            let text = try #require(layout.first(named: "Text"))
            #expect(abs(text.frame.minX - padded.frame.minX - padding) < 0.001, "\(size)")
            #expect(abs(padded.frame.maxY - text.frame.maxY - padding) < 0.001, "\(size)")
        }
    }

    @Test func buttonsUseTheNamedPrimaryColourAndGreyWhenDisabled() throws {
        try registerBrandColors()
        let enabled = try render(Text("Log In").primaryButton(), width: 240)
        let disabled = try render(Text("Log In").primaryButton(isEnabled: false), width: 240)
        let center = (Int(enabled.layout.frame.width), 4)
        let e = enabled.image[center.0, center.1], d = disabled.image[center.0, center.1]
        #expect(e.b > e.g + 60, "indigo: \(e)")
        #expect(abs(Int(d.r) - Int(d.b)) < 8, "grey: \(d)")
        // The button spans the width it is offered.
        #expect(enabled.layout.frame.width == 240)
        let outline = try render(Text("Cancel").secondaryButton(), width: 240)
        #expect(outline.layout.first(named: "overlay") != nil)
    }

    @Test func skeletonShimmerMovesAcrossAndRepeats() throws {
        let start = try render(SkeletonCard(), width: 300, time: 0)
        let quarter = try render(SkeletonCard(), width: 300, time: 0.375)
        let half = try render(SkeletonCard(), width: 300, time: 0.75)
        let period = try render(SkeletonCard(), width: 300, time: 1.5)
        #expect(start.png != quarter.png)
        #expect(quarter.png != half.png)
        #expect(start.png == period.png)
        // The band (twice the card's width) enters from the leading edge: its brightest line is at
        // the leading edge at 0, the centre at a quarter period, the trailing edge half way.
        func brightestColumn(_ image: RGBAImage) -> Int {
            let y = 120
            let peak = (0..<image.width).map { Int(image[$0, y].r) }.max() ?? 0
            let top = (0..<image.width).filter { Int(image[$0, y].r) >= peak - 1 }
            return top.reduce(0, +) / max(top.count, 1)
        }
        #expect(brightestColumn(start.image) < 30)
        #expect(abs(brightestColumn(quarter.image) - 300) < 12)
        #expect(brightestColumn(half.image) > 570)
    }

    @Test func designSystemNamespaceAndProfileScreenRender() throws {
        try registerBrandColors()
        let stack = VStack(alignment: .leading) {
            DS.Text.title(Text("Title"))
            DS.Text.section(Text("Section"))
            DS.Text.body(Text("Body"))
            DS.Text.caption(Text("Caption"))
            DS.Container.card(Text("Card"))
            DS.Button.primary(Text("Go"), enabled: true)
            DS.Effect.pressable(Text("Press"))
        }
        #expect(texts(try render(stack, width: 320).layout).count == 7)
        let profile = try render(ProfileScreen(user: sampleUser), width: 390)
        #expect(profile.layout.frame.width == 390)
        let names = texts(profile.layout)
        for expected in ["Profile", "Alice Martin", "alice@example.com", "Settings", "Notifications", "Privacy", "Appearance", "Log Out"] {
            #expect(names.contains("Text(\"\(expected)\")"), "\(expected) in \(names)")
        }
        // The avatar placeholder is a 60-point circle.
        #expect(profile.layout.allNodes.contains { $0.name == "frame" && $0.frame.size == CGSize(width: 60, height: 60) })
    }
}

@Suite struct ButtonStylesRenderTests {
    @Test func filmCatalogLaysOutTwoAdaptiveColumnsOnAPhone() throws {
        let layout = try render(FilmCatalogView(films: pixarFilms), width: 390).layout
        let cards = layout.allNodes.filter { $0.name == "shadow" }
        #expect(cards.count == 4)
        let columns = Set(cards.map { Int($0.frame.minX) })
        #expect(columns.count == 2, "columns at \(columns)")
        #expect(cards[0].frame.width > 160)
    }

    @Test func selectedCardHasAnAccentBorder() throws {
        let selected = try render(SelectedFilmCallSite(film: pixarFilms[1], selectedFilm: pixarFilms[1]), width: 200)
        let plain = try render(SelectedFilmCallSite(film: pixarFilms[1], selectedFilm: nil), width: 200)
        #expect(selected.png != plain.png)
        let edge = selected.image[selected.image.width / 2, 1]
        #expect(edge.b > 200 && edge.r < 100, "accent border: \(edge)")
    }

    @Test func buttonStylesDrawCapsulesAndShrinkWhenPressed() throws {
        let rest = try render(ButtonStylesCallSite())
        #expect(texts(rest.layout) == ["Text(\"Watch Toy Story\")", "Text(\"Add to Watchlist\")", "Text(\"Remove from Library\")"])
        let pressed = try render(ButtonStylesCallSite().pressedButtons())
        #expect(rest.png != pressed.png)
        // The destructive button is red.
        let red = try #require(rest.layout.allNodes.last { $0.name == "clipShape" })
        let pixel = rest.image[Int(red.frame.minX * 2) + 30, Int(red.frame.midY * 2)]
        #expect(pixel.r > 240 && pixel.g < 90, "red: \(pixel)")
    }

    @Test func badgeLabelPutsTheIconInA28PointCircle() throws {
        let layout = try render(BadgeLabelCallSite()).layout
        #expect(layout.allNodes.contains { $0.name == "frame" && $0.frame.size == CGSize(width: 28, height: 28) })
        #expect(texts(layout) == ["Text(\"Toy Story\")"])
    }

    @Test func lampToggleLightsWhenOn() throws {
        let on = try render(LampToggleCallSite(scareFloorActive: true), width: 300)
        let off = try render(LampToggleCallSite(scareFloorActive: false), width: 300)
        #expect(on.png != off.png)
        let lamp = try #require(on.layout.first(named: "Image"))
        var yellow = 0
        for x in Int(lamp.frame.minX * 2)..<Int(lamp.frame.maxX * 2) {
            let p = on.image[x, Int(lamp.frame.midY * 2)]
            if p.r > 200 && p.g > 150 && p.b < 80 { yellow += 1 }
        }
        #expect(yellow > 0)
        #expect(on.layout.first(named: "Image")?.frame.maxX ?? 0 > 280, "the lamp is at the trailing edge")
    }

    @Test func applyIfAddsTheBadgeOnlyWhenAwarded() throws {
        let awarded = try render(ApplyIfCallSite(film: pixarFilms[0]), width: 200).layout
        let plain = try render(ApplyIfCallSite(film: pixarFilms[2]), width: 200).layout
        #expect(awarded.first(named: "overlay") != nil)
        #expect(plain.first(named: "overlay") == nil)
        #expect(try render(Text("x").conditionalModifier(true)).layout.first(named: "padding") != nil)
        #expect(try render(Text("x").conditionalModifier(false)).layout.first(named: "padding") == nil)
    }
}
