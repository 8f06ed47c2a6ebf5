import CKSchemaCore

extension LintContext {
    /// For every record type with an entity in `entities`: the fields its in-scope entities
    /// declare, in declaration order, each paired with the first earlier field of the same name
    /// declared by another entity of the tree.
    ///
    /// The inheritance rules use it to find properties that share one field of the root record type
    /// (https://developer.apple.com/documentation/coredata/reading-cloudkit-records-for-core-data).
    func sharedFieldPairs() -> [(first: DeclaredField, later: DeclaredField)] {
        // Group the in-scope entities by record type, keeping declaration order.
        // A tree of one entity has no field that two entities share: skip it without building fields.
        var rootOrder: [String] = []
        var members: [String: [Entity]] = [:]
        for entity in entities {
            let root = index.rootName(of: entity)
            guard index.treeHasSeveralEntities(rootName: root) else { continue }
            if members[root] == nil { rootOrder.append(root) }
            members[root, default: []].append(entity)
        }
        var pairs: [(first: DeclaredField, later: DeclaredField)] = []
        for root in rootOrder {
            var firstByName: [String: DeclaredField] = [:]
            for member in members[root] ?? [] {
                for field in DeclaredField.fields(of: member) {
                    if let first = firstByName[field.name] {
                        if first.entity.name != member.name { pairs.append((first, field)) }
                    } else {
                        firstByName[field.name] = field
                    }
                }
            }
        }
        return pairs
    }
}
