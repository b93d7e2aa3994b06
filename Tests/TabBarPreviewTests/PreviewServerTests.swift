import Foundation
import TabBarImage
import TabBarModel
@testable import TabBarPreview
import TabBarRender
import XCTest

final class PreviewServerTests: XCTestCase {
    func testThePageItsAssetsAndThePictureAreServed() async throws {
        let fixture = try await PreviewFixture()
        addTeardownBlock { await fixture.stop() }
        let page = try fixture.probe.get("/")
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.text.contains("<title>tabbar preview</title>"), page.text)
        XCTAssertTrue(page.text.contains("/assets/preview.js"))
        for asset in ["preview.js", "preview.css"] {
            let response = try fixture.probe.get("/assets/\(asset)")
            XCTAssertEqual(response.status, 200, asset)
            XCTAssertGreaterThan(response.body.count, 500, asset)
            // Offline: nothing fetched from elsewhere.
            XCTAssertFalse(response.text.contains("http://") || response.text.contains("https://"), asset)
        }
        let state = try fixture.probe.get("/state")
        XCTAssertEqual(state.status, 200)
        let picture = try XCTUnwrap(PictureSummary(stateJSON: state.text))
        let png = try fixture.probe.get("/picture/\(picture.id).png")
        XCTAssertEqual(png.status, 200)
        XCTAssertEqual(png.headers["content-type"], "image/png")
        // The picture is the renderer's own, byte for byte.
        let document = try SpecDocument.loadWithText(fixture.spec.path).document
        let expected = try Renderer(resources: RenderResources.fromEnvironment(iconDirectory: nil)).render(document)
        XCTAssertEqual(png.body, expected)
        // The layout frames the page draws on hover: the tabs', in points, inside the picture.
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: state.body) as? [String: Any])
        let entry = try XCTUnwrap((json["specs"] as? [[String: Any]])?.first?["pictures"] as? [[String: Any]]).first
        let tabs = try XCTUnwrap(entry?["tabs"] as? [[String: Any]])
        XCTAssertEqual(tabs.count, 3)
        let decoded = try PNGCodec.decode(png.body)
        for tab in tabs {
            let hit = try XCTUnwrap(tab["hitRegion"] as? [String: Double])
            XCTAssertGreaterThanOrEqual(try XCTUnwrap(hit["height"]), 44)
            let item = try XCTUnwrap(tab["item"] as? [String: Double])
            XCTAssertLessThanOrEqual(try XCTUnwrap(item["x"]) + item["width"]!, Double(decoded.width) / 3 + 0.001)
        }
    }

    func testAHostHeaderNamingAnotherServerIsRefused() async throws {
        let fixture = try await PreviewFixture()
        addTeardownBlock { await fixture.stop() }
        let port = fixture.port
        for host in ["evil.example:\(port)", "evil.example", "127.0.0.1.nip.io:\(port)", "localhost:\(port &+ 1)", ""] {
            let response = try fixture.probe.get("/", host: host)
            XCTAssertEqual(response.status, 403, "Host: \(host)")
            XCTAssertFalse(response.text.contains("<html"), "Host: \(host)")
        }
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)"] {
            XCTAssertEqual(try fixture.probe.get("/", host: host).status, 200, "Host: \(host)")
        }
        // The event stream too: a rebinding page must not read the pictures' state.
        XCTAssertEqual(try fixture.probe.get("/events", host: "evil.example:\(port)").status, 403)
    }

    func testNoURLReachesAFileOutsideThePreview() async throws {
        let fixture = try await PreviewFixture()
        addTeardownBlock { await fixture.stop() }
        let secret = "a file the preview must never serve \(UUID())"
        let outside = fixture.folder.appendingPathComponent("secret.txt")
        try secret.write(to: outside, atomically: true, encoding: .utf8)
        let targets = [
            "/../secret.txt", "/assets/../secret.txt", "/assets/..%2Fsecret.txt", "/assets/%2e%2e/%2e%2e/etc/passwd",
            "/assets/../../../../etc/passwd", "/picture/../phone.yaml", "/picture/0.png/../../secret.txt",
            "/\(fixture.folder.path)/secret.txt", "/phone.yaml", "/picture/999.png", "/picture/-1.png",
            "/reference/0.png", "/assets/index.html%00.js", "//etc/passwd",
        ]
        for target in targets {
            let response = try fixture.probe.get(target)
            XCTAssertEqual(response.status, 404, target)
            XCTAssertFalse(response.text.contains(secret), target)
            XCTAssertFalse(response.text.contains("root:"), target)
            XCTAssertFalse(response.text.contains("device: iphone-15"), target)
        }
    }

    func testRequestSizesAreBounded() async throws {
        let fixture = try await PreviewFixture()
        addTeardownBlock { await fixture.stop() }
        XCTAssertEqual(try fixture.probe.get("/", method: "POST", body: Data(repeating: 65, count: 100)).status, 405)
        XCTAssertEqual(try fixture.probe.get("/", headers: ["Content-Length: 50000000"]).status, 413)
        XCTAssertEqual(try fixture.probe.get("/", headers: ["Transfer-Encoding: chunked"]).status, 413)
        XCTAssertEqual(try fixture.probe.get("/?" + String(repeating: "a", count: 5_000)).status, 414)
        XCTAssertEqual(try fixture.probe.get("/", headers: (0..<40).map { "X-Padding-\($0): " + String(repeating: "b", count: 500) }).status, 431)
        // After all that, the server still answers.
        XCTAssertEqual(try fixture.probe.get("/").status, 200)
    }

    /// The HTTP library reads a line until its newline with no limit; the gate in front of it
    /// refuses a head once it is too long, before the rest has arrived.
    func testAnEndlessLineIsRefusedBeforeItEnds() async throws {
        let fixture = try await PreviewFixture()
        addTeardownBlock { await fixture.stop() }
        let probe = fixture.probe
        // No newline ever comes: a request line of 300 KB, then a header value of 300 KB.
        let endlessTarget = try probe.raw(Data(("GET /" + String(repeating: "a", count: 300_000)).utf8))
        XCTAssertEqual(endlessTarget.status, 414)
        let endlessHeader = try probe.raw(Data(("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(fixture.port)\r\nX-Long: " + String(repeating: "b", count: 300_000)).utf8))
        XCTAssertEqual(endlessHeader.status, 431)
        XCTAssertTrue(endlessHeader.text.contains("16384 bytes"), endlessHeader.text)
        let manyLines = try probe.raw(Data(("GET / HTTP/1.1\r\n" + String(repeating: "A: b\r\n", count: 5_000)).utf8))
        XCTAssertEqual(manyLines.status, 431)
        let folded = try probe.raw(Data("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(fixture.port)\r\n folded\r\n\r\n".utf8))
        XCTAssertEqual(folded.status, 400)
        XCTAssertEqual(try probe.raw(Data("GET /\r\n\r\n".utf8)).status, 400)
        XCTAssertEqual(try probe.get("/").status, 200)
    }

    /// A head sent a byte at a time is given a deadline; a whole head sent in pieces, and a second
    /// request on the same connection, are answered.
    func testAHeadThatDoesNotArriveInTimeIsRefused() async throws {
        let fixture = try await PreviewFixture(headDeadline: .milliseconds(700))
        addTeardownBlock { await fixture.stop() }
        let probe = fixture.probe
        let started = Date()
        let stalled = try probe.raw(Data("GET / HTTP/1.1\r\nHost: 127.0.0.1".utf8))
        XCTAssertEqual(stalled.status, 408)
        XCTAssertLessThan(Date().timeIntervalSince(started), 15)
        let host = "Host: 127.0.0.1:\(fixture.port)\r\n"
        let split = try probe.raw(
            Data("GET /state HTTP/1.1\r\n".utf8), thenAfter: 0.2,
            more: Data((host + "\r\nGET / HTTP/1.1\r\n" + host + "Connection: close\r\n\r\n").utf8))
        XCTAssertEqual(split.status, 200)
        XCTAssertTrue(split.text.contains("\"specs\""), split.text)
        XCTAssertTrue(split.text.contains("HTTP/1.1 200"), "the second response follows the first on the connection")
        XCTAssertTrue(split.text.contains("<title>tabbar preview</title>"), split.text)
    }

    /// A save that leaves the picture as it was (the file touched, a comment edited) keeps its
    /// version, so the page does not load the same picture again; the next real change moves it.
    func testASaveThatDrawsTheSamePictureKeepsItsVersion() async throws {
        let fixture = try await PreviewFixture()
        addTeardownBlock { await fixture.stop() }
        let events = try HTTPProbe.Events(port: fixture.port)
        defer { events.close() }
        let first = try XCTUnwrap(PictureSummary(stateJSON: try events.next().data))
        try fixture.save(PreviewFixture.specText().replacingOccurrences(of: "# a spec", with: "# the same spec"))
        let redrawn = try XCTUnwrap(PictureSummary(stateJSON: try events.next { name, _ in name == "state" }.data))
        XCTAssertEqual(redrawn.version, first.version)
        try fixture.save(PreviewFixture.specText(badge: "7"))
        let changed = try XCTUnwrap(PictureSummary(stateJSON: try events.next { name, data in
            name == "state" && PictureSummary(stateJSON: data)?.version != first.version
        }.data))
        XCTAssertEqual(changed.version, first.version + 1, "only the real change moved the version")
    }

    func testSavingASpecPushesAnEventAndANewPicture() async throws {
        let fixture = try await PreviewFixture()
        addTeardownBlock { await fixture.stop() }
        let events = try HTTPProbe.Events(port: fixture.port)
        defer { events.close() }
        let first = try XCTUnwrap(PictureSummary(stateJSON: try events.next().data))
        XCTAssertEqual(first.version, 1)
        let before = try fixture.probe.get("/picture/\(first.id).png").body

        try fixture.save(PreviewFixture.specText(badge: "99", appearance: "dark"))
        let event = try events.next { name, data in name == "state" && (PictureSummary(stateJSON: data)?.version ?? 0) > 1 }
        let second = try XCTUnwrap(PictureSummary(stateJSON: event.data))
        XCTAssertEqual(second.id, first.id)
        XCTAssertNil(second.problem)
        let after = try fixture.probe.get("/picture/\(second.id).png").body
        let old = try PNGCodec.decode(before)
        let new = try PNGCodec.decode(after)
        XCTAssertEqual(old.width, new.width)
        XCTAssertNotEqual(old.pixels, new.pixels, "the dark bar with badge 99 should differ from the light one")
        // Dark: the bar's middle is darker than it was.
        func luminance(_ image: RGBAImage) -> Int {
            let pixel = image[image.width / 2, image.height - 4]
            return Int(pixel.r) + Int(pixel.g) + Int(pixel.b)
        }
        XCTAssertLessThan(luminance(new), luminance(old))
    }

    func testABrokenSpecShowsItsErrorAndKeepsTheLastGoodPicture() async throws {
        let fixture = try await PreviewFixture()
        addTeardownBlock { await fixture.stop() }
        let events = try HTTPProbe.Events(port: fixture.port)
        defer { events.close() }
        let first = try XCTUnwrap(PictureSummary(stateJSON: try events.next().data))
        let good = try fixture.probe.get("/picture/\(first.id).png").body

        // Line 4 says an appearance that does not exist.
        try fixture.save(PreviewFixture.specText(appearance: "purple"))
        let event = try events.next { _, data in PictureSummary(stateJSON: data)?.problem != nil }
        let problem = try XCTUnwrap(PictureSummary(stateJSON: event.data)?.problem)
        XCTAssertEqual(problem["file"] as? String, fixture.spec.path)
        XCTAssertEqual(problem["line"] as? Int, 4)
        XCTAssertEqual(problem["field"] as? String, "appearance")
        XCTAssertTrue((problem["message"] as? String ?? "").contains("purple"), "\(problem)")
        XCTAssertEqual(PictureSummary(stateJSON: event.data)?.version, first.version)
        XCTAssertEqual(try fixture.probe.get("/picture/\(first.id).png").body, good)

        // Half-written YAML: the fault's line, and still the last good picture.
        try fixture.save("device: iphone-15\ntabs:\n  - { id: a, title: \"A\n")
        let broken = try events.next { _, data in
            guard let problem = PictureSummary(stateJSON: data)?.problem else { return false }
            return (problem["field"] as? String) != "appearance"
        }
        let parse = try XCTUnwrap(PictureSummary(stateJSON: broken.data)?.problem)
        XCTAssertNotNil(parse["line"] as? Int, "\(parse)")
        XCTAssertEqual(try fixture.probe.get("/picture/\(first.id).png").body, good)

        // Fixed again: the problem goes and a new picture comes.
        try fixture.save(PreviewFixture.specText(badge: "7"))
        let fixed = try events.next { _, data in
            guard let summary = PictureSummary(stateJSON: data) else { return false }
            return summary.problem == nil && summary.version > first.version
        }
        XCTAssertNotNil(PictureSummary(stateJSON: fixed.data))
        XCTAssertNotEqual(try fixture.probe.get("/picture/\(first.id).png").body, good)
    }

    func testManyPagesGetEachSave() async throws {
        let fixture = try await PreviewFixture()
        addTeardownBlock { await fixture.stop() }
        let pages = try (0..<12).map { _ in try HTTPProbe.Events(port: fixture.port) }
        defer { pages.forEach { $0.close() } }
        for page in pages { XCTAssertEqual(PictureSummary(stateJSON: try page.next().data)?.version, 1) }
        XCTAssertEqual(fixture.server.openPages, 12)
        try fixture.save(PreviewFixture.specText(badge: "5"))
        for page in pages {
            let event = try page.next { _, data in (PictureSummary(stateJSON: data)?.version ?? 0) == 2 }
            XCTAssertEqual(PictureSummary(stateJSON: event.data)?.version, 2)
        }
    }

    func testEachMatrixVariantIsAPicture() async throws {
        let fixture = try await PreviewFixture(matrix: ["appearance=light,dark"])
        addTeardownBlock { await fixture.stop() }
        let state = try fixture.probe.get("/state")
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: state.body) as? [String: Any])
        let pictures = try XCTUnwrap((json["specs"] as? [[String: Any]])?.first?["pictures"] as? [[String: Any]])
        XCTAssertEqual(pictures.compactMap { $0["labels"] as? [String] }, [["light"], ["dark"]])
        let images = try pictures.map { try PNGCodec.decode(try fixture.probe.get("/picture/\($0["id"] as! Int).png").body) }
        XCTAssertNotEqual(images[0].pixels, images[1].pixels)
    }

    func testStoppingEndsTheOpenStreams() async throws {
        let fixture = try await PreviewFixture()
        let events = try HTTPProbe.Events(port: fixture.port)
        defer { events.close() }
        _ = try events.next()
        await fixture.stop()
        XCTAssertThrowsError(try events.next(timeout: 5)) { error in
            XCTAssertFalse(error is CancellationError)
        }
        XCTAssertThrowsError(try fixture.probe.get("/"), "the socket is closed")
        XCTAssertFalse(FileManager.default.fileExists(atPath: fixture.server.socketFolder), "the HTTP server's socket folder is removed")
    }

    /// A folder of more specs than the preview draws: the first are drawn, in name order, and
    /// the rest are counted in the state (the page and the terminal say so).
    func testPicturesPastTheBoundAreCountedNotDrawn() async throws {
        let fixture = try await PreviewFixture(matrix: ["appearance=light,dark"], maxPictures: 5, moreSpecs: 3)
        addTeardownBlock { await fixture.stop() }
        let state = try XCTUnwrap(try JSONSerialization.jsonObject(with: fixture.probe.get("/state").body) as? [String: Any])
        let specs = try XCTUnwrap(state["specs"] as? [[String: Any]])
        XCTAssertEqual(specs.compactMap { $0["name"] as? String }, ["phone", "tablet-0"], "two specs of two variants each fit in five pictures")
        XCTAssertEqual(state["leftOut"] as? Int, 2)
        XCTAssertTrue(try fixture.probe.get("/assets/preview.js").text.contains("state.leftOut"))
    }

    func testAHostThatIsNoAddressAndAPortInUseAreSaidPlainly() async throws {
        let fixture = try await PreviewFixture()
        addTeardownBlock { await fixture.stop() }
        XCTAssertThrowsError(try PreviewServer(board: fixture.server.board, host: "example.com")) { error in
            XCTAssertEqual("\(error)", "--host example.com: expected an IP address (127.0.0.1, ::1, 0.0.0.0) or localhost")
        }
        XCTAssertThrowsError(try PreviewServer(board: fixture.server.board, port: fixture.port)) { error in
            XCTAssertEqual("\(error)", "cannot listen on 127.0.0.1:\(fixture.port): address already in use (another program has it; --port 0 takes a free one)")
        }
        for host in ["127.0.0.1", "::1", "0.0.0.0", "localhost", "::"] { XCTAssertTrue(PreviewServer.isAddress(host), host) }
        for host in ["300.1.1.1", "1.2.3", "", "localhost.", "::g"] { XCTAssertFalse(PreviewServer.isAddress(host), host) }
    }
}
