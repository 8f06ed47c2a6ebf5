import CKSchemaCore
import Foundation

/// Relationship elements: destinations, inverses, cardinality and delete rules.
extension XCDataModelContentsReader {
    mutating func relationship(from element: XMLElementNode, entity: String) throws -> Relationship? {
        let name = element["name"] ?? ""
        let label = "'\(entity).\(name)'"
        ignoreAttributes(of: element, known: [
            "name", "optional", "toMany", "minCount", "maxCount", "deletionRule", "destinationEntity", "inverseName",
            "inverseEntity", "syncable", "ordered", "elementID", "transient", "versionHashModifier",
        ], what: "relationship \(label)")
        guard let destination = element["destinationEntity"], !destination.isEmpty else {
            warn(ImportDroppedWarnings.relationshipDropped, "relationship \(label) has no destination entity; dropped", at: element)
            droppedRelationships.insert("\(entity).\(name)")
            return nil
        }
        if element["transient"] == "YES" {
            warn(ImportDroppedWarnings.relationshipDropped,
                 "transient relationship \(label) dropped (never stored nor synced; the YAML format has no transient relationships)",
                 at: element)
            droppedRelationships.insert("\(entity).\(name)")
            return nil
        }
        let rule: DeleteRule
        let ruleSpelling = element["deletionRule"] ?? "Nullify"
        guard let known = Self.deleteRules[ruleSpelling] else {
            throw InputError(ImportProblems.unknownDeleteRule,
                             message: "unknown delete rule '\(ruleSpelling)' for relationship \(label)",
                             location: element.location, fix: "expected 'Nullify', 'Cascade', 'Deny' or 'No Action'")
        }
        rule = known
        let toMany = element["toMany"] == "YES"
        var minCount = element["minCount"].flatMap { Int($0) }
        var maxCount = element["maxCount"].flatMap { Int($0) }
        if !toMany && (maxCount == nil || maxCount == 1) && (minCount == nil || minCount == 0 || minCount == 1) {
            // Xcode writes `maxCount="1"` (and sometimes `minCount="1"`) on every to-one relationship.
            minCount = nil
            maxCount = nil
        }
        if toMany {
            if maxCount == 0 { maxCount = nil } // 0 means unbounded in Xcode
            if minCount == 0 { minCount = nil }
        }
        if let inverseEntity = element["inverseEntity"], inverseEntity != destination {
            warn(ImportReadingWarnings.inverseEntityMismatch,
                 "relationship \(label) names inverse entity '\(inverseEntity)' but destination '\(destination)'; kept the destination",
                 at: element)
        }
        if let modifier = element["versionHashModifier"] {
            warn(ImportDroppedWarnings.versionHashModifierDropped,
                 "version hash modifier '\(modifier)' of relationship \(label) dropped", at: element)
        }
        var relationship = Relationship(
            name: name, destination: destination, toMany: toMany, optional: element["optional"] == "YES",
            inverse: element["inverseName"], deleteRule: rule, ordered: element["ordered"] == "YES",
            minCount: minCount, maxCount: maxCount,
            renamedFrom: renamingIdentifier(of: element, kind: .property, label: "relationship \(label)"),
            source: SourceInfo(element.location))
        relationship.cloudKitIgnored = readUserInfo(of: element, label: "relationship \(label)")
        return relationship
    }

    /// Clears inverses that point at relationships the import dropped, so the schema stays loadable.
    mutating func resolveDroppedInverses(in entities: inout [Entity]) {
        guard !droppedRelationships.isEmpty else { return }
        for entityIndex in entities.indices {
            for index in entities[entityIndex].relationships.indices {
                let relationship = entities[entityIndex].relationships[index]
                guard let inverse = relationship.inverse,
                      droppedRelationships.contains("\(relationship.destination).\(inverse)") else { continue }
                entities[entityIndex].relationships[index].inverse = nil
                warn(ImportDroppedWarnings.inverseDropped,
                     "inverse '\(inverse)' of relationship '\(entities[entityIndex].name).\(relationship.name)' was dropped; imported without an inverse",
                     at: relationship.source.location)
            }
        }
    }
}
