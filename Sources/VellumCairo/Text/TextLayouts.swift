import VellumCore
import VellumLayout
import VellumUI

/// Texts laid out, kept for the next layout of the same text: found again for
/// any proposal that limits its lines alike (`PangoText.LineLimits`: an unlimited width and an
/// infinite one are the same), or that is no tighter than one whose layout kept its
/// paragraphs. A caption measured in a hundred cells of different widths is laid out once,
/// not a hundred times.
struct TextLayouts<Key: Hashable, Value> {
    /// A text and the limits it was laid out within: all a layout depends on.
    private struct Exact: Hashable {
        let key: Key
        let limits: PangoText.LineLimits
    }

    /// A layout that kept its paragraphs (`PangoText.keepsParagraphs`): its value, the
    /// narrowest limits it was made within, and its line count.
    private struct Unwrapped {
        let limits: PangoText.LineLimits
        let lineCount: Int
        let value: Value
    }

    private var exact: [Exact: Value] = [:]
    private var unwrapped: [Key: Unwrapped] = [:]
    /// Most entries of each kind; all are dropped when one more would not fit.
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The value of `text` (known by `key`) laid out for `proposal`: a kept one if its lines
    /// are those `make` would give, else `keep(make())`, kept.
    mutating func value(_ key: Key, text: TextSpec, proposal: ProposedViewSize, make: () -> PangoText, keep: (PangoText) -> Value) -> Value {
        let limits = PangoText.LineLimits(text, proposal: proposal)
        if let known = known(key, limits: limits) { return known }
        let laidOut = make()
        return self.keep(keep(laidOut), as: key, limits: limits, keepsParagraphs: laidOut.keepsParagraphs, lineCount: laidOut.measurement.lineCount)
    }

    /// A kept value of the text known by `key` whose lines are those a layout within `limits`
    /// would give; `nil` when there is none.
    func known(_ key: Key, limits: PangoText.LineLimits) -> Value? {
        if let known = exact[Exact(key: key, limits: limits)] { return known }
        if let known = unwrapped[key], known.limits.sameLines(within: limits, lineCount: known.lineCount) { return known.value }
        return nil
    }

    /// Keeps `value`, made of the text known by `key` laid out within `limits` (whether that
    /// layout kept its paragraphs, and its line count: `PangoText.keepsParagraphs`), and
    /// returns it.
    mutating func keep(_ value: Value, as key: Key, limits: PangoText.LineLimits, keepsParagraphs: Bool, lineCount: Int) -> Value {
        if exact.count >= capacity { exact.removeAll(keepingCapacity: true) }
        exact[Exact(key: key, limits: limits)] = value
        let known = unwrapped[key]
        if keepsParagraphs, let width = limits.width, width < (known?.limits.width ?? .max) {
            if known == nil, unwrapped.count >= capacity { unwrapped.removeAll(keepingCapacity: true) }
            unwrapped[key] = Unwrapped(limits: limits, lineCount: lineCount, value: value)
        }
        return value
    }

    /// Forgets every layout of the text known by `key`.
    mutating func remove(_ key: Key) {
        exact = exact.filter { $0.key.key != key }
        unwrapped[key] = nil
    }

    mutating func removeAll() {
        exact.removeAll()
        unwrapped.removeAll()
    }
}

extension TextSpec {
    /// The text as measuring sees it: its runs' colours numbered in order of appearance, and
    /// gradients left out. A colour is an attribute Pango draws with and never lays out by, and
    /// a gradient no attribute at all (it fills the glyphs as a mask), so a label measured in
    /// the light scheme is measured for the dark one too. Runs of equal colours still have equal
    /// stand-ins, and an alpha attribute stays where there was one: Pango is handed the same
    /// attributes at the same places, with other colour values.
    package var measuringKey: TextSpec {
        guard runs.contains(where: { $0.paint != nil }) else { return self }
        var key = self
        var colors: [RGBA] = []
        for index in key.runs.indices {
            switch key.runs[index].paint {
            case let .color(color)?:
                let (red, green, blue, alpha) = color.pango16
                let attributes = RGBA(Double(red), Double(green), Double(blue), Double(alpha))
                let number = colors.firstIndex(of: attributes) ?? colors.count
                if number == colors.count { colors.append(attributes) }
                key.runs[index].paint = .color(RGBA(Double(number), 0, 0, alpha < 65535 ? 0 : 1))
            case .some:
                key.runs[index].paint = nil
            case nil:
                break
            }
        }
        return key
    }
}
