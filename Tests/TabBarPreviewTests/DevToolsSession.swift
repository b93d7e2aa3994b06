import Foundation

/// Chromium's DevTools protocol on one page, over a WebSocket this test speaks itself (RFC 6455,
/// text frames only): enough to move the mouse and to read the page's DOM as the browser has it.
final class DevToolsSession {
    private let connection: Connection
    private var received = Data()
    private var nextID = 0

    enum SessionError: Error { case handshake(String), closed, noPage, evaluation(String) }

    /// The first page target of the browser whose DevTools listen on `port`.
    init(devToolsPort port: UInt16) throws {
        let list = try HTTPProbe(port: port).get("/json/list")
        guard let targets = try JSONSerialization.jsonObject(with: list.body) as? [[String: Any]],
              let page = targets.first(where: { $0["type"] as? String == "page" }),
              let socketURL = page["webSocketDebuggerUrl"] as? String,
              let path = URL(string: socketURL)?.path
        else { throw SessionError.noPage }
        connection = try Connection(port: port)
        try connection.send(Data("""
            GET \(path) HTTP/1.1\r
            Host: 127.0.0.1:\(port)\r
            Upgrade: websocket\r
            Connection: Upgrade\r
            Sec-WebSocket-Key: dGFiYmFyLXByZXZpZXctdGVzdA==\r
            Sec-WebSocket-Version: 13\r
            \r\n
            """.utf8))
        while received.range(of: Data("\r\n\r\n".utf8)) == nil {
            guard let chunk = try connection.receive(timeout: 20) else { throw SessionError.closed }
            received += chunk
        }
        let end = received.range(of: Data("\r\n\r\n".utf8))!
        let head = String(decoding: received[..<end.lowerBound], as: UTF8.self)
        guard head.hasPrefix("HTTP/1.1 101") else { throw SessionError.handshake(head) }
        received = Data(received[end.upperBound...])
    }

    func close() { connection.close() }

    /// Calls `method` and returns its `result`.
    @discardableResult
    func call(_ method: String, _ params: [String: Any] = [:]) throws -> [String: Any] {
        nextID += 1
        let id = nextID
        try sendText(try JSONSerialization.data(withJSONObject: ["id": id, "method": method, "params": params]))
        while true {
            let message = try receiveText()
            guard let object = try JSONSerialization.jsonObject(with: message) as? [String: Any],
                  object["id"] as? Int == id else { continue }
            if let error = object["error"] { throw SessionError.evaluation("\(method): \(error)") }
            return object["result"] as? [String: Any] ?? [:]
        }
    }

    /// The value of a JavaScript expression that gives JSON text, parsed.
    func evaluate(_ expression: String) throws -> Any {
        let result = try call("Runtime.evaluate", ["expression": expression, "returnByValue": true])
        if let exception = result["exceptionDetails"] { throw SessionError.evaluation("\(exception)") }
        guard let value = (result["result"] as? [String: Any])?["value"] as? String else {
            throw SessionError.evaluation("\(expression) gave no JSON text: \(result)")
        }
        return try JSONSerialization.jsonObject(with: Data(value.utf8), options: .fragmentsAllowed)
    }

    func moveMouse(x: Double, y: Double) throws {
        try call("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x, "y": y])
    }

    /// One masked text frame (a client must mask what it sends).
    private func sendText(_ payload: Data) throws {
        var frame: [UInt8] = [0x81]
        let count = payload.count
        if count < 126 {
            frame.append(0x80 | UInt8(count))
        } else if count < 65_536 {
            frame += [0x80 | 126, UInt8(count >> 8), UInt8(count & 0xFF)]
        } else {
            frame.append(0x80 | 127)
            for shift in stride(from: 56, through: 0, by: -8) { frame.append(UInt8((count >> shift) & 0xFF)) }
        }
        let mask: [UInt8] = [0x37, 0xA1, 0x5C, 0x0E]
        frame += mask
        for (offset, byte) in payload.enumerated() { frame.append(byte ^ mask[offset % 4]) }
        try connection.send(Data(frame))
    }

    /// The next whole text message (fragments joined; other frames skipped).
    private func receiveText() throws -> Data {
        var message = Data()
        while true {
            let (final, opcode, payload) = try receiveFrame()
            if opcode == 0x8 { throw SessionError.closed }
            guard opcode == 0x1 || opcode == 0x0 else { continue }
            message += payload
            if final { return message }
        }
    }

    private func receiveFrame() throws -> (final: Bool, opcode: UInt8, payload: Data) {
        try fill(2)
        let bytes = [UInt8](received.prefix(14))
        var length = Int(bytes[1] & 0x7F)
        var offset = 2
        if length == 126 {
            try fill(4)
            let more = [UInt8](received.prefix(4))
            length = Int(more[2]) << 8 | Int(more[3])
            offset = 4
        } else if length == 127 {
            try fill(10)
            let more = [UInt8](received.prefix(10))
            length = (2..<10).reduce(0) { $0 << 8 | Int(more[$1]) }
            offset = 10
        }
        try fill(offset + length)
        let payload = Data(received[received.startIndex + offset..<received.startIndex + offset + length])
        received = Data(received.dropFirst(offset + length))
        return (bytes[0] & 0x80 != 0, bytes[0] & 0x0F, payload)
    }

    private func fill(_ count: Int) throws {
        while received.count < count {
            guard let chunk = try connection.receive(timeout: 30) else { throw SessionError.closed }
            received += chunk
        }
    }
}
