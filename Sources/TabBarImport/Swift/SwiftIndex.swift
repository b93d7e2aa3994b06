import SwiftSyntax

/// An enum the tabs may be made from: its cases in order and, per computed property, the
/// expression each case gives (read from `switch self`), across the files that extend it.
struct EnumInfo {
    var name: String
    var cases: [String] = []
    var rawValues: [String: Located<ExprSyntax>] = [:]
    var isCaseIterable = false
    /// property → case → the expression returned.
    var properties: [String: [String: Located<ExprSyntax>]] = [:]
    /// property → its declared type, as written.
    var propertyTypes: [String: String] = [:]
    var provenance: Provenance
}

struct ClassInfo {
    var name: String
    var superclass: String?
    var decl: ClassDeclSyntax
    var file: SwiftFile
}

/// What every Swift file declares that a tab bar may draw from, gathered before any bar is read.
struct SwiftIndex {
    var enums: [String: EnumInfo] = [:]
    var classes: [String: ClassInfo] = [:]
    /// Functions by name (a helper that builds a tab's controller), with the file they are in.
    var functions: [String: [Located<FunctionDeclSyntax>]] = [:]
    /// Stored properties by type, with their initial values (a selection's starting tab).
    var properties: [String: [String: Located<ExprSyntax>]] = [:]
    /// The file each enum's cases are declared in.
    var enumFiles: [String: SwiftFile] = [:]

    mutating func add(_ file: SwiftFile) {
        let collector = DeclarationCollector(file: file)
        collector.walk(file.tree)
        for name in collector.declaredEnums where enumFiles[name] == nil { enumFiles[name] = file }
        for (name, info) in collector.enums {
            if var existing = enums[name] {
                if existing.cases.isEmpty {
                    existing.cases = info.cases
                    existing.rawValues = info.rawValues
                    existing.provenance = info.provenance
                }
                existing.isCaseIterable = existing.isCaseIterable || info.isCaseIterable
                existing.properties.merge(info.properties) { old, _ in old }
                existing.propertyTypes.merge(info.propertyTypes) { old, _ in old }
                enums[name] = existing
            } else {
                enums[name] = info
            }
        }
        classes.merge(collector.classes) { old, _ in old }
        functions.merge(collector.functions) { $0 + $1 }
        for (type, values) in collector.properties { properties[type, default: [:]].merge(values) { old, _ in old } }
    }

    /// True when `name` is UIKit's tab bar controller or a class of the app derived from it.
    func isTabBarController(_ name: String) -> Bool {
        var current: String? = name
        var steps = 0
        while let type = current, steps < 32 {
            if type == "UITabBarController" { return true }
            current = classes[type]?.superclass
            steps += 1
        }
        return false
    }
}

private final class DeclarationCollector: SyntaxVisitor {
    let file: SwiftFile
    var enums: [String: EnumInfo] = [:]
    var declaredEnums: [String] = []
    var classes: [String: ClassInfo] = [:]
    var functions: [String: [Located<FunctionDeclSyntax>]] = [:]
    var properties: [String: [String: Located<ExprSyntax>]] = [:]

    init(file: SwiftFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        var info = EnumInfo(name: node.name.text, provenance: file.provenance(of: node))
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        info.isCaseIterable = inherited.contains("CaseIterable")
        for member in node.memberBlock.members {
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in caseDecl.elements {
                info.cases.append(element.name.text)
                if let raw = element.rawValue?.value { info.rawValues[element.name.text] = Located(node: raw, file: file) }
            }
        }
        readProperties(node.memberBlock, into: &info)
        if let earlier = enums[info.name] { info.properties.merge(earlier.properties) { new, _ in new } }
        enums[info.name] = info
        declaredEnums.append(info.name)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        var info = enums[name] ?? EnumInfo(name: name, provenance: file.provenance(of: node))
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        info.isCaseIterable = info.isCaseIterable || inherited.contains("CaseIterable")
        readProperties(node.memberBlock, into: &info)
        if !info.properties.isEmpty || info.isCaseIterable { enums[name] = info }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
        classes[node.name.text] = ClassInfo(name: node.name.text, superclass: superclass, decl: node, file: file)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functions[node.name.text, default: []].append(Located(node: node, file: file))
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // Stored properties with a starting value, `@State private var tab: Tab = .home`.
        guard let type = node.enclosingTypeName, node.parent?.is(MemberBlockItemSyntax.self) == true else { return .visitChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else { continue }
            properties[type, default: [:]][name] = Located(node: value, file: file)
        }
        return .visitChildren
    }

    /// `var title: String { switch self { case .home: "Home" … } }` for each property.
    private func readProperties(_ members: MemberBlockSyntax, into info: inout EnumInfo) {
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let accessors = binding.accessorBlock
                else { continue }
                let statements: CodeBlockItemListSyntax?
                switch accessors.accessors {
                case .getter(let items): statements = items
                case .accessors(let list): statements = list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
                }
                guard let statements else { continue }
                info.propertyTypes[name] = binding.typeAnnotation?.type.trimmedDescription
                guard let switchExpr = Self.switchOverSelf(statements) else {
                    // `var label: some View { Label(name, systemImage: icon) }`: one expression for every case.
                    if let value = Self.result(of: statements) { info.properties[name] = ["__default": Located(node: value, file: file)] }
                    continue
                }
                var byCase: [String: Located<ExprSyntax>] = [:]
                var fallback: Located<ExprSyntax>?
                for clause in switchExpr.cases {
                    guard let switchCase = clause.as(SwitchCaseSyntax.self), let value = Self.result(of: switchCase.statements) else { continue }
                    switch switchCase.label {
                    case .case(let label):
                        for item in label.caseItems {
                            let pattern = item.pattern.as(ExpressionPatternSyntax.self)?.expression
                            if let pattern, let caseName = SwiftShapes.caseName(pattern) { byCase[caseName] = Located(node: value, file: file) }
                        }
                    case .default:
                        fallback = Located(node: value, file: file)
                    }
                }
                if let fallback {
                    for caseName in info.cases where byCase[caseName] == nil { byCase[caseName] = fallback }
                    byCase["__default"] = fallback
                }
                info.properties[name] = byCase
            }
        }
    }

    private static func switchOverSelf(_ statements: CodeBlockItemListSyntax) -> SwitchExprSyntax? {
        guard let first = statements.first else { return nil }
        let expression: ExprSyntax?
        switch first.item {
        case .expr(let expr): expression = expr
        case .stmt(let stmt):
            expression = stmt.as(ExpressionStmtSyntax.self)?.expression ?? stmt.as(ReturnStmtSyntax.self)?.expression
        default: expression = nil
        }
        guard let switchExpr = expression?.as(SwitchExprSyntax.self),
              switchExpr.subject.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        else { return nil }
        return switchExpr
    }

    /// The value one `case` gives: `return X` or a lone expression.
    private static func result(of statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let only = statements.first else { return nil }
        switch only.item {
        case .expr(let expr): return expr
        case .stmt(let stmt):
            return stmt.as(ReturnStmtSyntax.self)?.expression ?? stmt.as(ExpressionStmtSyntax.self)?.expression
        default: return nil
        }
    }
}
