import CCairo
import Foundation
import TabBarFiles
import TabBarImage
import TabBarModel

/// What a renderer needs from the machine: fonts and the toolkit's own icons.
public struct RenderResources: Sendable, Equatable {
    public var fonts: FontSet
    /// Folder holding `NAME.svg` for every `system:NAME` icon.
    public var systemIconDirectory: String

    public init(fonts: FontSet, systemIconDirectory: String) {
        self.fonts = fonts
        self.systemIconDirectory = systemIconDirectory
    }

    /// The installed fonts (found through fontconfig) and the icons bundled with this module.
    public static func bundled() throws(RenderError) -> RenderResources {
        RenderResources(fonts: try FontSet.locate(), systemIconDirectory: try IconResolver.bundled().systemIconDirectory)
    }

    public var icons: IconResolver { IconResolver(systemIconDirectory: systemIconDirectory) }
}

/// Lays out and draws specs. Holds C resources (fonts, a Pango context, decoded icons), so it is
/// not Sendable: give each thread its own.
public final class Renderer {
    private let resources: RenderResources
    private let text: TextEngine
    /// Decoded pictures by path, each with the file's stamp when it was read: a file saved since
    /// is read and decoded again, so a long-lived renderer (the preview's) draws what is on disk.
    private var imageCache: [String: (stamp: FileStamp?, image: ImageSource)] = [:]
    /// Where Ionicons was found (or why not), looked up once at the first `sf:` icon.
    private var ionicons: Result<String, IoniconsMissing>?
    private let iconMasks = IconMaskCache()
    private let encoding: WorkQueue
    private let blurs: BlurCache

    /// - Parameters:
    ///   - encoding: the threads a PNG's bands are encoded on; one when the renderer is itself
    ///     one of several working at once.
    ///   - blurs: blurred backdrops, shared with the other renderers of a batch.
    public init(resources: RenderResources, encoding: WorkQueue = WorkQueue(), blurs: BlurCache = BlurCache()) throws(RenderError) {
        self.resources = resources
        self.text = try TextEngine(fonts: resources.fonts, keptFills: blurs.fills)
        self.encoding = encoding
        self.blurs = blurs
    }

    /// A renderer with the installed fonts and the bundled icons.
    public convenience init() throws(RenderError) {
        try self.init(resources: .bundled())
    }

    /// Measures with the fonts this renderer draws with.
    public var textMeasurer: any TextMeasuring { text }

    public func layout(_ document: SpecDocument, scale: Int? = nil) throws(RenderError) -> Layout {
        do throws(SpecError) {
            return try LayoutEngine(measurer: text).layout(
                document.spec, presentation: document.presentation, scale: scale, source: document.source,
                naturalIconSizes: naturalIconSizes(document))
        } catch {
            throw .input(error)
        }
    }

    /// The natural size of every icon file the spec's tabs name (and of every `sf:` drawing, in
    /// Ionicons' units), for the layout's size rule.
    private func naturalIconSizes(_ document: SpecDocument) -> [IconReference: Size] {
        let natural = (document.spec.iconSizing ?? .natural) == .natural
        var sizes: [IconReference: Size] = [:]
        for (index, tab) in document.spec.tabs.enumerated() where !tab.removed {
            for case let (field, reference?) in [("icon", tab.icon), ("selectedIcon", tab.selectedIcon)] where sizes[reference] == nil {
                // A file that cannot be read is reported, at its field, by the render that
                // draws it; until then the layout keeps the symbol box for it. The image (and
                // the field its errors name) is cached here, so name the field here too.
                let path = "tabs[\(index)].\(field)"
                switch reference {
                case .file where natural:
                    guard let image = try? icon(reference, document: document, path: path),
                          let file = try? resources.icons.path(of: reference, in: document)
                    else { continue }
                    sizes[reference] = BarIcon.naturalSize(of: image, file: file)
                case .sf:
                    sizes[reference] = (try? icon(reference, document: document, path: path))?.intrinsicSize
                default:
                    continue
                }
            }
        }
        return sizes
    }

    /// Renders to the bytes of a PNG, SVG or PDF file.
    public func render(_ document: SpecDocument, options: RenderOptions = RenderOptions()) throws(RenderError) -> Data {
        try render(scene(document, scale: options.scale), options: options)
    }

    /// Renders to pixels, for comparisons and tests.
    public func renderImage(_ document: SpecDocument, scale: Int? = nil, showHitRegions: Bool = false) throws(RenderError) -> RGBAImage {
        try renderImage(scene(document, scale: scale), showHitRegions: showHitRegions)
    }

    /// Draws a scene this renderer made to the bytes of a PNG, SVG or PDF file, at the scene's
    /// scale (`options.scale` is the scene's business: see `scene(_:scale:)`).
    public func render(_ scene: RenderScene, options: RenderOptions = RenderOptions()) throws(RenderError) -> Data {
        try refuseUndrawableText(scene)
        switch options.format {
        case .png:
            return try encodePNG(rasterize(scene, showHitRegions: options.showHitRegions))
        case .svg, .pdf:
            return try drawVector(scene, format: options.format, showHitRegions: options.showHitRegions)
        }
    }

    /// Draws a scene this renderer made to pixels.
    public func renderImage(_ scene: RenderScene, showHitRegions: Bool = false) throws(RenderError) -> RGBAImage {
        try refuseUndrawableText(scene)
        return try decodeSurface(rasterize(scene, showHitRegions: showHitRegions))
    }

    // MARK: - The scene: everything that can fail on input happens before drawing starts

    /// Lays the document out and resolves everything drawing it needs.
    public func scene(_ document: SpecDocument, scale: Int? = nil) throws(RenderError) -> RenderScene {
        let layout = try layout(document, scale: scale)
        // Text no font can draw is refused before any file is read, as it would be at drawing.
        if let undrawable = undrawableText(document, layout: layout).first { throw .input(undrawable) }
        return try scene(document, layout: layout, undrawableText: [])
    }

    /// The scene of a layout `layout(_:scale:)` made, for a caller that checks the layout first
    /// (lint) and so lays the spec out once. Text no font can draw is kept in the scene for the
    /// caller to report; drawing such a scene refuses it.
    public func scene(_ document: SpecDocument, layout: Layout) throws(RenderError) -> RenderScene {
        try scene(document, layout: layout, undrawableText: undrawableText(document, layout: layout))
    }

    private func scene(_ document: SpecDocument, layout: Layout, undrawableText: [SpecError]) throws(RenderError) -> RenderScene {
        let spec = document.spec
        var icons: [BarIcon?] = []
        for tab in layout.tabs {
            guard let reference = tab.icon else {
                icons.append(nil)
                continue
            }
            let field = tab.specIndex.map { tab.selected && spec.tabs[$0].selectedIcon != nil ? "tabs[\($0)].selectedIcon" : "tabs[\($0)].icon" }
            let image = try icon(reference, document: document, path: field ?? "more")
            icons.append(BarIcon(image: image, mode: tab.iconMode))
        }
        // Tabs behind More and pictures for another selection are not drawn now, but a broken
        // icon file is still an error now rather than a surprise on another screen.
        for (index, tab) in spec.tabs.enumerated() where !tab.removed {
            for (field, reference) in [("icon", tab.icon), ("selectedIcon", tab.selectedIcon)] {
                if let reference { _ = try icon(reference, document: document, path: "tabs[\(index)].\(field)") }
            }
        }
        var backdrop: ImageSource?
        if case .image(let path)? = spec.backdrop {
            let url = resources.icons.path(path, relativeTo: document.baseDirectory)
            backdrop = try image(at: url, limits: .backdrop) { message in
                .input(SpecError(file: document.source, path: "backdrop", message: message))
            }
        }
        var screen: ScreenAssets?
        if let screenLayout = layout.screenLayout {
            screen = try prepareScreen(screenLayout, document: document)
        }
        // The More and Edit screens are drawn from the spec their screen is made of.
        let drawn = spec.drawnSpec(for: document.presentation)
        let accessoryIcon = try layout.accessory?.icon.map { reference throws(RenderError) in
            try icon(reference, document: document, path: "accessory.icon")
        }
        let stated = Palette(spec: drawn)
        let unresolved = RenderScene(
            document: document, layout: layout, undrawableText: undrawableText, spec: drawn, palette: stated, statedPalette: stated, homeIndicatorColor: nil,
            icons: icons, backdrop: backdrop, screen: screen, accessoryIcon: accessoryIcon)
        let colors = SceneColors(layout: layout.relativeToCanvas(), look: drawn.look, drawUnder: drawingUnderBar(unresolved))
        return RenderScene(
            document: document, layout: layout, undrawableText: undrawableText, spec: drawn, palette: try colors.items(stated), statedPalette: stated,
            homeIndicatorColor: try colors.homeIndicator(stated),
            icons: icons, backdrop: backdrop, screen: screen, accessoryIcon: accessoryIcon)
    }

    /// Draws what lies under the bar on a scratch surface, in the coordinates the scene is drawn
    /// in: the screen's content, or the backdrop of a bare bar; nil under a keyboard.
    private func drawingUnderBar(_ scene: RenderScene) -> ((CairoContext) throws(RenderError) -> Void)? {
        let layout = scene.layout.relativeToCanvas()
        text.baseDirection = layout.layoutDirection
        if let screenLayout = layout.screenLayout, let assets = scene.screen {
            let content = ScreenPainter.content(
                screenLayout, layout: layout, spec: scene.spec, assets: assets, statedPalette: scene.statedPalette, text: text,
                iconDrawer: iconDrawer(layout, raster: false)
            ).forScratch()
            return { scratch throws(RenderError) in try content.paint(on: scratch) }
        }
        if layout.keyboardFrame != nil, layout.hidden { return nil }
        let backdrop = BackdropPainter(layout: layout, picture: scene.backdrop, color: scene.backdropColor, blurs: blurs)
        return { scratch throws(RenderError) in try backdrop.paint(blurred: false, on: scratch) }
    }

    private func refuseUndrawableText(_ scene: RenderScene) throws(RenderError) {
        if let undrawable = scene.undrawableText.first { throw .input(undrawable) }
    }

    private func prepareScreen(_ screen: ScreenLayout, document: SpecDocument) throws(RenderError) -> ScreenAssets {
        return try ScreenAssets.load(
            screen,
            icon: { reference, path throws(RenderError) in try icon(reference, document: document, path: path) },
            glyph: { file throws(RenderError) in
                return try image(at: resources.icons.glyph(file), limits: .icon) { message in
                    .setup("the toolkit's bar glyph \(file) cannot be loaded: \(message); is its icon folder (\(self.resources.systemIconDirectory)) complete?")
                }
            },
            image: { path throws(RenderError) in
                try image(at: resources.icons.path(path, relativeTo: document.baseDirectory), limits: .backdrop) { message in
                    .input(SpecError(file: document.source, path: "content.image", message: message))
                }
            })
    }

    /// Every piece of text of the spec that no font of the set can draw, in the words both
    /// `render` (which refuses the first) and `lint` (which reports each) use.
    public func undrawableText(_ document: SpecDocument, layout: Layout) -> [SpecError] {
        var problems: [SpecError] = []
        func check(_ value: String, style: TextStyle, path: String) {
            if let problem = glyphProblem(value, style: style, path: path, source: document.source) { problems.append(problem) }
        }
        if !layout.hidden {
            for tab in layout.tabs {
                let path = tab.specIndex.map { "tabs[\($0)]" } ?? "more"
                check(tab.title, style: tab.titleStyle, path: "\(path).title")
                check(tab.badge ?? "", style: .badge, path: "\(path).badge")
            }
        }
        if let screen = layout.screenLayout {
            for line in ScreenText.lines(screen) { check(line.text, style: line.style, path: line.path) }
        }
        if let accessory = layout.accessory {
            check(accessory.title ?? "", style: accessory.titleStyle, path: "accessory.title")
            check(accessory.subtitle ?? "", style: accessory.subtitleStyle, path: "accessory.subtitle")
        }
        return problems
    }

    private func glyphProblem(_ value: String, style: TextStyle, path: String, source: String) -> SpecError? {
        guard text.missingGlyphCount(value, style: style) > 0 else { return nil }
        let missing = value.filter { text.missingGlyphCount(String($0), style: style) > 0 }
        let listed = missing.unicodeScalars.prefix(8).map { String(format: "U+%04X", $0.value) }.joined(separator: ", ")
        return SpecError(
            file: source, path: path,
            message: "\(MessageText.quote(value)) has characters no font of the toolkit can draw (\(listed)); \(FontSet.coverage)")
    }

    private func icon(_ reference: IconReference, document: SpecDocument, path: String) throws(RenderError) -> ImageSource {
        switch reference {
        case .system(let name):
            return try image(at: resources.icons.systemIcon(name), limits: .icon) { message in
                .setup("the toolkit's icon system:\(name.rawValue) cannot be loaded: \(message); is its icon folder (\(self.resources.systemIconDirectory)) complete?")
            }
        case .sf(let symbol):
            // A missing Ionicons is reported at the field that needs it: the spec is fine, but
            // this is where a person sees what to install.
            let found = ionicons ?? Result { () throws(IoniconsMissing) in try resources.icons.ioniconsDirectory() }
            ionicons = found
            let folder: String
            switch found {
            case .success(let directory): folder = directory
            case .failure(let missing): throw .input(SpecError(file: document.source, path: path, message: "\(missing)"))
            }
            return try image(at: resources.icons.sfSymbol(symbol, in: folder), limits: .icon) { message in
                .input(SpecError(
                    file: document.source, path: path,
                    message: "sf:\(symbol.name) is drawn by Ionicons' \(symbol.drawing).svg, which cannot be loaded: \(message)"))
            }
        case .file(let file):
            return try image(at: resources.icons.path(file, relativeTo: document.baseDirectory), limits: .icon) { message in
                .input(SpecError(file: document.source, path: path, message: message))
            }
        }
    }

    private func image(at path: String, limits: ImageSource.Limits, fail: @escaping (String) -> RenderError) throws(RenderError) -> ImageSource {
        let stamp = FileStamp(path)
        if let cached = imageCache[path], let stamp, cached.stamp == stamp { return cached.image.naming(fail) }
        let image = try ImageSource.load(URL(fileURLWithPath: path), limits: limits, fail: fail)
        // One picture a path: the masks of the one it replaces go with it.
        if let replaced = imageCache.updateValue((stamp, image), forKey: path) { iconMasks.forget(replaced.image.decoded) }
        return image
    }

    // MARK: - Drawing

    private func iconDrawer(_ layout: Layout, raster: Bool) -> TemplateIconDrawer {
        TemplateIconDrawer(scale: Double(layout.scale), origin: Point(x: layout.canvas.x, y: layout.canvas.y), masks: raster ? iconMasks : nil)
    }

    /// - Parameter raster: true when the context draws pixels (PNG), false for SVG and PDF.
    private func draw(_ scene: RenderScene, on context: CairoContext, raster: Bool, showHitRegions: Bool) throws(RenderError) {
        // Moving the frames rather than the context: cairo 1.16's SVG surface misplaces masks
        // (template icons) drawn under a translated transform.
        let layout = scene.layout.relativeToCanvas()
        text.baseDirection = layout.layoutDirection
        let tabBar = BarPainter(
            layout: layout, look: scene.spec.look, palette: scene.palette, appearance: scene.spec.appearance, text: text,
            icons: scene.icons, masks: raster ? iconMasks : nil, accessoryIcon: scene.accessoryIcon,
            homeIndicatorColor: scene.homeIndicatorColor)
        if let screen = layout.screenLayout, let assets = scene.screen {
            try ScreenPainter(
                layout: layout, screen: screen, spec: scene.spec, assets: assets, statedPalette: scene.statedPalette,
                tabBar: tabBar, text: text, iconDrawer: iconDrawer(layout, raster: raster), blurs: raster ? blurs : nil
            ).paint(on: context)
            if showHitRegions, !layout.hidden {
                HitRegionOverlay(layout: layout, text: text).paint(on: context)
            }
        } else if let keyboard = layout.keyboardFrame, layout.hidden {
            KeyboardPainter(
                frame: keyboard, style: scene.spec.style, appearance: scene.spec.appearance,
                bottomInset: KeyboardPainter.bottomStrip(keyboard, layout: layout, style: scene.spec.style), text: text
            ).paint(on: context)
            // With the bar hidden, the home indicator floats over the keyboard.
            tabBar.drawHomeIndicator(on: context)
        } else {
            // Only pixels are worth keeping: a vector output draws the blur into the file.
            let backdrop = BackdropPainter(layout: layout, picture: scene.backdrop, color: scene.backdropColor, blurs: raster ? blurs : nil)
            switch layout.bar.kind {
            case .floatingCapsule:
                try backdrop.paint(blurred: false, on: context)
                try GlassCapsulePainter.paintGlass(
                    layout: layout, look: scene.spec.look, appearance: scene.spec.appearance, on: context, shared: backdrop.shared(blurred: false)
                ) { scratch throws(RenderError) in
                    try backdrop.paint(blurred: false, on: scratch)
                }
            case .topCapsule:
                try backdrop.paint(blurred: false, on: context)
                try TopCapsulePainter.paintMaterial(
                    layout: layout, look: scene.spec.look, appearance: scene.spec.appearance, on: context, shared: backdrop.shared(blurred: false)
                ) { scratch throws(RenderError) in
                    try backdrop.paint(blurred: false, on: scratch)
                }
            case .sidebar:
                try backdrop.paint(blurred: false, on: context)
            case _ where scene.spec.style == .modern && (layout.bar.scrollEdge || scene.spec.translucent):
                // At the scroll edge the bar has no material: the content shows as it is.
                try backdrop.paint(blurred: !layout.bar.scrollEdge, on: context)
            default:
                break
            }
            try tabBar.paint(on: context)
            if showHitRegions {
                HitRegionOverlay(layout: layout, text: text).paint(on: context)
            }
        }
        try context.checkStatus()
    }

    private func pixelSize(_ layout: Layout) -> (width: Int, height: Int) {
        let scale = Double(layout.scale)
        return (Int((layout.canvas.width * scale).rounded(.up)), Int((layout.canvas.height * scale).rounded(.up)))
    }

    private func rasterize(_ scene: RenderScene, showHitRegions: Bool) throws(RenderError) -> CairoSurface {
        let layout = scene.layout
        let size = pixelSize(layout)
        let surface = try CairoSurface.image(width: size.width, height: size.height)
        let context = CairoContext(surface)
        cairo_scale(context.pointer, Double(layout.scale), Double(layout.scale))
        try draw(scene, on: context, raster: true, showHitRegions: showHitRegions)
        cairo_surface_flush(surface.pointer)
        return surface
    }

    private func encodePNG(_ surface: CairoSurface) throws(RenderError) -> Data {
        let pointer = surface.pointer
        do {
            return try PNGCodec.encodePremultipliedARGB32(
                pixels: cairo_image_surface_get_data(pointer)!,
                width: Int(cairo_image_surface_get_width(pointer)),
                height: Int(cairo_image_surface_get_height(pointer)),
                stride: Int(cairo_image_surface_get_stride(pointer)), queue: encoding)
        } catch {
            throw .drawing("PNG encoding: \(error)")
        }
    }

    private func decodeSurface(_ surface: CairoSurface) throws(RenderError) -> RGBAImage {
        let pointer = surface.pointer
        return RGBAImage(
            premultipliedARGB32: cairo_image_surface_get_data(pointer)!,
            width: Int(cairo_image_surface_get_width(pointer)),
            height: Int(cairo_image_surface_get_height(pointer)),
            stride: Int(cairo_image_surface_get_stride(pointer)))
    }

    private func drawVector(_ scene: RenderScene, format: OutputFormat, showHitRegions: Bool) throws(RenderError) -> Data {
        let layout = scene.layout
        let sink = ByteSink()
        let width = layout.canvas.width
        let height = layout.canvas.height
        do {
            let surface: CairoSurface
            if format == .svg {
                surface = try CairoSurface(cairo_svg_surface_create_for_stream(ByteSink.write, sink.closure, width, height))
                // One CSS pixel per point, so browsers show the bar at its size in points.
                cairo_svg_surface_set_document_unit(surface.pointer, CAIRO_SVG_UNIT_PX)
            } else {
                surface = try CairoSurface.pdf(into: sink, width: width, height: height)
            }
            let context = CairoContext(surface)
            try draw(scene, on: context, raster: false, showHitRegions: showHitRegions)
            cairo_surface_finish(surface.pointer)
            let status = cairo_surface_status(surface.pointer)
            guard status == CAIRO_STATUS_SUCCESS else {
                throw RenderError.drawing(String(cString: cairo_status_to_string(status)))
            }
        }
        guard format == .svg else { return sink.data }
        return Data(SVGIdentifiers.normalize(String(decoding: sink.data, as: UTF8.self)).utf8)
    }
}
