import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TabBarModel

/// Reads the tab bar controllers of a storyboard or xib: their relationship segues in order,
/// each child's `<tabBarItem>` and the bar's `tintColor`, with an XML parser that resolves no
/// entities and a document refused outright if it declares any (Xcode never writes a DOCTYPE).
struct StoryboardReader {
    let path: String
    let limits: ImportLimits

    struct Element {
        var name: String
        var attributes: [String: String]
        var line: Int
        var children: [Int] = []
        var parent: Int?
    }

    func read(_ text: String) -> Result<(bars: [ImportedTabBar], unknowns: [ImportUnknown]), ImportProblem> {
        if text.contains("<!DOCTYPE") || text.contains("<!ENTITY") {
            return .failure(ImportProblem(provenance: Provenance(file: path, line: Self.line(of: "<!", in: text)), message: "declares a DOCTYPE or entities, which Xcode never writes; not read (entities are not expanded)"))
        }
        let builder = TreeBuilder(maxDepth: limits.maxXMLDepth)
        let parser = XMLParser(data: Data(text.utf8))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = builder
        _ = parser.parse()
        if let failure = builder.failure {
            return .failure(ImportProblem(provenance: Provenance(file: path, line: failure.line), message: failure.message))
        }
        if let error = parser.parserError, builder.elements.isEmpty || builder.openCount != 0 {
            return .failure(ImportProblem(provenance: Provenance(file: path, line: parser.lineNumber), message: "not a well-formed storyboard (\(error.localizedDescription)); not read"))
        }
        return .success(bars(in: builder.elements))
    }

    private static func line(of marker: String, in text: String) -> Int {
        guard let range = text.range(of: marker) else { return 1 }
        return text[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }

    private func bars(in elements: [Element]) -> (bars: [ImportedTabBar], unknowns: [ImportUnknown]) {
        var byID: [String: Int] = [:]
        var systemImages: Set<String> = []
        for (index, element) in elements.enumerated() {
            if let id = element.attributes["id"] { byID[id] = index }
            if element.name == "image", element.attributes["catalog"] == "system", let name = element.attributes["name"] { systemImages.insert(name) }
            if element.name == "systemImage" || (element.name == "image" && element.attributes["catalog"] == "system") {
                if let name = element.attributes["name"] { systemImages.insert(name) }
            }
        }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        var bars: [ImportedTabBar] = []
        var unknowns: [ImportUnknown] = []
        let controllers = elements.indices.filter { elements[$0].name == "tabBarController" }
        for (number, controllerIndex) in controllers.enumerated() {
            let controller = elements[controllerIndex]
            // Named by the storyboard and the scene's identifier or class; the position only
            // when the scene has neither.
            let sceneName = controller.attributes["storyboardIdentifier"] ?? controller.attributes["customClass"]
                ?? (controllers.count > 1 ? "tab-bar-controller-\(number + 1)" : "tab-bar-controller")
            var bar = ImportedTabBar(name: stem + "-" + sceneName, kind: .interfaceBuilder, provenance: Provenance(file: path, line: controller.line))
            let segues = descendants(of: controllerIndex, in: elements).filter {
                elements[$0].name == "segue" && elements[$0].attributes["kind"] == "relationship" && elements[$0].attributes["relationship"] == "viewControllers"
            }
            for (position, segueIndex) in segues.enumerated() {
                let segue = elements[segueIndex]
                var tab = ImportedTab(provenance: Provenance(file: path, line: segue.line))
                guard let destination = segue.attributes["destination"].flatMap({ byID[$0] }) else {
                    unknowns.append(ImportUnknown(provenance: tab.provenance, bar: bar.name, field: "tabs[\(position)]", reason: "the segue's destination is not in this file; drawn untitled"))
                    bar.tabs.append(tab)
                    continue
                }
                if let itemIndex = directChildren(of: destination, in: elements).first(where: { elements[$0].name == "tabBarItem" }) {
                    let item = elements[itemIndex]
                    let at = Provenance(file: path, line: item.line)
                    if let title = item.attributes["title"] { tab.title = Traced(.verbatim(title), at: at) }
                    if let image = item.attributes["image"] {
                        tab.icon = Traced(systemImages.contains(image) ? .symbol(image) : .asset(image), at: at)
                    }
                    if let image = item.attributes["selectedImage"] {
                        tab.selectedIcon = Traced(systemImages.contains(image) ? .symbol(image) : .asset(image), at: at)
                    }
                    if let system = item.attributes["systemItem"],
                       let icon = SystemIcon.allCases.first(where: { UIKitReader.systemItemName($0) == system }) {
                        tab.icon = Traced(.systemItem(icon.rawValue), at: at)
                        tab.title = Traced(.verbatim(UIKitReader.systemItemTitle(icon)), at: at)
                    }
                    if let badge = item.attributes["badgeValue"], !badge.isEmpty {
                        tab.badge = Traced(Int(badge).map { .count($0) } ?? .text(.verbatim(badge)), at: at)
                    }
                    if let tag = item.attributes["tag"] { tab.id = "tag-\(tag)" }
                    // Localised storyboards look the title up by `<objectID>.title` in Main.strings.
                    if let id = item.attributes["id"], let title = item.attributes["title"] {
                        tab.title = Traced(.localized(key: "\(id).title", table: stem, fallback: title), at: at)
                    }
                    // A user-defined runtime attribute runs the app's own setter when the item
                    // loads (Open Food Facts sets its title from a string key that way).
                    let runtime = directChildren(of: itemIndex, in: elements).filter { elements[$0].name == "userDefinedRuntimeAttributes" }
                        .flatMap { directChildren(of: $0, in: elements) }.compactMap { elements[$0].attributes["keyPath"] }
                    if !runtime.isEmpty {
                        let names = runtime.map { "`\($0)`" }.joined(separator: ", ")
                        unknowns.append(ImportUnknown(
                            provenance: at, bar: bar.name, field: "tabs[\(position)]",
                            reason: "the item sets \(names) through the app's code when it loads (a user-defined runtime attribute); its effect is not drawn"))
                    }
                } else if let title = elements[destination].attributes["title"] {
                    tab.title = Traced(.verbatim(title), at: Provenance(file: path, line: elements[destination].line))
                } else {
                    unknowns.append(ImportUnknown(provenance: tab.provenance, bar: bar.name, field: "tabs[\(position)]", reason: "the scene has no tabBarItem; drawn untitled"))
                }
                bar.tabs.append(tab)
            }
            if let tabBar = directChildren(of: controllerIndex, in: elements).first(where: { elements[$0].name == "tabBar" }) {
                for colorIndex in directChildren(of: tabBar, in: elements) where elements[colorIndex].name == "color" {
                    let color = elements[colorIndex]
                    let at = Provenance(file: path, line: color.line)
                    guard let value = Self.color(color.attributes) else {
                        unknowns.append(ImportUnknown(provenance: at, bar: bar.name, field: color.attributes["key"] ?? "color", reason: "a colour this reader does not know; the default is drawn"))
                        continue
                    }
                    switch color.attributes["key"] {
                    case "tintColor", "selectedImageTintColor": bar.tint = Traced(value, at: at)
                    case "barTintColor": bar.barTint = Traced(value, at: at)
                    case "unselectedItemTintColor": bar.unselectedTint = Traced(value, at: at)
                    default: break
                    }
                }
            }
            if segues.isEmpty {
                unknowns.append(ImportUnknown(provenance: bar.provenance, bar: bar.name, field: "tabs", reason: "the controller has no relationship segues; its tabs are set in code"))
            }
            bars.append(bar)
        }
        return (bars, unknowns)
    }

    /// `red green blue alpha` (sRGB or calibrated RGB), `white alpha`, `systemColor`, `name`.
    static func color(_ attributes: [String: String]) -> ImportedColor? {
        func number(_ key: String) -> Double? {
            attributes[key].flatMap(Double.init).flatMap { $0.isFinite ? min(max($0, 0), 1) : nil }
        }
        let alpha = number("alpha") ?? 1
        if let system = attributes["systemColor"] { return SystemColors.color(named: system) }
        if let cocoa = attributes["cocoaTouchSystemColor"] { return SystemColors.color(named: cocoa) }
        if let name = attributes["name"] { return SystemColors.color(named: name) ?? .asset(name) }
        if let white = number("white") { return .value(light: Color(red: white, green: white, blue: white, alpha: alpha), dark: nil) }
        if let red = number("red"), let green = number("green"), let blue = number("blue") {
            return .value(light: Color(red: red, green: green, blue: blue, alpha: alpha), dark: nil)
        }
        return nil
    }

    private func directChildren(of index: Int, in elements: [Element]) -> [Int] {
        elements[index].children
    }

    private func descendants(of index: Int, in elements: [Element]) -> [Int] {
        var result: [Int] = []
        var stack = elements[index].children.reversed() as [Int]
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: elements[next].children.reversed())
        }
        return result
    }
}

/// Builds the element tree, refusing depth beyond the limit (and stopping the parser there).
private final class TreeBuilder: NSObject, XMLParserDelegate {
    let maxDepth: Int
    var elements: [StoryboardReader.Element] = []
    var stack: [Int] = []
    var failure: (line: Int, message: String)?
    var openCount: Int { stack.count }

    init(maxDepth: Int) {
        self.maxDepth = maxDepth
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        guard stack.count < maxDepth else {
            failure = (parser.lineNumber, "elements nested more than \(maxDepth) deep; not read")
            parser.abortParsing()
            return
        }
        let index = elements.count
        elements.append(StoryboardReader.Element(name: name, attributes: attributes, line: parser.lineNumber, parent: stack.last))
        if let parent = stack.last { elements[parent].children.append(index) }
        stack.append(index)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        nil
    }
}
