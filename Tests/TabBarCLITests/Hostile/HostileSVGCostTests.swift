import Foundation
import XCTest

/// Issue 28, round two, §5: the findings that ran past 20 s are refused in one line, exit 2.
final class HostileSVGCostTests: XCTestCase {
    private func svg(_ body: String, side: Int = 25) -> String {
        "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' width='\(side)' height='\(side)' viewBox='0 0 \(side) \(side)'>\(body)</svg>"
    }

    private let blur = "<filter id='f' x='-50%' y='-50%' width='200%' height='200%'><feGaussianBlur stdDeviation='20'/></filter>"

    func testFiltersThroughStyleSheetsAndUsesAreRefusedNamingTheCount() throws {
        let hostile = try HostileCase()
        let cases: [(String, String, String)] = [
            ("sheet.svg", svg(blur + "<style>rect{filter:url(#f)}</style>" + String(repeating: "<rect width='25' height='25'/>", count: 500)), "500 passes"),
            ("uses.svg", svg(blur + "<defs><rect id='r' width='25' height='25' filter='url(#f)'/></defs>" + String(repeating: "<use xlink:href='#r'/>", count: 300)), "301 passes"),
        ]
        for (name, text, count) in cases {
            _ = try hostile.write(text, name)
            let spec = try hostile.write("device: iphone-15\nios: 17\ntabs:\n  - { title: A, icon: \"\(name)\" }\n  - { title: B }\n", "spec-\(name).yaml")
            try hostile.expectFailure(["render", spec, "-o", "out.png"], status: 2, naming: ["spec-\(name).yaml", "tabs[0].icon", name, count, "at most 256"])
        }
    }

    func testPicturesMayHaveNoFilter() throws {
        let hostile = try HostileCase()
        _ = try hostile.write(svg(blur + "<rect width='1000' height='1000' filter='url(#f)'/>", side: 1000), "blurred.svg")
        let backdrop = try hostile.write("device: ipad-pro-13\nios: 17\nbackdrop: blurred.svg\ntabs:\n  - { title: A }\n  - { title: B }\n", "backdrop.yaml")
        try hostile.expectFailure(["render", backdrop, "-o", "out.png"], status: 2, naming: ["backdrop.yaml", "backdrop", "blurred.svg", "may have none"])
        let content = try hostile.write("device: ipad-pro-13\nios: 17\ncontent: { image: blurred.svg }\nnavigationBar: { title: X }\ntabs:\n  - { title: A }\n  - { title: B }\n", "content.yaml")
        try hostile.expectFailure(["render", content, "-o", "out.png"], status: 2, naming: ["content.yaml", "content.image", "may have none"])
    }

    func testTheMostFilteredIconAcceptedStillRenders() throws {
        let hostile = try HostileCase()
        _ = try hostile.write(svg(blur + "<style>.s{filter:url(#f)}</style>" + String(repeating: "<rect class='s' width='25' height='25'/>", count: 256)), "most.svg")
        let spec = try hostile.write("device: iphone-15\nios: 17\ntabs:\n  - { title: A, icon: most.svg }\n  - { title: B }\n", "most.yaml")
        let run = try hostile.cli.run(["render", spec, "-o", "most.png"], in: hostile.folder)
        XCTAssertEqual(run.status, 0, run.stderr)
    }
}
