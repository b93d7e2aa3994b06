import CCairo
import CRSVG
import Foundation
import Glibc
import TabBarModel

/// The first page of a PDF (an asset catalog's vector image, the form Xcode keeps "Preserve
/// Vector Data" images in), parsed by poppler. The document and its page are released with it.
final class PDFPage {
    /// An icon is one page; Xcode draws the first of a few. A document of more is not an icon,
    /// and poppler would read its every page's objects for nothing.
    static let maxPages = 16

    private let poppler: Poppler
    private let document: OpaquePointer
    private let page: OpaquePointer
    /// The page's size in PDF points, which are iOS points.
    let width: Double
    let height: Double

    private init(poppler: Poppler, document: OpaquePointer, page: OpaquePointer, width: Double, height: Double) {
        self.poppler = poppler
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
        let poppler: Poppler
        switch Poppler.library {
        case .success(let loaded): poppler = loaded
        case .failure(let missing): throw fail("cannot be read: \(missing.reason)")
        }
        if let refusal = PDFBudget().refusal(of: data) {
            throw fail("is refused: the PDF \(refusal)")
        }
        var error: UnsafeMutablePointer<GError>?
        // GBytes copies the bytes: poppler keeps reading them after this call.
        let bytes = data.withUnsafeBytes { raw in g_bytes_new(raw.baseAddress, gsize(raw.count)) }
        defer { g_bytes_unref(bytes) }
        guard let document = poppler.documentFromBytes(bytes, nil, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw fail("is not a readable PDF: poppler: \(MessageText.shorten(MessageText.escape(message), to: 120))")
        }
        let pages = Int(poppler.pageCount(document))
        guard pages >= 1, pages <= maxPages else {
            g_object_unref(UnsafeMutableRawPointer(document))
            throw fail("has \(pages) pages; an icon is one page (at most \(maxPages) are read, the first drawn)")
        }
        guard let page = poppler.page(document, 0) else {
            g_object_unref(UnsafeMutableRawPointer(document))
            throw fail("is not a readable PDF: its first page cannot be read")
        }
        var width = 0.0
        var height = 0.0
        poppler.pageSize(page, &width, &height)
        let side = Double(limits.maxPixelsPerSide)
        // Compared as doubles first: a page may declare 1e300 or not a number.
        guard width > 0, height > 0, width <= side, height <= side else {
            g_object_unref(UnsafeMutableRawPointer(page))
            g_object_unref(UnsafeMutableRawPointer(document))
            throw fail(String(format: "has a first page of %.0f×%.0f pt; expected more than 0 and at most %.0f×%.0f", width, height, side, side))
        }
        return PDFPage(poppler: poppler, document: document, page: page, width: width, height: height)
    }

    /// Draws the page with its top-left corner at the context's origin, one PDF point to one unit.
    func render(on context: OpaquePointer) {
        poppler.render(page, context)
    }
}

/// The five functions of poppler's GLib interface a page needs, looked up in the library when the
/// first PDF is read. Linked like Cairo, poppler and the thirty libraries under it (NSS, lcms,
/// OpenJPEG, TIFF…) would be loaded and relocated at the start of every run, about a fifth of a
/// one-bar render's time, for the few specs whose icons are PDFs. (A system-library target
/// would link it whatever the flags: SwiftPM's autolinked libraries come after --as-needed.)
// Unchecked: its fields are the addresses of C functions, fixed once the library is loaded.
struct Poppler: @unchecked Sendable {
    typealias DocumentFromBytes = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> OpaquePointer?
    typealias PageCount = @convention(c) (OpaquePointer?) -> Int32
    typealias Page = @convention(c) (OpaquePointer?, Int32) -> OpaquePointer?
    typealias PageSize = @convention(c) (OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Void
    typealias Render = @convention(c) (OpaquePointer?, OpaquePointer?) -> Void

    let documentFromBytes: DocumentFromBytes
    let pageCount: PageCount
    let page: Page
    let pageSize: PageSize
    let render: Render

    struct Missing: Error {
        let reason: String
    }

    /// The library's file as Debian 12 and 13 install it (libpoppler-glib8), then the development link.
    static let files = ["libpoppler-glib.so.8", "libpoppler-glib.so"]

    /// Loaded once, on first use; the handle stays open for the process's life.
    static let library: Result<Poppler, Missing> = load()

    private static func load() -> Result<Poppler, Missing> {
        guard let handle = files.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else {
            let detail = dlerror().map { String(cString: $0) } ?? "not found"
            return .failure(Missing(reason: "poppler, which draws PDF icons, cannot be loaded (\(detail)); install the Debian package libpoppler-glib8"))
        }
        func symbol<T>(_ name: String) -> T? {
            dlsym(handle, name).map { unsafeBitCast($0, to: T.self) }
        }
        guard let documentFromBytes: DocumentFromBytes = symbol("poppler_document_new_from_bytes"),
              let pageCount: PageCount = symbol("poppler_document_get_n_pages"),
              let page: Page = symbol("poppler_document_get_page"),
              let pageSize: PageSize = symbol("poppler_page_get_size"),
              let render: Render = symbol("poppler_page_render")
        else {
            return .failure(Missing(reason: "the poppler library loaded lacks a function of its GLib interface; install the Debian package libpoppler-glib8"))
        }
        return .success(Poppler(documentFromBytes: documentFromBytes, pageCount: pageCount, page: page, pageSize: pageSize, render: render))
    }
}
