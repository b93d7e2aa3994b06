import SwiftParser
import SwiftSyntax

/// One parsed Swift file and the converter that turns its positions into lines.
///
/// Its tree is the largest thing an import holds (some thirty to ninety bytes for each byte of
/// source), so the ledger counts it for as long as it lives.
final class SwiftFile {
    let path: String
    /// The file's place among the import's Swift files, which `SyntaxSite`s name it by.
    let number: Int
    let tree: SourceFileSyntax
    let bytes: Int
    private let ledger: TreeLedger
    /// Made the first time a line is asked for: most files are indexed without one.
    private lazy var converter = SourceLocationConverter(fileName: path, tree: tree)

    private init(path: String, number: Int, tree: SourceFileSyntax, bytes: Int, ledger: TreeLedger) {
        self.path = path
        self.number = number
        self.tree = tree
        self.bytes = bytes
        self.ledger = ledger
        ledger.made(bytes)
    }

    deinit {
        ledger.freed(bytes)
    }

    /// The file parsed, or the one line that says why it is not read: nested past what the
    /// parser survives (`SwiftNesting`), a tree deeper or larger than the readers walk, or Swift
    /// that does not parse here.
    static func parse(path: String, number: Int, text: String, limits: ImportLimits, ledger: TreeLedger) -> Result<SwiftFile, ImportProblem> {
        func refuse(_ line: Int, _ why: String) -> Result<SwiftFile, ImportProblem> {
            .failure(ImportProblem(provenance: Provenance(file: path, line: line), message: why + "; the file is not read"))
        }
        if let excess = SwiftNesting.excess(in: text, limits: SwiftNesting.Limits(brackets: limits.maxSwiftNesting)) {
            return refuse(excess.line, excess.what)
        }
        let nesting = limits.maxSwiftNesting
        let parsed = DeepStack.run(stackBytes: limits.stackBytes, timeout: limits.maxParseDuration) {
            var source = text
            return source.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: nesting) }
        }
        guard let tree = parsed else { return refuse(1, "Swift that takes more than \(limits.maxParseDuration) to parse") }
        let file = SwiftFile(path: path, number: number, tree: tree, bytes: text.utf8.count, ledger: ledger)
        // Every reader walks the tree recursively; a chain of 50,000 calls is 50,000 levels.
        if let (node, problem) = file.shape(maxDepth: limits.maxSyntaxDepth, maxNodes: limits.maxSyntaxNodes) {
            return refuse(file.line(of: node), problem)
        }
        if let line = file.firstError() {
            return refuse(line, "Swift that does not parse here")
        }
        return .success(file)
    }

    func site(of node: some SyntaxProtocol) -> SyntaxSite {
        SyntaxSite(file: number, index: node.id.indexInTree)
    }

    func node(at index: SyntaxIdentifier.SyntaxIndexInTree) -> Syntax? {
        SyntaxIdentifier.fromIndexInTree(index, relativeToRoot: tree).flatMap { tree.node(at: $0) }
    }

    /// The first node past `maxDepth` levels, or the node where the count passes `maxNodes`,
    /// found without recursion.
    private func shape(maxDepth: Int, maxNodes: Int) -> (Syntax, String)? {
        var pending: [(Syntax, Int)] = [(Syntax(tree), 0)]
        var count = 0
        while let (node, depth) = pending.popLast() {
            count += 1
            if depth > maxDepth { return (node, "syntax nested more than \(maxDepth) levels deep") }
            if count > maxNodes { return (node, "more than \(maxNodes) syntax nodes") }
            for child in node.children(viewMode: .sourceAccurate) { pending.append((child, depth + 1)) }
        }
        return nil
    }

    func line(of node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    func provenance(of node: some SyntaxProtocol) -> Provenance {
        Provenance(file: path, line: line(of: node))
    }

    /// The first place the parser could not make sense of, when the file has one.
    func firstError() -> Int? {
        guard tree.hasError else { return nil }
        let finder = ErrorFinder(viewMode: .all)
        finder.walk(tree)
        return finder.found.map { converter.location(for: $0).line } ?? 1
    }
}

private final class ErrorFinder: SyntaxAnyVisitor {
    var found: AbsolutePosition?

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard found == nil, node.hasError else { return .skipChildren }
        if node.is(UnexpectedNodesSyntax.self) {
            found = node.positionAfterSkippingLeadingTrivia
            return .skipChildren
        }
        if let token = node.as(TokenSyntax.self), token.presence == .missing {
            found = token.position
            return .skipChildren
        }
        return .visitChildren
    }
}

/// An expression and the file it is written in (an enum's property may be in another file).
struct Located<Node: SyntaxProtocol> {
    let node: Node
    let file: SwiftFile

    var provenance: Provenance { file.provenance(of: node) }
    var site: SyntaxSite { file.site(of: node) }
}

/// What a name means where an expression is read: a `ForEach` variable or `self` standing for
/// one enum case, or a function parameter standing for the argument a caller passed.
indirect enum Binding {
    case enumCase(enumName: String, caseName: String)
    case expression(Located<ExprSyntax>, Scope)
}

struct Scope {
    var names: [String: Binding] = [:]

    static let empty = Scope()

    func binding(_ name: String) -> Binding? { names[name] }
}

extension SyntaxProtocol {
    /// The type declaration around this node: its name, or an extension's extended type.
    var enclosingTypeName: String? {
        var node = parent
        while let current = node {
            if let decl = current.as(StructDeclSyntax.self) { return decl.name.text }
            if let decl = current.as(ClassDeclSyntax.self) { return decl.name.text }
            if let decl = current.as(EnumDeclSyntax.self) { return decl.name.text }
            if let decl = current.as(ActorDeclSyntax.self) { return decl.name.text }
            if let decl = current.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
            node = current.parent
        }
        return nil
    }

    /// The function, initializer, accessor or closure body this node is in.
    var enclosingBody: Syntax? {
        var node = parent
        while let current = node {
            if current.is(FunctionDeclSyntax.self) || current.is(InitializerDeclSyntax.self) || current.is(AccessorDeclSyntax.self)
                || current.is(ClosureExprSyntax.self) {
                return current
            }
            node = current.parent
        }
        return nil
    }
}

/// Syntax-tree helpers shared by the SwiftUI and UIKit readers.
enum SwiftShapes {
    /// `Tab(…)`, `SwiftUI.Tab(…)`, `Tab<…>(…)`: the name the call starts with.
    static func callName(_ call: FunctionCallExprSyntax) -> String? {
        name(of: call.calledExpression)
    }

    static func name(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            if let base = member.base, name(of: base) != nil, member.declName.baseName.text == "init" { return name(of: base) }
            return member.declName.baseName.text
        }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return name(of: generic.expression) }
        return nil
    }

    /// `TabView(…)` or `SwiftUI.TabView(…)`: where a SwiftUI bar is read from.
    static func isTabViewCall(_ call: FunctionCallExprSyntax) -> Bool {
        callName(call) == "TabView" && (call.calledExpression.is(DeclReferenceExprSyntax.self) || call.calledExpression.is(MemberAccessExprSyntax.self))
    }

    static func argument(_ call: FunctionCallExprSyntax, _ label: String?) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    static func firstUnlabeled(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first.flatMap { $0.label == nil ? $0.expression : nil }
    }

    /// The closure given to a parameter, as an argument or a trailing closure.
    static func closure(_ call: FunctionCallExprSyntax, _ label: String?) -> ClosureExprSyntax? {
        if let argument = argument(call, label)?.as(ClosureExprSyntax.self) { return argument }
        if label == nil || label == "content" { return call.trailingClosure }
        if let extra = call.additionalTrailingClosures.first(where: { $0.label.text == label }) { return extra.closure }
        return nil
    }

    /// `x?.y!` and `(x)` read as `x.y`.
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            if let force = current.as(ForceUnwrapExprSyntax.self) { current = force.expression }
            else if let optional = current.as(OptionalChainingExprSyntax.self) { current = optional.expression }
            else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil { current = only.expression }
            else if let try_ = current.as(TryExprSyntax.self) { current = try_.expression }
            else { return current }
        }
    }

    /// `a.b().c` as ["a", "b()", "c"]; nil for anything that is not such a chain.
    static func memberPath(_ expression: ExprSyntax) -> [String]? {
        let expression = unwrapped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
        if expression.is(SuperExprSyntax.self) { return ["super"] }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return ["", member.declName.baseName.text] }
            return memberPath(base).map { $0 + [member.declName.baseName.text] }
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
           var path = memberPath(call.calledExpression), let last = path.popLast() {
            return path + [last + "()"]
        }
        return nil
    }

    /// A modifier chain `X.a(…).b(…)` as its innermost base and its modifiers, innermost first.
    static func modifierChain(_ expression: ExprSyntax) -> (base: ExprSyntax, modifiers: [(name: String, call: FunctionCallExprSyntax)]) {
        var current = expression
        var modifiers: [(name: String, call: FunctionCallExprSyntax)] = []
        // `tab.makeView()` is the view, not a modifier on the variable `tab`.
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              !SwiftShapes.unwrapped(base).is(DeclReferenceExprSyntax.self) {
            modifiers.append((member.declName.baseName.text, call))
            current = base
        }
        return (current, modifiers.reversed())
    }

    /// The modifiers applied to `call` from outside: `call.a(…).b(…)`, nearest first.
    static func outerModifiers(of call: FunctionCallExprSyntax) -> [(name: String, call: FunctionCallExprSyntax)] {
        var node = Syntax(call)
        var modifiers: [(name: String, call: FunctionCallExprSyntax)] = []
        while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init)?.id == node.id,
              let outer = member.parent?.as(FunctionCallExprSyntax.self), Syntax(outer.calledExpression).id == Syntax(member).id {
            modifiers.append((member.declName.baseName.text, outer))
            node = Syntax(outer)
        }
        return modifiers
    }

    /// `a = b` as written before operators are folded: a sequence of three with `=` between.
    static func assignment(_ sequence: SequenceExprSyntax) -> (target: ExprSyntax, value: ExprSyntax)? {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        return (elements[0], elements[2])
    }

    /// `.home`, `Tab.home`, `AppTab.home`: the case name.
    static func caseName(_ expression: ExprSyntax) -> String? {
        guard let member = unwrapped(expression).as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base, base.as(DeclReferenceExprSyntax.self) == nil { return nil }
        return member.declName.baseName.text
    }
}
