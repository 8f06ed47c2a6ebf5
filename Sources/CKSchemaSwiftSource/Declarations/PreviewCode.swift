import SwiftSyntax

/// Code that builds stores the shipped app never opens: `#Preview` bodies, `PreviewProvider`s and
/// `PreviewModifier`s, test code, and members named for previews (`static var preview: ModelContainer`).
/// Its containers say nothing about which models the app syncs.
enum PreviewCode {
    /// Why the store built at `node` is not the app's (`#Preview`, `PreviewProvider 'ItemView_Previews'`),
    /// or nil when it may be.
    static func reason(for node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let syntax = current {
            if let macro = syntax.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return "#Preview" }
            if let macro = syntax.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return "#Preview" }
            if let type = syntax.asProtocol((any DeclGroupSyntax).self), let reason = typeReason(type) { return reason }
            if let function = syntax.as(FunctionDeclSyntax.self) {
                if hasAttribute(function.attributes, "Test") { return "the test '\(function.name.text)'" }
                if function.name.text.lowercased().contains("preview") { return "'\(function.name.text)' (a preview helper)" }
            }
            if let variable = syntax.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                       name.lowercased().contains("preview") {
                        return "'\(name)' (a preview container)"
                    }
                }
            }
            current = syntax.parent
        }
        return nil
    }

    /// Why a whole file is test or preview code: it lies in a test target's folder (`…Tests/`) or
    /// in Xcode's `Preview Content`, or it imports XCTest or Swift Testing.
    static func reason(forFile path: String, imports: [String]) -> String? {
        let folders = path.split(separator: "/").dropLast().map(String.init)
        if let folder = folders.last(where: { $0.hasSuffix("Tests") }) {
            return "test code (in '\(folder)/')"
        }
        if folders.contains("Preview Content") { return "preview code (in 'Preview Content/')" }
        if let module = imports.first(where: { $0 == "XCTest" || $0 == "Testing" }) { return "test code (imports \(module))" }
        return nil
    }

    private static func typeReason(_ type: some DeclGroupSyntax) -> String? {
        let name = type.as(StructDeclSyntax.self)?.name.text ?? type.as(ClassDeclSyntax.self)?.name.text
            ?? type.as(EnumDeclSyntax.self)?.name.text ?? type.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription ?? "?"
        for inherited in type.inheritanceClause?.inheritedTypes ?? [] {
            guard case .named(let names, _) = TypeReference(inherited.type), let last = names.last else { continue }
            switch last {
            case "PreviewProvider", "PreviewModifier": return "\(last) '\(name)'"
            case "XCTestCase": return "the test case '\(name)'"
            default: continue
            }
        }
        if hasAttribute(type.attributes, "Suite") { return "the test suite '\(name)'" }
        return nil
    }

    private static func hasAttribute(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
        attributes.contains {
            if case .attribute(let attribute) = $0 { return ReadContext.macroName(attribute) == name }
            return false
        }
    }
}

/// The generic parameters in force where a store is built, each with the protocols it is
/// constrained to (`func make<Row: CacheRow>()`, `where Row: CacheRow`): a model list that names
/// `Row.self` means the `@Model` classes conforming to them.
enum GenericConstraints {
    static func of(_ node: some SyntaxProtocol) -> [String: [String]] {
        var result: [String: [String]] = [:]
        func add(_ name: String, _ type: TypeSyntax) {
            var types = [type]
            if let composition = type.as(CompositionTypeSyntax.self) { types = composition.elements.map(\.type) }
            for type in types {
                guard case .named(let names, _) = TypeReference(type), let last = names.last else { continue }
                if result[name, default: []].contains(last) == false { result[name, default: []].append(last) }
            }
        }
        func read(_ parameters: GenericParameterClauseSyntax?, _ clause: GenericWhereClauseSyntax?) {
            for parameter in parameters?.parameters ?? [] {
                let name = parameter.name.text
                if result[name] == nil { result[name] = [] }
                if let type = parameter.inheritedType { add(name, type) }
            }
            for requirement in clause?.requirements ?? [] {
                guard case .conformanceRequirement(let conformance) = requirement.requirement,
                      case .named(let names, _) = TypeReference(conformance.leftType), names.count == 1 else { continue }
                add(names[0], conformance.rightType)
            }
        }
        var current = node.parent
        while let syntax = current {
            if let function = syntax.as(FunctionDeclSyntax.self) { read(function.genericParameterClause, function.genericWhereClause) }
            if let initializer = syntax.as(InitializerDeclSyntax.self) { read(initializer.genericParameterClause, initializer.genericWhereClause) }
            if let type = syntax.as(StructDeclSyntax.self) { read(type.genericParameterClause, type.genericWhereClause) }
            if let type = syntax.as(ClassDeclSyntax.self) { read(type.genericParameterClause, type.genericWhereClause) }
            if let type = syntax.as(EnumDeclSyntax.self) { read(type.genericParameterClause, type.genericWhereClause) }
            if let type = syntax.as(ActorDeclSyntax.self) { read(type.genericParameterClause, type.genericWhereClause) }
            if let type = syntax.as(ExtensionDeclSyntax.self) { read(nil, type.genericWhereClause) }
            current = syntax.parent
        }
        return result.filter { !$0.value.isEmpty }
    }
}
