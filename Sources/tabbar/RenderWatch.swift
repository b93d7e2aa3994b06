import Foundation
import TabBarImage
import TabBarModel

/// `render --watch`: renders, then polls the specs and the files they draw from, and renders
/// again when one changes. A failed render prints its error and keeps the last good outputs
/// (outputs are written all or nothing), and watching goes on.
struct RenderWatch {
    let specs: [String]
    let overrides: [SpecOverride]
    let systemIcons: String
    /// How often files are looked at; between looks the process sleeps.
    var interval: TimeInterval = 0.25
    /// Stop after this many renders (for tests); nil watches until interrupted.
    var limit: Int?

    /// What a file looked like: a change in either is an edit. Nil for a file that is not there.
    struct Stamp: Equatable {
        let modified: Date
        let size: Int
    }

    func run(render: () throws -> Int) {
        var last: [String: Stamp?]?
        var renders = 0
        var scanned: [String: Scan] = [:]
        while limit.map({ renders < $0 }) ?? true {
            let now = stamps(scanned: &scanned)
            guard now != last else {
                Thread.sleep(forTimeInterval: interval)
                continue
            }
            last = now
            let started = Date()
            do {
                let count = try render()
                let milliseconds = Int((Date().timeIntervalSince(started) * 1000).rounded())
                say("\(Self.clock(started)) rendered \(count) file\(count == 1 ? "" : "s") in \(milliseconds) ms")
            } catch let failure as CommandFailure {
                say("\(Self.clock(started)) failed, last good output kept: \(failure.lines.map { MessageText.oneLine($0) }.joined(separator: "; "))")
            } catch {
                say("\(Self.clock(started)) failed, last good output kept: \(MessageText.oneLine("\(error)"))")
            }
            renders += 1
        }
    }

    /// One line, written at once: a pipe's reader sees each render as it happens.
    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// A spec's bytes and the assets they name: a spec that did not change is not parsed again
    /// at every look.
    struct Scan {
        let data: Data
        let assets: [SpecAsset]
    }

    /// The specs, then every file they name, each as it is now.
    private func stamps(scanned: inout [String: Scan]) -> [String: Stamp?] {
        var files = specs
        for spec in specs {
            guard let data = try? BoundedFile.read(spec, maxBytes: SpecInputLimits.maxBytes) else { continue }
            let folder = (spec as NSString).deletingLastPathComponent
            let assets: [SpecAsset]
            if let known = scanned[spec], known.data == data {
                assets = known.assets
            } else {
                assets = SpecDecoder.assets(in: data, overrides: overrides)
                scanned[spec] = Scan(data: data, assets: assets)
            }
            for asset in assets {
                switch asset {
                case .file(let path):
                    files.append(path.hasPrefix("/") ? path : ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent(path))
                case .system(let name):
                    files.append((systemIcons as NSString).appendingPathComponent(name + ".svg"))
                }
            }
        }
        var result: [String: Stamp?] = [:]
        for file in files {
            var info = stat()
            result[file] = PathBytes.withCString(file, { stat($0, &info) }) == 0
                ? Stamp(modified: Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9), size: Int(info.st_size))
                : nil
        }
        return result
    }

    private static func clock(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: date)
    }
}
