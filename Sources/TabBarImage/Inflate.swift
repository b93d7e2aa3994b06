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
        var size = 0
        var status: Int32 = 0
        // Not zeroed: a document of many small streams would otherwise clear the whole bound for each.
        let out = [UInt8](unsafeUninitializedCapacity: maxBytes) { buffer, initialized in
            status = tbk_zlib_inflate_bounded(data.bindMemory(to: UInt8.self).baseAddress, data.count, buffer.baseAddress, maxBytes, &size)
            initialized = size
        }
        switch tbk_inflate_status(rawValue: UInt32(status)) {
        case TBK_INFLATE_OK: return .complete(out)
        case TBK_INFLATE_TRUNCATED: return .truncated(out)
        case TBK_INFLATE_TOO_LARGE: return .tooLarge
        default: return .corrupt
        }
    }
}
