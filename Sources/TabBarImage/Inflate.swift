import CPNG

/// A zlib stream inflated into a bounded buffer: what a document's compressed data would expand
/// to is decided by the caller's limit, never by the document.
public enum Inflated: Equatable, Sendable {
    case complete([UInt8])
    /// The stream stopped before its end marker; these are the bytes it gave.
    case truncated([UInt8])
    case tooLarge
    case corrupt

    public static func zlib(_ data: UnsafeRawBufferPointer, maxBytes: Int) -> Inflated {
        var out = [UInt8](repeating: 0, count: maxBytes)
        var size = 0
        let status = out.withUnsafeMutableBufferPointer { buffer in
            tbk_zlib_inflate_bounded(data.bindMemory(to: UInt8.self).baseAddress, data.count, buffer.baseAddress, maxBytes, &size)
        }
        switch tbk_inflate_status(rawValue: UInt32(status)) {
        case TBK_INFLATE_OK: return .complete(Array(out.prefix(size)))
        case TBK_INFLATE_TRUNCATED: return .truncated(Array(out.prefix(size)))
        case TBK_INFLATE_TOO_LARGE: return .tooLarge
        default: return .corrupt
        }
    }
}
