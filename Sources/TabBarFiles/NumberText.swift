#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A number written by C's printf, for the modules the small `tabbar` links (TabBarFiles,
/// TabBarImage, ImageDiff, TabBarCommandLine), which go without Foundation's `String(format:)`;
/// printf's rounding (round half to even on the exact binary value) is the rounding their
/// messages have always had. The modules above them still use `String(format:)`. The process
/// never sets a locale, so the decimal separator is always a point.
public enum NumberText {
    /// `value` through one printf conversion, e.g. `printf("%.2f", 0.125)` → "0.12".
    public static func printf(_ format: String, _ value: Double) -> String {
        withVaList([value]) { arguments in
            var buffer = [CChar](repeating: 0, count: 64)
            let needed = Int(vsnprintf(&buffer, buffer.count, format, arguments))
            guard needed >= buffer.count else { return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
            // Only very large numbers with %f: write again into a buffer of the size printf asked for.
            return withVaList([value]) { again in
                var large = [CChar](repeating: 0, count: needed + 1)
                _ = vsnprintf(&large, large.count, format, again)
                return String(decoding: large.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
        }
    }

    /// `value` as eight or sixteen lowercase hex digits, zero-padded (`%08x`, `%016llx`).
    public static func hex<Value: FixedWidthInteger & UnsignedInteger>(_ value: Value) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, Value.bitWidth / 4 - digits.count)) + digits
    }
}
