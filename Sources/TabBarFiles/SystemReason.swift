#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// The system's words for an error number, in the terms a person acts on.
public func systemReason(_ code: Int32) -> String {
    switch code {
    case ENOSPC: "no space left on the device"
    case EACCES, EPERM: "permission denied"
    case ENOENT: "no such folder"
    case ENOTDIR: "a part of the path is not a folder"
    case EROFS: "the file system is read-only"
    case EISDIR: "it is a folder; expected a file"
    case EFBIG: "the file is too large"
    default: String(cString: strerror(code))
    }
}
