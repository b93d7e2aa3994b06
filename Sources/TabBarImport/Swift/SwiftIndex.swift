import SwiftSyntax

/// An enum the tabs may be made from: its cases in order and, per computed property, the
/// expression each case gives (read from `switch self`), across the files that extend it.
struct EnumInfo: Sendable {
    var name: String
    var cases: [String] = []
    var rawValues: [String: SyntaxSite] = [:]
    var isCaseIterable = false
    /// property → case → the expression returned.
    var properties: [String: [String: SyntaxSite]] = [:]
    /// property → its declared type, as written.
    var propertyTypes: [String: String] = [:]
    var provenance: Provenance
}

struct ClassInfo: Sendable {
    var name: String
    var superclass: String?
}

/// A function by what a call is matched to it by (its parameters' labels and which have a
/// default), so that a helper's file is parsed only for the one a call names.
struct FunctionInfo: Sendable {
    var site: SyntaxSite
    /// Each parameter's first name, nil for `_`, and whether it has a default value.
    var parameters: [(label: String?, hasDefault: Bool)]

    /// Each argument takes the next parameter of its label; parameters with defaults may be skipped.
    func accepts(_ labels: [String?]) -> Bool {
        var remaining = labels[...]
        for parameter in parameters {
            if let next = remaining.first, next == parameter.label {
                remaining.removeFirst()
            } else if !parameter.hasDefault {
                return false
            }
        }
        return remaining.isEmpty
    }
}

/// What one file declares, with no syntax in it: made where the file is parsed, merged into
/// the index in the files' order.
struct FileDeclarations: Sendable {
    var enums: [String: EnumInfo] = [:]
    var declaredEnums: [String] = []
    var classes: [String: ClassInfo] = [:]
    var functions: [String: [FunctionInfo]] = [:]
    var properties: [String: [String: SyntaxSite]] = [:]

    init(_ file: SwiftFile) {
        let collector = DeclarationCollector(file: file)
        collector.walk(file.tree)
        self = collector.found
    }

    fileprivate init() {}
}

/// What every Swift file declares that a tab bar may draw from, gathered before any bar is read.
/// It names syntax by `SyntaxSite`, never holds it: a file's tree is let go once it is indexed.
struct SwiftIndex {
    var enums: [String: EnumInfo] = [:]
    var classes: [String: ClassInfo] = [:]
    /// Functions by name (a helper that builds a tab's controller).
    var functions: [String: [FunctionInfo]] = [:]
    /// Stored properties by type, with their initial values (a selection's starting tab).
    var properties: [String: [String: SyntaxSite]] = [:]
    /// The file each enum's cases are declared in.
    var enumFiles: [String: Int] = [:]

    mutating func add(_ declared: FileDeclarations, file: Int) {
        for name in declared.declaredEnums where enumFiles[name] == nil { enumFiles[name] = file }
        for (name, info) in declared.enums {
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
        classes.merge(declared.classes) { old, _ in old }
        functions.merge(declared.functions) { $0 + $1 }
        for (type, values) in declared.properties { properties[type, default: [:]].merge(values) { old, _ in old } }
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
    var found = FileDeclarations()

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
                if let raw = element.rawValue?.value { info.rawValues[element.name.text] = file.site(of: raw) }
            }
        }
        readProperties(node.memberBlock, into: &info)
        if let earlier = found.enums[info.name] { info.properties.merge(earlier.properties) { new, _ in new } }
        found.enums[info.name] = info
        found.declaredEnums.append(info.name)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        var info = found.enums[name] ?? EnumInfo(name: name, provenance: file.provenance(of: node))
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        info.isCaseIterable = info.isCaseIterable || inherited.contains("CaseIterable")
        readProperties(node.memberBlock, into: &info)
        if !info.properties.isEmpty || info.isCaseIterable { found.enums[name] = info }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
        found.classes[node.name.text] = ClassInfo(name: node.name.text, superclass: superclass)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameters = node.signature.parameterClause.parameters.map { parameter in
            (label: parameter.firstName.text == "_" ? nil : parameter.firstName.text, hasDefault: parameter.defaultValue != nil)
        }
        found.functions[node.name.text, default: []].append(FunctionInfo(site: file.site(of: node), parameters: parameters))
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // Stored properties with a starting value, `@State private var tab: Tab = .home`.
        guard let type = node.enclosingTypeName, node.parent?.is(MemberBlockItemSyntax.self) == true else { return .visitChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else { continue }
            found.properties[type, default: [:]][name] = file.site(of: value)
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
                    if let value = Self.result(of: statements) { info.properties[name] = ["__default": file.site(of: value)] }
                    continue
                }
                var byCase: [String: SyntaxSite] = [:]
                var fallback: SyntaxSite?
                for clause in switchExpr.cases {
                    guard let switchCase = clause.as(SwitchCaseSyntax.self), let value = Self.result(of: switchCase.statements) else { continue }
                    switch switchCase.label {
                    case .case(let label):
                        for item in label.caseItems {
                            let pattern = item.pattern.as(ExpressionPatternSyntax.self)?.expression
                            if let pattern, let caseName = SwiftShapes.caseName(pattern) { byCase[caseName] = file.site(of: value) }
                        }
                    case .default:
                        fallback = file.site(of: value)
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
