import Foundation

/// The page's own files, resources of this module: served by name from this list only, so the
/// page works offline (no CDN, no web fonts) and no URL names any other file.
enum PageAssets {
    struct Asset {
        let data: Data
        let type: String
    }

    static let types = [
        "index.html": "text/html; charset=utf-8",
        "preview.js": "text/javascript; charset=utf-8",
        "preview.css": "text/css; charset=utf-8",
    ]

    static func named(_ name: String) -> Asset? {
        guard let type = types[name],
              let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Assets"),
              let data = try? Data(contentsOf: url)
        else { return nil }
        return Asset(data: data, type: type)
    }
}
