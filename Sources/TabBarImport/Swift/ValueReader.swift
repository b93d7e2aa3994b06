import Foundation
import SwiftSyntax
import TabBarModel

/// What an expression comes to when the app's code is read without running it.
enum Read<Value> {
    case value(Value, Provenance)
    /// Known only at run time (a variable, a call); the reason names what the code does.
    case unknown(String, Provenance)

    var value: Value? {
        if case .value(let value, _) = self { return value }
        return nil
    }
}

/// Reads the values of expressions, following `ForEach` variables and `self` into an enum's
/// `switch self` properties and function parameters into their arguments.
struct ValueReader {
    let index: SwiftIndex
    /// Where the index's sites are parsed again: an enum's property may be in a file let go.
    let trees: SwiftTrees

    /// An expression with names replaced by what they stand for, as far as that is static.
    struct Resolved {
        var expression: Located<ExprSyntax>
        var scope: Scope
        /// The type of the enum property the value came through (`String`, `LocalizedStringKey`).
        var declaredType: String?
        /// Set when the value is an enum case itself.
        var enumCase: (enumName: String, caseName: String)?
        /// A case's implicit raw value, its name, which no expression spells.
        var implicitRawValue: String?
    }

    func resolve(_ expression: Located<ExprSyntax>, _ scope: Scope, depth: Int = 0) -> Resolved {
        let start = Resolved(expression: expression, scope: scope)
        guard depth < 24 else { return start }
        let node = SwiftShapes.unwrapped(expression.node)
        if let reference = node.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            switch scope.binding(name) {
            case .expression(let bound, let boundScope)?: return resolve(bound, boundScope, depth: depth + 1)
            case .enumCase(let enumName, let caseName)?:
                var resolved = start
                resolved.enumCase = (enumName, caseName)
                return resolved
            case nil:
                // A bare property name inside the enum: `title` for `self.title`.
                if case .enumCase(let enumName, let caseName)? = scope.binding("self"),
                   let next = property(name, of: enumName, case: caseName, scope: scope, depth: depth) {
                    return next
                }
                return start
            }
        }
        if let member = node.as(MemberAccessExprSyntax.self), let base = member.base,
           let enumName = base.as(DeclReferenceExprSyntax.self)?.baseName.text, scope.binding(enumName) == nil,
           let info = index.enums[enumName], info.cases.contains(member.declName.baseName.text) {
            // `PantryTab.today`: the case itself.
            var resolved = start
            resolved.enumCase = (enumName, member.declName.baseName.text)
            return resolved
        }
        if let member = node.as(MemberAccessExprSyntax.self), let base = member.base {
            let baseResolved = resolve(Located(node: base, file: expression.file), scope, depth: depth + 1)
            if let (enumName, caseName) = baseResolved.enumCase,
               let next = property(member.declName.baseName.text, of: enumName, case: caseName, scope: baseResolved.scope, depth: depth) {
                return next
            }
            if baseResolved.enumCase == nil, let next = staticProperty(member.declName.baseName.text, of: base, depth: depth) {
                return next
            }
        }
        return start
    }

    /// `L10n.Tabs.home`: a type's static property, by the innermost type's name (SwiftGen's nested
    /// enums), as a `static let` or a computed `static var` of one expression.
    private func staticProperty(_ name: String, of base: ExprSyntax, depth: Int) -> Resolved? {
        let base = SwiftShapes.unwrapped(base)
        let typeName = base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? base.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let typeName, typeName.first?.isUppercase == true else { return nil }
        guard let site = index.properties[typeName]?[name] ?? index.enums[typeName]?.properties[name]?["__default"],
              let value = trees.located(site)
        else { return nil }
        var resolved = resolve(value, .empty, depth: depth + 1)
        resolved.declaredType = resolved.declaredType ?? index.enums[typeName]?.propertyTypes[name]
        return resolved
    }

    private func property(_ name: String, of enumName: String, case caseName: String, scope: Scope, depth: Int) -> Resolved? {
        guard let info = index.enums[enumName] else { return nil }
        var caseScope = scope
        caseScope.names["self"] = .enumCase(enumName: enumName, caseName: caseName)
        if name == "rawValue" {
            if let site = info.rawValues[caseName] {
                return trees.located(site).map { Resolved(expression: $0, scope: caseScope, declaredType: "String") }
            }
            guard let file = index.enumFiles[enumName].flatMap(trees.file) else { return nil }
            var implicit = Resolved(expression: Located(node: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(caseName))), file: file), scope: caseScope, declaredType: "String")
            implicit.implicitRawValue = caseName
            return implicit
        }
        guard let byCase = info.properties[name], let site = byCase[caseName] ?? byCase["__default"], let value = trees.located(site) else { return nil }
        var resolved = resolve(value, caseScope, depth: depth + 1)
        resolved.declaredType = resolved.declaredType ?? info.propertyTypes[name]
        return resolved
    }

    /// A title or a badge text. `literalIsKey`: SwiftUI takes a literal as a `LocalizedStringKey`;
    /// UIKit's `title:` takes a `String` as it is.
    func text(_ expression: Located<ExprSyntax>, _ scope: Scope, literalIsKey: Bool) -> Read<ImportedText> {
        let resolved = resolve(expression, scope)
        let node = SwiftShapes.unwrapped(resolved.expression.node)
        let provenance = resolved.implicitRawValue != nil ? expression.provenance : resolved.expression.provenance
        if let raw = resolved.implicitRawValue { return .value(.verbatim(raw), provenance) }
        var isKey = literalIsKey
        if let type = resolved.declaredType {
            isKey = type.contains("LocalizedStringKey") || type.contains("LocalizedStringResource")
        }
        if let (_, caseName) = resolved.enumCase {
            return .unknown("an enum case (\(caseName)) where text was expected", provenance)
        }
        if let literal = node.as(StringLiteralExprSyntax.self) {
            guard let text = literal.representedLiteralValue else {
                return .unknown("text with interpolation, known only when the app runs", provenance)
            }
            return .value(isKey ? .localized(key: text, table: nil, fallback: text) : .verbatim(text), provenance)
        }
        if let call = node.as(FunctionCallExprSyntax.self), let name = SwiftShapes.callName(call) {
            let file = resolved.expression.file
            func literal(_ expression: ExprSyntax?) -> String? {
                expression.flatMap { SwiftShapes.unwrapped($0).as(StringLiteralExprSyntax.self)?.representedLiteralValue }
            }
            switch name {
            case "String" where SwiftShapes.argument(call, "localized") != nil,
                 "LocalizedStringKey", "LocalizedStringResource", "Text":
                let keyExpression = SwiftShapes.argument(call, "localized") ?? SwiftShapes.firstUnlabeled(call)
                if name == "Text", let verbatim = literal(SwiftShapes.argument(call, "verbatim")) {
                    return .value(.verbatim(verbatim), provenance)
                }
                if let key = literal(keyExpression) {
                    let fallback = literal(SwiftShapes.argument(call, "defaultValue")) ?? key
                    return .value(.localized(key: key, table: literal(SwiftShapes.argument(call, "table")), fallback: fallback), provenance)
                }
                if name == "Text", let inner = keyExpression {
                    return text(Located(node: inner, file: file), resolved.scope, literalIsKey: true)
                }
            case "tr" where SwiftShapes.argument(call, "fallback") != nil || call.arguments.count == 2:
                // SwiftGen's `L10n.tr("Localizable", "tabs.home", fallback: "Home")`: table, key, English.
                let unlabeled = call.arguments.filter { $0.label == nil }.map(\.expression)
                if unlabeled.count >= 2, let table = literal(unlabeled[0]), let key = literal(unlabeled[1]) {
                    let fallback = literal(SwiftShapes.argument(call, "fallback")) ?? key
                    return .value(.localized(key: key, table: table, fallback: fallback), provenance)
                }
            case "NSLocalizedString":
                if let key = literal(SwiftShapes.firstUnlabeled(call)) {
                    let fallback = literal(SwiftShapes.argument(call, "value")) ?? key
                    return .value(.localized(key: key, table: literal(SwiftShapes.argument(call, "tableName")), fallback: fallback), provenance)
                }
            default:
                break
            }
        }
        // `"home.title".localized`, a common extension of the app's own over NSLocalizedString.
        if let member = node.as(MemberAccessExprSyntax.self), ["localized", "localizedString", "localised"].contains(member.declName.baseName.text),
           let key = member.base.flatMap({ SwiftShapes.unwrapped($0).as(StringLiteralExprSyntax.self)?.representedLiteralValue }) {
            return .value(.localized(key: key, table: nil, fallback: key), provenance)
        }
        if let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           ["localized", "localize"].contains(member.declName.baseName.text),
           let key = member.base.flatMap({ SwiftShapes.unwrapped($0).as(StringLiteralExprSyntax.self)?.representedLiteralValue }) {
            return .value(.localized(key: key, table: nil, fallback: key), provenance)
        }
        return .unknown("`\(Self.short(node))` is known only when the app runs", provenance)
    }

    /// A plain string (an image name, a badge value in UIKit).
    func string(_ expression: Located<ExprSyntax>, _ scope: Scope) -> Read<String> {
        let resolved = resolve(expression, scope)
        let node = SwiftShapes.unwrapped(resolved.expression.node)
        let provenance = resolved.implicitRawValue != nil ? expression.provenance : resolved.expression.provenance
        if let raw = resolved.implicitRawValue { return .value(raw, provenance) }
        if let literal = node.as(StringLiteralExprSyntax.self), let text = literal.representedLiteralValue {
            return .value(text, provenance)
        }
        if let (_, caseName) = resolved.enumCase { return .value(caseName, provenance) }
        return .unknown("`\(Self.short(node))` is known only when the app runs", provenance)
    }

    func integer(_ expression: Located<ExprSyntax>, _ scope: Scope) -> Read<Int> {
        let resolved = resolve(expression, scope)
        let node = SwiftShapes.unwrapped(resolved.expression.node)
        if let literal = node.as(IntegerLiteralExprSyntax.self), let value = Int(literal.literal.text.replacingOccurrences(of: "_", with: "")) {
            return .value(value, resolved.expression.provenance)
        }
        if let prefix = node.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
           let literal = prefix.expression.as(IntegerLiteralExprSyntax.self), let value = Int(literal.literal.text) {
            return .value(-value, resolved.expression.provenance)
        }
        return .unknown("`\(Self.short(node))` is known only when the app runs", resolved.expression.provenance)
    }

    /// A finite number the expression states; `1e999` and `0 / 0` are no colour component.
    func number(_ expression: ExprSyntax) -> Double? {
        finiteNumber(expression).flatMap { $0.isFinite ? $0 : nil }
    }

    private func finiteNumber(_ expression: ExprSyntax) -> Double? {
        let node = SwiftShapes.unwrapped(expression)
        if let literal = node.as(FloatLiteralExprSyntax.self) { return Double(literal.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let literal = node.as(IntegerLiteralExprSyntax.self) { return Double(literal.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let call = node.as(FunctionCallExprSyntax.self), ["CGFloat", "Double", "Float"].contains(SwiftShapes.callName(call) ?? ""),
           let only = SwiftShapes.firstUnlabeled(call) {
            return number(only)
        }
        // `51 / 255`, as colour components are often written.
        if let sequence = node.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "/",
               let numerator = number(elements[0]), let denominator = number(elements[2]), denominator != 0 {
                return numerator / denominator
            }
        }
        return nil
    }

    /// `.red`, `Color.blue`, `.systemRed`, `Color("Brand")`, `UIColor(named:)`, `Color(red:green:blue:)`,
    /// `UIColor(red:green:blue:alpha:)`, `UIColor(white:alpha:)`, `#colorLiteral(…)`, `Color.accentColor`.
    func color(_ expression: Located<ExprSyntax>, _ scope: Scope) -> Read<ImportedColor> {
        let resolved = resolve(expression, scope)
        let node = SwiftShapes.unwrapped(resolved.expression.node)
        let provenance = resolved.expression.provenance
        let unknown = Read<ImportedColor>.unknown("the colour `\(Self.short(node))` is known only when the app runs", provenance)
        if let member = node.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "accentColor" || name == "tintColor" { return .value(.asset("AccentColor"), provenance) }
            // `theme.primary`: a value of the app's own, not a colour's name.
            if let base = member.base, !["Color", "UIColor", "SwiftUI.Color"].contains(base.trimmedDescription) { return unknown }
            if let color = SystemColors.color(named: name) { return .value(color, provenance) }
            // `Color.brand` / `UIColor.brand`: generated asset symbols (Xcode 15) name the colour set.
            return .value(.asset(name), provenance)
        }
        if let macro = node.as(MacroExpansionExprSyntax.self), macro.macroName.text == "colorLiteral" {
            let components = ["red", "green", "blue"].map { label in macro.arguments.first { $0.label?.text == label }.flatMap { number($0.expression) } }
            guard let red = components[0], let green = components[1], let blue = components[2] else { return unknown }
            let alpha = macro.arguments.first { $0.label?.text == "alpha" }.flatMap { number($0.expression) } ?? 1
            return .value(.value(light: Color(red: red, green: green, blue: blue, alpha: alpha), dark: nil), provenance)
        }
        guard let call = node.as(FunctionCallExprSyntax.self), let name = SwiftShapes.callName(call) else { return unknown }
        // `Color.red.opacity(0.5)`: the colour with that alpha.
        if name == "opacity" || name == "withAlphaComponent", let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base, let alpha = SwiftShapes.firstUnlabeled(call).flatMap(number) {
            if case .value(.value(let light, let dark), let at) = color(Located(node: base, file: resolved.expression.file), resolved.scope) {
                return .value(.value(light: light.withAlpha(alpha), dark: dark?.withAlpha(alpha)), at)
            }
            return unknown
        }
        guard ["Color", "UIColor", "init"].contains(name) else { return unknown }
        if let named = SwiftShapes.argument(call, "named") ?? SwiftShapes.firstUnlabeled(call),
           let literal = SwiftShapes.unwrapped(named).as(StringLiteralExprSyntax.self)?.representedLiteralValue {
            return .value(.asset(literal), provenance)
        }
        if let inner = SwiftShapes.argument(call, "uiColor") ?? SwiftShapes.firstUnlabeled(call) {
            return color(Located(node: inner, file: resolved.expression.file), resolved.scope)
        }
        if let white = SwiftShapes.argument(call, "white").flatMap(number) {
            let alpha = SwiftShapes.argument(call, "alpha").flatMap(number) ?? SwiftShapes.argument(call, "opacity").flatMap(number) ?? 1
            return .value(.value(light: Color(red: white, green: white, blue: white, alpha: alpha), dark: nil), provenance)
        }
        if let red = SwiftShapes.argument(call, "red").flatMap(number), let green = SwiftShapes.argument(call, "green").flatMap(number),
           let blue = SwiftShapes.argument(call, "blue").flatMap(number), SwiftShapes.argument(call, "displayP3Red") == nil {
            let alpha = SwiftShapes.argument(call, "alpha").flatMap(number) ?? SwiftShapes.argument(call, "opacity").flatMap(number) ?? 1
            func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }
            return .value(.value(light: Color(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha)), dark: nil), provenance)
        }
        return unknown
    }

    /// An icon from `Image(systemName:)`, `UIImage(systemName:)`, `Image("x")`, `UIImage(named:)`,
    /// `Image(.x)`, `#imageLiteral(resourceName:)`, through `.withRenderingMode(…)` and the like.
    func image(_ expression: Located<ExprSyntax>, _ scope: Scope) -> Read<ImportedIcon>? {
        var resolved = resolve(expression, scope)
        var node = SwiftShapes.unwrapped(resolved.expression.node)
        // Image modifiers and UIImage's `withRenderingMode`, `withTintColor`… keep the picture; what
        // they are called on may itself be a property (Mastodon's `tab.image.imageWithoutBaseline()`).
        while let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base, member.declName.baseName.text != "init" {
            resolved = resolve(Located(node: base, file: resolved.expression.file), resolved.scope)
            node = SwiftShapes.unwrapped(resolved.expression.node)
        }
        let file = resolved.expression.file
        let provenance = file.provenance(of: node)
        if let macro = node.as(MacroExpansionExprSyntax.self), macro.macroName.text == "imageLiteral",
           let name = macro.arguments.first.flatMap({ SwiftShapes.unwrapped($0.expression).as(StringLiteralExprSyntax.self)?.representedLiteralValue }) {
            return .value(.asset(name), provenance)
        }
        guard let call = node.as(FunctionCallExprSyntax.self), let name = SwiftShapes.callName(call), ["Image", "UIImage", "init"].contains(name) else {
            if node.is(NilLiteralExprSyntax.self) { return nil }
            return .unknown("the image `\(Self.short(node))` is known only when the app runs", provenance)
        }
        if let symbol = SwiftShapes.argument(call, "systemName") {
            return map(string(Located(node: symbol, file: file), resolved.scope)) { .symbol($0) }
        }
        if let named = SwiftShapes.argument(call, "named") ?? SwiftShapes.argument(call, "resource") ?? SwiftShapes.firstUnlabeled(call) {
            if let caseName = SwiftShapes.caseName(named), SwiftShapes.unwrapped(named).as(MemberAccessExprSyntax.self)?.base == nil {
                return .value(.asset(caseName), provenance)  // `Image(.home)`: a generated ImageResource
            }
            return map(string(Located(node: named, file: file), resolved.scope)) { .asset($0) }
        }
        return .unknown("the image `\(Self.short(node))` is known only when the app runs", provenance)
    }

    func map<A, B>(_ read: Read<A>, _ transform: (A) -> B) -> Read<B> {
        switch read {
        case .value(let value, let provenance): .value(transform(value), provenance)
        case .unknown(let reason, let provenance): .unknown(reason, provenance)
        }
    }

    /// An expression as a message quotes it: one line, at most 60 characters.
    static func short(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedDescription.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return text.count > 60 ? String(text.prefix(57)) + "…" : text
    }
}

