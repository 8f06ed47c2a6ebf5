import CKSchemaCore

/// Computes the neutral differences between two versions of a schema.
///
/// Entities, attributes and relationships are paired by name, with `renamedFrom` as a hint (see
/// ``ElementPairing``). Each change keeps the positions of both sides. `diff(a, a)` is empty.
///
///     let changes = SchemaDiff.changes(from: v1, to: v2)
public enum SchemaDiff {
    /// The changes that turn `old` into `new`, schema-level first, then per entity in the new
    /// version's order (removed entities first), members likewise.
    public static func changes(from old: Schema, to new: Schema) -> [SchemaChange] {
        var changes: [SchemaChange] = []
        schemaChanges(old, new, into: &changes)
        let entities = ElementPairing(old: old.entities, new: new.entities, name: \.name, renamedFrom: \.renamedFrom)
        for entity in entities.removed {
            changes.append(SchemaChange(element: .entity, kind: .removed, entity: entity.name, oldEntity: entity.name,
                                        oldLocation: entity.source.location))
        }
        for entity in new.entities {
            if let pair = entities.paired.first(where: { $0.new.name == entity.name }) {
                entityChanges(pair.old, pair.new, into: &changes)
            } else {
                changes.append(SchemaChange(element: .entity, kind: .added, entity: entity.name,
                                            newLocation: entity.source.location))
            }
        }
        return changes
    }

    // MARK: - Schema

    private static func schemaChanges(_ old: Schema, _ new: Schema, into changes: inout [SchemaChange]) {
        func compare(_ property: SchemaProperty, _ a: String?, _ b: String?) {
            guard a != b else { return }
            changes.append(SchemaChange(element: .schema, kind: .modified(property), oldValue: a, newValue: b,
                                        oldLocation: old.source[property.rawValue], newLocation: new.source[property.rawValue]))
        }
        compare(.model, old.model, new.model)
        compare(.version, String(old.version), String(new.version))
        compare(.container, old.container, new.container)
        compare(.database, old.database.rawValue, new.database.rawValue)
        compare(.versionAttribute, old.versionAttribute, new.versionAttribute)
        compare(.sharing, String(old.sharing), String(new.sharing))
        if old.configurations != new.configurations {
            compare(.configurations, ChangeValueRendering.render(old.configurations.sorted { $0.name < $1.name }),
                    ChangeValueRendering.render(new.configurations.sorted { $0.name < $1.name }))
        }
        compare(.comment, old.comment, new.comment)
    }

    // MARK: - Entities

    private static func entityChanges(_ old: Entity, _ new: Entity, into changes: inout [SchemaChange]) {
        func change(_ kind: SchemaChangeKind, _ a: String? = nil, _ b: String? = nil,
                    key: String? = nil) -> SchemaChange {
            SchemaChange(element: .entity, kind: kind, entity: new.name, oldEntity: old.name, oldValue: a, newValue: b,
                         oldLocation: key.map { old.source[$0] } ?? old.source.location,
                         newLocation: key.map { new.source[$0] } ?? new.source.location)
        }
        func compare(_ property: SchemaProperty, _ a: String?, _ b: String?) {
            if a != b { changes.append(change(.modified(property), a, b, key: property.rawValue)) }
        }
        if old.name != new.name { changes.append(change(.renamed, old.name, new.name)) }
        compare(.parent, old.parent, new.parent)
        compare(.abstract, String(old.abstract), String(new.abstract))
        compare(.uniqueConstraints, ChangeValueRendering.render(old.uniqueConstraints),
                ChangeValueRendering.render(new.uniqueConstraints))
        compare(.logicalKey, ChangeValueRendering.render(old.logicalKey), ChangeValueRendering.render(new.logicalKey))
        compare(.configurations, ChangeValueRendering.render(old.configurations),
                ChangeValueRendering.render(new.configurations))
        compare(.versionAttribute, ChangeValueRendering.render(old.versionAttribute),
                ChangeValueRendering.render(new.versionAttribute))
        compare(.comment, old.comment, new.comment)

        let attributes = ElementPairing(old: old.attributes, new: new.attributes, name: \.name, renamedFrom: \.renamedFrom)
        for attribute in attributes.removed {
            changes.append(SchemaChange(element: .attribute, kind: .removed, entity: new.name, oldEntity: old.name,
                                        member: attribute.name, oldMember: attribute.name,
                                        oldLocation: attribute.source.location, newLocation: new.source.location))
        }
        for attribute in new.attributes {
            if let pair = attributes.paired.first(where: { $0.new.name == attribute.name }) {
                attributeChanges(pair.old, pair.new, entity: (old.name, new.name), into: &changes)
            } else {
                changes.append(SchemaChange(element: .attribute, kind: .added, entity: new.name, oldEntity: old.name,
                                            member: attribute.name, newLocation: attribute.source.location))
            }
        }

        let relationships = ElementPairing(old: old.relationships, new: new.relationships, name: \.name,
                                           renamedFrom: \.renamedFrom)
        for relationship in relationships.removed {
            changes.append(SchemaChange(element: .relationship, kind: .removed, entity: new.name, oldEntity: old.name,
                                        member: relationship.name, oldMember: relationship.name,
                                        oldLocation: relationship.source.location, newLocation: new.source.location))
        }
        for relationship in new.relationships {
            if let pair = relationships.paired.first(where: { $0.new.name == relationship.name }) {
                relationshipChanges(pair.old, pair.new, entity: (old.name, new.name), into: &changes)
            } else {
                changes.append(SchemaChange(element: .relationship, kind: .added, entity: new.name, oldEntity: old.name,
                                            member: relationship.name, newLocation: relationship.source.location))
            }
        }
    }

    // MARK: - Members

    private static func attributeChanges(_ old: Attribute, _ new: Attribute, entity: (old: String, new: String),
                                         into changes: inout [SchemaChange]) {
        func change(_ kind: SchemaChangeKind, _ a: String? = nil, _ b: String? = nil, key: String? = nil) -> SchemaChange {
            SchemaChange(element: .attribute, kind: kind, entity: entity.new, oldEntity: entity.old,
                         member: new.name, oldMember: old.name, oldValue: a, newValue: b,
                         oldLocation: key.map { old.source[$0] } ?? old.source.location,
                         newLocation: key.map { new.source[$0] } ?? new.source.location)
        }
        func compare(_ property: SchemaProperty, _ a: String?, _ b: String?) {
            if a != b { changes.append(change(.modified(property), a, b, key: property.rawValue)) }
        }
        if old.name != new.name { changes.append(change(.renamed, old.name, new.name)) }
        compare(.type, old.type.rawValue, new.type.rawValue)
        compare(.optional, String(old.optional), String(new.optional))
        compare(.default, ChangeValueRendering.render(old.defaultValue), ChangeValueRendering.render(new.defaultValue))
        compare(.externalStorage, String(old.externalStorage), String(new.externalStorage))
        compare(.encrypted, String(old.encrypted), String(new.encrypted))
        compare(.transient, String(old.transient), String(new.transient))
        compare(.preserveValueOnDeletion, String(old.preserveValueOnDeletion), String(new.preserveValueOnDeletion))
        compare(.valueTransformer, old.valueTransformer, new.valueTransformer)
        compare(.customClass, old.customClass, new.customClass)
        compare(.cloudKitIgnored, String(old.cloudKitIgnored), String(new.cloudKitIgnored))
        compare(.comment, old.comment, new.comment)
    }

    private static func relationshipChanges(_ old: Relationship, _ new: Relationship, entity: (old: String, new: String),
                                            into changes: inout [SchemaChange]) {
        func change(_ kind: SchemaChangeKind, _ a: String? = nil, _ b: String? = nil, key: String? = nil) -> SchemaChange {
            SchemaChange(element: .relationship, kind: kind, entity: entity.new, oldEntity: entity.old,
                         member: new.name, oldMember: old.name, oldValue: a, newValue: b,
                         oldLocation: key.map { old.source[$0] } ?? old.source.location,
                         newLocation: key.map { new.source[$0] } ?? new.source.location)
        }
        func compare(_ property: SchemaProperty, _ a: String?, _ b: String?) {
            if a != b { changes.append(change(.modified(property), a, b, key: property.rawValue)) }
        }
        func text(_ number: Int?) -> String? { number.map(String.init) }
        if old.name != new.name { changes.append(change(.renamed, old.name, new.name)) }
        compare(.destination, old.destination, new.destination)
        compare(.toMany, String(old.toMany), String(new.toMany))
        compare(.optional, String(old.optional), String(new.optional))
        compare(.inverse, old.inverse, new.inverse)
        compare(.deleteRule, old.deleteRule.rawValue, new.deleteRule.rawValue)
        compare(.ordered, String(old.ordered), String(new.ordered))
        compare(.minCount, text(old.minCount), text(new.minCount))
        compare(.maxCount, text(old.maxCount), text(new.maxCount))
        compare(.encrypted, String(old.encrypted), String(new.encrypted))
        compare(.cloudKitIgnored, String(old.cloudKitIgnored), String(new.cloudKitIgnored))
        compare(.comment, old.comment, new.comment)
    }
}
