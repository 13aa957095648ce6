// The Swift code of the articles "Custom Views & ViewModifiers" and "SwiftUI Modifiers" (tap to
// copy, hide sheet), with the SwiftUI import added as Vellum and nothing else changed. The
// articles' `static var` preference defaults need Swift 5 language mode, as they do with
// SwiftUI, so this target is built in that mode. Usage snippets are placed in the views of
// CustomViewsCallSites.swift.
import Vellum

struct UserAvatar: View {
    let name: String
    let imageURL: URL?
    var size: CGFloat = 48
    
    var body: some View {
        VStack(spacing: 4) {
            AsyncImage(url: imageURL) { phase in
                switch phase {
                case .success(let image):
                    image
                        .resizable()
                        .aspectRatio(contentMode: .fill)
                case .failure:
                    Image(systemName: "person.circle.fill")
                        .foregroundColor(.gray)
                default:
                    ProgressView()
                }
            }
            .frame(width: size, height: size)
            .clipShape(Circle())
            .overlay(Circle().stroke(Color.blue, lineWidth: 2))
            
            Text(name)
                .font(.caption)
                .lineLimit(1)
        }
    }
}

struct CardView<Content: View>: View {
    let title: String
    @ViewBuilder let content: () -> Content
    
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(title)
                .font(.headline)
                .foregroundColor(.primary)
            
            content()
        }
        .padding()
        .background(
            RoundedRectangle(cornerRadius: 12)
                .fill(Color(.systemBackground))
                .shadow(color: .black.opacity(0.1), radius: 5, x: 0, y: 2)
        )
    }
}

struct ToggleCard: View {
    let title: String
    @Binding var isOn: Bool
    @State private var isExpanded = false
    
    var body: some View {
        VStack {
            HStack {
                Text(title)
                Spacer()
                Toggle("", isOn: $isOn)
                    .labelsHidden()
            }
            .onTapGesture {
                withAnimation(.spring()) {
                    isExpanded.toggle()
                }
            }
            
            if isExpanded {
                Text("Additional details here...")
                    .transition(.opacity.combined(with: .move(edge: .top)))
            }
        }
        .padding()
        .background(Color(.secondarySystemBackground))
        .cornerRadius(10)
    }
}

struct PrimaryButtonStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.headline)
            .foregroundColor(.white)
            .padding(.horizontal, 24)
            .padding(.vertical, 12)
            .background(
                LinearGradient(
                    colors: [.blue, .blue.opacity(0.8)],
                    startPoint: .leading,
                    endPoint: .trailing
                )
            )
            .cornerRadius(12)
            .shadow(color: .blue.opacity(0.3), radius: 8, x: 0, y: 4)
    }
}

// Or using an extension for cleaner syntax
extension View {
    func primaryButton() -> some View {
        modifier(PrimaryButtonStyle())
    }
}

struct CardModifier: ViewModifier {
    let backgroundColor: Color
    let cornerRadius: CGFloat
    let shadow: Bool
    
    init(
        background: Color = Color(.systemBackground),
        cornerRadius: CGFloat = 12,
        shadow: Bool = true
    ) {
        self.backgroundColor = background
        self.cornerRadius = cornerRadius
        self.shadow = shadow
    }
    
    func body(content: Content) -> some View {
        content
            .padding()
            .background(backgroundColor)
            .cornerRadius(cornerRadius)
            .if(shadow) { view in
                view.shadow(color: .black.opacity(0.1), radius: 5, x: 0, y: 2)
            }
    }
}

// Conditional modifier extension
extension View {
    @ViewBuilder
    func `if`<Transform: View>(
        _ condition: Bool,
        transform: (Self) -> Transform
    ) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

struct SizePreferenceKey: PreferenceKey {
    static var defaultValue: CGSize = .zero
    
    static func reduce(value: inout CGSize, nextValue: () -> CGSize) {
        value = nextValue()
    }
}

struct HeightPreferenceKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct AdaptiveContainerView<Content: View>: View {
    @State private var childHeight: CGFloat = 0
    @ViewBuilder let content: () -> Content
    
    var body: some View {
        ScrollView {
            content()
                .background(
                    GeometryReader { geo in
                        Color.clear
                            .preference(
                                key: HeightPreferenceKey.self,
                                value: geo.size.height
                            )
                    }
                )
                .onPreferenceChange(HeightPreferenceKey.self) { height in
                    childHeight = height
                }
        }
        .frame(height: min(childHeight, UIScreen.main.bounds.height * 0.8))
    }
}

struct SectionTrackingView: View {
    @State private var visibleSection: String = ""
    
    var body: some View {
        VStack {
            Text("Current: \(visibleSection)")
                .font(.headline)
                .padding()
            
            ScrollView {
                ForEach(sections) { section in
                    SectionHeader(title: section.title)
                        .background(
                            GeometryReader { geo in
                                Color.clear
                                    .preference(
                                        key: VisibleSectionKey.self,
                                        value: [
                                            section.title: geo.frame(in: .global).minY
                                        ]
                                    )
                            }
                        )
                }
            }
            .onPreferenceChange(VisibleSectionKey.self) { values in
                let screenCenter = UIScreen.main.bounds.height / 2
                visibleSection = values
                    .min(by: { abs($0.value - screenCenter) < abs($1.value - screenCenter) })?
                    .key ?? ""
            }
        }
    }
}

struct PrimaryButtonModifier: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(10)
            .background(Capsule().foregroundColor(.green))
            .foregroundColor(.white)
            .font(.system(size: 17, weight: .bold, design: .default))
            .clipped()
            .shadow(radius: 6)
    }
}

struct CopyModifier: ViewModifier {    
    let field: String
    
    @State private var showCopyAlert = false
    
    func body(content: Content) -> some View {
        content
            .contentShape(Rectangle())
            .onTapGesture {
                UIPasteboard.general.string = field
                showCopyAlert.toggle()
            }
            .alert("Field was Copied", isPresented: $showCopyAlert) {
                Button("OK", role: .cancel) { }
            }
    }
}

struct HideSheetModifier: ViewModifier {
    @Environment(\.presentationMode) var presentationMode
    @Environment(\.scenePhase) var scenePhase
    
    func body(content: Content) -> some View {
        content
            .onChange(of: scenePhase) { newPhase in
                switch newPhase {
                case .inactive:
                    presentationMode.wrappedValue.dismiss()
                default:
                    break
                }
            }
    }
}
