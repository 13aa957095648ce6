import Vellum

/// A label whose icon sits in a coloured circle.
struct PixarBadgeLabelStyle: LabelStyle {
    var color: Color

    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.icon
                .font(.caption.weight(.semibold))
                .foregroundStyle(.white)
                .frame(width: 28, height: 28)
                .background(color)
                .clipShape(Circle())
            configuration.title
                .font(.subheadline)
        }
    }
}

/// A toggle drawn as a ceiling lamp that lights when on.
struct ScareLampToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                configuration.label
                Spacer()
                Image(systemName: configuration.isOn ? "lamp.ceiling.on" : "lamp.ceiling")
                    .font(.title2)
                    .foregroundStyle(configuration.isOn ? .yellow : .secondary)
                    .contentTransition(.symbolEffect(.replace))
            }
        }
        .buttonStyle(.plain)
    }
}
