import SwiftSyntax

/// A property's type as written, reduced to what the mapping needs: names (with their module or
/// enclosing types), optionals, arrays, dictionaries and generic arguments.
indirect enum TypeReference: Sendable, Hashable, Codable {
    /// `Date`, `Foundation.Date`, `Schema.Kind`, `Set<String>`: name components and generic arguments.
    case named([String], arguments: [TypeReference])
    /// `T?`, `T!`, `Optional<T>`.
    case optional(TypeReference)
    /// `[T]`, `Array<T>`.
    case array(TypeReference)
    /// `[K: V]`, `Dictionary<K, V>`.
    case dictionary(TypeReference, TypeReference)
    /// Anything else (tuples, functions, `any P`, `some P`), as written.
    case unsupported(String)

    /// The type as Swift spells it (normalised spacing).
    var text: String {
        switch self {
        case .named(let components, let arguments):
            let name = components.joined(separator: ".")
            return arguments.isEmpty ? name : name + "<" + arguments.map(\.text).joined(separator: ", ") + ">"
        case .optional(let wrapped): return wrapped.text + "?"
        case .array(let element): return "[" + element.text + "]"
        case .dictionary(let key, let value): return "[" + key.text + ": " + value.text + "]"
        case .unsupported(let text): return text
        }
    }

    /// The type without any optional marks, and whether there was one.
    var unwrapped: (type: TypeReference, optional: Bool) {
        var type = self
        var optional = false
        while case .optional(let wrapped) = type {
            type = wrapped
            optional = true
        }
        return (type, optional)
    }

    /// Reads a type written in Swift source.
    init(_ syntax: TypeSyntax) {
        if let identifier = syntax.as(IdentifierTypeSyntax.self) {
            self = Self.named([identifier.name.text], generic: identifier.genericArgumentClause)
        } else if let member = syntax.as(MemberTypeSyntax.self) {
            var components = [member.name.text]
            var base = member.baseType
            while let inner = base.as(MemberTypeSyntax.self) {
                components.insert(inner.name.text, at: 0)
                base = inner.baseType
            }
            guard let root = base.as(IdentifierTypeSyntax.self), root.genericArgumentClause == nil else {
                self = .unsupported(syntax.trimmedDescription)
                return
            }
            components.insert(root.name.text, at: 0)
            self = Self.named(components, generic: member.genericArgumentClause)
        } else if let optional = syntax.as(OptionalTypeSyntax.self) {
            self = .optional(TypeReference(optional.wrappedType))
        } else if let optional = syntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            self = .optional(TypeReference(optional.wrappedType))
        } else if let array = syntax.as(ArrayTypeSyntax.self) {
            self = .array(TypeReference(array.element))
        } else if let dictionary = syntax.as(DictionaryTypeSyntax.self) {
            self = .dictionary(TypeReference(dictionary.key), TypeReference(dictionary.value))
        } else if let attributed = syntax.as(AttributedTypeSyntax.self), attributed.specifiers.isEmpty {
            self = TypeReference(attributed.baseType)
        } else if let tuple = syntax.as(TupleTypeSyntax.self), tuple.elements.count == 1,
                  let only = tuple.elements.first, only.firstName == nil {
            self = TypeReference(only.type)
        } else {
            self = .unsupported(syntax.trimmedDescription)
        }
    }

    /// A named type; `Optional`, `Array` and `Dictionary` spelled as generics become their sugar.
    private static func named(_ components: [String], generic: GenericArgumentClauseSyntax?) -> TypeReference {
        var arguments: [TypeReference] = []
        for argument in generic?.arguments ?? [] {
            guard case .type(let type) = argument.argument else {
                return .unsupported((components + [generic?.trimmedDescription ?? ""]).joined(separator: "."))
            }
            arguments.append(TypeReference(type))
        }
        let name = components.count == 2 && components[0] == "Swift" ? [components[1]] : components
        switch (name, arguments.count) {
        case (["Optional"], 1): return .optional(arguments[0])
        case (["Array"], 1): return .array(arguments[0])
        case (["Dictionary"], 2): return .dictionary(arguments[0], arguments[1])
        default: return .named(components, arguments: arguments)
        }
    }
}
