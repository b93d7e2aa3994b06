import Foundation
@testable import TabBarPreview
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// What one connection may do to the preview and to the others: HEAD, pipelining, HTTP/1.0,
/// event streams that come and go, clients that trickle, and more connections than it keeps.
final class PreviewConnectionTests: XCTestCase {
    /// A HEAD is answered with the head GET gets and no body, on every route and every refusal:
    /// a request pipelined after it on the same connection then gets its own response.
    func testAHEADGetsTheHeadOfGETAndNoBody() async throws {
        let fixture = try await PreviewFixture()
        addTeardownBlock { await fixture.stop() }
        let probe = fixture.probe
        let id = try XCTUnwrap(PictureSummary(stateJSON: try probe.get("/state").text)).id
        let host = "Host: 127.0.0.1:\(fixture.port)\r\n"
        let next = "GET /assets/preview.css HTTP/1.1\r\n\(host)Connection: close\r\n\r\n"
        for target in ["/", "/index.html", "/state", "/assets/preview.js", "/picture/\(id).png", "/nothing", "/picture/999.png", "/reference/\(id).png"] {
            let get = try probe.get(target)
            let bytes = try probe.exchange(Data("HEAD \(target) HTTP/1.1\r\n\(host)\r\n\(next)".utf8), timeout: 10)
            let (head, rest) = try HTTPProbe.head(of: bytes)
            XCTAssertEqual(head.status, get.status, target)
            XCTAssertEqual(head.headers["content-type"], get.headers["content-type"], target)
            XCTAssertEqual(head.headers["content-length"], get.headers["content-length"], target)
            XCTAssertEqual(head.headers["content-length"], "\(get.body.count)", target)
            let after = try HTTPProbe.parse(rest)
            XCTAssertEqual(after.status, 200, "the response after HEAD \(target): \(String(decoding: rest.prefix(200), as: UTF8.self))")
            XCTAssertEqual(after.headers["content-type"], "text/css; charset=utf-8", target)
        }
        // The event stream's head, and no stream after it.
        let events = try HTTPProbe.head(of: try probe.exchange(Data("HEAD /events HTTP/1.1\r\n\(host)\r\n\(next)".utf8), timeout: 10))
        XCTAssertEqual(events.head.status, 200)
        XCTAssertEqual(events.head.headers["content-type"], "text/event-stream")
        XCTAssertEqual(try HTTPProbe.parse(events.rest).headers["content-type"], "text/css; charset=utf-8")
        // A refusal by the gate: its head, with the length of the words a GET would get, and nothing after.
        let foreign = try probe.get("/", host: "evil.example:\(fixture.port)")
        let refused = try HTTPProbe.head(of: try probe.exchange(Data("HEAD / HTTP/1.1\r\nHost: evil.example:\(fixture.port)\r\n\r\n".utf8), timeout: 10))
        XCTAssertEqual(refused.head.status, 403)
        XCTAssertEqual(refused.head.headers["content-length"], "\(foreign.body.count)")
        XCTAssertEqual(refused.rest, Data(), "no body after a refused HEAD")
        let endless = try HTTPProbe.head(of: try probe.exchange(Data(("HEAD /" + String(repeating: "a", count: 5_000)).utf8), timeout: 10))
        XCTAssertEqual(endless.head.status, 414)
        XCTAssertEqual(endless.rest, Data())
    }

    /// A HEAD of the event stream opens no stream: seventy of them leave every page's slot free.
    func testAHEADOfTheEventStreamHoldsNoPageSlot() async throws {
        let fixture = try await PreviewFixture()
        addTeardownBlock { await fixture.stop() }
        for index in 0..<(EventHub.maxPages + 6) {
            let request = "HEAD /events HTTP/1.1\r\nHost: 127.0.0.1:\(fixture.port)\r\nConnection: close\r\n\r\n"
            let (head, rest) = try HTTPProbe.head(of: try fixture.probe.exchange(Data(request.utf8), timeout: 10))
            XCTAssertEqual(head.status, 200, "HEAD \(index)")
            XCTAssertEqual(rest, Data(), "HEAD \(index)")
        }
        XCTAssertEqual(fixture.server.openPages, 0)
        let page = try HTTPProbe.Events(port: fixture.port)
        defer { page.close() }
        XCTAssertNotNil(PictureSummary(stateJSON: try page.next().data))
        XCTAssertEqual(fixture.server.openPages, 1)
    }

    /// Every page that closes its connection gives its slot back, so a full preview takes new
    /// pages again without a restart.
    func testPagesThatGoAwayFreeTheirSlots() async throws {
        let fixture = try await PreviewFixture()
        addTeardownBlock { await fixture.stop() }
        let pages = try (0..<EventHub.maxPages).map { _ in try HTTPProbe.Events(port: fixture.port) }
        for page in pages { XCTAssertNotNil(PictureSummary(stateJSON: try page.next().data)) }
        XCTAssertEqual(fixture.server.openPages, EventHub.maxPages)
        XCTAssertEqual(try fixture.probe.get("/events").status, 503, "every slot is taken")
        pages.forEach { $0.close() }
        let deadline = Date().addingTimeInterval(30)
        while fixture.server.openPages > 0, Date() < deadline { try await Task.sleep(for: .milliseconds(100)) }
        XCTAssertEqual(fixture.server.openPages, 0, "the closed pages still hold their slots")
        let again = try HTTPProbe.Events(port: fixture.port)
        defer { again.close() }
        XCTAssertNotNil(PictureSummary(stateJSON: try again.next().data))
    }

    /// A client that sends its head a byte at a time holds its own connection only: another is
    /// answered while the first has not finished its head.
    func testATricklingClientDoesNotHoldUpTheOthers() async throws {
        let fixture = try await PreviewFixture(headDeadline: .seconds(120))
        addTeardownBlock { await fixture.stop() }
        let slow = try Connection(port: fixture.port)
        defer { slow.close() }
        let head = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(fixture.port)\r\n\r\n".utf8)
        // Three bytes in, a pause, two more: the gate is in the middle of reading its head.
        for byte in head.prefix(3) {
            try slow.send(Data([byte]))
            try await Task.sleep(for: .milliseconds(300))
        }
        for target in ["/", "/state", "/assets/preview.js"] {
            XCTAssertEqual(try fixture.probe.get(target).status, 200, target)
        }
        try slow.send(Data(head[3..<5]))
        XCTAssertEqual(try fixture.probe.get("/").status, 200)
        XCTAssertThrowsError(try slow.receive(timeout: 0.2), "the trickling client is not answered before its head ends")
        try slow.send(Data(head[5...]))
        let answer = try XCTUnwrap(try slow.receive(timeout: 20))
        XCTAssertTrue(String(decoding: answer, as: UTF8.self).hasPrefix("HTTP/1.1 200"))
    }

    /// A thousand idle connections: the gate keeps `maxConnections` of them and closes the rest
    /// at once; once they are gone, a page is answered.
    func testAThousandConnectionsAreBounded() async throws {
        let fixture = try await PreviewFixture(headDeadline: .seconds(120))
        addTeardownBlock { await fixture.stop() }
        var open: [Connection] = []
        for _ in 0..<1_000 { open.append(try Connection(port: fixture.port)) }
        defer { open.forEach { $0.close() } }
        /// Whether the server has not closed the connection (it says nothing to an idle one it keeps).
        func isOpen(_ connection: Connection) -> Bool {
            do { return try connection.receive(timeout: 0) != nil } catch { return true }
        }
        var kept = open.count
        let deadline = Date().addingTimeInterval(30)
        while kept > RequestGate.maxConnections, Date() < deadline {
            try await Task.sleep(for: .milliseconds(200))
            kept = open.filter(isOpen).count
        }
        XCTAssertEqual(kept, RequestGate.maxConnections)
        open.forEach { $0.close() }
        open.removeAll()
        var status = 0
        while status != 200, Date() < deadline.addingTimeInterval(30) {
            status = (try? fixture.probe.get("/").status) ?? 0
            if status != 200 { try await Task.sleep(for: .milliseconds(100)) }
        }
        XCTAssertEqual(status, 200)
    }

    /// HTTP/1.0 gets one answer and the connection closes; many requests pipelined on one
    /// connection are answered in order, one after the other.
    func testHTTP10ClosesAndPipelinedRequestsAreAnsweredInOrder() async throws {
        let fixture = try await PreviewFixture()
        addTeardownBlock { await fixture.stop() }
        let host = "Host: 127.0.0.1:\(fixture.port)\r\n"
        let old = try fixture.probe.exchange(Data("GET /state HTTP/1.0\r\n\(host)\r\nGET / HTTP/1.0\r\n\(host)\r\n".utf8), timeout: 10)
        let text = String(decoding: old, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("HTTP/1.1 200"), text)
        XCTAssertEqual(text.components(separatedBy: "HTTP/1.1 ").count - 1, 1, "one answer, then the connection closed")
        let targets = (0..<200).map { $0 % 2 == 0 ? "/state" : "/nothing-\($0)" }
        let requests = targets.map { "GET \($0) HTTP/1.1\r\n\(host)\r\n" }.joined() + "GET /state HTTP/1.1\r\n\(host)Connection: close\r\n\r\n"
        var rest = try fixture.probe.exchange(Data(requests.utf8), timeout: 30)
        var statuses: [Int] = []
        while !rest.isEmpty {
            let (head, after) = try HTTPProbe.head(of: rest)
            let length = try XCTUnwrap(head.headers["content-length"].flatMap(Int.init))
            statuses.append(head.status)
            if !rest.isEmpty && after.count > length {
                XCTAssertNotEqual(head.headers["connection"], "close", "a response that says close is followed by another")
            }
            rest = Data(after.dropFirst(length))
        }
        XCTAssertEqual(statuses, targets.map { $0 == "/state" ? 200 : 404 } + [200])
    }

    /// A length and a chunked coding together are what request smuggling is made of: refused.
    func testContentLengthWithTransferEncodingIsRefused() async throws {
        let fixture = try await PreviewFixture()
        addTeardownBlock { await fixture.stop() }
        let response = try fixture.probe.raw(Data(
            "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(fixture.port)\r\nContent-Length: 0\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /state HTTP/1.1\r\n\r\n".utf8), timeout: 10)
        XCTAssertEqual(response.status, 413)
        XCTAssertFalse(response.text.contains("\"specs\""), response.text)
    }

    /// The preview listens on 127.0.0.1 unless told otherwise, as the kernel's table of
    /// listening sockets shows.
    func testItListensOnLoopbackOnly() async throws {
        let fixture = try await PreviewFixture()
        addTeardownBlock { await fixture.stop() }
        XCTAssertEqual(fixture.server.host, "127.0.0.1")
        let port = String(format: "%04X", fixture.port)
        var listening: [String] = []
        for table in ["/proc/net/tcp", "/proc/net/tcp6"] {
            for line in try String(contentsOfFile: table, encoding: .utf8).split(separator: "\n") {
                // sl, local address:port, remote address:port, state (0A is LISTEN), all in hex.
                let fields = line.split(separator: " ").map(String.init)
                guard fields.count > 3, fields[1].hasSuffix(":" + port), fields[3] == "0A" else { continue }
                listening.append(String(fields[1].dropLast(port.count + 1)))
            }
        }
        XCTAssertEqual(listening, ["0100007F"], "listening on \(listening) (hex, as /proc/net/tcp writes 127.0.0.1)")
    }
}
