/// Checks of names that refer to other elements: parents, destinations, inverses, configurations
/// and the attributes of unique constraints and logical keys.
extension SchemaDecoder {
    /// Entities by name, and walks up inheritance chains, without copying entities.
    struct EntityIndex {
        let entities: [Entity]
        let indexByName: [String: Int]

        package init(_ entities: [Entity]) {
            self.entities = entities
            var indexByName = [String: Int](minimumCapacity: entities.count)
            for (i, entity) in entities.enumerated() where indexByName[entity.name] == nil { indexByName[entity.name] = i }
            self.indexByName = indexByName
        }

        /// `i` and its ancestors, stopping at a missing parent or a cycle.
        func chain(from i: Int, _ visit: (Int) -> Bool) {
            var current = i
            var steps = 0
            while steps <= entities.count {
                if visit(current) { return }
                guard let parent = entities[current].parent, let next = indexByName[parent] else { return }
                current = next
                steps += 1
            }
        }

        /// The relationship named `name` on entity `i` or an ancestor.
        func relationship(named name: String, on i: Int) -> Relationship? {
            var found: Relationship?
            chain(from: i) { e in
                for relationship in entities[e].relationships where relationship.name == name {
                    found = relationship
                    return true
                }
                return false
            }
            return found
        }

        /// Whether `name` is entity `i` or one of its ancestors.
        func isSelfOrAncestor(_ name: String, of i: Int) -> Bool {
            var found = false
            chain(from: i) { e in
                found = entities[e].name == name
                return found
            }
            return found
        }
    }

    mutating func checkReferences(in schema: Schema) {
        let index = EntityIndex(schema.entities)
        for i in schema.entities.indices {
            checkParent(of: i, in: index)
            for r in schema.entities[i].relationships.indices {
                checkRelationship(r, of: i, in: index)
            }
        }

        let configurationNames = schema.configurations.map(\.name)
        let known = configurationNames.contains(Configuration.defaultName)
            ? configurationNames : configurationNames + [Configuration.defaultName]
        for reference in configurationReferences where !known.contains(reference.name) {
            report(SchemaProblems.unknownConfiguration,
                   "entity '\(reference.entity)' names unknown configuration '\(reference.name)'",
                   at: reference.location,
                   fix: Suggestion.didYouMean(reference.name, in: known) ?? "declare it under 'configurations'")
        }

        var attributeNames: [String: [String]] = [:]
        for reference in groupReferences {
            guard let i = index.indexByName[reference.entity] else { continue }
            let entity = schema.entities[i]
            let names = attributeNames[entity.name] ?? schema.allAttributes(of: entity).map(\.name)
            attributeNames[entity.name] = names
            if names.contains(reference.name) { continue }
            // Core Data lets a uniqueness constraint name a to-one relationship too.
            if reference.what == "unique constraint" {
                let toOne = schema.allRelationships(of: entity).filter { !$0.toMany }.map(\.name)
                if toOne.contains(reference.name) { continue }
                report(SchemaProblems.unknownAttribute,
                       "unique constraint of '\(entity.name)' names '\(reference.name)', which is neither an attribute nor a to-one relationship",
                       at: reference.location, fix: Suggestion.didYouMean(reference.name, in: names + toOne))
                continue
            }
            report(SchemaProblems.unknownAttribute,
                   "\(reference.what) of '\(entity.name)' names unknown attribute '\(reference.name)'",
                   at: reference.location, fix: Suggestion.didYouMean(reference.name, in: names))
        }
    }

    mutating func checkParent(of i: Int, in index: EntityIndex) {
        let entity = index.entities[i]
        guard let parent = entity.parent, let location = entity.source.keys["parent"] else { return }
        guard index.indexByName[parent] != nil else {
            report(SchemaProblems.unknownParent, "unknown parent entity '\(parent)' of '\(entity.name)'",
                   at: location, fix: Suggestion.didYouMean(parent, in: index.entities.map(\.name)))
            return
        }
        var chain = [entity.name]
        var current = parent
        while chain.count <= index.entities.count {
            chain.append(current)
            if current == entity.name {
                report(SchemaProblems.inheritanceCycle,
                       "entity '\(entity.name)' inherits from itself: " + chain.map { "'\($0)'" }.joined(separator: " → "),
                       at: location)
                return
            }
            guard let at = index.indexByName[current], let next = index.entities[at].parent,
                  index.indexByName[next] != nil else { return }
            current = next
        }
    }

    mutating func checkRelationship(_ r: Int, of i: Int, in index: EntityIndex) {
        let entityName = index.entities[i].name
        let relationship = index.entities[i].relationships[r]
        guard !relationship.destination.isEmpty, let toLocation = relationship.source.keys["to"] else { return }
        guard let d = index.indexByName[relationship.destination] else {
            report(SchemaProblems.unknownDestination,
                   "relationship '\(relationship.name)' of '\(entityName)' points to unknown entity '\(relationship.destination)'",
                   at: toLocation, fix: Suggestion.didYouMean(relationship.destination, in: index.entities.map(\.name)))
            return
        }
        guard let inverseName = relationship.inverse, let inverseLocation = relationship.source.keys["inverse"] else { return }
        let destination = index.entities[d].name
        guard let inverse = index.relationship(named: inverseName, on: d) else {
            var candidates: [String] = []
            index.chain(from: d) { e in
                candidates += index.entities[e].relationships.map(\.name)
                return false
            }
            report(SchemaProblems.unknownInverse,
                   "inverse '\(inverseName)' of relationship '\(entityName).\(relationship.name)' does not exist on '\(destination)'",
                   at: inverseLocation, fix: Suggestion.didYouMean(inverseName, in: candidates))
            return
        }
        // Built only for a finding: most relationships have none.
        func prefix() -> String {
            "inverse '\(inverseName)' of relationship '\(entityName).\(relationship.name)' does not point back"
        }
        if !inverse.destination.isEmpty, !index.isSelfOrAncestor(inverse.destination, of: i) {
            report(SchemaProblems.inverseMismatch,
                   "\(prefix()): '\(destination).\(inverseName)' points to '\(inverse.destination)', not '\(entityName)'",
                   at: inverseLocation)
        } else if let back = inverse.inverse, back != relationship.name, index.relationship(named: back, on: i) != nil {
            // (When `back` does not exist at all, checking the other side reports it.)
            report(SchemaProblems.inverseMismatch,
                   "\(prefix()): '\(destination).\(inverseName)' names '\(back)' as its inverse",
                   at: inverseLocation)
        } else if inverse.inverse == nil {
            report(SchemaProblems.inverseMismatch,
                   "\(prefix()): '\(destination).\(inverseName)' has no inverse",
                   at: inverseLocation, fix: "add 'inverse: \(relationship.name)' to '\(destination).\(inverseName)'")
        }
    }
}
