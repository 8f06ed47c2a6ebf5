/// Lookups that lint rules and the record-type mapper need many times per schema, computed once:
/// entities by name, each entity's ancestry and each root's inheritance tree. Keeps linting and
/// mapping linear in the size of the schema (the `Schema` queries walk the entity list per call).
///
/// Entities are kept by position in the schema's own array, so building the index and answering
/// lookups copies no entity; an entity without parent or subentities answers without allocating.
package struct SchemaIndex: Sendable {
    private let entities: [Entity]
    /// The first entity of each name.
    private let indexByName: [String: Int]
    /// Positions from the entity up to its root, the entity first (stops at a cycle or missing
    /// parent), by entity name. When names are unique, only entities with a parent have one.
    private let ancestryIndexes: [String: [Int]]
    /// Positions of the entities of each root's tree, in declaration order, by root name. When names
    /// are unique, only trees of more than one entity have one.
    private let treeIndexes: [String: [Int]]

    package init(_ schema: Schema) {
        let entities = schema.entities
        var byName = [String: Int](minimumCapacity: entities.count)
        var hasDuplicates = false
        var hasParents = false
        for i in entities.indices {
            if let first = byName.updateValue(i, forKey: entities[i].name) {
                byName[entities[i].name] = first
                hasDuplicates = true
            }
            if entities[i].parent != nil { hasParents = true }
        }
        self.entities = entities
        indexByName = byName
        if hasDuplicates {
            (ancestryIndexes, treeIndexes) = Self.chainsAndTrees(entities, byName: byName)
            return
        }
        // Names are unique: an entity without parent is a lone root unless another entity's
        // chain ends at it, and lookups answer lone roots from `indexByName` (no array per entity).
        var chains: [String: [Int]] = [:]
        var trees: [String: [Int]] = [:]
        if hasParents {
            var rootsWithDescendants = Set<Int>()
            for own in entities.indices where entities[own].parent != nil {
                let chain = Self.chain(from: own, in: entities, byName: byName)
                chains[entities[own].name] = chain
                if chain.count > 1 { rootsWithDescendants.insert(chain[chain.count - 1]) }
            }
            for own in entities.indices {
                let root = chains[entities[own].name]?.last ?? own
                if rootsWithDescendants.contains(root) { trees[entities[root].name, default: []].append(own) }
            }
        }
        ancestryIndexes = chains
        treeIndexes = trees
    }

    /// Positions from the entity at `own` up to its root (stops at a cycle or missing parent).
    private static func chain(from own: Int, in entities: [Entity], byName: [String: Int]) -> [Int] {
        var chain = [own]
        guard entities[own].parent != nil else { return chain }
        var seen: Set<String> = [entities[own].name]
        var current = entities[own].parent
        while let parentName = current, let parent = byName[parentName], seen.insert(parentName).inserted {
            chain.append(parent)
            current = entities[parent].parent
        }
        return chain
    }

    /// Every entity's chain and every root's tree, as built when names repeat: the chain of a name
    /// starts at its first entity, and each entity of the name adds that entity to its tree.
    private static func chainsAndTrees(_ entities: [Entity], byName: [String: Int]) -> ([String: [Int]], [String: [Int]]) {
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
        return (chains, membersByRoot)
    }

    package func entity(named name: String) -> Entity? { indexByName[name].map { entities[$0] } }

    /// The entity and its ancestors, the entity first.
    func ancestry(of entity: Entity) -> [Entity] {
        guard let chain = ancestryIndexes[entity.name] else { return indexByName[entity.name].map { [entities[$0]] } ?? [] }
        return chain.map { entities[$0] }
    }

    /// The name of the root of the entity's inheritance tree, which names its record type.
    package func rootName(of entity: Entity) -> String {
        guard let root = ancestryIndexes[entity.name]?.last else { return entity.name }
        return entities[root].name
    }

    /// The root of the entity's inheritance tree, which names its record type.
    package func root(of entity: Entity) -> Entity {
        if let chain = ancestryIndexes[entity.name] { return entities[chain[chain.count - 1]] }
        return indexByName[entity.name].map { entities[$0] } ?? entity
    }

    /// Whether the inheritance tree rooted at `rootName` has more than one entity.
    package func treeHasSeveralEntities(rootName: String) -> Bool { (treeIndexes[rootName]?.count ?? 0) > 1 }

    /// The entities whose root is named `rootName` (the root included), in declaration order:
    /// what one `CD_` record type holds.
    package func tree(rootedAt rootName: String) -> [Entity] {
        if let members = treeIndexes[rootName] { return members.map { entities[$0] } }
        // A lone root: no parent, or a parent chain that stops at itself.
        guard let own = indexByName[rootName], (ancestryIndexes[rootName]?.last ?? own) == own else { return [] }
        return [entities[own]]
    }

    /// Attributes including inherited ones, root first.
    package func allAttributes(of entity: Entity) -> [Attribute] {
        guard let chain = ancestryIndexes[entity.name] else { return indexByName[entity.name].map { entities[$0].attributes } ?? [] }
        if chain.count == 1 { return entities[chain[0]].attributes }
        return chain.reversed().flatMap { entities[$0].attributes }
    }

    /// Relationships including inherited ones, root first.
    package func allRelationships(of entity: Entity) -> [Relationship] {
        guard let chain = ancestryIndexes[entity.name] else { return indexByName[entity.name].map { entities[$0].relationships } ?? [] }
        if chain.count == 1 { return entities[chain[0]].relationships }
        return chain.reversed().flatMap { entities[$0].relationships }
    }
}
