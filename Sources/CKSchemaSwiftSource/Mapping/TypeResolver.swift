import CKSchemaCore

/// A property type with every name looked up: a model, a type SwiftData stores natively, another
/// type declared in the files, or a name the files do not declare.
indirect enum ResolvedType: Sendable, Equatable {
    /// A `@Model` class, by its index in ``SourceDeclarations/models``.
    case model(Int)
    case primitive(AttributeType)
    /// A struct, enum, class or actor declared in the files (not a model).
    case declared(String)
    /// A name the files do not declare and SwiftData does not store natively.
    case unknown(String)
    case optional(ResolvedType)
    case array(ResolvedType)
    case dictionary(ResolvedType, ResolvedType)
    /// Any other generic type (`Set<String>`), with its arguments.
    case generic(String, [ResolvedType])
    case unsupported(String)
    /// A `typealias` chain that does not end.
    case aliasCycle(String)

    /// Without its optional marks.
    var unwrapped: ResolvedType {
        if case .optional(let wrapped) = self { return wrapped.unwrapped }
        return self
    }

    /// Whether a model appears anywhere inside.
    var containsModel: Bool {
        switch self {
        case .model: true
        case .optional(let inner), .array(let inner): inner.containsModel
        case .dictionary(let key, let value): key.containsModel || value.containsModel
        case .generic(_, let arguments): arguments.contains(where: \.containsModel)
        default: false
        }
    }

    /// The first problem inside (an unsupported part or an alias cycle), if any.
    var problem: ResolvedType? {
        switch self {
        case .unsupported, .aliasCycle: self
        case .optional(let inner), .array(let inner): inner.problem
        case .dictionary(let key, let value): key.problem ?? value.problem
        case .generic(_, let arguments): arguments.lazy.compactMap(\.problem).first
        default: nil
        }
    }

    /// The first name the files do not declare, if any.
    var firstUnknown: String? {
        switch self {
        case .unknown(let name): name
        case .optional(let inner), .array(let inner): inner.firstUnknown
        case .dictionary(let key, let value): key.firstUnknown ?? value.firstUnknown
        case .generic(_, let arguments): arguments.lazy.compactMap(\.firstUnknown).first
        default: nil
        }
    }
}

/// Looks names up the way Swift does for the declarations read: from the innermost enclosing type
/// outwards, through type aliases, then the types SwiftData stores natively.
struct TypeResolver: Sendable {
    /// The Swift types SwiftData stores natively and the Core Data attribute type of each. Integer
    /// widths keep every value: `UInt8` fits Integer 16, `UInt16` Integer 32, `UInt32` Integer 64.
    static let primitives: [String: AttributeType] = [
        "Int": .int64, "Int64": .int64, "UInt": .int64, "UInt64": .int64, "UInt32": .int64,
        "Int32": .int32, "UInt16": .int32,
        "Int16": .int16, "Int8": .int16, "UInt8": .int16,
        "Bool": .bool, "Double": .double, "Float64": .double, "Float": .float, "Float32": .float,
        "Decimal": .decimal, "String": .string, "Date": .date, "Data": .binary, "UUID": .uuid, "URL": .uri,
        // Foundation and CoreGraphics aliases of `Double` (64-bit platforms for `CGFloat`).
        "TimeInterval": .double, "CFTimeInterval": .double, "CGFloat": .double,
    ]
    /// Modules whose names may qualify a type of ``primitives`` (`Foundation.TimeInterval`).
    static let standardModules: Set<String> = ["Swift", "Foundation", "CoreGraphics", "CoreFoundation"]
    private static let maximumAliasDepth = 16

    private var models: [String: Int] = [:]
    private var aliases: [String: TypeAliasDeclaration] = [:]
    private var declared: Set<String> = []
    private var rawTypes: [String: (TypeReference, [String])] = [:]

    init(_ declarations: SourceDeclarations) {
        for (index, model) in declarations.models.enumerated() where models[model.qualifiedName] == nil {
            models[model.qualifiedName] = index
        }
        for alias in declarations.aliases {
            let name = (alias.scope + [alias.name]).joined(separator: ".")
            if aliases[name] == nil { aliases[name] = alias }
        }
        for type in declarations.valueTypes {
            let name = (type.scope + [type.name]).joined(separator: ".")
            declared.insert(name)
            if let raw = type.rawType, rawTypes[name] == nil { rawTypes[name] = (raw, type.scope) }
        }
    }

    /// The model a type name written in `scope` names, if any (aliases followed).
    func model(named components: [String], from scope: [String]) -> Int? {
        if case .model(let index) = resolve(.named(components, arguments: []), from: scope) { return index }
        return nil
    }

    /// The raw value type of the enum a name written in `scope` names, when it is a type SwiftData
    /// stores natively.
    func rawType(of components: [String], from scope: [String]) -> TypeReference? {
        for candidate in candidates(components, from: scope) {
            guard let (raw, rawScope) = rawTypes[candidate] else { continue }
            if case .primitive = resolve(raw, from: rawScope) { return raw }
            return nil
        }
        return nil
    }

    /// The qualified name a type name written in `scope` ends at through `typealias`es
    /// (`ActiveSchema` → `Schemas.V3`), nil when it names no alias.
    func aliasTarget(of components: [String], from scope: [String]) -> (components: [String], scope: [String])? {
        var current = (components: components, scope: scope)
        var followed = false
        for _ in 0..<Self.maximumAliasDepth {
            guard let alias = candidates(current.components, from: current.scope).lazy.compactMap({ aliases[$0] }).first,
                  case .named(let target, let arguments) = alias.target, arguments.isEmpty else { break }
            current = (target, alias.scope)
            followed = true
        }
        return followed ? current : nil
    }

    func resolve(_ type: TypeReference, from scope: [String]) -> ResolvedType {
        resolve(type, from: scope, depth: 0)
    }

    private func resolve(_ type: TypeReference, from scope: [String], depth: Int) -> ResolvedType {
        switch type {
        case .optional(let wrapped): return .optional(resolve(wrapped, from: scope, depth: depth))
        case .array(let element): return .array(resolve(element, from: scope, depth: depth))
        case .dictionary(let key, let value):
            return .dictionary(resolve(key, from: scope, depth: depth), resolve(value, from: scope, depth: depth))
        case .unsupported(let text): return .unsupported(text)
        case .named(let components, let arguments):
            let resolvedArguments = arguments.map { resolve($0, from: scope, depth: depth) }
            return resolveName(components, arguments: resolvedArguments, text: type.text, from: scope, depth: depth)
        }
    }

    private func resolveName(_ written: [String], arguments: [ResolvedType], text: String, from scope: [String],
                             depth: Int) -> ResolvedType {
        guard depth < Self.maximumAliasDepth else { return .aliasCycle(text) }
        // `Self.Kind` inside a type: looked up from that type inwards, as a plain `Kind` is.
        let components = written.first == "Self" && written.count > 1 ? Array(written.dropFirst()) : written
        for candidate in candidates(components, from: scope) {
            if let index = models[candidate], arguments.isEmpty { return .model(index) }
            if let alias = aliases[candidate] {
                return resolve(alias.target, from: alias.scope, depth: depth + 1)
            }
            if declared.contains(candidate) {
                return arguments.isEmpty ? .declared(text) : .generic(text, arguments)
            }
        }
        let last = components.last ?? ""
        let qualifiedByModule = components.count == 2 && Self.standardModules.contains(components[0])
        if components.count == 1 || qualifiedByModule {
            if let primitive = Self.primitives[last], arguments.isEmpty { return .primitive(primitive) }
            if ["Set", "ContiguousArray"].contains(last), arguments.count == 1 { return .generic(text, arguments) }
        }
        return arguments.isEmpty ? .unknown(text) : .generic(text, arguments)
    }

    /// Qualified names to try, innermost scope first; a name written with a module or outer
    /// type in front (`MyApp.Item`) is also tried without its first component.
    private func candidates(_ components: [String], from scope: [String]) -> [String] {
        var result: [String] = []
        for length in stride(from: scope.count, through: 0, by: -1) {
            result.append((scope.prefix(length) + components).joined(separator: "."))
        }
        if components.count > 1 { result.append(components.dropFirst().joined(separator: ".")) }
        return result
    }
}
