import CCairo
import CPoppler
import Foundation
import TabBarModel

/// The first page of a PDF (an asset catalog's vector image, the form Xcode keeps "Preserve
/// Vector Data" images in), parsed by poppler. The document and its page are released with it.
final class PDFPage {
    /// An icon is one page; Xcode draws the first of a few. A document of more is not an icon,
    /// and poppler would read its every page's objects for nothing.
    static let maxPages = 16

    private let document: OpaquePointer
    private let page: OpaquePointer
    /// The page's size in PDF points, which are iOS points.
    let width: Double
    let height: Double

    private init(document: OpaquePointer, page: OpaquePointer, width: Double, height: Double) {
        self.document = document
        self.page = page
        self.width = width
        self.height = height
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(page))
        g_object_unref(UnsafeMutableRawPointer(document))
    }

    /// Parses `data` (already bounded in bytes by the caller's limits) and checks its pages.
    /// Time is bounded by those bytes and by the page's size: poppler offers no way to stop a
    /// render, so what it is given is kept small instead.
    /// - Parameter fail: words a problem as "is not a readable PDF: …", after the file's path.
    static func load(_ data: Data, limits: ImageSource.Limits, fail: (String) -> RenderError) throws(RenderError) -> PDFPage {
        var error: UnsafeMutablePointer<GError>?
        // GBytes copies the bytes: poppler keeps reading them after this call.
        let bytes = data.withUnsafeBytes { raw in g_bytes_new(raw.baseAddress, gsize(raw.count)) }
        defer { g_bytes_unref(bytes) }
        guard let document = poppler_document_new_from_bytes(bytes, nil, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw fail("is not a readable PDF: poppler: \(MessageText.shorten(MessageText.escape(message), to: 120))")
        }
        let pages = Int(poppler_document_get_n_pages(document))
        guard pages >= 1, pages <= maxPages else {
            g_object_unref(UnsafeMutableRawPointer(document))
            throw fail("has \(pages) pages; an icon is one page (at most \(maxPages) are read, the first drawn)")
        }
        guard let page = poppler_document_get_page(document, 0) else {
            g_object_unref(UnsafeMutableRawPointer(document))
            throw fail("is not a readable PDF: its first page cannot be read")
        }
        var width = 0.0
        var height = 0.0
        poppler_page_get_size(page, &width, &height)
        let side = Double(limits.maxPixelsPerSide)
        // Compared as doubles first: a page may declare 1e300 or not a number.
        guard width > 0, height > 0, width <= side, height <= side else {
            g_object_unref(UnsafeMutableRawPointer(page))
            g_object_unref(UnsafeMutableRawPointer(document))
            throw fail(String(format: "has a first page of %.0f×%.0f pt; expected more than 0 and at most %.0f×%.0f", width, height, side, side))
        }
        return PDFPage(document: document, page: page, width: width, height: height)
    }

    /// Draws the page with its top-left corner at the context's origin, one PDF point to one unit.
    func render(on context: OpaquePointer) {
        poppler_page_render(page, context)
    }
}
