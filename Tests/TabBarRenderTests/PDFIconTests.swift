import Foundation
import TabBarImage
import TabBarModel
import TabBarRender
import XCTest

/// A PDF icon (an asset catalog's vector image) is drawn through poppler, as a template; a PDF
/// that is no icon is refused with one line.
final class PDFIconTests: XCTestCase {
    /// A PDF of `pages` pages of `size` points, each painting `content` (PDF operators): written
    /// out with its cross-reference table, as any PDF writer does.
    static func pdf(size: (Double, Double) = (30, 30), pages: Int = 1, content: String = "0 0 0 rg 5 5 20 20 re f") -> Data {
        var objects = ["<< /Type /Catalog /Pages 2 0 R >>"]
        let kids = (0..<pages).map { "\(3 + 2 * $0) 0 R" }.joined(separator: " ")
        objects.append("<< /Type /Pages /Kids [\(kids)] /Count \(pages) >>")
        for page in 0..<pages {
            objects.append("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(size.0) \(size.1)] /Contents \(4 + 2 * page) 0 R >>")
            objects.append("<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream")
        }
        var text = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { text += String(format: "%010d 00000 n \n", offset) }
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(text.utf8)
    }

    private func spec(icon: String) -> Spec {
        Spec(device: "iphone-15", ios: IOSRelease(17), tint: Color(rgb: 0x34C759), selected: .index(1),
             tabs: [TabSpec(title: "A"), TabSpec(title: "B", icon: .file(icon))])
    }

    func testAPDFIconIsDrawnAtItsPageSizeAsATemplate() throws {
        let folder = try temporaryFolder()
        // A black square in the middle of a 30 pt page: as a template it comes out in the tint.
        try Self.pdf().write(to: folder.appendingPathComponent("square.pdf"))
        let renderer = try makeRenderer()
        let document = document(spec(icon: "square.pdf"), in: folder.path)
        let layout = try renderer.layout(document)
        let image = try renderer.renderImage(document)
        let frame = try XCTUnwrap(layout.tabs[1].iconFrame)
        let centre = image.pixel(at: frame.center, scale: 3, canvas: layout.canvas)
        XCTAssertTrue(isClose(centre, to: Color(rgb: 0x34C759)), "\(centre)")
        // The page's margin (5 of its 30 pt) is empty: the bar shows through at the frame's corner.
        let corner = image.pixel(at: Point(x: frame.minX + 1, y: frame.minY + 1), scale: 3, canvas: layout.canvas)
        XCTAssertFalse(isClose(corner, to: Color(rgb: 0x34C759)), "\(corner)")
        // Its natural size is the page's, in points, as an SVG's would be.
        let raster = try IconRasterizer(file: folder.appendingPathComponent("square.pdf").path)
        XCTAssertEqual(raster.naturalSize, Size(width: 30, height: 30))
    }

    func testPDFsThatAreNoIconAreRefusedWithOneLine() throws {
        let folder = try temporaryFolder()
        try Self.pdf(size: (5000, 30)).write(to: folder.appendingPathComponent("wide.pdf"))
        expectInputError({ _ = try makeRenderer().render(document(self.spec(icon: "wide.pdf"), in: folder.path)) }, path: "tabs[1].icon", containing: "5000×30 pt")
        try Self.pdf(pages: 17).write(to: folder.appendingPathComponent("book.pdf"))
        expectInputError({ _ = try makeRenderer().render(document(self.spec(icon: "book.pdf"), in: folder.path)) }, path: "tabs[1].icon", containing: "has 17 pages")
        try Data("%PDF-1.4\nnot a document at all".utf8).write(to: folder.appendingPathComponent("broken.pdf"))
        expectInputError({ _ = try makeRenderer().render(document(self.spec(icon: "broken.pdf"), in: folder.path)) }, path: "tabs[1].icon", containing: "not a readable PDF")
        // Sixteen pages are read, the first drawn.
        try Self.pdf(pages: 16).write(to: folder.appendingPathComponent("sixteen.pdf"))
        XCTAssertNoThrow(try makeRenderer().render(document(spec(icon: "sixteen.pdf"), in: folder.path)))
    }

    /// A zlib stream of a mebibyte of zeros: 1 KB that a reader must not expand without bound.
    static let mebibyteOfZeros = Data(base64Encoded: "eNrtwTEBAAAAwqD1T20IX6AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD4DAPAAAQ==")!

    /// A one-page PDF whose page draws these streams in turn, each written with its own filter.
    static func pdf(streams: [(filter: String?, data: Data)]) -> Data {
        var objects: [Data] = [Data("<< /Type /Catalog /Pages 2 0 R >>".utf8), Data("<< /Type /Pages /Kids [3 0 R] /Count 1 >>".utf8)]
        let contents = streams.indices.map { "\(4 + $0) 0 R" }.joined(separator: " ")
        objects.append(Data("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 30 30] /Contents [\(contents)] >>".utf8))
        for stream in streams {
            let filter = stream.filter.map { "/Filter /\($0) " } ?? ""
            objects.append(Data("<< \(filter)/Length \(stream.data.count) >>\nstream\n".utf8) + stream.data + Data("\nendstream".utf8))
        }
        var file = Data("%PDF-1.4\n".utf8)
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(file.count)
            file += Data("\(index + 1) 0 obj\n".utf8) + object + Data("\nendobj\n".utf8)
        }
        let xref = file.count
        var table = "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { table += String(format: "%010d 00000 n \n", offset) }
        table += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return file + Data(table.utf8)
    }

    /// Poppler cannot be stopped once it draws: a 1 MB stream that inflates to 400 MB of strokes
    /// drew for minutes, 150 KB of `q` took gigabytes. Each is refused from its bytes first.
    func testPDFsThatWouldCostMoreThanAnIconAreRefusedBeforePopplerSeesThem() throws {
        let folder = try temporaryFolder()
        let cases: [(name: String, data: Data, expected: String)] = [
            ("inflating", Self.pdf(streams: Array(repeating: ("FlateDecode", Self.mebibyteOfZeros), count: 9)), "streams that inflate to more than 8 MB"),
            ("saves", Self.pdf(content: String(repeating: "q ", count: 75_000)), "saves its graphics state more than 64 deep"),
            ("strokes", Self.pdf(content: String(repeating: "0 0 m 25 25 l S\n", count: 70_000)), "more than 200000 drawing operators"),
            ("forms", Self.pdf(content: String(repeating: "/Fm1 Do\n", count: 300)), "more than 256 times (Do)"),
            ("lzw", Self.pdf(streams: [("LZWDecode", Data("x".utf8))]), "the stream filter /LZWDecode"),
            ("inline", Self.pdf(content: "q 30 0 0 30 0 0 cm BI /W 20000 /H 20000 /CS /G /BPC 8 /F /DCT ID \u{FF}\u{D8} EI Q"), "an image of 20000×20000 pixels"),
        ]
        for (name, data, expected) in cases {
            try data.write(to: folder.appendingPathComponent("\(name).pdf"))
            expectInputError({ _ = try makeRenderer().render(document(self.spec(icon: "\(name).pdf"), in: folder.path)) }, path: "tabs[1].icon", containing: expected)
        }
        // Within the bounds, compressed streams are drawn: eight mebibytes of zeros draw nothing,
        // and a square after them does.
        let within = Self.pdf(streams: Array(repeating: ("FlateDecode", Self.mebibyteOfZeros), count: 7) + [(nil, Data("0 0 0 rg 5 5 20 20 re f".utf8))])
        try within.write(to: folder.appendingPathComponent("within.pdf"))
        let drawn = document(spec(icon: "within.pdf"), in: folder.path)
        let renderer = try makeRenderer()
        let layout = try renderer.layout(drawn)
        let image = try renderer.renderImage(drawn)
        let frame = try XCTUnwrap(layout.tabs[1].iconFrame)
        XCTAssertTrue(isClose(image.pixel(at: frame.center, scale: 3, canvas: layout.canvas), to: Color(rgb: 0x34C759)))
    }

    func testAZlibStreamIsInflatedIntoABoundedBuffer() {
        Self.mebibyteOfZeros.withUnsafeBytes { raw in
            XCTAssertEqual(Inflated.zlib(raw, maxBytes: 1 << 20), .complete([UInt8](repeating: 0, count: 1 << 20)))
            XCTAssertEqual(Inflated.zlib(raw, maxBytes: (1 << 20) - 1), .tooLarge)
            XCTAssertEqual(Inflated.zlib(raw, maxBytes: 1000), .tooLarge)
            guard case .truncated(let part) = Inflated.zlib(UnsafeRawBufferPointer(rebasing: raw[0..<raw.count / 2]), maxBytes: 1 << 20) else {
                return XCTFail("a stream cut in half is truncated")
            }
            XCTAssertLessThan(part.count, 1 << 20)
        }
        Data("not zlib at all".utf8).withUnsafeBytes { raw in
            XCTAssertEqual(Inflated.zlib(raw, maxBytes: 1000), .corrupt)
        }
    }
}
