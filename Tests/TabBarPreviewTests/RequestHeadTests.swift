@testable import TabBarPreview
import XCTest

/// The gate's reading of a request head, byte by byte as it may arrive.
final class RequestHeadTests: XCTestCase {
    private func scan(_ text: String) -> RequestHead.Scan { RequestHead.scan(Array(text.utf8)[...]) }

    func testEveryPrefixOfAHeadIsIncompleteAndTheWholeIsComplete() throws {
        for ending in ["\r\n", "\n"] {
            let head = "GET /state?x=1 HTTP/1.1\(ending)Host: 127.0.0.1:80\(ending)Accept:  text/html \(ending)\(ending)"
            let bytes = Array(head.utf8)
            for end in 0..<bytes.count {
                XCTAssertEqual(RequestHead.scan(bytes[..<end]), .incomplete, "\(end) bytes of \(head.debugDescription)")
            }
            XCTAssertEqual(RequestHead.scan((bytes + Array("GET / HTTP/1.1".utf8))[...]), .complete(length: bytes.count))
            let parsed = try RequestHead(parsing: bytes[...])
            XCTAssertEqual(parsed.method, "GET")
            XCTAssertEqual(parsed.target, "/state?x=1")
            XCTAssertEqual(parsed.values("host"), ["127.0.0.1:80"])
            XCTAssertEqual(parsed.values("accept"), ["text/html"])
        }
    }

    func testTheRequestLineIsBoundedBeforeItsNewline() {
        let limit = RequestHead.maxRequestLine
        XCTAssertEqual(scan(String(repeating: "a", count: limit)), .incomplete)
        XCTAssertEqual(scan(String(repeating: "a", count: limit + 1)), .refused(.targetTooLong))
        XCTAssertEqual(scan("GET /" + String(repeating: "a", count: limit) + " HTTP/1.1\r\n\r\n"), .refused(.targetTooLong))
    }

    func testTheHeadersAreBoundedInBytesAndLinesBeforeTheirEnd() {
        let line = "GET / HTTP/1.1\r\n"
        // Exactly the bound, blank line included, is let through; one byte more is not.
        let filler = RequestHead.maxHeaderBytes - "X: \r\n\r\n".utf8.count
        let atBound = line + "X: " + String(repeating: "v", count: filler) + "\r\n\r\n"
        XCTAssertEqual(scan(atBound), .complete(length: atBound.utf8.count))
        XCTAssertEqual(scan(line + "X: " + String(repeating: "v", count: filler + 1) + "\r\n\r\n"), .refused(.headersTooLarge))
        XCTAssertEqual(scan(line + "X: " + String(repeating: "v", count: RequestHead.maxHeaderBytes)), .refused(.headersTooLarge))
        let lines = String(repeating: "A: b\r\n", count: RequestHead.maxHeaderLines)
        XCTAssertEqual(scan(line + lines + "\r\n"), .complete(length: (line + lines + "\r\n").utf8.count))
        XCTAssertEqual(scan(line + lines + "A: b\r\n"), .refused(.headersTooLarge))
    }

    func testMalformedHeadsAreRefused() {
        for head in ["GET /\r\n\r\n", "GET  / HTTP/1.1\r\n\r\n", "GET / HTTP/1.1\r\n folded\r\n\r\n", "GET / HTTP/1.1\r\nno colon\r\n\r\n",
                     "GET / HTTP/1.1\r\n: empty name\r\n\r\n", "GET / HTTP/1.1\r\nBad Name: x\r\n\r\n"] {
            XCTAssertThrowsError(try RequestHead(parsing: Array(head.utf8)[...]), head.debugDescription) { error in
                XCTAssertEqual(error as? RequestRefusal, .malformed)
            }
        }
    }

    func testTheGuardRefusesBodiesOtherMethodsAndForeignOrRepeatedHosts() throws {
        let guardian = RequestGuard(boundHost: "127.0.0.1", port: 8080)
        func refusal(_ head: String) throws -> RequestRefusal? {
            guardian.refusal(of: try RequestHead(parsing: Array(head.utf8)[...]))
        }
        XCTAssertNil(try refusal("GET / HTTP/1.1\r\nHost: localhost:8080\r\n\r\n"))
        XCTAssertNil(try refusal("HEAD / HTTP/1.1\r\nHost: [::1]:8080\r\nContent-Length: 0\r\n\r\n"))
        XCTAssertEqual(try refusal("POST / HTTP/1.1\r\nHost: localhost:8080\r\n\r\n"), .methodNotAllowed)
        XCTAssertEqual(try refusal("GET / HTTP/1.1\r\nHost: localhost:8080\r\nContent-Length: 5\r\n\r\n"), .body)
        XCTAssertEqual(try refusal("GET / HTTP/1.1\r\nHost: localhost:8080\r\nTransfer-Encoding: chunked\r\n\r\n"), .body)
        XCTAssertEqual(try refusal("GET / HTTP/1.1\r\nHost: evil.example:8080\r\n\r\n"), .foreignHost(port: 8080))
        XCTAssertEqual(try refusal("GET / HTTP/1.1\r\nHost: localhost:8081\r\n\r\n"), .foreignHost(port: 8080))
        XCTAssertEqual(try refusal("GET / HTTP/1.1\r\nHost: localhost:8080\r\nHost: evil.example:8080\r\n\r\n"), .foreignHost(port: 8080))
        XCTAssertEqual(try refusal("GET / HTTP/1.1\r\n\r\n"), .foreignHost(port: 8080))
        XCTAssertEqual(try refusal("GET /\(String(repeating: "a", count: RequestHead.maxTarget)) HTTP/1.1\r\nHost: localhost:8080\r\n\r\n"), .targetTooLong)
    }

    func testARefusalIsAWholeResponseThatClosesTheConnection() {
        let text = String(decoding: RequestRefusal.headersTooLarge.response(toHEAD: false), as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("HTTP/1.1 431 Request Header Fields Too Large\r\n"), text)
        XCTAssertTrue(text.contains("\r\nConnection: close\r\n"), text)
        let body = text.components(separatedBy: "\r\n\r\n")[1]
        XCTAssertTrue(text.contains("Content-Length: \(body.utf8.count)\r\n"), text)
        let head = String(decoding: RequestRefusal.headersTooLarge.response(toHEAD: true), as: UTF8.self)
        XCTAssertEqual(head, text.components(separatedBy: "\r\n\r\n")[0] + "\r\n\r\n", "a HEAD gets the same head and no body")
    }
}
