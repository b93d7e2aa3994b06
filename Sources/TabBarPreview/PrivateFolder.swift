import Foundation
import TabBarFiles

/// A folder made new for one run of the preview, that only this user may enter. `mkdtemp` picks
/// a name no one can know beforehand and makes it with mode 0700, so no other user can have
/// planted a folder or a link there first, nor put one in it later; a fixed name such as
/// `tabbar-preview-<pid>` could be made in a shared /tmp by anyone, ahead of the run.
public enum PrivateFolder {
    /// A new folder in `parent`, named `prefix` and six random characters.
    public static func make(in parent: String, prefix: String) throws(PrivateFolderError) -> String {
        var template = Array(FilePaths.join(parent, prefix + "XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw PrivateFolderError(parent: parent, systemReason: String(cString: strerror(errno)))
        }
        return String(cString: made)
    }
}

public struct PrivateFolderError: Error, CustomStringConvertible {
    public let parent: String
    public let systemReason: String

    public var description: String { "cannot make a private folder in \(parent): \(systemReason)" }
}
