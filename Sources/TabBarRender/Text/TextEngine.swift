import CCairo
import Foundation
import CPango
import TabBarModel

/// Measures and draws text with Pango over the toolkit's own fontconfig set.
///
/// Hinting and glyph-position rounding are off, so a title has the same width at every scale
/// and in every output format; in an image, glyphs are filled as outlines so their pixels do not
/// depend on the Cairo version.
final class TextEngine: TextMeasuring {
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// The fonts it draws with: two engines with the same fonts draw the same pixels.
    let fonts: FontSet
    /// Never tied to a cairo context: measurements must not depend on what was drawn before.
    private let measuringContext: OpaquePointer
    /// One per kind of target and transform drawn on (a picture at @3x, its scratches at 1 px a
    /// point), each with the lines it has laid out.
    private var drawing: [DrawingKey: DrawingContext] = [:]
    private let fontOptions: OpaquePointer
    private var descriptions: [TextStyle: OpaquePointer] = [:]

    private struct Measured {
        let width: Double
        let missingGlyphs: Int
    }

    private struct MeasureKey: Hashable {
        let text: String
        let style: TextStyle
    }

    /// Shaping is the costly part of measuring, and a batch measures the same titles again and again.
    private var measured: [MeasureKey: Measured] = [:]

    init(fonts: FontSet, keptFills: PixelStore<FillKey>? = nil) throws(RenderError) {
        guard let config = FcConfigCreate() else { throw .setup("fontconfig could not start") }
        // The font map keeps its own reference to the configuration.
        defer { FcConfigDestroy(config) }
        // An empty configuration lacks fontconfig's usual rule that scales bitmap fonts (Noto
        // Color Emoji has one strike, 109 px) to the size asked for; without it an emoji is
        // drawn at its strike's size whatever the text's.
        guard FcConfigParseAndLoadFromMemory(config, Self.bitmapScaling, 1) != 0 else {
            throw .setup("fontconfig could not read the toolkit's bitmap scaling rule")
        }
        try Self.addFaces(of: fonts.files, to: config)
        self.fonts = fonts
        self.keptFills = keptFills
        // A Pango font map starts a thread that calls FcInit, and its first font lookup waits for
        // it: without a current configuration, that parses the system's /etc/fonts rules and reads
        // every installed font's cache (about a tenth of a one-bar process), all for a
        // configuration this map never uses. With one current, FcInit returns at once. The current
        // configuration is process-wide, but the toolkit's own maps are given theirs explicitly;
        // only code that asks fontconfig for the default (librsvg drawing an icon's <text>) sees
        // it, and then draws with the toolkit's fonts rather than whatever the machine has.
        guard FcConfigSetCurrent(config) != 0 else { throw .setup("fontconfig could not use the toolkit's configuration") }
        let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        fontMap = map

        let options = cairo_font_options_create()!
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        fontOptions = options

        measuringContext = Self.makeContext(map, options: options)
    }

    private static func makeContext(_ map: UnsafeMutablePointer<PangoFontMap>, options: OpaquePointer) -> OpaquePointer {
        let context = pango_font_map_create_context(map)!
        pango_cairo_context_set_font_options(context, options)
        pango_context_set_round_glyph_positions(context, 0)
        // A fixed language: the user's locale must not steer font fallback or shaping.
        pango_context_set_language(context, pango_language_from_string("en"))
        return context
    }

    /// Adds every face of each file to `config`, in the files' order.
    ///
    /// A face comes from the system's fontconfig cache when the cache is current for the file's
    /// folder: it holds what fontconfig worked out when the package was installed, above all each
    /// face's character set, which adding the file works out again (about 24 ms for each ten-face
    /// Noto CJK collection, at every renderer's start). A file the cache does not hold is read.
    private static func addFaces(of files: [String], to config: OpaquePointer) throws(RenderError) {
        let cache = SystemFontCache(folders: files.map { ($0 as NSString).deletingLastPathComponent })
        // The cached faces live as long as the cache: keep it until each is referenced here.
        try withExtendedLifetime(cache) { () throws(RenderError) in
            for file in files {
                // The application set exists once a first file has been added.
                if let faces = cache.faces[file], let set = FcConfigGetFonts(config, FcSetApplication) {
                    for face in faces {
                        FcPatternReference(face)
                        guard FcFontSetAdd(set, face) != 0 else { throw .setup("fontconfig could not add a face of \(file)") }
                    }
                } else if FcConfigAppFontAddFile(config, file) == 0 {
                    throw .setup("fontconfig could not read the font file \(file)")
                }
            }
        }
    }

    /// The two rules of fontconfig's 10-scale-bitmap-fonts.conf that scale a bitmap font.
    private static let bitmapScaling = """
        <?xml version="1.0"?>
        <fontconfig>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
            <edit name="matrix" mode="assign">
              <times>
                <name>matrix</name>
                <matrix><name>pixelsizefixupfactor</name> <double>0</double> <double>0</double> <name>pixelsizefixupfactor</name></matrix>
              </times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
        </fontconfig>
        """

    deinit {
        for description in descriptions.values { pango_font_description_free(description) }
        g_object_unref(UnsafeMutableRawPointer(measuringContext))
        drawing.removeAll()
        cairo_font_options_destroy(fontOptions)
        g_object_unref(fontMap)
    }

    func width(of text: String, style: TextStyle) -> Double {
        measure(text, style: style).width
    }

    /// How many characters of `text` no font in the set can show (they would be drawn as boxes).
    func missingGlyphCount(_ text: String, style: TextStyle) -> Int {
        measure(text, style: style).missingGlyphs
    }

    private func measure(_ text: String, style: TextStyle) -> Measured {
        let key = MeasureKey(text: text, style: style)
        if let known = measured[key] { return known }
        let layout = makeLayout(text, style: style, context: measuringContext)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let result = Measured(
            width: Double(logical.width) / Double(PANGO_SCALE),
            missingGlyphs: Int(pango_layout_get_unknown_glyphs_count(layout)))
        if measured.count >= 4096 { measured.removeAll(keepingCapacity: true) }
        measured[key] = result
        return result
    }

    /// The paragraph direction for text with no strongly directed letters (digits, punctuation);
    /// letters set their own direction, so Hebrew and Arabic are shaped right to left either way.
    /// The renderer sets it from the layout before drawing.
    var baseDirection: LayoutDirection = .ltr

    /// Where a long-lived renderer keeps filled lines (see `KeptFill`); nil in a batch.
    private let keptFills: PixelStore<FillKey>?

    /// The Pango context for drawing on `cr`, in the state `pango_cairo_update_context` would put
    /// it in. That call marks the context changed every time, which lays out again every line made
    /// with it; the state it sets depends only on the kind of target (its font options) and the
    /// transform's linear part, so a context kept for each of those never needs it again, and its
    /// lines stay laid out.
    private func drawingContext(for cr: OpaquePointer) -> DrawingContext {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let key = DrawingKey(
            target: cairo_surface_get_type(cairo_get_target(cr)).rawValue,
            linear: SIMD4(matrix.xx, matrix.yx, matrix.xy, matrix.yy), direction: baseDirection)
        if let known = drawing[key] { return known }
        if drawing.count >= 8 { drawing.removeAll() }
        let context = DrawingContext(Self.makeContext(fontMap, options: fontOptions))
        pango_cairo_update_context(cr, context.pointer)
        // Weak left to right is the context's own default.
        pango_context_set_base_dir(context.pointer, baseDirection == .rtl ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_WEAK_LTR)
        drawing[key] = context
        return context
    }

    /// Draws one line centred in `rect`, cut with an ellipsis when it is wider; on `baseline`
    /// when given, else centred vertically.
    func draw(_ text: String, style: TextStyle, in rect: Rect, baseline: Double? = nil, on context: CairoContext) {
        let cr = context.pointer
        let drawing = drawingContext(for: cr)
        let width = Int32((rect.width * Double(PANGO_SCALE)).rounded(.down))
        let key = LineKey(text: text, style: style, width: width)
        let layout: OpaquePointer
        if let known = drawing.lines[key] {
            layout = known.pointer
        } else {
            layout = makeLayout(text, style: style, context: drawing.pointer)
            pango_layout_set_width(layout, width)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
            if drawing.lines.count >= 512 { drawing.lines.removeAll() }
            drawing.lines[key] = PangoLayoutObject(layout)
        }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let height = Double(logical.height) / Double(PANGO_SCALE)
        let top = baseline.map { $0 - Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE) } ?? rect.minY + (rect.height - height) / 2
        if cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE {
            fillOutlines(of: layout, left: rect.minX, top: top, on: cr)
        } else {
            // SVG and PDF keep real text: a PDF's words stay selectable and searchable, and the
            // viewer rasterises them, so Cairo's own glyph placement never reaches a pixel here.
            cairo_move_to(cr, rect.minX, top)
            pango_cairo_show_layout(cr, layout)
        }
    }

    /// Fills each glyph's outline as a path, at the fractional position Pango gives it.
    ///
    /// Cairo's glyph rendering puts a glyph's origin where its own version decides: 1.16 on a
    /// whole device pixel, 1.18 on a quarter of one. A filled outline lands exactly where its
    /// coordinates say in every version, so the same spec draws the same text pixels with any
    /// Cairo. Colour glyphs (emoji) have no outline to fill and are drawn as they are.
    private func fillOutlines(of layout: OpaquePointer, left: Double, top: Double, on cr: OpaquePointer) {
        let scale = Double(PANGO_SCALE)
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator), let font = run.pointee.item.pointee.analysis.font else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iterator, nil, &logical)
            let x = left + Double(logical.x) / scale
            let y = top + Double(pango_layout_iter_get_baseline(iterator) - run.pointee.y_offset) / scale
            cairo_new_path(cr)
            cairo_move_to(cr, x, y)
            if Self.hasColourGlyphs(font) {
                pango_cairo_show_glyph_string(cr, font, run.pointee.glyphs)
            } else {
                pango_cairo_glyph_string_path(cr, font, run.pointee.glyphs)
                KeptFill.fill(cr, store: keptFills)
            }
        } while pango_layout_iter_next_run(iterator) != 0
        cairo_new_path(cr)
    }

    /// Whether `font` draws its glyphs from colour tables (bitmaps, layers or SVG) rather than outlines.
    private static func hasColourGlyphs(_ font: UnsafeMutablePointer<PangoFont>) -> Bool {
        guard let face = hb_font_get_face(pango_font_get_hb_font(font)) else { return false }
        return hb_ot_color_has_png(face) != 0 || hb_ot_color_has_layers(face) != 0 || hb_ot_color_has_svg(face) != 0
    }

    private func makeLayout(_ text: String, style: TextStyle, context: OpaquePointer) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        pango_layout_set_font_description(layout, description(for: style))
        pango_layout_set_single_paragraph_mode(layout, 1)
        pango_layout_set_text(layout, text, -1)
        return layout
    }

    private func description(for style: TextStyle) -> OpaquePointer {
        if let cached = descriptions[style] { return cached }
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, FontSet.families)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(style.weight.rawValue)))
        pango_font_description_set_absolute_size(description, style.size * Double(PANGO_SCALE))
        descriptions[style] = description
        return description
    }
}

/// What a drawing context's state depends on: the target's kind, the transform's linear part and
/// the paragraph direction.
private struct DrawingKey: Hashable {
    let target: UInt32
    let linear: SIMD4<Double>
    let direction: LayoutDirection
}

/// A drawn line's text, style and width (in Pango units); each is laid out with its ellipsis.
private struct LineKey: Hashable {
    let text: String
    let style: TextStyle
    let width: Int32
}

/// A Pango drawing context and the lines laid out with it, released with it.
private final class DrawingContext {
    let pointer: OpaquePointer
    var lines: [LineKey: PangoLayoutObject] = [:]
    init(_ pointer: OpaquePointer) { self.pointer = pointer }
    deinit {
        lines.removeAll()
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }
}

/// Owns a laid-out Pango line.
private final class PangoLayoutObject {
    let pointer: OpaquePointer
    init(_ pointer: OpaquePointer) { self.pointer = pointer }
    deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }
}
