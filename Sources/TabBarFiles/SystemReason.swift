import Foundation

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

public func systemReason(of error: Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
        return systemReason(Int32(underlying.code))
    }
    if nsError.domain == NSPOSIXErrorDomain { return systemReason(Int32(nsError.code)) }
    switch nsError.code {
    case NSFileWriteNoPermissionError, NSFileReadNoPermissionError: return "permission denied"
    case NSFileWriteOutOfSpaceError: return "no space left on the device"
    case NSFileWriteVolumeReadOnlyError: return "the file system is read-only"
    case NSFileWriteFileExistsError: return "a file is in the way of a folder"
    default: return "the system refused (\(nsError.domain) \(nsError.code))"
    }
}
