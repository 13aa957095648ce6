import CCairo
import Foundation
import Synchronization
import VellumLayout
import VellumUI

/// The Pango objects of one thread: a font map over the private font configuration, and a
/// context for measuring text. Pango font maps are not safe to share between threads, so
/// each thread that renders gets its own, made on first use and freed when the thread ends.
package final class ThreadFonts {
    /// The font map (`PangoFontMap *`).
    package let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// A context for measuring, with no surface: sizes equal those on any surface because
    /// metrics are not hinted and glyph positions are not rounded.
    package let measuringContext: OpaquePointer
    /// The font options every context uses: no hinting, unhinted metrics, grey antialiasing.
    package let fontOptions: OpaquePointer

    /// Pango computing a font's metrics, one thread at a time in the whole process (see
    /// `shareFontMetrics`). Laying text out and drawing it need no lock: each thread has its
    /// own font map and contexts. Recursive: Pango computes a font's metrics by laying out a
    /// sample text, which asks for metrics again.
    private static let computing = NSRecursiveLock()

    /// Guards `metricsByKey` and `metricsComputed`, each time for one look-up or one
    /// insertion: a thread that finds metrics another thread computed does not wait while a
    /// third computes others.
    private static let metricsLock = NSLock()

    /// Guards the replacing of `get_metrics` (`shareFontMetrics`), which the first font map
    /// made does: every thread's fonts wait for it, and nothing else of a new font map waits
    /// for other threads.
    private static let patchLock = NSLock()

    /// Pango's own `get_metrics` of the font class Vellum's fonts belong to, before
    /// `shareFontMetrics` replaced it.
    nonisolated(unsafe) private static var pangoGetMetrics: (@convention(c) (UnsafeMutablePointer<PangoFont>?, OpaquePointer?) -> UnsafeMutablePointer<PangoFontMetrics>?)?

    /// Makes every font's metrics come from `metrics(of:language:)`: computed once in the
    /// process, one at a time.
    ///
    /// Pango 1.50 computes a font's metrics once (cached with the font) and guards the part that
    /// lays out a sample text against recursion with a flag shared by the whole process: while
    /// one thread computes the metrics of a font, another thread computing those of its own
    /// font skips that part, and the font keeps an approximate character width of 0 for as
    /// long as it lives, which changes where lines break. Three threads laying out the same text
    /// in fonts of their own gave different lines on every thread that lost the race (a text a
    /// letter wide: 26 lines instead of 23), with their own font maps and fontconfig
    /// configurations, with the FreeType font map as with Cairo's; with the metrics computed one
    /// at a time, thousands of layouts and drawings on up to six threads gave the same lines and
    /// pixels. The class's `get_metrics` is replaced once, before any font of any thread is used.
    private static func shareFontMetrics(fontMap: UnsafeMutablePointer<PangoFontMap>, context: OpaquePointer) {
        guard pangoGetMetrics == nil else { return }
        let description = pango_font_description_from_string("Inter 12")
        defer { pango_font_description_free(description) }
        guard let font = pango_font_map_load_font(fontMap, context, description) else { return }
        defer { g_object_unref(font) }
        let instance = UnsafeMutableRawPointer(font).assumingMemoryBound(to: GTypeInstance.self)
        guard let fontClass = instance.pointee.g_class.map({ UnsafeMutableRawPointer($0).assumingMemoryBound(to: PangoFontClass.self) }),
              let original = fontClass.pointee.get_metrics else { return }
        pangoGetMetrics = original
        fontClass.pointee.get_metrics = { font, language in ThreadFonts.metrics(of: font, language: language) }
    }

    /// What a font's metrics depend on: the font and its size (its description), the transform
    /// and font options it is drawn with, and the language's sample text.
    private struct MetricsKey: Hashable {
        let description: String
        let xx, yx, xy, yy: Double
        let fontOptions: UInt
        let sampleText: UInt
    }

    /// Metrics computed so far, by what they depend on, each held once; with `metricsLock`. At
    /// most 4096 (each scale a text is drawn at makes its own); all are dropped when one more
    /// would not fit.
    nonisolated(unsafe) private static var metricsByKey: [MetricsKey: UnsafeMutablePointer<PangoFontMetrics>] = [:]
    /// How many metrics were computed and kept, by font description (for tests); with
    /// `metricsLock`, emptied with `metricsByKey`.
    nonisolated(unsafe) private static var metricsComputed: [String: Int] = [:]
    /// How deep in computations of metrics the thread holding `computing` is.
    nonisolated(unsafe) private static var metricsDepth = 0

    /// The metrics a font already returned, by sample text, kept with the font (as GObject
    /// data under `metricsQuark`): found again without the lock.
    private final class FontMetrics {
        var bySampleText: [(sampleText: UnsafePointer<CChar>?, metrics: UnsafeMutablePointer<PangoFontMetrics>)] = []

        deinit {
            for entry in bySampleText { pango_font_metrics_unref(entry.metrics) }
        }
    }

    private static let metricsQuark = g_quark_from_static_string("vellum-font-metrics")

    /// The metrics of `font` for `language`, computed once in the process for every font of
    /// the same description, transform and options: each thread's font map has font objects of
    /// its own, and Pango computes the metrics of each (one at a time: see `shareFontMetrics`). A font first asked within another font's computation (its sample
    /// text set in a fallback font) gets what Pango gives it then, metrics without the
    /// approximate widths, as before, and those are not shared.
    private static func metrics(of font: UnsafeMutablePointer<PangoFont>?, language: OpaquePointer?) -> UnsafeMutablePointer<PangoFontMetrics>? {
        guard let font, let pangoGetMetrics else { return nil }
        let sampleText = pango_language_get_sample_string(language)
        let object = UnsafeMutableRawPointer(font).assumingMemoryBound(to: GObject.self)
        func kept() -> FontMetrics? {
            g_object_get_qdata(object, metricsQuark).map { Unmanaged<FontMetrics>.fromOpaque($0).takeUnretainedValue() }
        }
        if let found = kept()?.bySampleText.first(where: { $0.sampleText == sampleText }) {
            return pango_font_metrics_ref(found.metrics)
        }
        let key = metricsKey(font, sampleText: sampleText)
        func known() -> UnsafeMutablePointer<PangoFontMetrics>? {
            metricsLock.withLock { metricsByKey[key].map { pango_font_metrics_ref($0) } }
        }
        let metrics: UnsafeMutablePointer<PangoFontMetrics>
        if let found = known() {
            metrics = found
        } else {
            computing.lock()
            defer { computing.unlock() }
            if let found = known() {
                // Computed by another thread while this one waited.
                metrics = found
            } else {
                metricsDepth += 1
                let computed = pangoGetMetrics(font, language)
                metricsDepth -= 1
                guard let computed, metricsDepth == 0, computed.pointee.approximate_char_width > 0 else { return computed }
                metricsLock.withLock {
                    if metricsByKey.count >= 4096 {
                        for kept in metricsByKey.values { pango_font_metrics_unref(kept) }
                        metricsByKey.removeAll()
                        metricsComputed.removeAll()
                    }
                    metricsByKey[key] = pango_font_metrics_ref(computed)
                    metricsComputed[key.description, default: 0] += 1
                }
                metrics = computed
            }
        }
        let fontMetrics = kept() ?? {
            let made = FontMetrics()
            g_object_set_qdata_full(object, metricsQuark, Unmanaged.passRetained(made).toOpaque()) { pointer in
                pointer.map { Unmanaged<FontMetrics>.fromOpaque($0).release() }
            }
            return made
        }()
        fontMetrics.bySampleText.append((sampleText, pango_font_metrics_ref(metrics)))
        return metrics
    }

    private static func metricsKey(_ font: UnsafeMutablePointer<PangoFont>, sampleText: UnsafePointer<CChar>?) -> MetricsKey {
        let description = pango_font_describe_with_absolute_size(font)
        let text = pango_font_description_to_string(description)
        let name = text.map { String(cString: $0) } ?? ""
        g_free(text)
        pango_font_description_free(description)
        var ctm = cairo_matrix_t()
        let scaledFont = pango_cairo_font_get_scaled_font(OpaquePointer(font))
        cairo_scaled_font_get_ctm(scaledFont, &ctm)
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_scaled_font_get_font_options(scaledFont, options)
        return MetricsKey(description: name, xx: ctm.xx, yx: ctm.yx, xy: ctm.xy, yy: ctm.yy, fontOptions: UInt(cairo_font_options_hash(options)),
                          sampleText: UInt(bitPattern: sampleText))
    }

    /// How many times metrics of fonts whose description `matches` were computed and kept (for
    /// tests: the fonts of another thread, or fonts made afresh, compute none again).
    package static func metricsComputations(matching matches: (String) -> Bool) -> Int {
        metricsLock.withLock { metricsComputed.filter { matches($0.key) }.values.reduce(0, +) }
    }

    private init() {
        // The library first: it makes its configuration fontconfig's current one. Pango's first
        // font map initializes fontconfig (on a thread of its own), which with no current
        // configuration loads the system's, every configuration file of it.
        let config = FontLibrary.shared.config
        fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
        pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
        pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
        fontOptions = cairo_font_options_create()
        cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_subpixel_order(fontOptions, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        measuringContext = pango_font_map_create_context(fontMap)
        configure(measuringContext)
        ThreadFonts.patchLock.withLock { ThreadFonts.shareFontMetrics(fontMap: fontMap, context: measuringContext) }
    }

    deinit {
        drawings.removeAll()
        g_object_unref(UnsafeMutableRawPointer(measuringContext))
        g_object_unref(fontMap)
        cairo_font_options_destroy(fontOptions)
    }

    /// Gives a context Vellum's text settings: 72 dpi, the font options, unrounded positions.
    package func configure(_ context: OpaquePointer) {
        pango_cairo_context_set_resolution(context, 72)
        pango_cairo_context_set_font_options(context, fontOptions)
        pango_context_set_round_glyph_positions(context, 0)
    }

    /// The size and baselines of `text` laid out for `proposal` by the measuring context;
    /// remembered for the next render on any thread (a measurement depends on nothing else),
    /// and for the same text in other colours and in any proposal that changes none of its
    /// lines.
    package func measured(_ text: TextSpec, proposal: ProposedViewSize) -> TextMeasurement {
        let key = text.measuringKey, limits = PangoText.LineLimits(text, proposal: proposal)
        if let known = Self.measurements.withLock({ $0.known(key, limits: limits) }) { return known }
        // Laid out on this thread's context, outside the lock.
        textsMeasured += 1
        let laidOut = PangoText.make(text, proposal: proposal, context: measuringContext)
        let measurement = laidOut.measurement, keepsParagraphs = laidOut.keepsParagraphs
        return Self.measurements.withLock {
            $0.keep(measurement, as: key, limits: limits, keepsParagraphs: keepsParagraphs, lineCount: measurement.lineCount)
        }
    }

    /// How many texts this thread laid out to measure them (for tests).
    package private(set) var textsMeasured = 0

    /// Forgets every measurement of `text` (for tests that measure it anew).
    package static func forgetMeasurements(of text: TextSpec) {
        measurements.withLock { $0.remove(text.measuringKey) }
    }

    /// Texts measured in the process, at most 4096 proposals and 4096 texts. A text measures
    /// the same on every thread (their fonts are alike, see `shareFontMetrics`), so one measured
    /// on a thread is not measured again on another: the built-in catalog's cells on two
    /// threads measured 183 texts, 26 of them twice, where one thread measures 157.
    private static let measurements = Mutex(TextLayouts<TextSpec, TextMeasurement>(capacity: 4096))

    // MARK: Drawing

    /// The linear part of the transform text is drawn with, and the kind of surface.
    private struct DrawingKey: Hashable {
        let xx, yx, xy, yy: Double
        let surface: UInt32
    }

    /// A text as `drawnText` lays it out.
    private struct DrawnTextKey: Hashable {
        let text: TextSpec
        let smallestFontSize: CGFloat
    }

    /// A drawing context and the texts laid out on it.
    private final class Drawing {
        let context: OpaquePointer
        var texts = TextLayouts<DrawnTextKey, PangoText>(capacity: 512)

        init(context: OpaquePointer) {
            self.context = context
        }

        deinit {
            texts.removeAll()
            g_object_unref(UnsafeMutableRawPointer(context))
        }
    }

    /// One drawing context per transform and kind of surface: Pango lays a text out anew
    /// whenever its context changes, so a context kept for each transform (the render's scale,
    /// a shadow's coarser mask, a `scaleEffect`) keeps its layouts, and a text drawn in every
    /// render is shaped once. At most 8 contexts, each with at most 512 proposals and 512 texts kept.
    private var drawings: [DrawingKey: Drawing] = [:]

    /// `text` laid out for `proposal` to be drawn on `cairo` with its current transform, by a
    /// context configured like the measuring one; remembered for the next render.
    package func drawnText(_ text: TextSpec, proposal: ProposedViewSize, smallestFontSize: CGFloat, on cairo: OpaquePointer) -> PangoText {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let key = DrawingKey(xx: matrix.xx, yx: matrix.yx, xy: matrix.xy, yy: matrix.yy, surface: cairo_surface_get_type(cairo_get_target(cairo)).rawValue)
        let drawing: Drawing
        if let known = drawings[key] {
            drawing = known
        } else {
            if drawings.count >= 8 { drawings.removeAll() }
            let context = pango_font_map_create_context(fontMap)!
            configure(context)
            PangoText.drawsSymbols(context)
            pango_cairo_update_context(cairo, context)
            drawing = Drawing(context: context)
            drawings[key] = drawing
        }
        return drawing.texts.value(DrawnTextKey(text: text, smallestFontSize: smallestFontSize), text: text, proposal: proposal,
                                   make: { PangoText.make(text, proposal: proposal, context: drawing.context, smallestFontSize: smallestFontSize) },
                                   keep: { $0 })
    }

    // MARK: Per-thread storage

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<ThreadFonts>.fromOpaque(pointer).release()
        }
        return key
    }()

    /// The fonts of the calling thread.
    package static var current: ThreadFonts {
        let key = ThreadFonts.key
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<ThreadFonts>.fromOpaque(pointer).takeUnretainedValue()
        }
        let fonts = ThreadFonts()
        pthread_setspecific(key, Unmanaged.passRetained(fonts).toOpaque())
        return fonts
    }

    /// Frees the calling thread's fonts, and with its font map every fontset, pattern and font
    /// Pango cached for them; the next use makes new ones. For leak checks, which must empty
    /// the caches before they count what is left.
    package static func releaseCurrent() {
        let key = ThreadFonts.key
        guard let pointer = pthread_getspecific(key) else { return }
        pthread_setspecific(key, nil)
        Unmanaged<ThreadFonts>.fromOpaque(pointer).release()
    }
}
