#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// Errors thrown by `ImageComparator.compare`.
public enum DiffError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// The two images do not have the same pixel size.
    case sizeMismatch(expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int)
    /// An option is out of range; the string says which and why.
    case invalidOptions(String)

    public var description: String {
        switch self {
        case let .sizeMismatch(ew, eh, aw, ah):
            return "Image sizes differ: expected \(ew)×\(eh) px, actual \(aw)×\(ah) px"
        case let .invalidOptions(message):
            return "Invalid image diff options: \(message)"
        }
    }

    public var errorDescription: String? { description }
}
