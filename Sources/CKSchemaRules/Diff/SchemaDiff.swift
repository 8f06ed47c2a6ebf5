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
        elementChanges(from: old, to: new).map(\.change)
    }

    /// ``changes(from:to:)`` with the elements each change is about.
    package static func elementChanges(from old: Schema, to new: Schema) -> [ElementChange] {
        var diff = Builder()
        diff.schema(old, new)
        let entities = ElementPairing(old: old.entities, new: new.entities, name: \.name, renamedFrom: \.renamedFrom)
        for position in entities.removed {
            let entity = old.entities[position]
            diff.changes.append(.entityRemoved(Removed(
                change: SchemaChange(element: .entity, kind: .removed, entity: entity.name, oldEntity: entity.name,
                                     oldLocation: entity.source.location),
                old: entity)))
        }
        for (index, entity) in new.entities.enumerated() {
            if let match = entities.matches[index] {
                diff.entity(old.entities[match], entity)
            } else {
                diff.changes.append(.entityAdded(Added(
                    change: SchemaChange(element: .entity, kind: .added, entity: entity.name, newLocation: entity.source.location),
                    new: entity)))
            }
        }
        return diff.changes
    }
}

/// Collects the changes. Each property is compared as a value; only a difference is rendered
/// for ``SchemaChange/oldValue`` and ``SchemaChange/newValue`` (and counts only when the
/// renderings differ too).
private struct Builder {
    var changes: [ElementChange] = []

    /// The rendered values of `property` on both sides when they differ, nil when they do not.
    func difference<Value: Equatable>(_ a: Value, _ b: Value, _ render: (Value) -> String?) -> (old: String?, new: String?)? {
        guard a != b else { return nil }
        let old = render(a), new = render(b)
        return old == new ? nil : (old, new)
    }

    // MARK: Schema

    mutating func schema(_ old: Schema, _ new: Schema) {
        func compare<Value: Equatable>(_ property: SchemaProperty, _ value: (Schema) -> Value, _ render: (Value) -> String?) {
            guard let values = difference(value(old), value(new), render) else { return }
            changes.append(.schema(Changed(
                change: SchemaChange(element: .schema, kind: .modified(property), oldValue: values.old, newValue: values.new,
                                     oldLocation: old.source[property.rawValue], newLocation: new.source[property.rawValue]),
                old: old, new: new)))
        }
        compare(.model, \.model) { $0 }
        compare(.version, \.version) { String($0) }
        compare(.container, \.container) { $0 }
        compare(.database, \.database) { $0.rawValue }
        compare(.versionAttribute, \.versionAttribute) { $0 }
        compare(.sharing, \.sharing) { String($0) }
        compare(.configurations, \.configurations) { ChangeValueRendering.render($0.sorted { $0.name < $1.name }) }
        // The file's own `comment:` is a note about the file, not the model (an Xcode model's names
        // its version, so it differs in every step); element comments are compared below.
    }

    // MARK: Entities

    mutating func entity(_ old: Entity, _ new: Entity) {
        func report(_ kind: SchemaChangeKind, _ a: String?, _ b: String?, key: String?) {
            changes.append(.entityChanged(Changed(
                change: SchemaChange(element: .entity, kind: kind, entity: new.name, oldEntity: old.name, oldValue: a, newValue: b,
                                     oldLocation: key.map { old.source[$0] } ?? old.source.location,
                                     newLocation: key.map { new.source[$0] } ?? new.source.location),
                old: old, new: new)))
        }
        func compare<Value: Equatable>(_ property: SchemaProperty, _ value: (Entity) -> Value, _ render: (Value) -> String?) {
            guard let values = difference(value(old), value(new), render) else { return }
            report(.modified(property), values.old, values.new, key: property.rawValue)
        }
        if old.name != new.name { report(.renamed, old.name, new.name, key: nil) }
        compare(.parent, \.parent) { $0 }
        compare(.abstract, \.abstract) { String($0) }
        compare(.uniqueConstraints, \.uniqueConstraints) { ChangeValueRendering.render($0) }
        compare(.logicalKey, \.logicalKey) { ChangeValueRendering.render($0) }
        compare(.configurations, \.configurations) { ChangeValueRendering.render($0) }
        compare(.scope, \.scope) { $0?.rawValue ?? "none" }
        compare(.versionAttribute, \.versionAttribute) { ChangeValueRendering.render($0) }
        compare(.comment, \.comment) { $0 }
        members(old, new)
    }

    /// Attribute and relationship changes of an entity both versions have.
    mutating func members(_ old: Entity, _ new: Entity) {
        let entity = Paired(old: old, new: new)
        func location(_ kind: SchemaChangeKind, element: SchemaElementKind, member: String, oldMember: String?,
                      oldLocation: SourceLocation?, newLocation: SourceLocation?) -> SchemaChange {
            SchemaChange(element: element, kind: kind, entity: new.name, oldEntity: old.name, member: member, oldMember: oldMember,
                         oldLocation: oldLocation, newLocation: newLocation)
        }
        let attributes = ElementPairing(old: old.attributes, new: new.attributes, name: \.name, renamedFrom: \.renamedFrom)
        for position in attributes.removed {
            let attribute = old.attributes[position]
            changes.append(.attributeRemoved(Removed(
                change: location(.removed, element: .attribute, member: attribute.name, oldMember: attribute.name,
                                 oldLocation: attribute.source.location, newLocation: new.source.location),
                old: attribute), entity))
        }
        for (attribute, match) in zip(new.attributes, attributes.matches) {
            if let match {
                self.attribute(old.attributes[match], attribute, of: entity)
            } else {
                changes.append(.attributeAdded(Added(
                    change: location(.added, element: .attribute, member: attribute.name, oldMember: nil,
                                     oldLocation: nil, newLocation: attribute.source.location),
                    new: attribute), entity))
            }
        }
        let relationships = ElementPairing(old: old.relationships, new: new.relationships, name: \.name,
                                           renamedFrom: \.renamedFrom)
        for position in relationships.removed {
            let relationship = old.relationships[position]
            changes.append(.relationshipRemoved(Removed(
                change: location(.removed, element: .relationship, member: relationship.name, oldMember: relationship.name,
                                 oldLocation: relationship.source.location, newLocation: new.source.location),
                old: relationship), entity))
        }
        for (relationship, match) in zip(new.relationships, relationships.matches) {
            if let match {
                self.relationship(old.relationships[match], relationship, of: entity)
            } else {
                changes.append(.relationshipAdded(Added(
                    change: location(.added, element: .relationship, member: relationship.name, oldMember: nil,
                                     oldLocation: nil, newLocation: relationship.source.location),
                    new: relationship), entity))
            }
        }
    }

    // MARK: Members

    mutating func attribute(_ old: Attribute, _ new: Attribute, of entity: Paired<Entity>) {
        // Most attributes are unchanged: one comparison of the whole (which covers every property
        // below) spares eleven.
        if old == new { return }
        func report(_ kind: SchemaChangeKind, _ a: String?, _ b: String?, key: String?) {
            changes.append(.attributeChanged(Changed(
                change: SchemaChange(element: .attribute, kind: kind, entity: entity.new.name, oldEntity: entity.old.name,
                                     member: new.name, oldMember: old.name, oldValue: a, newValue: b,
                                     oldLocation: key.map { old.source[$0] } ?? old.source.location,
                                     newLocation: key.map { new.source[$0] } ?? new.source.location),
                old: old, new: new), entity))
        }
        func compare<Value: Equatable>(_ property: SchemaProperty, _ value: (Attribute) -> Value, _ render: (Value) -> String?) {
            guard let values = difference(value(old), value(new), render) else { return }
            report(.modified(property), values.old, values.new, key: property.rawValue)
        }
        if old.name != new.name { report(.renamed, old.name, new.name, key: nil) }
        compare(.type, \.type) { $0.rawValue }
        compare(.optional, \.optional) { String($0) }
        compare(.default, \.defaultValue) { ChangeValueRendering.render($0) }
        compare(.externalStorage, \.externalStorage) { String($0) }
        compare(.encrypted, \.encrypted) { String($0) }
        compare(.transient, \.transient) { String($0) }
        compare(.preserveValueOnDeletion, \.preserveValueOnDeletion) { String($0) }
        compare(.valueTransformer, \.valueTransformer) { $0 }
        compare(.customClass, \.customClass) { $0 }
        compare(.cloudKitIgnored, \.cloudKitIgnored) { String($0) }
        compare(.comment, \.comment) { $0 }
    }

    mutating func relationship(_ old: Relationship, _ new: Relationship, of entity: Paired<Entity>) {
        func report(_ kind: SchemaChangeKind, _ a: String?, _ b: String?, key: String?) {
            changes.append(.relationshipChanged(Changed(
                change: SchemaChange(element: .relationship, kind: kind, entity: entity.new.name, oldEntity: entity.old.name,
                                     member: new.name, oldMember: old.name, oldValue: a, newValue: b,
                                     oldLocation: key.map { old.source[$0] } ?? old.source.location,
                                     newLocation: key.map { new.source[$0] } ?? new.source.location),
                old: old, new: new), entity))
        }
        func compare<Value: Equatable>(_ property: SchemaProperty, _ value: (Relationship) -> Value, _ render: (Value) -> String?) {
            guard let values = difference(value(old), value(new), render) else { return }
            report(.modified(property), values.old, values.new, key: property.rawValue)
        }
        if old.name != new.name { report(.renamed, old.name, new.name, key: nil) }
        compare(.destination, \.destination) { $0 }
        compare(.toMany, \.toMany) { String($0) }
        compare(.optional, \.optional) { String($0) }
        compare(.inverse, \.inverse) { $0 }
        compare(.deleteRule, \.deleteRule) { $0.rawValue }
        compare(.ordered, \.ordered) { String($0) }
        compare(.minCount, \.minCount) { $0.map(String.init) }
        compare(.maxCount, \.maxCount) { $0.map(String.init) }
        compare(.encrypted, \.encrypted) { String($0) }
        compare(.cloudKitIgnored, \.cloudKitIgnored) { String($0) }
        compare(.comment, \.comment) { $0 }
    }
}
