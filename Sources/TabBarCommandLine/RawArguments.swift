#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
import TabBarImage

/// Arguments whose bytes are not UTF-8. On Linux `CommandLine.arguments` repairs such bytes into
/// U+FFFD, so a spec named with them would be "no such file" and an output would be written under
/// another name. A Swift String, which every option and path becomes, cannot hold them, so the
/// command line is refused instead, the bytes shown escaped, before anything is read or written.
public enum RawArguments {
    /// One line naming the first argument that is not UTF-8; nil when every one is.
    public static func nonUTF8Problem(
        count: Int32 = CommandLine.argc,
        values: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = CommandLine.unsafeArgv
    ) -> String? {
        for index in 1..<max(1, Int(count)) {
            guard let pointer = values[index] else { continue }
            let bytes = UnsafeRawBufferPointer(start: pointer, count: strlen(pointer))
            if String(validating: bytes, as: UTF8.self) == nil {
                return "argument \(index) \"\(MessageText.shorten(MessageText.escape(bytes: bytes), to: 200))\" is not UTF-8 text; "
                    + "tabbar reads paths and options as UTF-8: rename the file or use a name that is"
            }
        }
        return nil
    }
}
