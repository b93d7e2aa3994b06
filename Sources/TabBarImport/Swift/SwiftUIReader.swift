import SwiftSyntax
import TabBarModel

/// Reads SwiftUI's `TabView { … }`: its tabs (`.tabItem`, iOS 18's `Tab` and `TabSection`,
/// `ForEach` over an enum), badges, tint, style, accessory, minimising and initial selection.
struct SwiftUIReader {
    let values: ValueReader
    private(set) var unknowns: [ImportUnknown] = []
    private var bar: ImportedTabBar
    /// Tag or value per tab, to resolve the selection.
    private var tags: [String?] = []

    init(values: ValueReader, name: String, provenance: Provenance) {
        self.values = values
        bar = ImportedTabBar(name: name, kind: .swiftUI, provenance: provenance)
    }

    /// All `TabView` calls in the file (not those styled as pages, which are not tab bars).
    static func tabViews(in file: SwiftFile) -> [FunctionCallExprSyntax] {
        let finder = TabViewFinder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        return finder.found.filter { call in
            !SwiftShapes.outerModifiers(of: call).contains { modifier in
                modifier.name == "tabViewStyle" && SwiftShapes.firstUnlabeled(modifier.call).map { style in
                    let text = style.trimmedDescription
                    return text.hasPrefix(".page") || text.hasPrefix("PageTabViewStyle") || text.hasPrefix(".verticalPage") || text.hasPrefix(".carousel")
                } ?? false
            }
        }
    }

    mutating func read(_ call: FunctionCallExprSyntax, file: SwiftFile) -> (ImportedTabBar, [ImportUnknown]) {
        if let content = SwiftShapes.closure(call, "content") {
            readContent(content.statements, file: file, scope: .empty, section: nil)
        }
        for modifier in SwiftShapes.outerModifiers(of: call) {
            readBarModifier(modifier.name, modifier.call, file: file)
        }
        if let selection = SwiftShapes.argument(call, "selection") {
            readSelection(selection, file: file, typeName: call.enclosingTypeName)
        }
        return (bar, unknowns)
    }

    private mutating func unknown(_ field: String, _ reason: String, _ provenance: Provenance) {
        unknowns.append(ImportUnknown(provenance: provenance, bar: bar.name, field: field, reason: reason))
    }

    private var nextField: String { "tabs[\(bar.tabs.count)]" }

    // MARK: The tabs

    private mutating func readContent(_ statements: CodeBlockItemListSyntax, file: SwiftFile, scope: Scope, section: Traced<ImportedText>?) {
        for item in statements {
            switch item.item {
            case .expr(let expression):
                readTabExpression(Located(node: expression, file: file), scope: scope, section: section)
            case .stmt(let statement):
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                    if let ifExpr = expression.as(IfExprSyntax.self) {
                        unknown(nextField, "tabs shown only when `\(ValueReader.short(ifExpr.conditions))`; drawn as if it holds", file.provenance(of: ifExpr))
                        readContent(ifExpr.body.statements, file: file, scope: scope, section: section)
                    } else {
                        readTabExpression(Located(node: expression, file: file), scope: scope, section: section)
                    }
                }
            case .decl(let decl):
                if let ifConfig = decl.as(IfConfigDeclSyntax.self), let clause = ifConfig.clauses.first {
                    let condition = clause.condition.map { ValueReader.short($0) } ?? "else"
                    unknown(nextField, "tabs inside `#if \(condition)`; the first branch is drawn", file.provenance(of: ifConfig))
                    if case .statements(let inner)? = clause.elements { readContent(inner, file: file, scope: scope, section: section) }
                }
            }
        }
    }

    private mutating func readTabExpression(_ expression: Located<ExprSyntax>, scope: Scope, section: Traced<ImportedText>?) {
        let file = expression.file
        let (base, modifiers) = SwiftShapes.modifierChain(expression.node)
        let call = SwiftShapes.unwrapped(base).as(FunctionCallExprSyntax.self)
        guard let name = call.flatMap(SwiftShapes.callName) ?? (modifiers.isEmpty ? nil : "") else {
            unknown(nextField, "a tab made by `\(ValueReader.short(expression.node))`, known only when the app runs; left out", expression.provenance)
            return
        }
        switch name {
        case "TabSection":
            guard let call else { return }
            var title: Traced<ImportedText>?
            if let heading = SwiftShapes.firstUnlabeled(call), case .value(let text, let at) = values.text(Located(node: heading, file: file), scope, literalIsKey: true) {
                title = Traced(text, at: at)
            }
            if let content = SwiftShapes.closure(call, "content") {
                readContent(content.statements, file: file, scope: scope, section: title)
            }
        case "ForEach":
            guard let call else { return }
            readForEach(call, file: file, scope: scope, section: section)
        case "Group":
            if let call, let content = SwiftShapes.closure(call, "content") { readContent(content.statements, file: file, scope: scope, section: section) }
        case "Tab":
            guard let call else { return }
            var tab = ImportedTab(section: section, provenance: file.provenance(of: call))
            readTabInitializer(call, into: &tab, file: file, scope: scope)
            for modifier in modifiers { readTabModifier(modifier.name, modifier.call, into: &tab, file: file, scope: scope) }
            append(tab)
        default:
            var tab = ImportedTab(section: section, provenance: file.provenance(of: base))
            let hasItem = modifiers.contains { $0.name == "tabItem" }
            for modifier in modifiers { readTabModifier(modifier.name, modifier.call, into: &tab, file: file, scope: scope) }
            if !hasItem {
                unknown(nextField, "`\(ValueReader.short(base))` has no .tabItem; SwiftUI shows an empty tab", tab.provenance)
            }
            append(tab)
        }
    }

    private mutating func append(_ tab: ImportedTab) {
        bar.tabs.append(tab)
        tags.append(tab.tag ?? tab.id)
    }

    /// `ForEach(Tab.allCases) { tab in … }` and `ForEach(Tab.allCases, id: \.self)`: one pass per case.
    private mutating func readForEach(_ call: FunctionCallExprSyntax, file: SwiftFile, scope: Scope, section: Traced<ImportedText>?) {
        guard let content = SwiftShapes.closure(call, "content") else { return }
        let data = SwiftShapes.firstUnlabeled(call) ?? SwiftShapes.argument(call, "data")
        var cases: [(String, String)] = []
        if let data, let member = data.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "allCases",
           let enumName = member.base?.trimmedDescription, let info = values.index.enums[enumName] {
            cases = info.cases.map { (enumName, $0) }
        } else if let data, let array = data.as(ArrayExprSyntax.self) {
            for element in array.elements {
                guard let caseName = SwiftShapes.caseName(element.expression) else { cases = []; break }
                let written = element.expression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription
                let enumName = written ?? values.index.enums.values.first { $0.cases.contains(caseName) }?.name ?? ""
                cases.append((enumName, caseName))
            }
        }
        guard !cases.isEmpty else {
            unknown(nextField, "tabs made by ForEach over `\(ValueReader.short(data ?? ExprSyntax(call)))`, known only when the app runs; left out", file.provenance(of: call))
            return
        }
        let parameter = Self.closureParameter(content) ?? "$0"
        for (enumName, caseName) in cases {
            var inner = scope
            inner.names[parameter] = .enumCase(enumName: enumName, caseName: caseName)
            let before = bar.tabs.count
            readContent(content.statements, file: file, scope: inner, section: section)
            for index in before..<bar.tabs.count where bar.tabs[index].id == nil {
                bar.tabs[index].id = caseName
                tags[index] = caseName
            }
        }
    }

    static func closureParameter(_ closure: ClosureExprSyntax) -> String? {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: list.first?.name.text
        case .parameterClause(let clause)?: clause.parameters.first.map { ($0.secondName ?? $0.firstName).text }
        case nil: nil
        }
    }

    /// `Tab("Home", systemImage: "house", value: .home) { … }`, `Tab("x", image: "asset")`,
    /// `Tab(role: .search)`, `Tab(value:) { } label: { Label(…) }`.
    private mutating func readTabInitializer(_ call: FunctionCallExprSyntax, into tab: inout ImportedTab, file: SwiftFile, scope: Scope) {
        let field = nextField
        if let title = SwiftShapes.firstUnlabeled(call) {
            setTitle(values.text(Located(node: title, file: file), scope, literalIsKey: true), on: &tab, field: field)
        }
        if let symbol = SwiftShapes.argument(call, "systemImage") {
            setIcon(values.map(values.string(Located(node: symbol, file: file), scope)) { .symbol($0) }, on: &tab, field: field)
        } else if let asset = SwiftShapes.argument(call, "image") {
            setIcon(values.map(values.string(Located(node: asset, file: file), scope)) { .asset($0) }, on: &tab, field: field)
        }
        if let value = SwiftShapes.argument(call, "value") {
            setTag(Located(node: value, file: file), scope, on: &tab)
        }
        if let role = SwiftShapes.argument(call, "role"), SwiftShapes.caseName(role) == "search" {
            tab.isSearch = true
            // `Tab(role: .search)` with no title shows the system's "Search" and magnifying glass.
            if tab.title == nil { tab.title = Traced(.localized(key: "Search", table: nil, fallback: "Search"), at: file.provenance(of: role)) }
            if tab.icon == nil { tab.icon = Traced(.symbol("magnifyingglass"), at: file.provenance(of: role)) }
        }
        if let label = SwiftShapes.closure(call, "label") {
            readLabel(label.statements, into: &tab, file: file, scope: scope, field: field)
        }
    }

    /// An enum case or a string names the tab (its id); a number only selects it.
    private func setTag(_ value: Located<ExprSyntax>, _ scope: Scope, on tab: inout ImportedTab) {
        guard let tag = tagName(value, scope) else { return }
        tab.tag = tag
        if Int(tag) == nil, tab.id == nil { tab.id = tag }
    }

    private func tagName(_ value: Located<ExprSyntax>, _ scope: Scope) -> String? {
        let resolved = values.resolve(value, scope)
        if let (_, caseName) = resolved.enumCase { return caseName }
        let node = SwiftShapes.unwrapped(resolved.expression.node)
        if let caseName = SwiftShapes.caseName(node) { return caseName }
        if let literal = node.as(StringLiteralExprSyntax.self)?.representedLiteralValue { return literal }
        if let integer = node.as(IntegerLiteralExprSyntax.self) { return integer.literal.text }
        return nil
    }

    private mutating func readTabModifier(_ name: String, _ call: FunctionCallExprSyntax, into tab: inout ImportedTab, file: SwiftFile, scope: Scope) {
        let field = nextField
        switch name {
        case "tabItem":
            if let closure = SwiftShapes.closure(call, "label") ?? call.trailingClosure {
                readLabel(closure.statements, into: &tab, file: file, scope: scope, field: field)
            }
        case "tag":
            if let value = SwiftShapes.firstUnlabeled(call), tab.tag == nil { setTag(Located(node: value, file: file), scope, on: &tab) }
        case "badge":
            guard let value = SwiftShapes.firstUnlabeled(call) else { return }
            let located = Located(node: value, file: file)
            let resolved = values.resolve(located, scope)
            let node = SwiftShapes.unwrapped(resolved.expression.node)
            if node.is(NilLiteralExprSyntax.self) { return }
            if case .value(let count, let at) = values.integer(located, scope) {
                // SwiftUI draws no badge for 0.
                if count != 0 { tab.badge = Traced(.count(count), at: at) }
            } else {
                switch values.text(located, scope, literalIsKey: true) {
                case .value(let text, let at): tab.badge = Traced(.text(text), at: at)
                case .unknown(let reason, let at): unknown("\(field).badge", "\(reason); left out", at)
                }
            }
        default:
            break
        }
    }

    /// The label of a tab: `Label("…", systemImage:)`, `Label { Text } icon: { Image }`,
    /// `Image(systemName:)` with `Text(…)`, `Image("asset")`, or a property that returns one.
    private mutating func readLabel(_ statements: CodeBlockItemListSyntax, into tab: inout ImportedTab, file: SwiftFile, scope: Scope, field: String) {
        for item in statements {
            guard case .expr(let expression) = item.item else { continue }
            readLabelExpression(Located(node: expression, file: file), into: &tab, scope: scope, field: field, depth: 0)
        }
    }

    private mutating func readLabelExpression(_ expression: Located<ExprSyntax>, into tab: inout ImportedTab, scope: Scope, field: String, depth: Int) {
        guard depth < 8 else { return }
        // `tab.label.environment(…)`: the modifiers first, then what the property gives.
        let (written, _) = SwiftShapes.modifierChain(SwiftShapes.unwrapped(expression.node))
        let resolved = values.resolve(Located(node: written, file: expression.file), scope)
        let file = resolved.expression.file
        let (base, _) = SwiftShapes.modifierChain(SwiftShapes.unwrapped(resolved.expression.node))
        guard let call = base.as(FunctionCallExprSyntax.self), let name = SwiftShapes.callName(call) else {
            unknown(field, "the label `\(ValueReader.short(expression.node))` is known only when the app runs", expression.provenance)
            return
        }
        let scope = resolved.scope
        switch name {
        case "Label":
            if let title = SwiftShapes.firstUnlabeled(call) {
                setTitle(values.text(Located(node: title, file: file), scope, literalIsKey: true), on: &tab, field: field)
            }
            if let symbol = SwiftShapes.argument(call, "systemImage") {
                setIcon(values.map(values.string(Located(node: symbol, file: file), scope)) { .symbol($0) }, on: &tab, field: field)
            } else if let asset = SwiftShapes.argument(call, "image") {
                if let caseName = SwiftShapes.caseName(asset), asset.as(MemberAccessExprSyntax.self)?.base == nil {
                    setIcon(.value(.asset(caseName), file.provenance(of: asset)), on: &tab, field: field)
                } else {
                    setIcon(values.map(values.string(Located(node: asset, file: file), scope)) { .asset($0) }, on: &tab, field: field)
                }
            }
            for part in ["title", "icon"] {
                if let closure = SwiftShapes.closure(call, part) ?? (part == "title" ? call.trailingClosure : nil) {
                    for item in closure.statements {
                        if case .expr(let inner) = item.item {
                            readLabelExpression(Located(node: inner, file: file), into: &tab, scope: scope, field: field, depth: depth + 1)
                        }
                    }
                }
            }
        case "Text":
            setTitle(values.text(Located(node: ExprSyntax(call), file: file), scope, literalIsKey: true), on: &tab, field: field)
        case "Image":
            if let icon = values.image(Located(node: ExprSyntax(call), file: file), scope) { setIcon(icon, on: &tab, field: field) }
        case "VStack", "HStack", "Group", "ZStack":
            if let content = call.trailingClosure {
                for item in content.statements {
                    if case .expr(let inner) = item.item {
                        readLabelExpression(Located(node: inner, file: file), into: &tab, scope: scope, field: field, depth: depth + 1)
                    }
                }
            }
        default:
            unknown(field, "the label view `\(ValueReader.short(call))` is the app's own; its title and icon are not read", file.provenance(of: call))
        }
    }

    private mutating func setTitle(_ read: Read<ImportedText>, on tab: inout ImportedTab, field: String) {
        switch read {
        case .value(let text, let at): if tab.title == nil { tab.title = Traced(text, at: at) }
        case .unknown(let reason, let at): unknown("\(field).title", "\(reason); a placeholder is drawn", at)
        }
    }

    private mutating func setIcon(_ read: Read<ImportedIcon>, on tab: inout ImportedTab, field: String) {
        switch read {
        case .value(let icon, let at): if tab.icon == nil { tab.icon = Traced(icon, at: at) }
        case .unknown(let reason, let at): unknown("\(field).icon", "\(reason); left out", at)
        }
    }

    // MARK: The bar

    private mutating func readBarModifier(_ name: String, _ call: FunctionCallExprSyntax, file: SwiftFile) {
        let argument = SwiftShapes.firstUnlabeled(call).map { Located(node: $0, file: file) }
        switch name {
        case "tint", "accentColor":
            guard let argument else { return }
            switch values.color(argument, .empty) {
            case .value(let color, let at): bar.tint = Traced(color, at: at)
            case .unknown(let reason, let at): unknown("tint", "\(reason); the default is drawn", at)
            }
        case "toolbarBackground":
            // `.toolbarBackground(Color.x, for: .tabBar)`
            guard let argument, SwiftShapes.argument(call, "for")?.trimmedDescription.contains("tabBar") == true else { return }
            if case .value(let color, let at) = values.color(argument, .empty) { bar.barTint = Traced(color, at: at) }
        case "tabViewStyle":
            if let argument, argument.node.trimmedDescription.hasPrefix(".sidebarAdaptable") || argument.node.trimmedDescription.hasPrefix("SidebarAdaptableTabViewStyle") {
                bar.sidebarAdaptable = Traced(true, at: argument.provenance)
            }
        case "tabViewBottomAccessory":
            var accessoryText: ImportedText?
            if let content = call.trailingClosure {
                accessoryText = firstText(in: content.statements, file: file)
            }
            bar.accessory = Traced(accessoryText, at: file.provenance(of: call))
            if accessoryText == nil {
                unknown("accessory", "the accessory's content is the app's own view; drawn with a placeholder title", file.provenance(of: call))
            }
        case "tabBarMinimizeBehavior":
            if let argument {
                let behaviour = SwiftShapes.caseName(argument.node) ?? ""
                bar.minimizes = Traced(behaviour != "never" && behaviour != "automatic", at: argument.provenance)
            }
        default:
            break
        }
    }

    /// The first literal `Text` or `Label` title in a view's content, however deep in stacks.
    private func firstText(in statements: CodeBlockItemListSyntax, file: SwiftFile) -> ImportedText? {
        let finder = TextFinder(viewMode: .sourceAccurate)
        finder.walk(statements)
        for call in finder.found {
            guard let first = SwiftShapes.firstUnlabeled(call) else { continue }
            if case .value(let text, _) = values.text(Located(node: first, file: file), .empty, literalIsKey: true) { return text }
        }
        return nil
    }

    private mutating func readSelection(_ selection: ExprSyntax, file: SwiftFile, typeName: String?) {
        // `$selectedTab` (or `.constant(.home)`): the property's starting value.
        var initial: Located<ExprSyntax>?
        if let prefix = selection.as(DeclReferenceExprSyntax.self), prefix.baseName.text.hasPrefix("$"), let typeName {
            initial = values.index.properties[typeName]?[String(prefix.baseName.text.dropFirst())].flatMap { values.trees.located($0) }
        } else if let call = selection.as(FunctionCallExprSyntax.self), SwiftShapes.callName(call) == "constant", let value = SwiftShapes.firstUnlabeled(call) {
            initial = Located(node: value, file: file)
        }
        guard let initial else {
            unknown("selected", "the selection `\(ValueReader.short(selection))` starts at a value known only when the app runs; the first tab is drawn selected", file.provenance(of: selection))
            return
        }
        let tag = tagName(initial, .empty)
        if let tag, let index = tags.firstIndex(of: tag) {
            bar.selected = Traced(bar.tabs[index].id.map { .id($0) } ?? .index(index), at: initial.provenance)
        } else {
            unknown("selected", "the selection starts at `\(ValueReader.short(initial.node))`, which no tab's tag or value matches; the first tab is drawn selected", initial.provenance)
        }
    }
}

private final class TabViewFinder: SyntaxVisitor {
    var found: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if SwiftShapes.isTabViewCall(node) { found.append(node) }
        return .visitChildren
    }
}

private final class TextFinder: SyntaxVisitor {
    var found: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if ["Text", "Label"].contains(SwiftShapes.callName(node) ?? "") { found.append(node) }
        return .visitChildren
    }
}
