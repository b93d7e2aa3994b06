import Foundation
import TabBarImage
import TabBarModel
import TabBarPreview
import TabBarRender
import XCTest

/// A scratch folder with one spec, and a preview server on a free port drawing it.
final class PreviewFixture: Sendable {
    let folder: URL
    let spec: URL
    let server: PreviewServer
    let port: UInt16
    private let running: Task<Void, any Error>

    /// A phone bar with a badge; `badge` and `appearance` are what the tests change.
    static func specText(badge: String = "3", appearance: String = "light") -> String {
        """
        # a spec the preview tests save again and again
        device: iphone-15
        ios: 17
        appearance: \(appearance)
        selected: recents
        tabs:
          - { id: favorites, title: Favorites, icon: "system:favorites" }
          - { id: recents, title: Recents, icon: "system:recents", badge: \(badge) }
          - { id: contacts, title: Contacts, icon: "system:contacts" }

        """
    }

    init(
        specText: String = PreviewFixture.specText(), matrix: [String] = [], referenceDirectory: String? = nil,
        headDeadline: Duration = .seconds(10), maxPictures: Int = 500, moreSpecs: Int = 0
    ) async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        spec = folder.appendingPathComponent("phone.yaml")
        try specText.write(to: spec, atomically: true, encoding: .utf8)
        for index in 0..<moreSpecs {
            try specText.write(to: folder.appendingPathComponent("tablet-\(index).yaml"), atomically: true, encoding: .utf8)
        }
        let options = PreviewOptions(
            inputs: [folder.path], matrix: try SpecMatrix(arguments: matrix),
            resources: try RenderResources.fromEnvironment(iconDirectory: nil), referenceDirectory: referenceDirectory,
            maxPictures: maxPictures)
        let board = try PreviewBoard(options: options)
        server = try PreviewServer(board: board, port: 0, interval: 0.05, headDeadline: headDeadline)
        let server = server
        running = Task { try await server.run() }
        try await server.waitUntilListening()
        port = try await server.port()
        // The first pictures are drawn after the server listens.
        while await server.board.state().generation == 0 { try await Task.sleep(for: .milliseconds(10)) }
    }

    var probe: HTTPProbe { HTTPProbe(port: port) }

    /// Writes the spec anew; the stamp the watcher compares moves even within one second.
    func save(_ text: String) throws {
        try text.write(to: spec, atomically: true, encoding: .utf8)
        let later = Date().addingTimeInterval(Double.random(in: 1...1000))
        try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: spec.path)
    }

    func stop() async {
        await server.stop()
        _ = await running.result
        try? FileManager.default.removeItem(at: folder)
    }
}

/// The first picture's fields in a state event's JSON.
struct PictureSummary {
    let id: Int
    let version: Int
    let problem: [String: Any]?

    init?(stateJSON: String) {
        guard let state = try? JSONSerialization.jsonObject(with: Data(stateJSON.utf8)) as? [String: Any],
              let specs = state["specs"] as? [[String: Any]],
              let pictures = specs.first?["pictures"] as? [[String: Any]],
              let picture = pictures.first,
              let id = picture["id"] as? Int, let version = picture["version"] as? Int
        else { return nil }
        self.id = id
        self.version = version
        self.problem = picture["problem"] as? [String: Any]
    }
}
