#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// A file name on Linux is bytes, not text, and a Swift String cannot hold bytes that are not
/// UTF-8 (Foundation repairs them into U+FFFD, which names another file). The one rule that lets a
/// path travel as a String anyway: each byte that is not part of valid UTF-8 becomes a scalar of a
/// reserved private-use block, U+10F780 + (byte − 0x80), and every system call is given the bytes
/// back. A name that already holds a scalar of that block has the scalar's own bytes encoded the
/// same way, so any bytes → String → bytes is the identity, and valid UTF-8 names stay as they are.
public enum PathBytes {
    /// The scalar that stands for byte 0x80; 0xFF maps to U+10F7FF.
    static let base: UInt32 = 0x10F700

    /// The reserved scalars, one per byte 0x80…0xFF (bytes below 0x80 are always valid UTF-8).
    static let reserved: ClosedRange<UInt32> = (base + 0x80)...(base + 0xFF)

    /// The byte a reserved scalar stands for; nil for any other scalar.
    public static func byte(standingFor scalar: Unicode.Scalar) -> UInt8? {
        reserved.contains(scalar.value) ? UInt8(scalar.value - base) : nil
    }

    /// `bytes` as a path String: valid UTF-8 as it is, every other byte as its reserved scalar.
    public static func string(_ bytes: some Collection<UInt8>) -> String {
        if let text = String(validating: bytes, as: UTF8.self), !text.unicodeScalars.contains(where: isReserved) {
            return text
        }
        var result = String.UnicodeScalarView()
        var rest = bytes[...]
        while !rest.isEmpty {
            var parser = Unicode.UTF8.ForwardParser()
            var iterator = rest.makeIterator()
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if isReserved(scalar) {
                    result.append(contentsOf: encoded.map(scalar(for:)))
                } else {
                    result.append(scalar)
                }
                rest = rest.dropFirst(encoded.count)
            case .error(let length):
                result.append(contentsOf: rest.prefix(length).map(scalar(for:)))
                rest = rest.dropFirst(length)
            case .emptyInput:
                rest = rest.dropFirst(rest.count)
            }
        }
        return String(result)
    }

    /// The bytes a path String names: the inverse of `string`.
    public static func bytes(_ path: String) -> [UInt8] {
        guard path.unicodeScalars.contains(where: isReserved) else { return Array(path.utf8) }
        var result: [UInt8] = []
        result.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if let byte = byte(standingFor: scalar) {
                result.append(byte)
            } else {
                result.append(contentsOf: String(scalar).utf8)
            }
        }
        return result
    }

    /// Calls `body` with the path's bytes as a C string, for a system call.
    public static func withCString<Result>(
        _ path: String, _ body: (UnsafePointer<CChar>) throws -> Result
    ) rethrows -> Result {
        guard path.unicodeScalars.contains(where: isReserved) else { return try path.withCString(body) }
        let terminated = bytes(path).map { CChar(bitPattern: $0) } + [0]
        return try terminated.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// Whether the path names bytes that are not UTF-8 (or holds a reserved scalar literally).
    public static func isVerbatimText(_ path: String) -> Bool {
        !path.unicodeScalars.contains(where: isReserved)
    }

    /// The path for a person to read, on one line: the bytes that are not UTF-8 written as `\xFF`,
    /// everything else as it is.
    public static func shown(_ path: String) -> String {
        guard !isVerbatimText(path) else { return path }
        var result = ""
        for scalar in path.unicodeScalars {
            if let byte = byte(standingFor: scalar) {
                result += MessageText.byteEscape(byte)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The path's bytes percent-encoded for a URL's path (RFC 3986: unreserved characters, the
    /// sub-delimiters, ":", "@" and "/" as they are), so a link reaches the very file.
    public static func percentEncoded(_ path: String) -> String {
        var result = ""
        for byte in bytes(path) {
            if byte < 0x80, urlPathAllowed.contains(Unicode.Scalar(byte)) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return result
    }

    /// A relative path as a URL reference that can only be read as a path: percent-encoded, and
    /// starting with `./` (or `../`), so that no name (`javascript:alert(1).png`, `data:…`,
    /// `x:y.json`) is ever taken for a scheme, nor `//host` for an authority. The one way a report
    /// (HTML, SARIF) writes a link to a file.
    public static func relativeReference(_ path: String) -> String {
        let encoded = percentEncoded(path)
        if encoded == ".." || encoded.hasPrefix("../") || encoded.hasPrefix("./") { return encoded }
        return "./" + encoded.drop { $0 == "/" }
    }

    private static let urlPathAllowed = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/".unicodeScalars)

    static func isReserved(_ scalar: Unicode.Scalar) -> Bool { reserved.contains(scalar.value) }

    private static func scalar(for byte: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(base + UInt32(byte))!
    }
}
