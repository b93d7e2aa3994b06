import Foundation

/// What an SVG paints, kept from `SVGSafety`'s scan so that the area can be measured once the
/// target is known: librsvg's time grows with the pixels each shape covers, as often as `<use>`
/// draws it, plus a whole-target composite for each layer, and no count of elements bounds that
/// (400 `<use>` of 100 screen-sized rects are 40,000 screens of pixels).
///
/// Pixels are weighed by what librsvg 2.54 spends on them, measured (CPU time) in release renders
/// of 100–200 screen-sized shapes on a 3096 × 4128 px `ipad-pro-13` screen: a plain fill 0.26 ns
/// a pixel (the unit); a wide slanted stroke 2 units, a linear gradient 1.7, a pattern 1.2 (both
/// weighed 2), a radial gradient 27 (weighed 32); a layer 3–8 units over the whole surface
/// (weighed 8), a mask 45 more (weighed 48).
///
/// Every estimate errs high: a shape is its box (control points and arc radii included), a
/// stroke a band along its outline grown for joins and caps, through the transforms in scope;
/// whatever cannot be bounded here (units relative to the viewport or the font, text, a nested
/// viewport, a transform not understood, CSS that may move or grow a shape) counts as the whole
/// target.
public struct SVGPaintedArea: Sendable {
    struct Node {
        var name: String
        var children: [Int] = []
        /// Nil when it cannot be read: what is inside counts as the whole target.
        var transform: Affine? = .identity
        /// Its own geometry in its own user space.
        var shape: Box?
        var paintsUnbounded = false
        /// Whether it strokes (`stroke` other than `none`); nil inherits.
        var stroked: Bool?
        /// Nil inherits; infinity when it cannot be read.
        var strokeWidth: Double?
        var miterLimit: Double?
        /// Drawn through an intermediate surface as large as the target (opacity, mask, filter,
        /// blend mode, isolation).
        var layer = false
        var reference: String?
        var offset = (x: 0.0, y: 0.0)
        /// Its mask and clip path (`url(#…)`), whose content is drawn again for it.
        var named: [String] = []
        /// Its fill, stroke and markers (`url(#…)`), inherited: a pattern's content is drawn again
        /// for each shape it fills, a marker's at each vertex.
        var paints: [String] = []
        /// `clipPathUnits` or `maskContentUnits` of `objectBoundingBox`: its content is not mapped here.
        var boundingBoxUnits = false
        /// Where a marker may be drawn: every vertex, at most.
        var vertices = 0
        /// A bound on its outline's length, for the area a stroke covers; nil when unknown.
        var outline: Double?
        /// Joins and caps: each may reach past the band along the outline.
        var corners = 0
        /// A nested `<svg>`, or a `<symbol>` with a viewBox: a viewport this does not map.
        var newViewport = false
        /// `display: none` that no style rule may undo: neither it nor what it holds is drawn.
        var hidden = false
    }

    /// The elements as read, the root first.
    var nodes: [Node] = []
    var ids: [String: Int] = [:]
    /// The root's viewBox; nil when it has none (it then counts as unbounded).
    var viewBox: Box?
    var preserveAspectRatio = "xmidymid meet"

    /// Containers whose content is drawn only where something refers to it.
    static let referencedOnly: Set<String> = [
        "defs", "symbol", "clippath", "mask", "pattern", "marker", "lineargradient", "radialgradient", "filter",
        "style", "title", "desc", "metadata",
    ]

    // MARK: - Measuring

    /// Where the picture lands: `viewport` is the rectangle it is fitted into and `clip` what of
    /// the target may be painted, both in device pixels; `layerPixels` is one layer's composite.
    /// Where a drawing lands, in device pixels: the viewport it is fitted into, the clip, and the
    /// size of a layer on the surface drawn on.
    public struct Target: Sendable {
        var viewport: Box
        var clip: Box
        var layerPixels: Double

        public init(viewport: Box, clip: Box, layerPixels: Double) {
            (self.viewport, self.clip, self.layerPixels) = (viewport, clip, layerPixels)
        }
    }

    /// Units of cost of a pixel painted with each kind of paint (see above).
    static let radialGradientWeight = 32.0
    static let linearWeight = 2.0
    static let layerWeight = 8.0
    static let maskWeight = 48.0
    static let strokeWeight = 2.0

    /// The pixels painted, weighed by their paint; an estimate that errs high; stops counting
    /// once past `limit`.
    func paintedPixels(on target: Target, limit: Double) -> Double {
        guard let root = nodes.indices.first else { return 0 }
        var measure = Measure(area: self, target: target, limit: limit)
        measure.visit(root, ctm: rootTransform(target.viewport), stroke: Stroke(on: false, width: 1), miter: 4, paints: [], referenced: false, depth: 0)
        return measure.total
    }

    /// The viewBox onto the viewport, as `preserveAspectRatio` places it.
    private func rootTransform(_ viewport: Box) -> Affine? {
        guard let box = viewBox, box.width > 0, box.height > 0 else { return nil }
        let sx = viewport.width / box.width, sy = viewport.height / box.height
        let words = preserveAspectRatio.split(whereSeparator: \.isWhitespace)
        let align = words.first.map(String.init) ?? "xmidymid"
        if align == "none" {
            return Affine(a: sx, b: 0, c: 0, d: sy, e: viewport.minX - box.minX * sx, f: viewport.minY - box.minY * sy)
        }
        let scale = words.contains("slice") ? max(sx, sy) : min(sx, sy)
        func offset(_ free: Double, _ axis: String) -> Double {
            align.contains(axis + "min") ? 0 : align.contains(axis + "max") ? free : free / 2
        }
        let dx = offset(viewport.width - box.width * scale, "x"), dy = offset(viewport.height - box.height * scale, "y")
        return Affine(
            a: scale, b: 0, c: 0, d: scale,
            e: viewport.minX + dx - box.minX * scale, f: viewport.minY + dy - box.minY * scale)
    }

    private struct Stroke {
        var on: Bool
        var width: Double
    }

    private struct Measure {
        let area: SVGPaintedArea
        let target: Target
        let limit: Double
        var total = 0.0
        /// Elements visited: the scan already bounds `<use>` expansion, this bounds the walk too.
        var steps = 0

        init(area: SVGPaintedArea, target: Target, limit: Double) {
            self.area = area
            self.target = target
            self.limit = limit
        }

        private var clipArea: Double { target.clip.area }

        mutating func visit(
            _ index: Int, ctm: Affine?, stroke inherited: Stroke, miter inheritedMiter: Double, paints inheritedPaints: [String],
            referenced: Bool, depth: Int
        ) {
            guard total <= limit else { return }
            steps += 1
            guard steps <= 4 * SVGSafety.maxExpandedElements, depth < 256 else {
                total = .infinity
                return
            }
            let node = area.nodes[index]
            if node.hidden { return }
            let local = node.transform.flatMap { transform in ctm.map { $0 * transform } }
            // `stroke` and `stroke-width` inherit apart.
            let stroke = Stroke(on: node.stroked ?? inherited.on, width: node.strokeWidth ?? inherited.width)
            let miter = node.miterLimit ?? inheritedMiter
            let paints = node.paints.isEmpty ? inheritedPaints : inheritedPaints + node.paints
            func drawContent(of id: String, ctm: Affine?, times: Int) {
                guard let content = area.ids[id].map({ area.nodes[$0] }) else { return }
                let before = total
                for child in content.children {
                    visit(child, ctm: ctm, stroke: stroke, miter: miter, paints: [], referenced: true, depth: depth + 1)
                }
                total += (total - before) * Double(max(0, times - 1))
            }
            let weight = paints.reduce(1.0) { weight, id in
                switch area.ids[id].map({ area.nodes[$0].name }) {
                case "radialgradient": max(weight, SVGPaintedArea.radialGradientWeight)
                case "lineargradient", "pattern": max(weight, SVGPaintedArea.linearWeight)
                default: weight
                }
            }
            // Fill and stroke may each cover the whole target.
            let whole = weight * clipArea * (stroke.on ? 1 + SVGPaintedArea.strokeWeight : 1)
            if node.paintsUnbounded {
                total += whole
            } else if let shape = node.shape {
                // A miter reaches miterlimit × half the width from its vertex; a square cap √2 ×.
                let grow = stroke.on ? stroke.width * max(miter, 2.squareRoot()) / 2 : 0
                if let local, grow.isFinite {
                    // A line has no inside to fill.
                    let fill = node.name == "line" ? 0 : local.bound(shape).intersection(target.clip)?.area ?? 0
                    var band = 0.0
                    if stroke.on {
                        // A stroke covers at most a band along the outline and a square around
                        // each join and cap, and never more than the grown box.
                        let along = node.outline.map { $0 * stroke.width + Double(node.corners) * pow(2 * grow, 2) } ?? .infinity
                        let scale = abs(local.a * local.d - local.b * local.c)
                        band = min(local.bound(shape.grown(by: grow)).intersection(target.clip)?.area ?? 0, scale * along)
                    }
                    total += weight * (fill + SVGPaintedArea.strokeWeight * band)
                } else {
                    total += whole
                }
                // Pattern tiles and markers have units and viewports of their own, not followed
                // here: their content counts as the whole target, a marker's at every vertex.
                // In order, once each: a sum in a Set's order could differ in its last bits from run to run.
                var seen: Set<String> = []
                for id in paints where seen.insert(id).inserted {
                    switch area.ids[id].map({ area.nodes[$0].name }) {
                    case "pattern": drawContent(of: id, ctm: nil, times: 1)
                    case "marker": drawContent(of: id, ctm: nil, times: node.vertices)
                    default: break
                    }
                }
            }
            if node.layer { total += SVGPaintedArea.layerWeight * target.layerPixels }
            for id in node.named {
                guard let content = area.ids[id].map({ area.nodes[$0] }), ["mask", "clippath"].contains(content.name) else { continue }
                if content.name == "mask" { total += SVGPaintedArea.maskWeight * target.layerPixels }
                drawContent(of: id, ctm: content.boundingBoxUnits ? nil : local, times: 1)
            }
            if let reference = node.reference, let used = area.ids[reference] {
                let moved = local.map { $0 * Affine(a: 1, b: 0, c: 0, d: 1, e: node.offset.x, f: node.offset.y) }
                visit(used, ctm: moved, stroke: stroke, miter: miter, paints: paints, referenced: true, depth: depth + 1)
            }
            // Referenced-only content is drawn where it is named, not where it is defined.
            guard referenced || !SVGPaintedArea.referencedOnly.contains(node.name) else { return }
            let inner = node.newViewport ? nil : local
            for child in node.children {
                visit(child, ctm: inner, stroke: stroke, miter: miter, paints: paints, referenced: false, depth: depth + 1)
            }
        }
    }

    // MARK: - Reading an element

    /// Builds a node from an element's attributes (lower-cased names) and the declarations of
    /// the style rules that may reach it.
    static func node(name: String, attributes: [String: String], ruleDeclarations: [String]) -> Node {
        var node = Node(name: name)
        func length(_ key: String, default fallback: Double? = 0) -> Double? {
            guard let text = attributes[key] else { return fallback }
            return Self.length(text)
        }
        switch name {
        case "rect", "image":
            if let x = length("x"), let y = length("y"), let width = length("width", default: name == "rect" ? 0 : nil),
               let height = length("height", default: name == "rect" ? 0 : nil) {
                node.shape = Box(minX: x, minY: y, maxX: x + max(0, width), maxY: y + max(0, height))
                node.outline = 2 * (abs(width) + abs(height))
                node.corners = 4
            } else {
                node.paintsUnbounded = true
            }
        case "circle", "ellipse":
            let r = name == "circle" ? length("r") : nil
            if let cx = length("cx"), let cy = length("cy"),
               let rx = name == "circle" ? r : attributes["rx"] == nil ? length("ry") : length("rx"),
               let ry = name == "circle" ? r : attributes["ry"] == nil ? length("rx") : length("ry") {
                node.shape = Box(minX: cx - abs(rx), minY: cy - abs(ry), maxX: cx + abs(rx), maxY: cy + abs(ry))
                node.outline = 2 * .pi * max(abs(rx), abs(ry))
            } else {
                node.paintsUnbounded = true
            }
        case "line":
            if let x1 = length("x1"), let y1 = length("y1"), let x2 = length("x2"), let y2 = length("y2") {
                node.shape = Box(point: (x1, y1)).including((x2, y2))
                node.vertices = 2
                node.outline = hypot(x2 - x1, y2 - y1)
                node.corners = 2
            } else {
                node.paintsUnbounded = true
            }
        case "polyline", "polygon", "path":
            var reader = PathBounds(Array((attributes[name == "path" ? "d" : "points"] ?? "").utf8), polygon: name != "path")
            node.shape = reader.read()
            node.vertices = reader.vertices + 1
            node.outline = reader.length
            node.corners = reader.vertices + 2 * reader.subpaths + 2
        case "text", "tspan", "textpath", "tref":
            node.paintsUnbounded = true
        case "use":
            if let x = length("x"), let y = length("y") { node.offset = (x, y) } else { node.transform = nil }
        case "svg":
            node.newViewport = true
        case "symbol":
            node.newViewport = attributes["viewbox"] != nil
        default:
            break
        }
        if let reference = attributes["href"], reference.hasPrefix("#") { node.reference = String(reference.dropFirst()) }
        if let transform = attributes["transform"] { node.transform = node.transform.flatMap { _ in Affine.parse(transform) } }
        // In a fixed order: the order of `named` and `paints` is the order of a sum.
        for (property, value) in attributes.sorted(by: { $0.key < $1.key }) where property != "transform" && property != "style" {
            apply(property: property, value: value, to: &node, presentation: true)
        }
        // Hidden only when every `display` the element's own style gives is `none` (or it has
        // none and the attribute says so), and no style rule that may reach it names `display`.
        let style = attributes["style"] ?? ""
        let displays = style.split(separator: ";").compactMap { declaration -> String? in
            let parts = declaration.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespacesAndNewlines).lowercased() == "display" else { return nil }
            return parts[1].trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        }
        let declared = displays.isEmpty ? attributes["display"].map { [$0.trimmingCharacters(in: .whitespaces).lowercased()] } ?? [] : displays
        node.hidden = !declared.isEmpty && declared.allSatisfy { $0 == "none" } && !style.contains("\\")
            && !ruleDeclarations.contains { $0.lowercased().contains("display") || $0.contains("\\") }
        for declarations in (attributes["style"].map { [$0] } ?? []) + ruleDeclarations {
            // A CSS escape could spell any property.
            if declarations.contains("\\") {
                node.transform = nil
                node.layer = true
            }
            for declaration in declarations.split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1)
                guard parts.count == 2 else { continue }
                let property = parts[0].trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
                let value = parts[1].replacingOccurrences(of: "!important", with: "").trimmingCharacters(in: .whitespacesAndNewlines)
                apply(property: property, value: value, to: &node, presentation: false)
            }
        }
        return node
    }

    /// Whether a style rule's declarations may change the area painted, so that it is kept.
    static func affectsArea(_ declarations: String) -> Bool {
        let probe = Self.node(name: "g", attributes: [:], ruleDeclarations: [declarations])
        return declarations.lowercased().contains("display") || probe.transform == nil || probe.layer || probe.stroked != nil || probe.strokeWidth != nil || probe.miterLimit != nil
            || !probe.named.isEmpty || !probe.paints.isEmpty
    }

    private static func apply(property: String, value: String, to node: inout Node, presentation: Bool) {
        let lowered = value.lowercased()
        switch property {
        case "stroke-width":
            // Several sources may set it (attribute, style, rules): the widest counts.
            let width = length(value).map(abs) ?? .infinity
            node.strokeWidth = max(node.strokeWidth ?? 0, width)
        case "stroke-miterlimit":
            node.miterLimit = max(node.miterLimit ?? 0, Double(value) ?? .infinity)
        case "opacity":
            if !(Double(value).map { $0 >= 1 } ?? false) { node.layer = true }
        case "mask", "filter":
            if lowered != "none" { node.layer = true }
            if property == "mask" { node.named += SVGSafety.urlTargets(in: value) }
        case "clip-path":
            // librsvg 2.54 clips with Cairo, without a layer (200 clipped screen-sized rects
            // cost as much as 200 unclipped); the clip path's content is still counted.
            node.named += SVGSafety.urlTargets(in: value)
        case "fill", "stroke", "marker", "marker-start", "marker-mid", "marker-end":
            node.paints += SVGSafety.urlTargets(in: value)
            // Several sources may set it: any that strokes counts.
            if property == "stroke" { node.stroked = (node.stroked ?? false) || lowered != "none" }
        case "clippathunits", "maskcontentunits":
            if lowered == "objectboundingbox" { node.boundingBoxUnits = true }
        case "mix-blend-mode":
            if lowered != "normal" { node.layer = true }
        case "isolation":
            if lowered != "auto" { node.layer = true }
        case "vector-effect":
            if lowered != "none" { node.transform = nil }
        case "transform", "x", "y", "width", "height", "r", "rx", "ry", "cx", "cy", "d":
            // As presentation attributes these are the geometry read above; as CSS they may move it.
            if !presentation { node.transform = nil }
        default:
            break
        }
    }

    /// A `viewBox` attribute's box; nil when it is not four numbers with a positive size.
    static func box(viewBox text: String) -> Box? {
        let numbers = text.split(whereSeparator: { $0.isWhitespace || $0 == "," }).compactMap { Double($0) }
        guard numbers.count == 4, numbers.allSatisfy(\.isFinite), numbers[2] > 0, numbers[3] > 0 else { return nil }
        return Box(minX: numbers[0], minY: numbers[1], maxX: numbers[0] + numbers[2], maxY: numbers[1] + numbers[3])
    }

    /// What librsvg fits into the viewport when the root has no viewBox: its width and height,
    /// when both are lengths this reads (a `%` has no size of its own).
    static func box(width: String?, height: String?) -> Box? {
        guard let width = width.flatMap(length), let height = height.flatMap(length), width > 0, height > 0 else { return nil }
        return Box(minX: 0, minY: 0, maxX: width, maxY: height)
    }

    /// A length in user units: a number, `px`, or an absolute unit; nil for `%`, `em` and the like.
    static func length(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        let units: [(String, Double)] = [("px", 1), ("pt", 4.0 / 3), ("pc", 16), ("mm", 96 / 25.4), ("cm", 96 / 2.54), ("in", 96)]
        for (unit, factor) in units where trimmed.hasSuffix(unit) {
            return Double(trimmed.dropLast(unit.count)).flatMap { $0.isFinite ? $0 * factor : nil }
        }
        return Double(trimmed).flatMap { $0.isFinite ? $0 : nil }
    }
}

/// An axis-aligned box.
public struct Box: Equatable, Sendable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    init(point: (Double, Double)) {
        self.init(minX: point.0, minY: point.1, maxX: point.0, maxY: point.1)
    }

    var width: Double { maxX - minX }
    var height: Double { maxY - minY }
    public var area: Double { max(0, width) * max(0, height) }

    func including(_ point: (Double, Double)) -> Box {
        Box(minX: min(minX, point.0), minY: min(minY, point.1), maxX: max(maxX, point.0), maxY: max(maxY, point.1))
    }

    func grown(by amount: Double) -> Box {
        Box(minX: minX - amount, minY: minY - amount, maxX: maxX + amount, maxY: maxY + amount)
    }

    func intersection(_ other: Box) -> Box? {
        let box = Box(minX: max(minX, other.minX), minY: max(minY, other.minY), maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
        // NaN (an infinite box times zero) fails both tests and counts as the whole of `other`.
        if box.width.isNaN || box.height.isNaN { return other }
        return box.width > 0 && box.height > 0 ? box : nil
    }
}

/// A 2-D affine map, as SVG and Cairo write it: (x, y) ↦ (a x + c y + e, b x + d y + f).
public struct Affine: Equatable, Sendable {
    var a: Double, b: Double, c: Double, d: Double, e: Double, f: Double

    public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    static let identity = Affine(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)

    /// `left * right` applies `right` first.
    static func * (left: Affine, right: Affine) -> Affine {
        Affine(
            a: left.a * right.a + left.c * right.b, b: left.b * right.a + left.d * right.b,
            c: left.a * right.c + left.c * right.d, d: left.b * right.c + left.d * right.d,
            e: left.a * right.e + left.c * right.f + left.e, f: left.b * right.e + left.d * right.f + left.f)
    }

    func apply(_ x: Double, _ y: Double) -> (Double, Double) {
        (a * x + c * y + e, b * x + d * y + f)
    }

    /// The box around the mapped corners, which holds the mapped box.
    public func bound(_ box: Box) -> Box {
        let corners = [apply(box.minX, box.minY), apply(box.maxX, box.minY), apply(box.minX, box.maxY), apply(box.maxX, box.maxY)]
        return corners.dropFirst().reduce(Box(point: corners[0])) { $0.including($1) }
    }

    /// An SVG `transform` list; nil for anything not understood.
    static func parse(_ text: String) -> Affine? {
        var result = Affine.identity
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0.isWhitespace || $0 == "," }
            if rest.isEmpty { return result }
            guard let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") else { return nil }
            let name = rest[..<open].trimmingCharacters(in: .whitespaces).lowercased()
            let numbers = rest[rest.index(after: open)..<close]
                .split(whereSeparator: { $0.isWhitespace || $0 == "," }).map { Double($0) }
            guard !numbers.contains(where: { $0 == nil || !$0!.isFinite }) else { return nil }
            let n = numbers.map { $0! }
            let step: Affine
            switch (name, n.count) {
            case ("matrix", 6): step = Affine(a: n[0], b: n[1], c: n[2], d: n[3], e: n[4], f: n[5])
            case ("translate", 1), ("translate", 2): step = Affine(a: 1, b: 0, c: 0, d: 1, e: n[0], f: n.count == 2 ? n[1] : 0)
            case ("scale", 1), ("scale", 2): step = Affine(a: n[0], b: 0, c: 0, d: n.count == 2 ? n[1] : n[0], e: 0, f: 0)
            case ("rotate", 1), ("rotate", 3):
                let angle = n[0] * .pi / 180
                let rotation = Affine(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), e: 0, f: 0)
                step = n.count == 1 ? rotation
                    : Affine(a: 1, b: 0, c: 0, d: 1, e: n[1], f: n[2]) * rotation * Affine(a: 1, b: 0, c: 0, d: 1, e: -n[1], f: -n[2])
            case ("skewx", 1): step = Affine(a: 1, b: 0, c: tan(n[0] * .pi / 180), d: 1, e: 0, f: 0)
            case ("skewy", 1): step = Affine(a: 1, b: tan(n[0] * .pi / 180), c: 0, d: 1, e: 0, f: 0)
            default: return nil
            }
            result = result * step
            rest = rest[rest.index(after: close)...]
        }
    }
}

/// The box of path data (or of a `points` list): every end and control point, and for an arc a
/// circle of its largest radius (as librsvg enlarges radii too small to reach the end) around
/// both ends. Stops at the first error, where librsvg stops drawing.
struct PathBounds {
    private let bytes: [UInt8]
    private let polygon: Bool
    private var index = 0
    private(set) var vertices = 0
    /// The length of the polygon through every point and control point in order, which bounds
    /// the outline's (a Bézier curve is no longer than its control polygon), plus a whole circle
    /// for each arc.
    private(set) var length = 0.0
    private(set) var subpaths = 0
    private var traced: (x: Double, y: Double)?
    private var box: Box?
    private enum Kind { case cubic, quadratic }
    /// The last segment's kind and its last control point, which a smooth segment reflects.
    private var previousKind: Kind?
    private var previousControl: (x: Double, y: Double)?

    init(_ bytes: [UInt8], polygon: Bool) {
        self.bytes = bytes
        self.polygon = polygon
    }

    private mutating func add(_ x: Double, _ y: Double) {
        box = box?.including((x, y)) ?? Box(point: (x, y))
    }

    /// Adds a point of the outline, in drawing order.
    private mutating func trace(_ x: Double, _ y: Double) {
        add(x, y)
        if let traced { length += hypot(x - traced.x, y - traced.y) }
        traced = (x, y)
    }

    mutating func read() -> Box? {
        if polygon {
            var first: (Double, Double)?
            while let x = number(), let y = number() {
                trace(x, y)
                first = first ?? (x, y)
                vertices += 1
            }
            if let first { trace(first.0, first.1) }
            subpaths = 1
            return box
        }
        var current = (x: 0.0, y: 0.0)
        var start = current
        var command: UInt8 = 0
        while true {
            skipSeparators()
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) {
                command = byte
                index += 1
                if byte == UInt8(ascii: "z") || byte == UInt8(ascii: "Z") {
                    current = start
                    trace(start.x, start.y)
                    continue
                }
            } else if command == 0 || command == UInt8(ascii: "z") || command == UInt8(ascii: "Z") {
                break
            }
            let relative = command >= 0x61
            let base = relative ? current : (x: 0.0, y: 0.0)
            func point(_ x: Double, _ y: Double) -> (x: Double, y: Double) { (base.x + x, base.y + y) }
            switch command | 0x20 {
            case UInt8(ascii: "m"), UInt8(ascii: "l"):
                guard let x = number(), let y = number() else { return box }
                current = point(x, y)
                if command | 0x20 == UInt8(ascii: "m") {
                    traced = nil
                    subpaths += 1
                    start = current
                    // Further pairs after a moveto are linetos.
                    command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")
                }
            case UInt8(ascii: "h"):
                guard let x = number() else { return box }
                current = (relative ? current.x + x : x, current.y)
            case UInt8(ascii: "v"):
                guard let y = number() else { return box }
                current = (current.x, relative ? current.y + y : y)
            case UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "q"), UInt8(ascii: "t"):
                let kind = command | 0x20
                let cubic = kind == UInt8(ascii: "c") || kind == UInt8(ascii: "s")
                // A smooth segment's first control point is the previous one reflected about the
                // current point, when the previous segment was of its kind.
                if kind == UInt8(ascii: "s") || kind == UInt8(ascii: "t") {
                    let matches = previousKind == (cubic ? .cubic : .quadratic)
                    let reflected = matches ? previousControl.map { (2 * current.x - $0.x, 2 * current.y - $0.y) } ?? (current.x, current.y)
                        : (current.x, current.y)
                    trace(reflected.0, reflected.1)
                    previousControl = (reflected.0, reflected.1)
                }
                let explicit = kind == UInt8(ascii: "c") ? 2 : kind == UInt8(ascii: "t") ? 0 : 1
                for _ in 0..<explicit {
                    guard let x = number(), let y = number() else { return box }
                    let control = point(x, y)
                    trace(control.x, control.y)
                    previousControl = control
                }
                guard let x = number(), let y = number() else { return box }
                current = point(x, y)
                trace(current.x, current.y)
                vertices += 1
                previousKind = cubic ? .cubic : .quadratic
                continue
            case UInt8(ascii: "a"):
                guard let rx = number(), let ry = number(), let rotation = number(), flag() != nil, flag() != nil,
                      let x = number(), let y = number() else { return box }
                let end = point(x, y)
                let angle = rotation * .pi / 180
                let halfX = (current.x - end.x) / 2, halfY = (current.y - end.y) / 2
                let px = cos(angle) * halfX + sin(angle) * halfY, py = -sin(angle) * halfX + cos(angle) * halfY
                let (ax, ay) = (abs(rx), abs(ry))
                if ax > 0, ay > 0 {
                    let lambda = px * px / (ax * ax) + py * py / (ay * ay)
                    let radius = max(ax, ay) * max(1, lambda.squareRoot())
                    add(current.x - 2 * radius, current.y - 2 * radius)
                    add(current.x + 2 * radius, current.y + 2 * radius)
                    length += 2 * .pi * radius
                    traced = nil
                }
                current = end
            default:
                return box
            }
            trace(current.x, current.y)
            vertices += 1
            previousKind = nil
        }
        return box
    }

    private mutating func skipSeparators() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C, UInt8(ascii: ",")].contains(bytes[index]) { index += 1 }
    }

    /// An arc flag: one `0` or `1`, which may be written without a separator.
    private mutating func flag() -> Bool? {
        skipSeparators()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else { return nil }
        index += 1
        return bytes[index - 1] == UInt8(ascii: "1")
    }

    private mutating func number() -> Double? {
        skipSeparators()
        let start = index
        func digits() -> Bool {
            let from = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            return index > from
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        var any = digits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            any = digits() || any
        }
        guard any else {
            index = start
            return nil
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            let mark = index
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            if !digits() { index = mark }
        }
        let value = Double(String(decoding: bytes[start..<index], as: UTF8.self))
        guard let value, value.isFinite else { return nil }
        return value
    }
}
