import Foundation
import TabBarModel
import XCTest

/// The one walk over a layout's frames reaches every frame, found here by reflection (so a field
/// added later and left out of the walk fails), and right-to-left layouts are the exact mirror of
/// their left-to-right twins, for every example and the iOS 26 and iPad cases that once drifted.
final class FrameWalkTests: XCTestCase {
    private static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    /// Every example, and the cases whose frames two hand-written walks once listed differently.
    private func layouts() throws -> [(name: String, spec: Spec)] {
        var cases: [(String, Spec)] = []
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
        XCTAssertGreaterThan(files.count, 40)
        for file in files {
            cases.append((file, try SpecDocument(contentsOf: Self.examples.appendingPathComponent(file)).spec))
        }
        let extra: [(String, String)] = [
            ("glass search", "device: iphone-17-pro\nios: 26\ntabs:\n  - { title: A }\n  - { title: B }\n  - { title: Search, role: search }\n"),
            ("glass minimised", "device: iphone-17-pro\nios: 26\nminimized: true\naccessory: { title: Song }\ntabs:\n  - { title: A }\n  - { title: B }\n  - { title: Search, role: search }\n"),
            ("iPad sidebar", "device: ipad-pro-11\nios: 18\nmode: sidebar\ntabs:\n  - { id: a, title: A }\n  - { id: b, title: B }\n  - { id: c, title: C }\n  - { id: d, title: D }\ngroups:\n  - { title: Library, children: [c, d] }\n"),
            ("iPad top bar", "device: ipad-pro-13\nios: 26\ntabs:\n  - { title: A }\n  - { title: B }\n  - { title: C }\n"),
        ]
        for (name, yaml) in extra {
            do {
                cases.append((name, try SpecDocument(yaml: yaml).spec))
            } catch {
                XCTFail("\(name): \(error)")
            }
        }
        return cases
    }

    func testTheWalkReachesEveryFrame() throws {
        for (name, spec) in try layouts() {
            let layout = try makeLayout(spec)
            let moved = layout.walkingFrames(.offset(dx: 1000, dy: 500))
            let before = Self.rects(in: layout), after = Self.rects(in: moved)
            XCTAssertEqual(Set(before.keys), Set(after.keys), name)
            XCTAssertFalse(before.isEmpty, name)
            for (path, rect) in before {
                XCTAssertEqual(after[path], rect.offsetBy(dx: 1000, dy: 500), "\(name): \(path) is not in the walk")
            }
        }
    }

    func testEveryRightToLeftFrameMirrorsItsLeftToRightTwin() throws {
        var checked = 0
        for (name, spec) in try layouts() where spec.supportsRightToLeft {
            var ltrSpec = spec, rtlSpec = spec
            ltrSpec.layoutDirection = .ltr
            rtlSpec.layoutDirection = .rtl
            let ltr = try makeLayout(ltrSpec), rtl = try makeLayout(rtlSpec)
            XCTAssertEqual(rtl.layoutDirection, .rtl, name)
            let axis = 2 * ltr.screenFrame.midX
            let left = Self.rects(in: ltr), right = Self.rects(in: rtl)
            XCTAssertEqual(Set(left.keys), Set(right.keys), name)
            for (path, rect) in left {
                let mirrored = Rect(x: axis - rect.x - rect.width, y: rect.y, width: rect.width, height: rect.height)
                guard let twin = right[path] else { continue }
                XCTAssertEqual(twin.x, mirrored.x, accuracy: 1e-9, "\(name): \(path)")
                XCTAssertEqual(twin.y, mirrored.y, accuracy: 1e-9, "\(name): \(path)")
                XCTAssertEqual(twin.width, mirrored.width, accuracy: 1e-9, "\(name): \(path)")
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 30)
    }

    func testTheSearchButtonAndTheSidebarFollowTheMirror() throws {
        let search = try SpecDocument(yaml: "device: iphone-17-pro\nios: 26\nlayoutDirection: rtl\ntabs:\n  - { title: A }\n  - { title: B }\n  - { title: Search, role: search }\n").spec
        let layout = try makeLayout(search)
        let capsule = try XCTUnwrap(layout.bar.capsule), button = try XCTUnwrap(layout.bar.searchButton)
        XCTAssertLessThan(button.maxX, capsule.minX, "the search circle sits left of the capsule in right-to-left")
    }

    /// Every `Rect` in a value, by the path of property names and indices that leads to it.
    static func rects(in value: Any, path: String = "") -> [String: Rect] {
        if let rect = value as? Rect { return [path: rect] }
        var found: [String: Rect] = [:]
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            for child in mirror.children { found.merge(rects(in: child.value, path: path)) { $1 } }
            return found
        }
        for (index, child) in mirror.children.enumerated() {
            let name = child.label ?? "[\(index)]"
            found.merge(rects(in: child.value, path: path + "." + name)) { $1 }
        }
        return found
    }
}
