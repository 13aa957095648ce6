import Foundation
import Testing
import Vellum

@Suite struct BadInputTests {
    @Test(arguments: [-5.0, .nan, .infinity])
    func frameWidthMustBeFiniteAndNotNegative(width: Double) throws {
        let view = VStack { Text("Hi").frame(width: width) }
        let error = try #require(throws: VellumError.self) { try ImageRenderer(content: view).pngData() }
        #expect(error.kind == .invalidValue)
        #expect(error.message.contains("frame width"))
        #expect(error.viewPath.contains("frame"), "path: \(error.viewPath)")
        #expect(error.viewPath.first == "VStack")
    }

    @Test(arguments: [0.0, -1.0, 100.0, .nan])
    func scaleMustBeReasonable(scale: Double) throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 10))
        renderer.scale = scale
        let error = try #require(throws: VellumError.self) { try renderer.pngData() }
        #expect(error.kind == .invalidValue)
        #expect(error.message.contains("scale"))
    }

    @Test func hugeProposalIsRefusedWithoutAllocatingIt() throws {
        let renderer = ImageRenderer(content: Color.blue)
        renderer.proposedSize = ProposedViewSize(width: 1e9, height: 1e9)
        let started = Date()
        let error = try #require(throws: VellumError.self) { try renderer.pngData() }
        #expect(error.kind == .tooLarge)
        #expect(error.message.contains("16384"))
        #expect(Date().timeIntervalSince(started) < 5)
        // Layout itself is fine: it is only numbers.
        #expect(try renderer.layout().frame.width == 1e9)
    }

    @Test func infiniteSizeIsAnErrorNamingTheView() throws {
        let renderer = ImageRenderer(content: VStack { Color.blue })
        renderer.proposedSize = .infinity
        let error = try #require(throws: VellumError.self) { try renderer.layout() }
        #expect(error.kind == .layout)
        #expect(error.description.contains("infinite"))
    }

    @Test func writingIntoAMissingFolderNamesThePath() throws {
        let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/card.png")
        let error = try #require(throws: VellumError.self) { try ImageRenderer(content: Text("x")).write(to: url) }
        #expect(error.kind == .io)
        #expect(error.message.contains(url.path))
    }

    @Test func writingWhereAFileStandsForAFolderNamesThePath() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("plain-file")
        try Data("x".utf8).write(to: file)
        let url = file.appendingPathComponent("card.png")
        let error = try #require(throws: VellumError.self) { try ImageRenderer(content: Text("x")).write(to: url) }
        #expect(error.message.contains(url.path))
    }

    @Test func unknownExtensionIsRefused() throws {
        let url = try temporaryFolder().appendingPathComponent("card.jpeg")
        let error = try #require(throws: VellumError.self) { try ImageRenderer(content: Text("x")).write(to: url) }
        #expect(error.message.contains(".png, .svg or .pdf"))
    }

    @Test func unknownNamedColourIsAnErrorNotBlack() throws {
        let error = try #require(throws: VellumError.self) {
            try ImageRenderer(content: Color("NoSuchColor-\(UUID().uuidString.prefix(6))").frame(width: 4, height: 4)).pngData()
        }
        #expect(error.kind == .unknownColor)
        #expect(error.message.contains("NoSuchColor"))
    }

    @Test func bodyThatRecursesWithoutEndIsAnError() throws {
        let error = try #require(throws: VellumError.self) { try ImageRenderer(content: Recursive()).layout() }
        #expect(error.kind == .invalidView)
        #expect(error.viewPath.contains("Recursive"))
    }

    @Test func emptyViewHasNothingToRender() throws {
        let error = try #require(throws: VellumError.self) { try ImageRenderer(content: EmptyView()).pngData() }
        #expect(error.message.contains("empty"))
    }
}

private struct Recursive: View {
    var body: some View { AnyView(Recursive().padding(1)) }
}
