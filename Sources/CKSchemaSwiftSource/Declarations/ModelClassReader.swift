import CKSchemaCore
import SwiftSyntax

/// Reads a `@Model` class: its stored properties (computed and `static` ones skipped, `@Transient`
/// ones skipped with a note), `#Unique` and `#Index`.
extension ReadContext {
    mutating func readModelClass(_ syntax: ClassDeclSyntax, scope: [String]) -> ModelClassDeclaration {
        var model = ModelClassDeclaration(
            name: syntax.name.text.withoutBackticks, scope: scope,
            inherited: (syntax.inheritanceClause?.inheritedTypes ?? []).map { InheritedType(type: TypeReference($0.type), location: location(of: $0.type)) },
            properties: [], uniqueMacros: [], indexMacros: [], location: location(of: syntax.name))
        for member in Self.members(of: syntax.memberBlock.members) {
            if let variable = member.as(VariableDeclSyntax.self) {
                model.properties += readProperties(variable, in: model.name)
            } else if let macro = member.as(MacroExpansionDeclSyntax.self) {
                switch macro.macroName.text {
                case "Unique": if let read = readKeyPathGroups(macro) { model.uniqueMacros.append(read) }
                case "Index": if let read = readKeyPathGroups(macro) { model.indexMacros.append(read) }
                default: break
                }
            }
        }
        return model
    }

    /// The declarations of a member block, those inside `#if` blocks included (every branch).
    static func members(of list: MemberBlockItemListSyntax) -> [DeclSyntax] {
        list.flatMap { item -> [DeclSyntax] in
            guard let conditional = item.decl.as(IfConfigDeclSyntax.self) else { return [item.decl] }
            return conditional.clauses.flatMap { clause -> [DeclSyntax] in
                if case .decls(let nested)? = clause.elements { return members(of: nested) }
                return []
            }
        }
    }

    /// The stored properties one `var`/`let` declaration declares (`var a = 0, b = 1` declares two).
    private mutating func readProperties(_ variable: VariableDeclSyntax, in model: String) -> [PropertyDeclaration] {
        if variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) { return [] }
        var attributeMacro: AttributeMacroArguments?
        var relationshipMacro: RelationshipMacroArguments?
        for element in variable.attributes {
            guard case .attribute(let attribute) = element else { continue }
            switch Self.macroName(attribute) {
            case "Transient":
                let names = variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.withoutBackticks }
                report(SwiftDataDiagnostics.transientSkipped,
                       "@Transient property '\(model).\(names.joined(separator: "', '"))' is not stored; left out of the schema",
                       at: attribute, entity: model)
                return []
            case "Attribute": attributeMacro = readAttributeMacro(attribute)
            case "Relationship": relationshipMacro = readRelationshipMacro(attribute)
            default: break
            }
        }
        let bindings = Array(variable.bindings)
        var properties: [PropertyDeclaration] = []
        for (index, binding) in bindings.enumerated() where !Self.isComputed(binding) {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
                report(SwiftDataDiagnostics.unsupportedType,
                       "stored property pattern '\(binding.pattern.compactText)' of '\(model)' is not a single name; left out",
                       at: binding.pattern, entity: model)
                continue
            }
            // `var a, b: Int`: a binding without a type takes the next written one.
            let typeSyntax = binding.typeAnnotation?.type
                ?? (binding.initializer == nil ? bindings[index...].first { $0.typeAnnotation != nil }?.typeAnnotation?.type : nil)
            var property = PropertyDeclaration(
                name: pattern.identifier.text.withoutBackticks, location: location(of: pattern),
                type: typeSyntax.map(TypeReference.init), typeLocation: typeSyntax.map { location(of: $0) },
                optionalMarkLocation: typeSyntax.flatMap(optionalMark), isLet: variable.bindingSpecifier.text == "let",
                initialValue: nil, typeHint: nil, attribute: attributeMacro, relationship: relationshipMacro)
            if let value = binding.initializer?.value {
                property.initialValue = WrittenValue(value: InitialValueReader.read(value), text: value.singleLineText,
                                                     location: location(of: value))
                if property.type == nil {
                    property.type = Self.inferredType(of: value)
                    property.typeHint = property.type == nil ? Self.typeHint(of: value) : nil
                    property.typeLocation = location(of: value)
                }
            }
            properties.append(property)
        }
        return properties
    }

    /// The last component of an attribute's name (`SwiftData.Attribute` → `Attribute`).
    static func macroName(_ attribute: AttributeSyntax) -> String {
        if let member = attribute.attributeName.as(MemberTypeSyntax.self) { return member.name.text }
        return attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text ?? ""
    }

    /// Whether a binding has a getter (so stores nothing); `willSet`/`didSet` alone keep it stored.
    private static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
        switch binding.accessorBlock?.accessors {
        case nil: return false
        case .getter?: return true
        case .accessors(let list)?:
            return list.contains { !["willSet", "didSet"].contains($0.accessorSpecifier.text) }
        }
    }

    /// Where the `?` of an optional type is.
    private func optionalMark(_ type: TypeSyntax) -> SourceLocation? {
        if let optional = type.as(OptionalTypeSyntax.self) { return location(of: optional.questionMark) }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return location(of: optional.exclamationMark) }
        if case .optional = TypeReference(type) { return location(of: type) }
        return nil
    }

    /// The type of an initial value that says it: literals, `Date.now`, `UUID()`, `TypeName()`.
    private static func inferredType(of expression: ExprSyntax) -> TypeReference? {
        func named(_ name: String) -> TypeReference { .named([name], arguments: []) }
        switch InitialValueReader.read(expression) {
        case .integer: return named("Int")
        case .float: return named("Double")
        case .bool: return named("Bool")
        case .string: return named("String")
        case .currentDate: return named("Date")
        case .newUUID, .uuidString: return named("UUID")
        case .url: return named("URL")
        case .emptyData: return named("Data")
        case .nilLiteral, .initCall, .other: break
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
               reference.baseName.text.first?.isUppercase == true {
                return named(reference.baseName.text)
            }
            // `[String]()`, `[String: Int]()`
            if call.arguments.isEmpty, let array = call.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1,
               let element = array.elements.first, let name = typeName(element.expression) {
                return .array(name)
            }
            if call.arguments.isEmpty, let dictionary = call.calledExpression.as(DictionaryExprSyntax.self),
               case .elements(let elements) = dictionary.content, elements.count == 1, let element = elements.first,
               let key = typeName(element.key), let value = typeName(element.value) {
                return .dictionary(key, value)
            }
        }
        return nil
    }

    /// `Type.member` → the member's type is `Type`; `Type.member.rawValue` → `Type`'s raw type.
    private static func typeHint(of expression: ExprSyntax) -> TypeHint? {
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        if member.declName.baseName.text == "rawValue", let inner = base.as(MemberAccessExprSyntax.self),
           let typeBase = inner.base, let components = capitalisedTypeName(typeBase) {
            return .rawValue(of: components)
        }
        return capitalisedTypeName(base).map { .member(of: $0) }
    }

    /// A type name written as an expression: `Kind` or `Outer.Kind`, each part capitalised.
    private static func capitalisedTypeName(_ expression: ExprSyntax) -> [String]? {
        guard let components = ReadContext.typeComponents(expression),
              components.allSatisfy({ $0.first?.isUppercase == true }) else { return nil }
        return components
    }

    /// A type written in expression position (`String`, `Foundation.Date`), or nil.
    private static func typeName(_ expression: ExprSyntax) -> TypeReference? {
        if let type = expression.as(TypeExprSyntax.self)?.type { return TypeReference(type) }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
            return .named([reference.baseName.text], arguments: [])
        }
        return nil
    }

    /// `#Unique<T>([\.a, \.b], [\.c])`, `#Index<T>(...)`.
    private mutating func readKeyPathGroups(_ macro: MacroExpansionDeclSyntax) -> KeyPathGroupsMacro? {
        var typeArgument: [String]?
        if let argument = macro.genericArgumentClause?.arguments.first, case .type(let type) = argument.argument,
           case .named(let components, _) = TypeReference(type) {
            typeArgument = components
        }
        var groups: [KeyPathGroup] = []
        for argument in macro.arguments {
            guard let array = argument.expression.as(ArrayExprSyntax.self) else {
                report(SwiftDataDiagnostics.notStatic,
                       "#\(macro.macroName.text) argument '\(argument.expression.compactText)' is not an array of key paths; ignored",
                       at: argument.expression)
                continue
            }
            var paths: [KeyPathReference] = []
            for element in array.elements {
                guard let keyPathSyntax = element.expression.as(KeyPathExprSyntax.self) else {
                    report(SwiftDataDiagnostics.notStatic, "'\(element.expression.compactText)' is not a key path; ignored",
                           at: element.expression)
                    continue
                }
                if let path = keyPath(keyPathSyntax) { paths.append(path) }
            }
            if !paths.isEmpty { groups.append(KeyPathGroup(paths: paths, location: location(of: array))) }
        }
        return KeyPathGroupsMacro(typeArgument: typeArgument, groups: groups, location: location(of: macro))
    }
}
