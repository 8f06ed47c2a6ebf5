/// Lookups that lint rules and the record-type mapper need many times per schema, computed once:
/// entities by name, each entity's ancestry and each root's inheritance tree. Keeps linting and
/// mapping linear in the size of the schema (the `Schema` queries walk the entity list per call).
///
/// Entities are kept by position in the schema's own array, so building the index and answering
/// lookups copies no entity; an entity without parent or subentities answers without allocating.
struct SchemaIndex: Sendable {
    private let entities: [Entity]
    /// The first entity of each name.
    private let indexByName: [String: Int]
    /// Positions from the entity up to its root, the entity first (stops at a cycle or missing
    /// parent), by entity name.
    private let ancestryIndexes: [String: [Int]]
    /// Positions of the entities of each root's tree, in declaration order, by root name.
    private let treeIndexes: [String: [Int]]

    init(_ schema: Schema) {
        let entities = schema.entities
        var byName = [String: Int](minimumCapacity: entities.count)
        for (i, entity) in entities.enumerated() where byName[entity.name] == nil { byName[entity.name] = i }
        var chains = [String: [Int]](minimumCapacity: entities.count)
        var membersByRoot: [String: [Int]] = [:]
        for entity in entities {
            guard let own = byName[entity.name] else { continue }
            var chain = [own]
            if entity.parent != nil {
                var seen: Set<String> = [entity.name]
                var current = entity.parent
                while let parentName = current, let parent = byName[parentName], seen.insert(parentName).inserted {
                    chain.append(parent)
                    current = entities[parent].parent
                }
            }
            chains[entity.name] = chain
            membersByRoot[entities[chain[chain.count - 1]].name, default: []].append(own)
        }
        self.entities = entities
        indexByName = byName
        ancestryIndexes = chains
        treeIndexes = membersByRoot
    }

    func entity(named name: String) -> Entity? { indexByName[name].map { entities[$0] } }

    /// The entity and its ancestors, the entity first.
    func ancestry(of entity: Entity) -> [Entity] {
        guard let chain = ancestryIndexes[entity.name] else { return indexByName[entity.name].map { [entities[$0]] } ?? [] }
        return chain.map { entities[$0] }
    }

    /// The name of the root of the entity's inheritance tree, which names its record type.
    func rootName(of entity: Entity) -> String {
        guard let root = ancestryIndexes[entity.name]?.last else { return entity.name }
        return entities[root].name
    }

    /// The root of the entity's inheritance tree, which names its record type.
    func root(of entity: Entity) -> Entity {
        ancestryIndexes[entity.name]?.last.map { entities[$0] } ?? entity
    }

    /// Whether the inheritance tree rooted at `rootName` has more than one entity.
    func treeHasSeveralEntities(rootName: String) -> Bool { (treeIndexes[rootName]?.count ?? 0) > 1 }

    /// The entities whose root is named `rootName` (the root included), in declaration order:
    /// what one `CD_` record type holds.
    func tree(rootedAt rootName: String) -> [Entity] {
        (treeIndexes[rootName] ?? []).map { entities[$0] }
    }

    /// Attributes including inherited ones, root first.
    func allAttributes(of entity: Entity) -> [Attribute] {
        guard let chain = ancestryIndexes[entity.name] else { return indexByName[entity.name].map { entities[$0].attributes } ?? [] }
        if chain.count == 1 { return entities[chain[0]].attributes }
        return chain.reversed().flatMap { entities[$0].attributes }
    }

    /// Relationships including inherited ones, root first.
    func allRelationships(of entity: Entity) -> [Relationship] {
        guard let chain = ancestryIndexes[entity.name] else { return indexByName[entity.name].map { entities[$0].relationships } ?? [] }
        if chain.count == 1 { return entities[chain[0]].relationships }
        return chain.reversed().flatMap { entities[$0].relationships }
    }
}
