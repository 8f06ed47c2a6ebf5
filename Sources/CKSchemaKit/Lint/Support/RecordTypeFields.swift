extension Schema {
    /// For every record type with an entity in `entities`: the fields its in-scope entities
    /// declare, in declaration order, each paired with the first earlier field of the same name
    /// declared by another entity of the tree.
    ///
    /// The inheritance rules use it to find properties that share one field of the root record type
    /// (cloudkit.md §2.2).
    func sharedFieldPairs(in entities: [Entity]) -> [(first: DeclaredField, later: DeclaredField)] {
        let inScope = Set(entities.map(\.name))
        var seenRoots: Set<String> = []
        var pairs: [(first: DeclaredField, later: DeclaredField)] = []
        for entity in entities {
            let root = self.root(of: entity)
            guard seenRoots.insert(root.name).inserted else { continue }
            var firstByName: [String: DeclaredField] = [:]
            for member in tree(rootedAt: root) where inScope.contains(member.name) {
                for field in declaredFields(of: member) {
                    if let first = firstByName[field.name], first.entity.name != member.name {
                        pairs.append((first, field))
                    } else if firstByName[field.name] == nil {
                        firstByName[field.name] = field
                    }
                }
            }
        }
        return pairs
    }
}
