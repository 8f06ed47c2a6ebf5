import CKSchemaCore

extension XCDataModelContentsReader {
    /// The names a uniqueness constraint of each entity may use: its attributes and to-one
    /// relationships, inherited ones included (Xcode offers exactly these).
    static func constrainableNames(in entities: [Entity]) -> [String: Set<String>] {
        let byName = Dictionary(entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var result: [String: Set<String>] = [:]
        for entity in entities {
            var names: Set<String> = []
            var current: Entity? = entity
            var visited: Set<String> = []
            while let next = current, visited.insert(next.name).inserted {
                names.formUnion(next.attributes.map(\.name))
                names.formUnion(next.relationships.filter { !$0.toMany }.map(\.name))
                current = next.parent.flatMap { byName[$0] }
            }
            result[entity.name] = names
        }
        return result
    }

    /// Drops the uniqueness constraints the YAML format cannot load, with a located warning each.
    mutating func dropUnrepresentableConstraints(in entities: inout [Entity]) {
        let dropped = unrepresentableConstraints(in: entities)
        warnings += dropped.map(\.warning)
        for (entity, constraint, _) in dropped.reversed() { entities[entity].uniqueConstraints.remove(at: constraint) }
    }

    /// Constraints the schema could not load (an empty one, or one naming something that is neither
    /// an attribute nor a to-one relationship of the entity): dropped, each with a located warning,
    /// so the rest of the model still imports.
    func unrepresentableConstraints(in entities: [Entity]) -> [(entity: Int, constraint: Int, warning: ImportWarning)] {
        let allowed = Self.constrainableNames(in: entities)
        var dropped: [(Int, Int, ImportWarning)] = []
        for (entityIndex, entity) in entities.enumerated() {
            for (index, constraint) in entity.uniqueConstraints.enumerated() {
                let names = allowed[entity.name] ?? []
                let unknown = constraint.attributes.filter { !names.contains($0) }
                let reason: String
                if constraint.attributes.isEmpty {
                    reason = "it names no property"
                } else if let first = unknown.first {
                    reason = "'\(first)' is neither an attribute nor a to-one relationship of '\(entity.name)'"
                } else {
                    continue
                }
                let list = constraint.attributes.map { "'\($0)'" }.joined(separator: ", ")
                dropped.append((entityIndex, index, ImportWarning(
                    ImportDroppedWarnings.constraintDropped,
                    message: "uniqueness constraint of entity '\(entity.name)'\(list.isEmpty ? "" : " on \(list)") dropped: \(reason)",
                    location: constraint.source.location)))
            }
        }
        return dropped
    }
}
