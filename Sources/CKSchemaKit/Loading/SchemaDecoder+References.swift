/// Checks of names that refer to other elements: parents, destinations, inverses, configurations
/// and the attributes of unique constraints and logical keys.
extension SchemaDecoder {
    mutating func checkReferences(in schema: Schema) {
        let entityNames = schema.entities.map(\.name)
        var entitiesByName: [String: Entity] = [:]
        for entity in schema.entities where entitiesByName[entity.name] == nil { entitiesByName[entity.name] = entity }

        for entity in schema.entities {
            checkParent(of: entity, in: schema, entitiesByName: entitiesByName, entityNames: entityNames)
            for relationship in entity.relationships {
                checkRelationship(relationship, of: entity, in: schema, entitiesByName: entitiesByName, entityNames: entityNames)
            }
        }

        let configurationNames = schema.configurations.map(\.name)
        let known = configurationNames.contains(Configuration.defaultName)
            ? configurationNames : configurationNames + [Configuration.defaultName]
        for reference in configurationReferences where !known.contains(reference.name) {
            report(SchemaErrorID.unknownConfiguration,
                   "entity '\(reference.entity)' names unknown configuration '\(reference.name)'",
                   at: reference.location,
                   fix: Suggestion.didYouMean(reference.name, in: known) ?? "declare it under 'configurations'")
        }

        var attributeNames: [String: [String]] = [:]
        for reference in groupReferences {
            guard let entity = entitiesByName[reference.entity] else { continue }
            let names = attributeNames[entity.name] ?? schema.allAttributes(of: entity).map(\.name)
            attributeNames[entity.name] = names
            if !names.contains(reference.name) {
                report(SchemaErrorID.unknownAttribute,
                       "\(reference.what) of '\(entity.name)' names unknown attribute '\(reference.name)'",
                       at: reference.location, fix: Suggestion.didYouMean(reference.name, in: names))
            }
        }
    }

    mutating func checkParent(of entity: Entity, in schema: Schema, entitiesByName: [String: Entity], entityNames: [String]) {
        guard let parent = entity.parent, let location = entity.source["parent"] else { return }
        guard entitiesByName[parent] != nil else {
            report(SchemaErrorID.unknownParent, "unknown parent entity '\(parent)' of '\(entity.name)'",
                   at: location, fix: Suggestion.didYouMean(parent, in: entityNames))
            return
        }
        var chain = [entity.name]
        var current = parent
        while chain.count <= entitiesByName.count {
            chain.append(current)
            if current == entity.name {
                report(SchemaErrorID.inheritanceCycle,
                       "entity '\(entity.name)' inherits from itself: " + chain.map { "'\($0)'" }.joined(separator: " → "),
                       at: location)
                return
            }
            guard let next = entitiesByName[current]?.parent, entitiesByName[next] != nil else { return }
            current = next
        }
    }

    mutating func checkRelationship(
        _ relationship: Relationship, of entity: Entity, in schema: Schema,
        entitiesByName: [String: Entity], entityNames: [String]
    ) {
        guard !relationship.destination.isEmpty, let toLocation = relationship.source.keys["to"] else { return }
        guard let destination = entitiesByName[relationship.destination] else {
            report(SchemaErrorID.unknownDestination,
                   "relationship '\(relationship.name)' of '\(entity.name)' points to unknown entity '\(relationship.destination)'",
                   at: toLocation, fix: Suggestion.didYouMean(relationship.destination, in: entityNames))
            return
        }
        guard let inverseName = relationship.inverse, let inverseLocation = relationship.source.keys["inverse"] else { return }
        let candidates = schema.allRelationships(of: destination)
        guard let inverse = candidates.first(where: { $0.name == inverseName }) else {
            report(SchemaErrorID.unknownInverse,
                   "inverse '\(inverseName)' of relationship '\(entity.name).\(relationship.name)' does not exist on '\(destination.name)'",
                   at: inverseLocation, fix: Suggestion.didYouMean(inverseName, in: candidates.map(\.name)))
            return
        }
        let prefix = "inverse '\(inverseName)' of relationship '\(entity.name).\(relationship.name)' does not point back"
        let ancestry = schema.ancestry(of: entity).map(\.name)
        if !inverse.destination.isEmpty, !ancestry.contains(inverse.destination) {
            report(SchemaErrorID.inverseMismatch,
                   "\(prefix): '\(destination.name).\(inverseName)' points to '\(inverse.destination)', not '\(entity.name)'",
                   at: inverseLocation)
        } else if let back = inverse.inverse, back != relationship.name,
                  schema.allRelationships(of: entity).contains(where: { $0.name == back }) {
            // (When `back` does not exist at all, checking the other side reports it.)
            report(SchemaErrorID.inverseMismatch,
                   "\(prefix): '\(destination.name).\(inverseName)' names '\(back)' as its inverse",
                   at: inverseLocation)
        } else if inverse.inverse == nil {
            report(SchemaErrorID.inverseMismatch,
                   "\(prefix): '\(destination.name).\(inverseName)' has no inverse",
                   at: inverseLocation, fix: "add 'inverse: \(relationship.name)' to '\(destination.name).\(inverseName)'")
        }
    }
}
