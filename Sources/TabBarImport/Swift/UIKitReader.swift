import SwiftSyntax
import TabBarModel

/// An assignment `a.b.c = value` as its target's member path, in the body it is written in;
/// gathered from every file before any bar is read, so it names its syntax by site.
struct AssignmentFact: Sendable {
    var path: [String]
    var value: SyntaxSite
    /// The function, accessor or closure around it (nil at the top level).
    var body: SyntaxSite?
    var typeName: String?
}

/// Reads UIKit set-up code: `viewControllers = [...]` (and `setViewControllers`) on a
/// `UITabBarController`, each controller's `tabBarItem`, badge, title and images, the bar's
/// tint, `UITabBar.appearance()` and `UITabBarAppearance` colours that are literals; and iOS 18's
/// `tabs = [UITab(title:image:identifier:) { … }, UISearchTab { … }, UITabGroup(…)]` (and
/// `setTabs`), each tab's `badgeValue`, and `selectedTab`.
struct UIKitReader {
    let values: ValueReader
    let assignments: [AssignmentFact]
    private(set) var unknowns: [ImportUnknown] = []
    /// The assignments by their target's first name, their type and their body: a bar of 6,000
    /// tabs looks each tab's up, rather than reading all 6,000 for each.
    private let byFirstName: [String: [Int]]
    private let byType: [String: [Int]]
    private let byBody: [SyntaxSite: [Int]]
    /// One bar's: it holds the syntax of the bodies it has read.
    private var bodies = BodyIndex()

    init(values: ValueReader, assignments: [AssignmentFact]) {
        self.values = values
        self.assignments = assignments
        var byFirstName: [String: [Int]] = [:]
        var byType: [String: [Int]] = [:]
        var byBody: [SyntaxSite: [Int]] = [:]
        for (position, fact) in assignments.enumerated() {
            if let first = fact.path.first { byFirstName[first, default: []].append(position) }
            if let type = fact.typeName { byType[type, default: []].append(position) }
            if let body = fact.body { byBody[body, default: []].append(position) }
        }
        self.byFirstName = byFirstName
        self.byType = byType
        self.byBody = byBody
    }

    /// Every `viewControllers = [ … ]` list, with the bar's name and the scope it is read in.
    struct Declaration {
        var name: String
        var elements: [Located<ExprSyntax>]
        /// `[a, b].map { Wrapper(rootViewController: $0) }`: what each element becomes.
        var transform: ControllerList.Transform?
        /// The `if` whose first branch filled the list, when one did: the tabs drawn are a guess.
        var branch: Provenance?
        var body: Located<Syntax>?
        var typeName: String?
        var provenance: Provenance
        var target: [String]
    }

    /// The file's assignments, and whether it holds a list a bar may be read from (or a
    /// `TabView`, which the same walk sees): only such files are parsed again to read bars.
    static func facts(in file: SwiftFile) -> (assignments: [AssignmentFact], startsBars: Bool) {
        let collector = AssignmentCollector(file: file)
        collector.walk(file.tree)
        return (collector.assignments, !collector.lists.isEmpty || collector.holdsTabView)
    }

    static func declarations(in file: SwiftFile, values: ValueReader) -> [Declaration] {
        let index = values.index
        let collector = AssignmentCollector(file: file)
        collector.walk(file.tree)
        var declarations: [Declaration] = []
        for (target, list, node) in collector.lists {
            let array = list.array
            let typeName = node.enclosingTypeName
            let owner = target.dropLast().filter { $0 != "self" }
            // Navigation and page view controllers have `viewControllers` too: only a tab bar
            // controller's list counts (the class's own, or a variable made as one).
            guard isTabBarList(owner: Array(owner), typeName: typeName, at: node, values: values) else { continue }
            // On a subclass the bar is named by the class; elsewhere (a scene delegate) by the
            // type and the variable that holds the controller.
            let isSubclass = typeName.map(index.isTabBarController) ?? false
            let name = isSubclass && owner.isEmpty ? typeName! : ([typeName].compactMap { $0 } + owner.map { $0.replacingOccurrences(of: "()", with: "") }).joined(separator: "-")
            declarations.append(Declaration(
                name: name.isEmpty ? "tab-bar-controller" : name,
                elements: array.elements.map { Located(node: $0.expression, file: file) }, transform: list.transform,
                branch: list.branch.map { file.provenance(of: $0) }, body: node.enclosingBody.map { Located(node: $0, file: file) },
                typeName: typeName, provenance: file.provenance(of: array), target: Array(owner)))
        }
        return declarations
    }

    private static func isTabBarList(owner: [String], typeName: String?, at node: Syntax, values: ValueReader) -> Bool {
        let index = values.index
        if owner.isEmpty { return typeName.map(index.isTabBarController) ?? false }
        if owner.last == "tabBarController" || owner.last == "tabBarController()" { return true }
        guard owner.count == 1, let body = node.enclosingBody else { return false }
        let finder = LocalFinder(name: owner[0])
        finder.walk(body)
        let made = finder.found.flatMap { SwiftShapes.unwrapped($0).as(FunctionCallExprSyntax.self) }.flatMap(SwiftShapes.callName)
            ?? index.properties[typeName ?? ""]?[owner[0]].flatMap { values.trees.located($0) }
                .flatMap { SwiftShapes.unwrapped($0.node).as(FunctionCallExprSyntax.self) }.flatMap(SwiftShapes.callName)
        return made.map(index.isTabBarController) ?? false
    }

    mutating func read(_ declaration: Declaration) -> (ImportedTabBar, [ImportUnknown]) {
        bodies = BodyIndex()
        var bar = ImportedTabBar(name: declaration.name, kind: .uiKit, provenance: declaration.provenance)
        if let branch = declaration.branch {
            unknown("tabs", "the controllers are set inside `if`; its first branch is drawn", branch, bar: bar.name)
        }
        for (position, element) in declaration.elements.enumerated() {
            var scope = Scope.empty
            var expression = element
            if let transform = declaration.transform {
                scope.names[transform.parameter] = .expression(element, .empty)
                expression = Located(node: transform.body, file: element.file)
            }
            bar.tabs.append(readTab(expression, scope: scope, at: element.provenance, field: "tabs[\(position)]", declaration: declaration, bar: bar.name))
        }
        readBarColors(into: &bar, declaration: declaration)
        return (bar, unknowns)
    }

    private func sameBody(_ fact: AssignmentFact, _ body: Located<Syntax>?) -> Bool {
        fact.body == body?.site
    }

    /// What a controller in the list is: a local (`home`), a new controller (`HomeViewController()`),
    /// a navigation controller around one, or a helper's result (`makeTab(HomeVC(), title: …)`).
    private mutating func readTab(
        _ element: Located<ExprSyntax>, scope elementScope: Scope, at provenance: Provenance, field: String, declaration: Declaration, bar: String
    ) -> ImportedTab {
        var tab = ImportedTab(provenance: provenance)
        var carriers: [Carrier] = []
        var classes: [String] = []
        var pending: [(Located<ExprSyntax>, Scope, Located<Syntax>?)] = [(element, elementScope, declaration.body)]
        var unreadHelper: String?
        var steps = 0
        while let (expression, scope, body) = pending.popLast(), steps < 16 {
            steps += 1
            let node = SwiftShapes.unwrapped(expression.node)
            if let reference = node.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                if case .expression(let bound, let boundScope)? = scope.binding(name) {
                    // A bound argument is read where the caller wrote it, not in the helper's body.
                    pending.append((bound, boundScope, bound.node.enclosingBody.map { Located(node: $0, file: bound.file) } ?? body))
                    continue
                }
                carriers.append(Carrier(name: name, body: body, scope: scope, file: expression.file))
                if let initial = localInitializer(name, body: body, file: expression.file) { pending.append((initial, scope, body)) }
            } else if let call = node.as(FunctionCallExprSyntax.self), let name = SwiftShapes.callName(call) {
                if Self.tabTypes.contains(name) {
                    readUITab(call, name: name, file: expression.file, scope: scope, into: &tab, field: field, bar: bar)
                } else if name.first?.isUppercase == true, name.hasSuffix("NavigationController"), let root = SwiftShapes.argument(call, "rootViewController") {
                    pending.append((Located(node: root, file: expression.file), scope, body))
                    if values.index.classes[name] != nil { classes.append(name) }
                } else if values.index.classes[name] != nil {
                    classes.append(name)
                } else if let helper = helper(name, for: call), let helperBody = helper.node.body {
                    // Bind the helper's parameters to this call's arguments and read its body.
                    var inner = Scope()
                    let parameters = Array(helper.node.signature.parameterClause.parameters)
                    let arguments = Array(call.arguments)
                    for (offset, parameter) in parameters.enumerated() where offset < arguments.count {
                        let local = (parameter.secondName ?? parameter.firstName).text
                        inner.names[local] = .expression(Located(node: arguments[offset].expression, file: expression.file), scope)
                    }
                    for statement in helperBody.statements {
                        // `return x`, or a body of one expression (Swift's implicit return).
                        let returned: ExprSyntax? = switch statement.item {
                        case .stmt(let stmt): stmt.as(ReturnStmtSyntax.self)?.expression
                        case .expr(let only) where helperBody.statements.count == 1: only
                        default: nil
                        }
                        if let returned {
                            pending.append((Located(node: returned, file: helper.file), inner, Located(node: Syntax(helper.node), file: helper.file)))
                        }
                    }
                } else if name.first?.isUppercase == true {
                    // A controller class of UIKit's or one not among the files read: its item is set where it is made.
                    classes.append(name)
                } else if !call.arguments.isEmpty {
                    // A helper not among the files read (Pocket Casts' is Objective-C) that is handed
                    // controllers: a navigation controller shows its root's item, so read what it is given.
                    unreadHelper = unreadHelper ?? name
                    for argument in call.arguments {
                        pending.append((Located(node: argument.expression, file: expression.file), scope, body))
                    }
                } else {
                    unknown(field, "the controller `\(ValueReader.short(node))` is made at run time; its tab is drawn untitled", expression.provenance, bar: bar)
                }
            }
        }
        // Assignments on the carriers, nearest first: `x.tabBarItem = …`, `x.tabBarItem.badgeValue = …`, `x.title = …`.
        for carrier in carriers {
            for fact in (byFirstName[carrier.name] ?? []).map({ assignments[$0] }) where sameBody(fact, carrier.body) {
                guard let value = values.trees.located(fact.value) else { continue }
                apply(Array(fact.path.dropFirst()), value, scope: carrier.scope, to: &tab, field: field, bar: bar)
            }
            applyMethods(calledOn: carrier, to: &tab, field: field, bar: bar)
        }
        // The controller's own class: `tabBarItem = …` or `title = …` in its initialiser or viewDidLoad.
        for className in classes {
            for fact in (byType[className] ?? []).map({ assignments[$0] }) {
                var path = fact.path
                if path.first == "self" { path.removeFirst() }
                guard path.first == "tabBarItem" || path == ["title"], let value = values.trees.located(fact.value) else { continue }
                apply(path, value, scope: .empty, to: &tab, field: field, bar: bar)
            }
        }
        // A search tab with neither shows the system's title and magnifying glass.
        if tab.title == nil, tab.icon == nil, !tab.isSearch {
            let reason = unreadHelper.map { "the controller is made by `\($0)`, whose code is not among the files read; drawn untitled" }
                ?? "no tabBarItem, title or image is set where the controller is made; drawn untitled"
            unknown(field, reason, provenance, bar: bar)
        }
        return tab
    }

    /// A variable that holds a tab's controller, in the body and file it is named in.
    private struct Carrier {
        var name: String
        var body: Located<Syntax>?
        var scope: Scope
        var file: SwiftFile
    }

    /// `home.configureTabBarItem(with: .home)`: an app's method (an extension of UIViewController)
    /// that sets the item on `self`, read with its parameters bound to the call's arguments; a
    /// parameter of an app enum's type given `.case` is that case (Mastodon's tabs are set so).
    private mutating func applyMethods(calledOn carrier: Carrier, to tab: inout ImportedTab, field: String, bar: String) {
        guard let body = carrier.body else { return }
        for (call, name) in bodies.methodCalls(on: carrier.name, in: body.node) {
            guard let method = helper(name, for: call), method.node.body != nil else { continue }
            var inner = Scope()
            for (parameter, argument) in zip(method.node.signature.parameterClause.parameters, call.arguments) {
                let local = (parameter.secondName ?? parameter.firstName).text
                let type = parameter.type.trimmedDescription
                if let caseName = SwiftShapes.unwrapped(argument.expression).as(MemberAccessExprSyntax.self).flatMap({ $0.base == nil ? $0.declName.baseName.text : nil }),
                   values.index.enums[type]?.cases.contains(caseName) == true {
                    inner.names[local] = .enumCase(enumName: type, caseName: caseName)
                } else {
                    inner.names[local] = .expression(Located(node: argument.expression, file: carrier.file), carrier.scope)
                }
            }
            for fact in (byBody[method.site] ?? []).map({ assignments[$0] }) {
                var path = fact.path
                if path.first == "self" { path.removeFirst() }
                guard path.first == "tabBarItem" || path == ["title"], let value = values.trees.located(fact.value) else { continue }
                apply(path, value, scope: inner, to: &tab, field: field, bar: bar)
            }
        }
    }

    /// The app's function a call names, told apart from others of its name by the argument labels.
    private func helper(_ name: String, for call: FunctionCallExprSyntax) -> Located<FunctionDeclSyntax>? {
        let labels = call.arguments.map { $0.label?.text }
        return values.index.functions[name]?.first { $0.accepts(labels) }.flatMap { values.trees.located($0.site, as: FunctionDeclSyntax.self) }
    }

    /// iOS 18's tab types. A `UITabGroup` shows in the tab bar as one tab of its own title and
    /// image (its children are the sidebar's).
    static let tabTypes: Set<String> = ["UITab", "UISearchTab", "UITabGroup"]

    /// `UITab(title:image:identifier:) { … }`, `UISearchTab { … }` (the system's title and
    /// picture unless it is given others), `UITabGroup(title:image:identifier:children:)`.
    private mutating func readUITab(
        _ call: FunctionCallExprSyntax, name: String, file: SwiftFile, scope: Scope, into tab: inout ImportedTab, field: String, bar: String
    ) {
        if name == "UISearchTab" { tab.isSearch = true }
        if let identifier = SwiftShapes.argument(call, "identifier"), case .value(let id, _) = values.string(Located(node: identifier, file: file), scope) {
            tab.id = tab.id ?? id
        }
        if let title = SwiftShapes.argument(call, "title"), !SwiftShapes.unwrapped(title).is(NilLiteralExprSyntax.self) {
            switch values.text(Located(node: title, file: file), scope, literalIsKey: false) {
            case .value(let text, let at): tab.title = Traced(text, at: at)
            case .unknown(let reason, let at): unknown("\(field).title", "\(reason); a placeholder is drawn", at, bar: bar)
            }
        }
        if let image = SwiftShapes.argument(call, "image"), !SwiftShapes.unwrapped(image).is(NilLiteralExprSyntax.self),
           let icon = values.image(Located(node: image, file: file), scope) {
            set(icon, \.icon, on: &tab, field: "\(field).icon", bar: bar)
        }
    }

    private func localInitializer(_ name: String, body: Located<Syntax>?, file: SwiftFile) -> Located<ExprSyntax>? {
        guard let body else { return nil }
        return bodies.initializer(of: name, in: body.node).map { Located(node: $0, file: file) }
    }

    private mutating func apply(_ path: [String], _ value: Located<ExprSyntax>, scope: Scope, to tab: inout ImportedTab, field: String, bar: String) {
        switch path {
        case ["tabBarItem"]:
            readItem(value, scope: scope, into: &tab, field: field, bar: bar)
        case ["tabBarItem", "badgeValue"], ["badgeValue"]:
            let node = SwiftShapes.unwrapped(value.node)
            if node.is(NilLiteralExprSyntax.self) { tab.badge = nil; return }
            switch values.string(value, scope) {
            case .value(let text, let at):
                tab.badge = Traced(Int(text).map { .count($0) } ?? .text(.verbatim(text)), at: at)
            case .unknown(let reason, let at):
                unknown("\(field).badge", "\(reason); left out", at, bar: bar)
            }
        case ["tabBarItem", "title"], ["title"]:
            // `tabBarItem.title` wins over the controller's `title`, which UIKit copies to the item.
            if path == ["title"], tab.title != nil { return }
            switch values.text(value, scope, literalIsKey: false) {
            case .value(let text, let at): tab.title = Traced(text, at: at)
            case .unknown(let reason, let at): unknown("\(field).title", "\(reason); a placeholder is drawn", at, bar: bar)
            }
        case ["tabBarItem", "image"]:
            if let icon = values.image(value, scope) { set(icon, \.icon, on: &tab, field: "\(field).icon", bar: bar) }
        case ["tabBarItem", "selectedImage"]:
            if let icon = values.image(value, scope) { set(icon, \.selectedIcon, on: &tab, field: "\(field).selectedIcon", bar: bar) }
        case ["tabBarItem", "tag"]:
            if case .value(let tag, _) = values.integer(value, scope) { tab.id = tab.id ?? "tag-\(tag)" }
        default:
            break
        }
    }

    /// `UITabBarItem(title:image:selectedImage:)`, `UITabBarItem(title:image:tag:)`,
    /// `UITabBarItem(tabBarSystemItem:tag:)`.
    private mutating func readItem(_ value: Located<ExprSyntax>, scope: Scope, into tab: inout ImportedTab, field: String, bar: String) {
        let resolved = values.resolve(value, scope)
        let file = resolved.expression.file
        guard let call = SwiftShapes.unwrapped(resolved.expression.node).as(FunctionCallExprSyntax.self),
              ["UITabBarItem", "init"].contains(SwiftShapes.callName(call) ?? "")
        else {
            unknown(field, "the tab bar item `\(ValueReader.short(value.node))` is made at run time", value.provenance, bar: bar)
            return
        }
        let scope = resolved.scope
        if let system = SwiftShapes.argument(call, "tabBarSystemItem"), let item = SwiftShapes.caseName(system) {
            guard let icon = SystemIcon.allCases.first(where: { Self.systemItemName($0) == item }) else {
                unknown("\(field).icon", "the system item .\(item) is not one the toolkit draws", file.provenance(of: system), bar: bar)
                return
            }
            tab.icon = Traced(.systemItem(icon.rawValue), at: file.provenance(of: system))
            tab.title = Traced(.verbatim(Self.systemItemTitle(icon)), at: file.provenance(of: system))
            return
        }
        if let title = SwiftShapes.argument(call, "title") {
            if !SwiftShapes.unwrapped(title).is(NilLiteralExprSyntax.self) {
                switch values.text(Located(node: title, file: file), scope, literalIsKey: false) {
                case .value(let text, let at): tab.title = Traced(text, at: at)
                case .unknown(let reason, let at): unknown("\(field).title", "\(reason); a placeholder is drawn", at, bar: bar)
                }
            }
        }
        if let image = SwiftShapes.argument(call, "image"), let icon = values.image(Located(node: image, file: file), scope) {
            set(icon, \.icon, on: &tab, field: "\(field).icon", bar: bar)
        }
        if let image = SwiftShapes.argument(call, "selectedImage"), let icon = values.image(Located(node: image, file: file), scope) {
            set(icon, \.selectedIcon, on: &tab, field: "\(field).selectedIcon", bar: bar)
        }
        if let tag = SwiftShapes.argument(call, "tag"), case .value(let number, _) = values.integer(Located(node: tag, file: file), scope) {
            tab.id = tab.id ?? "tag-\(number)"
        }
    }

    private mutating func set(_ read: Read<ImportedIcon>, _ key: WritableKeyPath<ImportedTab, Traced<ImportedIcon>?>, on tab: inout ImportedTab, field: String, bar: String) {
        switch read {
        case .value(let icon, let at): tab[keyPath: key] = Traced(icon, at: at)
        case .unknown(let reason, let at): unknown(field, "\(reason); left out", at, bar: bar)
        }
    }

    static func systemItemName(_ icon: SystemIcon) -> String {
        switch icon {
        case .topRated: "topRated"
        case .mostViewed: "mostViewed"
        case .mostRecent: "mostRecent"
        default: icon.rawValue
        }
    }

    static func systemItemTitle(_ icon: SystemIcon) -> String {
        switch icon {
        case .topRated: "Top Rated"
        case .mostViewed: "Most Viewed"
        case .mostRecent: "Most Recent"
        default: icon.rawValue.prefix(1).uppercased() + icon.rawValue.dropFirst()
        }
    }

    /// `tabBar.tintColor`, `unselectedItemTintColor`, `barTintColor`, `selectedIndex`, in the
    /// bar's own class or body; `UITabBar.appearance()` anywhere; `UITabBarAppearance` literals.
    private mutating func readBarColors(into bar: inout ImportedTabBar, declaration: Declaration) {
        let prefix = declaration.target
        for fact in assignments {
            let local = fact.typeName == declaration.typeName || sameBody(fact, declaration.body)
            var path = fact.path
            if path.first == "self" { path.removeFirst() }
            let isGlobal = path.starts(with: ["UITabBar", "appearance()"])
            let ownBar = local && (path.starts(with: prefix + ["tabBar"]) || (prefix.isEmpty && path.first == "tabBar"))
            guard isGlobal || ownBar || local else { continue }
            let last = path.last ?? ""
            let parent = path.count >= 2 ? path[path.count - 2] : ""
            var key: WritableKeyPath<ImportedTabBar, Traced<ImportedColor>?>?
            var fieldName = ""
            if (isGlobal || ownBar) && last == "tintColor" { key = \.tint; fieldName = "tint" }
            else if (isGlobal || ownBar) && last == "unselectedItemTintColor" { key = \.unselectedTint; fieldName = "unselectedTint" }
            else if (isGlobal || ownBar) && last == "barTintColor" { key = \.barTint; fieldName = "barTint" }
            else if local, last == "iconColor", parent == "selected" { key = \.tint; fieldName = "tint" }
            else if local, last == "iconColor", parent == "normal" { key = \.unselectedTint; fieldName = "unselectedTint" }
            else if local, last == "badgeBackgroundColor" { key = \.badgeColor; fieldName = "badgeColor" }
            else if local, last == "backgroundColor", path.count == 2, isAppearanceVariable(path[0], fact) { key = \.barTint; fieldName = "barTint" }
            else if local, path == prefix + ["selectedIndex"], let value = values.trees.located(fact.value), case .value(let index, let at) = values.integer(value, .empty) {
                bar.selected = Traced(.index(index), at: at)
            } else if local, path == prefix + ["selectedTab"], let value = values.trees.located(fact.value), let index = Self.selectedTab(value, in: declaration) {
                bar.selected = Traced(.index(index), at: value.provenance)
            }
            guard let key, let value = values.trees.located(fact.value) else { continue }
            switch values.color(value, .empty) {
            case .value(let color, let at): if bar[keyPath: key] == nil || !isGlobal { bar[keyPath: key] = Traced(color, at: at) }
            case .unknown(let reason, let at): unknown(fieldName, "\(reason); the default is drawn", at, bar: bar.name)
            }
        }
    }

    /// `selectedTab = home` (a tab of the list by its variable) or `selectedTab = tabs[2]`.
    private static func selectedTab(_ value: Located<ExprSyntax>, in declaration: Declaration) -> Int? {
        let node = SwiftShapes.unwrapped(value.node)
        if let name = node.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return declaration.elements.firstIndex { SwiftShapes.unwrapped($0.node).as(DeclReferenceExprSyntax.self)?.baseName.text == name }
        }
        guard let subscriptCall = node.as(SubscriptCallExprSyntax.self), SwiftShapes.memberPath(subscriptCall.calledExpression)?.last == "tabs",
              let argument = subscriptCall.arguments.first?.expression.as(IntegerLiteralExprSyntax.self),
              let index = Int(argument.literal.text), declaration.elements.indices.contains(index)
        else { return nil }
        return index
    }

    private func isAppearanceVariable(_ name: String, _ fact: AssignmentFact) -> Bool {
        guard let body = fact.body.flatMap({ values.trees.located($0, as: Syntax.self) }) else { return false }
        guard let initial = localInitializer(name, body: body, file: body.file) else { return false }
        guard let call = initial.node.as(FunctionCallExprSyntax.self) else { return false }
        return SwiftShapes.callName(call) == "UITabBarAppearance"
    }

    private mutating func unknown(_ field: String, _ reason: String, _ provenance: Provenance, bar: String) {
        unknowns.append(ImportUnknown(provenance: provenance, bar: bar, field: field, reason: reason))
    }
}

/// Every `x.y = z`, and every `viewControllers = [ … ]` or `setViewControllers([ … ], …)`.
private final class AssignmentCollector: SyntaxVisitor {
    let file: SwiftFile
    var assignments: [AssignmentFact] = []
    var lists: [(target: [String], list: ControllerList, node: Syntax)] = []
    var holdsTabView = false

    init(file: SwiftFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let (target, value) = SwiftShapes.assignment(node), let path = SwiftShapes.memberPath(target) else { return .visitChildren }
        assignments.append(AssignmentFact(path: path, value: file.site(of: value), body: node.enclosingBody.map(file.site), typeName: node.enclosingTypeName))
        if path.last == "viewControllers" || path.last == "tabs", let list = ControllerList(value, at: Syntax(node)) {
            lists.append((path, list, Syntax(node)))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        holdsTabView = holdsTabView || SwiftShapes.isTabViewCall(node)
        let name = SwiftShapes.callName(node)
        if name == "setViewControllers" || name == "setTabs", SwiftShapes.argument(node, "direction") == nil,
           let argument = node.arguments.first?.expression, let list = ControllerList(argument, at: Syntax(node)) {
            let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base.flatMap(SwiftShapes.memberPath) ?? []
            lists.append((base + [name == "setTabs" ? "tabs" : "viewControllers"], list, Syntax(node)))
        }
        return .visitChildren
    }
}

/// The controllers handed to a tab bar: an array literal, or the one a local holds, perhaps passed
/// through `.map { … }` (Mastodon wraps each in a navigation controller that way).
struct ControllerList {
    /// A one-expression closure over each element: its body and the name the element has in it.
    struct Transform {
        var body: ExprSyntax
        var parameter: String
    }

    var array: ArrayExprSyntax
    var transform: Transform?
    /// The `if` (or `guard`, `switch`) around the assignment that filled a local list.
    var branch: Syntax?

    init?(_ value: ExprSyntax, at node: Syntax) {
        let value = SwiftShapes.unwrapped(value)
        if let array = value.as(ArrayExprSyntax.self) {
            self.array = array
            return
        }
        if let call = value.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "map", let base = member.base,
           let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
           let transform = Self.transform(closure), let inner = ControllerList(base, at: node), inner.transform == nil {
            self.array = inner.array
            self.transform = transform
            self.branch = inner.branch
            return
        }
        guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text, let body = node.enclosingBody else { return nil }
        let finder = LocalFinder(name: name)
        finder.walk(body)
        if let array = finder.found.flatMap({ SwiftShapes.unwrapped($0).as(ArrayExprSyntax.self) }) {
            self.array = array
            return
        }
        // `var list = [UIViewController]()` filled by `list = [ … ]` later: in an `if`, the first
        // branch is drawn, as tabs behind `if` are, and reported.
        guard let array = finder.assignedArray else { return nil }
        self.array = array
        self.branch = Self.enclosingBranch(of: Syntax(array), within: body)
    }

    /// The nearest `if`, `guard` or `switch` around `node` inside `body`.
    private static func enclosingBranch(of node: Syntax, within body: Syntax) -> Syntax? {
        var current = node.parent
        while let at = current, at.id != body.id {
            if at.is(IfExprSyntax.self) || at.is(GuardStmtSyntax.self) || at.is(SwitchExprSyntax.self) { return at }
            current = at.parent
        }
        return nil
    }

    private static func transform(_ closure: ClosureExprSyntax) -> Transform? {
        guard closure.statements.count == 1, case .expr(let body)? = closure.statements.first?.item else { return nil }
        let parameter: String
        switch closure.signature?.parameterClause {
        case nil: parameter = "$0"
        case .simpleInput(let names)?:
            guard names.count == 1, let only = names.first else { return nil }
            parameter = only.name.text
        case .parameterClause(let clause)?:
            guard clause.parameters.count == 1, let only = clause.parameters.first else { return nil }
            parameter = (only.secondName ?? only.firstName).text
        }
        return Transform(body: body, parameter: parameter)
    }
}

/// Calls of a method on one variable, `name.method(…)`, in a body.
/// What one body declares and calls, gathered in one walk the first time a tab asks: each
/// tab's controller is looked up in it, and a walk per tab made a long list quadratic.
private final class BodyIndex {
    private struct Facts {
        /// The first `let name = value` of each name.
        var initializers: [String: ExprSyntax] = [:]
        /// `name.method(…)` and `self.name.method(…)`, by `name`, in the order written.
        var calls: [String: [(FunctionCallExprSyntax, String)]] = [:]
    }

    private var facts: [SyntaxIdentifier: Facts] = [:]

    func initializer(of name: String, in body: Syntax) -> ExprSyntax? {
        self.facts(of: body).initializers[name]
    }

    func methodCalls(on receiver: String, in body: Syntax) -> [(FunctionCallExprSyntax, String)] {
        self.facts(of: body).calls[receiver] ?? []
    }

    private func facts(of body: Syntax) -> Facts {
        if let known = facts[body.id] { return known }
        let collector = BodyCollector()
        collector.walk(body)
        facts[body.id] = collector.facts
        return collector.facts
    }

    private final class BodyCollector: SyntaxVisitor {
        var facts = Facts()

        init() {
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value, facts.initializers[name] == nil {
                facts.initializers[name] = value
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
               let path = SwiftShapes.memberPath(base)?.filter({ $0 != "self" }), path.count == 1 {
                facts.calls[path[0], default: []].append((node, member.declName.baseName.text))
            }
            return .visitChildren
        }
    }
}

/// `let name = value` or `var name = value` in a body, and the first `name = [ … ]` after.
private final class LocalFinder: SyntaxVisitor {
    let name: String
    var found: ExprSyntax?
    var assignedArray: ArrayExprSyntax?

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, let value = node.initializer?.value {
            found = value
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if assignedArray == nil, let (target, value) = SwiftShapes.assignment(node), SwiftShapes.memberPath(target) == [name] {
            assignedArray = SwiftShapes.unwrapped(value).as(ArrayExprSyntax.self)
        }
        return .visitChildren
    }
}
