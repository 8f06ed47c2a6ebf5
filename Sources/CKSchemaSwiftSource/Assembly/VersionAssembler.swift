import CKSchemaCore

/// Builds one schema version: the models a version lists plus those SwiftData adds (superclasses
/// and relationship destinations), their entities, then the inverses between them.
struct VersionAssembler {
    let declarations: SourceDeclarations
    let resolver: TypeResolver
    private var builder: EntityBuilder
    private(set) var diagnostics = DiagnosticSet()
    /// Every model that is part of some version.
    private(set) var covered: Set<Int> = []

    init(declarations: SourceDeclarations, resolver: TypeResolver) {
        self.declarations = declarations
        self.resolver = resolver
        builder = EntityBuilder(declarations: declarations, resolver: resolver)
    }

    var allDiagnostics: [Diagnostic] { diagnostics.all + builder.diagnostics.all }

    mutating func assemble(_ source: VersionSource, model: String, number: Int, container: String?) -> SwiftDataVersion {
        let members = distinctEntities(closure(of: source.listed))
        covered.formUnion(members)
        let parents = Dictionary(uniqueKeysWithValues: members.map { ($0, parent(of: $0, among: members)) })
        var built: [Int: BuiltEntity] = [:]
        var inherited: [Int: EntityBuilder.Inherited] = [:]
        for index in members.sorted(by: { depth($0, parents) < depth($1, parents) }) {
            let parentIndex = parents[index] ?? nil
            let parentEntity = parentIndex.flatMap { built[$0] }
            var names = parentIndex.flatMap { inherited[$0] } ?? EntityBuilder.Inherited()
            if let parentEntity {
                names.attributes.formUnion(parentEntity.entity.attributes.map(\.name))
                names.relationships.formUnion(parentEntity.entity.relationships.map(\.name))
            }
            guard let entity = builder.build(index, parent: parentEntity?.entity.name, inherited: names) else { continue }
            built[index] = entity
            inherited[index] = names
        }
        var resolver = InverseResolver(entities: members.compactMap { built[$0] }, declarations: declarations,
                                       resolver: self.resolver)
        let resolvedEntities = resolver.resolve()
        let entities = resolvedEntities.map(\.entity)
        var swiftTypes: [String: String] = [:]
        for built in resolvedEntities {
            for (property, type) in built.swiftTypes { swiftTypes["\(built.entity.name).\(property)"] = type }
        }
        diagnostics.append(contentsOf: resolver.diagnostics.all)

        let schema = source.versionedSchema
        let location = schema?.location ?? entities.first?.source.location
        let comment = schema.map { s in
            "SwiftData VersionedSchema '\(s.qualifiedName)'" + (s.identifierText.map { " (versionIdentifier \($0))" } ?? "")
        } ?? "SwiftData @Model classes"
        let result = Schema(model: model, version: number, container: container, entities: entities,
                            file: location?.file, comment: comment, source: SourceInfo(location))
        var classes: [String: Int] = [:]
        for index in members where built[index] != nil { classes[declarations.models[index].name] = index }
        return SwiftDataVersion(versionedSchema: schema?.qualifiedName, versionIdentifier: schema?.identifierText,
                                location: location, schema: result, swiftTypes: swiftTypes, modelIndexes: classes)
    }

    // MARK: - Members

    /// The listed models, then every superclass and relationship destination they reach.
    private mutating func closure(of listed: [Int]) -> [Int] {
        var members = listed
        var queue = listed[...]
        func add(_ index: Int, at location: SourceLocation?, because reason: String) {
            guard !members.contains(index) else { return }
            members.append(index)
            queue.append(index)
            diagnostics.append(SwiftDataDiagnostics.modelAdded.diagnostic(
                "'\(declarations.models[index].name)' is not listed in the version's models but is part of it: \(reason)",
                at: location, entity: declarations.models[index].name))
        }
        while let index = queue.popFirst() {
            let model = declarations.models[index]
            if let (parent, location) = superclass(of: index) {
                add(parent, at: location, because: "'\(model.name)' inherits from it")
            }
            for property in model.properties {
                guard let type = property.type else { continue }
                for destination in Self.models(in: resolver.resolve(type, from: model.scope + [model.name])) {
                    add(destination, at: property.location, because: "'\(model.name).\(property.name)' relates to it")
                }
            }
        }
        return members
    }

    /// Keeps the first model of each entity name.
    private mutating func distinctEntities(_ members: [Int]) -> [Int] {
        var seen: Set<String> = []
        return members.filter { index in
            let model = declarations.models[index]
            if seen.insert(model.name).inserted { return true }
            diagnostics.append(SwiftDataDiagnostics.duplicateEntity.diagnostic(
                "'\(model.qualifiedName)' has the same entity name as another model of the version; left out",
                at: model.location, entity: model.name))
            return false
        }
    }

    private func superclass(of index: Int) -> (Int, SourceLocation)? {
        let model = declarations.models[index]
        guard let first = model.inherited.first, case .named(let components, _) = first.type,
              let parent = resolver.model(named: components, from: model.scope), parent != index else { return nil }
        return (parent, first.location)
    }

    private func parent(of index: Int, among members: [Int]) -> Int? {
        guard let (parent, _) = superclass(of: index), members.contains(parent) else { return nil }
        return parent
    }

    private func depth(_ index: Int, _ parents: [Int: Int?]) -> Int {
        var depth = 0
        var current = index
        while let next = parents[current] ?? nil, depth < parents.count {
            depth += 1
            current = next
        }
        return depth
    }

    /// The model a relationship of this type points to (`T`, `T?`, `[T]`, `[T]?`).
    private static func models(in type: ResolvedType) -> [Int] {
        switch type.unwrapped {
        case .model(let index), .array(.model(let index)): [index]
        default: []
        }
    }
}
