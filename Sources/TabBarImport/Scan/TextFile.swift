import Foundation
import TabBarFiles

/// Reads one of the app's files as text, bounded in size, or says in a line why not.
enum TextFile {
    static func read(_ path: String, limits: ImportLimits, allowUTF16: Bool = false) -> Result<String, ImportProblem> {
        let data: Data
        do {
            data = try BoundedFile.read(path, maxBytes: limits.maxFileBytes)
        } catch {
            return .failure(ImportProblem(provenance: Provenance(file: path, line: 0), message: "\(error)"))
        }
        // Old `.strings` files are often UTF-16 with a byte-order mark.
        if allowUTF16, data.count >= 2, (data[data.startIndex] == 0xFF && data[data.startIndex + 1] == 0xFE) || (data[data.startIndex] == 0xFE && data[data.startIndex + 1] == 0xFF) {
            if let text = String(data: data, encoding: .utf16) { return .success(text) }
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(ImportProblem(provenance: Provenance(file: path, line: 0), message: "not UTF-8 text; not read"))
        }
        return .success(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
    }
}
