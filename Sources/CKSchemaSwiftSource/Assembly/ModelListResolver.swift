import CKSchemaCore

/// Follows code that names models to the `@Model` classes it means: type lists, other lists added
/// or referred to by name (`AppSchema.models`, `static let all`, `let schema = Schema([...])`),
/// `VersionedSchema`s, across types and files.
struct ModelListResolver {
    /// What a list resolved to, and what could not be followed.
    struct Expansion {
        /// Model indexes, in list order, each once.
        var models: [Int] = []
        /// Types named that are no `@Model` class in the files read.
        var unknownModels: [(name: String, location: SourceLocation)] = []
        /// References that lead nowhere ckschema can read (`AppSchema.models` undeclared, code that computes a list).
        var unfollowed: [(name: String, location: SourceLocation)] = []
    }

    let declarations: SourceDeclarations
    let resolver: TypeResolver
    private var schemasByName: [String: Int] = [:]
    private var staticBindings: [String: Int] = [:]
    /// The `@Model` classes conforming to each protocol (their inheritance clause or an extension).
    private var conforming: [String: [Int]] = [:]

    init(declarations: SourceDeclarations, resolver: TypeResolver) {
        self.declarations = declarations
        self.resolver = resolver
        for (index, schema) in declarations.versionedSchemas.enumerated() where schemasByName[schema.qualifiedName] == nil {
            schemasByName[schema.qualifiedName] = index
        }
        for (index, model) in declarations.models.enumerated() {
            for inherited in model.inherited {
                if case .named(let names, _) = inherited.type, let last = names.last { conforming[last, default: []].append(index) }
            }
        }
        for conformance in declarations.conformances {
            guard let index = resolver.model(named: conformance.type, from: conformance.scope) else { continue }
            for name in conformance.protocols where conforming[name]?.contains(index) != true { conforming[name, default: []].append(index) }
        }
        for (index, binding) in declarations.modelsBindings.enumerated() where binding.isStaticOrGlobal {
            let name = (binding.scope + [binding.name]).joined(separator: ".")
            if staticBindings[name] == nil { staticBindings[name] = index }
        }
    }

    /// The `VersionedSchema` a name written in `scope` names.
    func schema(named components: [String], from scope: [String]) -> VersionedSchemaDeclaration? {
        let written = components.first == "Self" && components.count > 1 ? Array(components.dropFirst()) : components
        if let index = VersionPlanner.candidates(written, from: scope).lazy.compactMap({ schemasByName[$0] }).first {
            return declarations.versionedSchemas[index]
        }
        guard let target = resolver.aliasTarget(of: written, from: scope) else { return nil }
        return VersionPlanner.candidates(target.components, from: target.scope).lazy.compactMap { schemasByName[$0] }.first
            .map { declarations.versionedSchemas[$0] }
    }

    /// The models of a `VersionedSchema`: its `models`, lists it adds or refers to first.
    func models(of schema: VersionedSchemaDeclaration) -> Expansion {
        var expansion = Expansion()
        expand(schema: schema, visited: [], into: &expansion)
        return expansion
    }

    /// The models an expression written in `scope` at `use` names; `generics` are the generic
    /// parameters in force there, with their protocols (`Row.self` for `Row: CacheRow` names every
    /// `@Model` class conforming to `CacheRow`).
    func models(of expression: ModelsExpression, from scope: [String], at use: SourceLocation,
                generics: [String: [String]] = [:]) -> Expansion {
        var expansion = Expansion()
        expand(expression, from: scope, at: use, visited: [], generics: generics, into: &expansion)
        return expansion
    }

    private func expand(schema: VersionedSchemaDeclaration, visited: Set<String>, into expansion: inout Expansion) {
        guard !visited.contains(schema.qualifiedName) else { return }
        guard let list = schema.models else {
            expansion.unfollowed.append(("\(schema.name).models", schema.location))
            return
        }
        expand(.types(list), from: schema.scope + [schema.name], at: list.location,
               visited: visited.union([schema.qualifiedName]), into: &expansion)
    }

    private func expand(_ expression: ModelsExpression, from scope: [String], at use: SourceLocation, visited: Set<String>,
                        generics: [String: [String]] = [:], into expansion: inout Expansion) {
        switch expression {
        case .types(let list):
            for include in list.includes {
                follow(include.components, at: include.location, from: scope, visited: visited, generics: generics, into: &expansion)
            }
            for item in list.items {
                guard let index = resolver.model(named: item.components, from: scope) else {
                    // `SchemaLatest.self` given where a versioned schema is expected.
                    if let schema = schema(named: item.components, from: scope) {
                        expand(schema: schema, visited: visited, into: &expansion)
                        continue
                    }
                    // A generic parameter constrained to protocols: the classes conforming to all of them.
                    if item.components.count == 1, let protocols = generics[item.components[0]], let first = protocols.first {
                        let matching = (conforming[first] ?? []).filter { index in
                            protocols.dropFirst().allSatisfy { conforming[$0]?.contains(index) == true }
                        }
                        if !matching.isEmpty {
                            for index in matching where !expansion.models.contains(index) { expansion.models.append(index) }
                            continue
                        }
                    }
                    expansion.unknownModels.append((item.components.joined(separator: "."), item.location))
                    continue
                }
                if !expansion.models.contains(index) { expansion.models.append(index) }
            }
        case .versionedSchema(let components, let location):
            guard let schema = schema(named: components, from: scope) else {
                expansion.unfollowed.append(("\(components.joined(separator: ".")).self", location))
                return
            }
            expand(schema: schema, visited: visited, into: &expansion)
        case .reference(let components, let location):
            follow(components, at: location, from: scope, visited: visited, generics: generics, into: &expansion)
        case .unreadable(let text, let location):
            expansion.unfollowed.append((text, location))
        }
    }

    /// `SchemaV1.models`, `AppSchema.all`, `schema`: a `VersionedSchema`'s models or a named list.
    private func follow(_ components: [String], at location: SourceLocation, from scope: [String], visited: Set<String>,
                        generics: [String: [String]] = [:], into expansion: inout Expansion) {
        let name = components.joined(separator: ".")
        if components.count > 1, components.last == "models",
           let schema = schema(named: Array(components.dropLast()), from: scope) {
            expand(schema: schema, visited: visited, into: &expansion)
            return
        }
        // A parameter of the function around: what its call sites pass, when they write the models
        // (`makeContainer(schema: Schema([Note.self]))`). It stays unfollowed too: a call site may
        // pass what ckschema cannot read, so models no call reaches are not concluded unstored.
        if components.count == 1, let parameter = parameter(named: components[0], at: location) {
            let arguments = declarations.modelArguments.filter { argument in
                argument.function == parameter.function
                    && (parameter.label.map { argument.label == $0 } ?? (argument.label == nil && argument.index == parameter.index))
            }
            for argument in arguments {
                let key = "\(argument.location)"
                guard !visited.contains(key) else { continue }
                expand(argument.value, from: scope, at: argument.location, visited: visited.union([key]), generics: generics, into: &expansion)
            }
            if !arguments.isEmpty, binding(named: components, from: scope, at: location) == nil {
                expansion.unfollowed.append((name, location))
                return
            }
        }
        guard let binding = binding(named: components, from: scope, at: location) else {
            expansion.unfollowed.append((name, location))
            return
        }
        let key = "\(binding.location)"
        guard !visited.contains(key) else { return }
        expand(binding.value, from: binding.isStaticOrGlobal ? binding.scope : scope, at: binding.location,
               visited: visited.union([key]), generics: binding.generics.merging(generics) { own, _ in own }, into: &expansion)
    }

    /// The parameter a name written at `use` names: the nearest one of that name whose function holds it.
    private func parameter(named name: String, at use: SourceLocation) -> ModelParameter? {
        declarations.modelParameters.filter { $0.name == name && $0.location.file == use.file && $0.location < use && use < $0.end }
            .max { $0.location < $1.location }
    }

    /// The binding a name written at `use` in `scope` refers to: the last local one before it in its
    /// file, else a static member or global looked up from `scope` outwards.
    private func binding(named components: [String], from scope: [String], at use: SourceLocation) -> ModelsBinding? {
        if components.count == 1 {
            let local = declarations.modelsBindings.filter {
                !$0.isStaticOrGlobal && $0.name == components[0] && $0.location.file == use.file && $0.location < use
            }
            if let nearest = local.max(by: { $0.location < $1.location }) { return nearest }
        }
        let written = components.first == "Self" ? Array(components.dropFirst()) : components
        return VersionPlanner.candidates(written, from: scope).lazy.compactMap { staticBindings[$0] }.first
            .map { declarations.modelsBindings[$0] }
    }
}
