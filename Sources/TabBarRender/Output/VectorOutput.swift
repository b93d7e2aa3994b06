import CCairo
import Foundation

/// Collects the bytes cairo streams out of an SVG or PDF surface.
final class ByteSink {
    var data = Data()

    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
        return CAIRO_STATUS_SUCCESS
    }

    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}

extension CairoSurface {
    /// A PDF surface streaming into `sink`, `width` × `height` points.
    static func pdf(into sink: ByteSink, width: Double, height: Double) throws(RenderError) -> CairoSurface {
        let surface = try CairoSurface(cairo_pdf_surface_create_for_stream(ByteSink.write, sink.closure, width, height))
        // A fixed date keeps the same drawing's PDF byte-identical from run to run.
        cairo_pdf_surface_set_metadata(surface.pointer, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
        cairo_pdf_surface_set_metadata(surface.pointer, CAIRO_PDF_METADATA_MOD_DATE, "2000-01-01T00:00:00Z")
        cairo_pdf_surface_set_metadata(surface.pointer, CAIRO_PDF_METADATA_CREATOR, "TabBarKit")
        return surface
    }
}

/// Cairo names SVG elements from process-wide counters, so the same drawing gets other ids
/// when other documents were drawn before it, or at the same time on another thread.
/// Renaming every id in order of first appearance makes the bytes depend on the drawing alone.
enum SVGIdentifiers {
    static func normalize(_ svg: String) -> String {
        var mapping: [String: String] = [:]
        for match in svg.matches(of: /\bid="([^"]+)"/) {
            let id = String(match.output.1)
            if mapping[id] == nil { mapping[id] = "i\(mapping.count + 1)" }
        }
        guard !mapping.isEmpty else { return svg }
        func renamed(_ id: Substring) -> String { mapping[String(id)] ?? String(id) }
        var result = svg.replacing(/\bid="([^"]+)"/) { "id=\"\(renamed($0.output.1))\"" }
        result = result.replacing(/href="#([^"]+)"/) { "href=\"#\(renamed($0.output.1))\"" }
        result = result.replacing(/url\(#([^)]+)\)/) { "url(#\(renamed($0.output.1)))" }
        return result
    }
}
