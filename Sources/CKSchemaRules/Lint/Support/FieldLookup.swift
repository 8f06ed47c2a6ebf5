extension LintContext {
    /// The fields (``DeclaredField``: synced attributes and to-one relationships) of the in-scope
    /// entities whose property name is one of `names`, in declaration order.
    func fields(named names: Set<String>) -> [DeclaredField] {
        // Names are tested by length and last byte first (both free to read): most property names
        // differ from every wanted name in one of them, and are never hashed.
        let shapes = names.map(NameShape.init)
        return fields { name in
            let shape = NameShape(name)
            return shapes.contains(shape) && names.contains(name)
        }
    }

    /// The fields of the in-scope entities whose property name ends with `suffix`, in declaration
    /// order.
    func fields(endingWith suffix: String) -> [DeclaredField] {
        let last = suffix.utf8.last
        return fields { name in
            name.utf8.count > suffix.utf8.count && name.utf8.last == last && name.hasSuffix(suffix)
        }
    }

    /// The fields whose property name satisfies `isWanted`.
    private func fields(where isWanted: (String) -> Bool) -> [DeclaredField] {
        var found: [DeclaredField] = []
        for entity in entities {
            for attribute in entity.attributes where attribute.isSynced && isWanted(attribute.name) {
                if let type = CoreDataNaming.fieldType(of: attribute) {
                    found.append(DeclaredField(entity: entity, kind: .attribute(attribute), type: type))
                }
            }
            for relationship in entity.relationships where !relationship.cloudKitIgnored && isWanted(relationship.name) {
                if let type = CoreDataNaming.fieldType(of: relationship) {
                    found.append(DeclaredField(entity: entity, kind: .relationship(relationship), type: type))
                }
            }
        }
        return found
    }
}

/// A name's UTF-8 length and last byte.
private struct NameShape: Equatable {
    var length: Int
    var last: UInt8?

    init(_ name: String) {
        length = name.utf8.count
        last = name.utf8.last
    }
}
