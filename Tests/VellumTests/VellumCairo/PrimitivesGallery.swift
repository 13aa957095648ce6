import Foundation
import Vellum

/// Every primitive and effect of the drawing stage, labelled: the golden sheet of issue #5.
struct PrimitivesGallery: View {
    private func cell<V: View>(_ title: String, @ViewBuilder _ content: () -> V) -> some View {
        VStack(spacing: 6) {
            content().frame(width: 72, height: 56)
            Text(title).font(.system(size: 10)).foregroundStyle(.secondary)
        }
        .frame(width: 88)
    }

    private let sunset = Gradient(colors: [.orange, .pink, .purple])

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack(spacing: 6) {
                cell("Rectangle") { Rectangle().fill(.blue) }
                cell("circular 16") { RoundedRectangle(cornerRadius: 16).fill(.blue) }
                cell("continuous 16") { RoundedRectangle(cornerRadius: 16, style: .continuous).fill(.blue) }
                cell("Uneven") { UnevenRoundedRectangle(topLeadingRadius: 24, bottomTrailingRadius: 8).fill(.blue) }
                cell("Capsule") { Capsule().fill(.blue) }
                cell("Circle") { Circle().fill(.blue) }
                cell("Ellipse") { Ellipse().fill(.blue) }
            }
            HStack(spacing: 6) {
                cell("Path") {
                    Path { p in
                        p.move(to: CGPoint(x: 4, y: 52)); p.addQuadCurve(to: CGPoint(x: 36, y: 4), control: CGPoint(x: 4, y: 4))
                        p.addCurve(to: CGPoint(x: 68, y: 52), control1: CGPoint(x: 60, y: 4), control2: CGPoint(x: 40, y: 52))
                        p.addArc(center: CGPoint(x: 36, y: 52), radius: 12, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
                    }.stroke(Color.primary, lineWidth: 2)
                }
                cell("even-odd") {
                    Path { p in p.addEllipse(in: CGRect(x: 8, y: 0, width: 56, height: 56)); p.addEllipse(in: CGRect(x: 22, y: 14, width: 28, height: 28)) }
                        .fill(Color.green, style: FillStyle(eoFill: true))
                }
                cell("stroke 4") { Circle().stroke(Color.orange, lineWidth: 4) }
                cell("strokeBorder") { RoundedRectangle(cornerRadius: 12).strokeBorder(Color.orange, lineWidth: 6) }
                cell("dash, round") { Capsule().stroke(Color.red, style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [6, 5])) }
                cell("trim 0.1–0.8") { Circle().trim(from: 0.1, to: 0.8).stroke(Color.indigo, style: StrokeStyle(lineWidth: 6, lineCap: .round)) }
                cell("inset, rotation") { Rectangle().inset(by: 12).rotation(.degrees(30)).fill(Color.teal) }
            }
            HStack(spacing: 6) {
                cell("Linear") { Rectangle().fill(LinearGradient(gradient: sunset, startPoint: .topLeading, endPoint: .bottomTrailing)) }
                cell("Radial") { Rectangle().fill(RadialGradient(gradient: sunset, center: .center, startRadius: 2, endRadius: 36)) }
                cell("Elliptical") { Rectangle().fill(EllipticalGradient(gradient: sunset)) }
                cell("Angular") { Circle().fill(AngularGradient(gradient: Gradient(colors: [.red, .yellow, .green, .blue, .purple, .red]), center: .center)) }
                cell("clear → white") { Rectangle().fill(LinearGradient(colors: [.clear, .white], startPoint: .leading, endPoint: .trailing)).background(Color.gray) }
                cell("Color.gradient") { RoundedRectangle(cornerRadius: 10).fill(Color.blue.gradient) }
                cell("hierarchical") {
                    HStack(spacing: 3) { ForEach(0..<4) { i in Rectangle().fill([AnyShapeStyle(.primary), AnyShapeStyle(.secondary), AnyShapeStyle(.tertiary), AnyShapeStyle(.quaternary)][i]) } }
                }
            }
            HStack(spacing: 6) {
                cell("shadow 8") { RoundedRectangle(cornerRadius: 10).fill(Color.white).shadow(radius: 8).padding(10) }
                cell("coloured shadow") { Text("Aa").font(.title.bold()).foregroundStyle(.blue).shadow(color: .blue.opacity(0.6), radius: 4, x: 3, y: 3) }
                cell("clipShape") { Rectangle().fill(LinearGradient(gradient: sunset, startPoint: .top, endPoint: .bottom)).clipShape(Circle()) }
                cell("mask") { Rectangle().fill(Color.purple).mask(Text("Mask").font(.title2.bold())) }
                cell("group opacity") {
                    ZStack { Circle().fill(.red).frame(width: 36).offset(x: -10); Circle().fill(.red).frame(width: 36).offset(x: 10) }.opacity(0.5)
                }
                cell("rotation, scale") { RoundedRectangle(cornerRadius: 6).fill(.mint).frame(width: 30, height: 30).rotationEffect(.degrees(20)).scaleEffect(1.3) }
                cell("mirror 3D") { Text("Mirror").font(.headline).rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0)) }
            }
            HStack(spacing: 6) {
                cell("multiply") { ZStack { Circle().fill(.yellow).offset(x: -9); Circle().fill(.cyan).offset(x: 9).blendMode(.multiply) }.frame(width: 40) }
                cell("screen") { ZStack { Circle().fill(.red).offset(x: -9); Circle().fill(.blue).offset(x: 9).blendMode(.screen) }.frame(width: 40) }
                cell("blur 3") { Text("Blur").font(.title2.bold()).blur(radius: 3) }
                cell("brightness") { Rectangle().fill(Color.blue).brightness(0.3) }
                cell("saturation 0.3") { Rectangle().fill(LinearGradient(gradient: sunset, startPoint: .leading, endPoint: .trailing)).saturation(0.3) }
                cell("grayscale") { Rectangle().fill(LinearGradient(gradient: sunset, startPoint: .leading, endPoint: .trailing)).grayscale(1) }
                cell("hue 90°") { Rectangle().fill(LinearGradient(gradient: sunset, startPoint: .leading, endPoint: .trailing)).hueRotation(.degrees(90)) }
            }
            HStack(spacing: 6) {
                cell("weights") { VStack(spacing: 0) { Text("Light").fontWeight(.light); Text("Bold").bold(); Text("Black").fontWeight(.black) } }
                cell("designs") { VStack(spacing: 0) { Text("Rounded").fontDesign(.rounded); Text("Mono").monospaced(); Text("Serif").fontDesign(.serif) } }
                cell("decorations") { VStack(spacing: 0) { Text("Italic").italic(); Text("Under").underline(); Text("Strike").strikethrough(color: .red) } }
                cell("tracking") { VStack(spacing: 0) { Text("Tight").tracking(-1); Text("Wide").tracking(3); Text("Kern").kerning(2) } }
                cell("gradient text") { Text("Grad").font(.title.bold()).foregroundStyle(LinearGradient(gradient: sunset, startPoint: .leading, endPoint: .trailing)) }
                cell("emoji, CJK") { VStack(spacing: 0) { Text("🎬🍿"); Text("東京 漢字") } }
                cell("Arabic, RTL") { Text("مرحبا بالعالم").environment(\.layoutDirection, .rightToLeft) }
            }
            HStack(spacing: 6) {
                cell("symbol") { Image(systemName: "star.fill").font(.title).foregroundStyle(.yellow) }
                cell("image") { Image(contentsOfFile: packageRoot.appendingPathComponent("Fixtures/images/swatch.png").path) }
                cell("resizable fit") { Image(contentsOfFile: packageRoot.appendingPathComponent("Fixtures/images/swatch.png").path).resizable().aspectRatio(contentMode: .fit) }
                cell("no interpolation") { Image(contentsOfFile: packageRoot.appendingPathComponent("Fixtures/images/swatch.png").path).resizable().interpolation(.none).frame(width: 72, height: 36) }
                cell("template") { Image(contentsOfFile: packageRoot.appendingPathComponent("Fixtures/images/swatch.png").path).renderingMode(.template).foregroundStyle(.green) }
                cell("Divider") { VStack { Text("Above"); Divider(); Text("Below") } }
                cell("colorInvert") { Rectangle().fill(LinearGradient(gradient: sunset, startPoint: .leading, endPoint: .trailing)).colorInvert() }
            }
        }
        .padding(16)
        .background(Color(.systemBackground))
    }
}
