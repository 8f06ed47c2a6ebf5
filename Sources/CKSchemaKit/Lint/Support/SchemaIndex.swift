/// Lookups the rules need many times per schema, computed once per lint run: entities by name and
/// each entity's ancestry. Keeps linting linear in the size of the schema.
struct SchemaIndex: Sendable {
    private let entitiesByName: [String: Entity]
    /// Names from the entity up to its root, the entity first (stops at a cycle or missing parent).
    private let ancestryNames: [String: [String]]

    init(_ schema: Schema) {
        var byName: [String: Entity] = [:]
        for entity in schema.entities where byName[entity.name] == nil { byName[entity.name] = entity }
        var chains: [String: [String]] = [:]
        for entity in schema.entities {
            var chain = [entity.name]
            var seen: Set<String> = [entity.name]
            var current = entity
            while let parentName = current.parent, let parent = byName[parentName], seen.insert(parentName).inserted {
                chain.append(parentName)
                current = parent
            }
            chains[entity.name] = chain
        }
        entitiesByName = byName
        ancestryNames = chains
    }

    func entity(named name: String) -> Entity? { entitiesByName[name] }

    /// The entity and its ancestors, the entity first.
    func ancestry(of entity: Entity) -> [Entity] {
        (ancestryNames[entity.name] ?? [entity.name]).compactMap { entitiesByName[$0] }
    }

    /// The root of the entity's inheritance tree, which names its record type.
    func root(of entity: Entity) -> Entity {
        ancestryNames[entity.name]?.last.flatMap { entitiesByName[$0] } ?? entity
    }

    /// Attributes including inherited ones, root first.
    func allAttributes(of entity: Entity) -> [Attribute] { ancestry(of: entity).reversed().flatMap(\.attributes) }

    /// Relationships including inherited ones, root first.
    func allRelationships(of entity: Entity) -> [Relationship] { ancestry(of: entity).reversed().flatMap(\.relationships) }
}
