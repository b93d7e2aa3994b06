import Foundation
import TabBarImage
import TabBarModel
import TabBarRender
import XCTest

/// Icons drawn to pixels for the icon check, and the contact sheet it draws.
final class IconRasterizerTests: XCTestCase {
    private func write(_ svg: String, to name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(svg.utf8).write(to: url)
        return url.path
    }

    func testColoursAreStraightAndTheCanvasSitsInsideItsBand() throws {
        let folder = try temporaryFolder()
        let file = try write(
            "<svg xmlns='http://www.w3.org/2000/svg' width='25' height='25' viewBox='0 0 25 25'><rect x='5' y='5' width='15' height='15' fill='#FF0000' fill-opacity='0.5'/><circle cx='25' cy='12.5' r='3'/></svg>",
            to: "icon.svg", in: folder)
        let rasterizer = try IconRasterizer(file: file)
        XCTAssertEqual(rasterizer.format, .svg)
        let raster = try rasterizer.rasterize(canvas: 25, scale: 2, band: 10)
        XCTAssertEqual(raster.canvasPixels, 50)
        XCTAssertEqual(raster.image.width, 70)
        XCTAssertEqual(raster.pictureFrame, Rect(x: 10, y: 10, width: 50, height: 50))
        // Half-transparent red stays red: colours are not premultiplied.
        let inside = raster.image[35, 35]
        XCTAssertEqual(Int(inside.r), 255, accuracy: 1)
        XCTAssertEqual(inside.g, 0)
        XCTAssertEqual(Int(inside.a), 128, accuracy: 1)
        // The circle on the right edge is drawn half beyond the canvas, into the band.
        XCTAssertEqual(raster.image[64, 35].a, 255, "ink beyond the canvas is kept for measuring")
        XCTAssertEqual(raster.image[5, 35].a, 0)
    }

    func testAWideViewBoxIsFittedAndCentred() throws {
        let folder = try temporaryFolder()
        let file = try write("<svg xmlns='http://www.w3.org/2000/svg' width='30' height='20' viewBox='0 0 30 20'><rect width='30' height='20'/></svg>", to: "wide.svg", in: folder)
        let raster = try IconRasterizer(file: file).rasterize(canvas: 30, scale: 1)
        XCTAssertEqual(raster.pictureFrame, Rect(x: 0, y: 5, width: 30, height: 20))
        XCTAssertEqual(raster.image[15, 4].a, 0)
        XCTAssertEqual(raster.image[15, 5].a, 255)
        XCTAssertEqual(raster.image[15, 24].a, 255)
        XCTAssertEqual(raster.image[15, 25].a, 0)
    }

    func testPNGIconsAreScaledToTheCanvas() throws {
        let folder = try temporaryFolder()
        let url = folder.appendingPathComponent("icon.png")
        try PNGCodec.encode(RGBAImage(width: 10, height: 10, fill: (0, 0, 0, 255))).write(to: url)
        let rasterizer = try IconRasterizer(file: url.path)
        XCTAssertEqual(rasterizer.format, .png)
        let raster = try rasterizer.rasterize(canvas: 25, scale: 2)
        XCTAssertEqual(raster.image.width, 50)
        XCTAssertEqual(raster.image[25, 25].a, 255)
        XCTAssertEqual(raster.image[5, 5].a, 255)
        // Scaling up blends the outermost pixels with the nothing beyond the image, as in a bar.
        XCTAssertGreaterThan(raster.image[0, 0].a, 0)
        XCTAssertLessThan(raster.image[0, 0].a, 255)
    }

    func testBadFilesAreInputErrorsNamingTheFile() throws {
        let folder = try temporaryFolder()
        let missing = folder.appendingPathComponent("none.svg").path
        let notes = try write("hello", to: "notes.svg", in: folder)
        let external = try write("<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink'><image xlink:href='/etc/passwd'/></svg>", to: "external.svg", in: folder)
        for (file, expected) in [(missing, "no such file"), (notes, "not an SVG, PNG or PDF"), (external, "external resource")] {
            do {
                _ = try IconRasterizer(file: file)
                XCTFail("\(file) should not load")
            } catch RenderError.input(let error) {
                XCTAssertEqual(error.file, file)
                XCTAssertTrue(error.message.contains(expected), error.message)
                XCTAssertFalse(error.message.contains(folder.path), "the file is named once: \(error.description)")
            }
        }
    }

    func testContactSheetOutlinesFlaggedIconsInRedAndIsDeterministic() throws {
        var disc = RGBAImage(width: 100, height: 100)
        for y in 0..<100 {
            for x in 0..<100 where (x - 50) * (x - 50) + (y - 50) * (y - 50) < 40 * 40 {
                disc[x, y] = (0, 0, 0, 255)
            }
        }
        func cell(_ title: String, errors: [String]) -> ContactSheet.Cell {
            ContactSheet.Cell(
                title: title, icon: disc, inkBox: Rect(x: 2.5, y: 2.5, width: 20, height: 20),
                targetBox: Rect(x: 0, y: 0, width: 25, height: 25), targetIsRound: true,
                centreOfMass: Point(x: 12.5, y: 12.5), errors: errors, warnings: [])
        }
        let sheet = ContactSheet(title: "two icons", canvas: 25, pixelsPerPoint: 4, columns: 2, cells: [cell("fine.svg", errors: []), cell("odd.svg", errors: ["stroke"])])
        let fonts = try FontSet.locate()
        let data = try sheet.png(fonts: fonts)
        XCTAssertEqual(data, try sheet.png(fonts: fonts), "the same sheet gives the same bytes")
        let image = try PNGCodec.decode(data)
        XCTAssertGreaterThan(image.width, image.height)
        // Below the header, red appears only on the flagged (right-hand) cell.
        var red = (left: 0, right: 0)
        for y in 70..<image.height {
            for x in 0..<image.width {
                let pixel = image[x, y]
                guard isClose(pixel, to: Color(rgb: 0xFF3B30), tolerance: 12) else { continue }
                if x < image.width / 2 { red.left += 1 } else { red.right += 1 }
            }
        }
        XCTAssertEqual(red.left, 0)
        XCTAssertGreaterThan(red.right, 200, "an outline around the cell and the metric's name")
        // The icon is drawn as a template in the sheet's ink colour, at the cell's canvas.
        let inked = (0..<image.width).filter { isClose(image[$0, 60 + 20 + 50], to: Color(rgb: 0x1C1C1E)) }
        XCTAssertGreaterThan(inked.count, 2 * 60, "both discs cross the row through their centres")
    }
}
