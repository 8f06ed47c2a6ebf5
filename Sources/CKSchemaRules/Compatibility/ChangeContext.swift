import CKSchemaCore

/// Both versions of the schema a change was computed from, with lookups rules need.
public struct ChangeContext: Sendable {
    public let old: Schema
    public let new: Schema
    /// What the old version mirrors to CloudKit.
    public let oldRecordTypes: SyncedRecordTypes
    /// What the new version mirrors to CloudKit.
    public let newRecordTypes: SyncedRecordTypes

    public init(old: Schema, new: Schema) {
        self.old = old
        self.new = new
        self.oldRecordTypes = SyncedRecordTypes(old)
        self.newRecordTypes = SyncedRecordTypes(new)
    }

    /// The entity on the old side (nil when it was added).
    public func oldEntity(_ change: SchemaChange) -> Entity? {
        if change.element == .entity && change.kind == .added { return nil }
        return change.oldEntity.flatMap { old.entity(named: $0) }
    }

    /// The entity on the new side (nil when it was removed).
    public func newEntity(_ change: SchemaChange) -> Entity? {
        if change.element == .entity && change.kind == .removed { return nil }
        return change.entity.flatMap { new.entity(named: $0) }
    }

    public func oldAttribute(_ change: SchemaChange) -> Attribute? {
        guard change.element == .attribute, change.kind != .added, let name = change.oldMember else { return nil }
        return oldEntity(change)?.attribute(named: name)
    }

    public func newAttribute(_ change: SchemaChange) -> Attribute? {
        guard change.element == .attribute, change.kind != .removed, let name = change.member else { return nil }
        return newEntity(change)?.attribute(named: name)
    }

    public func oldRelationship(_ change: SchemaChange) -> Relationship? {
        guard change.element == .relationship, change.kind != .added, let name = change.oldMember else { return nil }
        return oldEntity(change)?.relationship(named: name)
    }

    public func newRelationship(_ change: SchemaChange) -> Relationship? {
        guard change.element == .relationship, change.kind != .removed, let name = change.member else { return nil }
        return newEntity(change)?.relationship(named: name)
    }

    /// The record type of the entity on the old side, if it syncs.
    public func oldRecordType(_ change: SchemaChange) -> String? {
        guard let entity = oldEntity(change), old.syncs(entity) else { return nil }
        return SyncedRecordTypes.recordTypeName(of: entity, in: old)
    }

    /// The record type of the entity on the new side, if it syncs.
    public func newRecordType(_ change: SchemaChange) -> String? {
        guard let entity = newEntity(change), new.syncs(entity) else { return nil }
        return SyncedRecordTypes.recordTypeName(of: entity, in: new)
    }

    /// The old attribute's field, when it was mirrored: (record type, field name, CloudKit type).
    public func oldAttributeField(_ change: SchemaChange) -> (recordType: String, field: String, type: String)? {
        guard let attribute = oldAttribute(change), attribute.isSynced, let recordType = oldRecordType(change) else { return nil }
        return (recordType, CloudKitNaming.mirrored(attribute.name), SyncedRecordTypes.fieldType(of: attribute))
    }

    /// The new attribute's field, when it is mirrored.
    public func newAttributeField(_ change: SchemaChange) -> (recordType: String, field: String, type: String)? {
        guard let attribute = newAttribute(change), attribute.isSynced, let recordType = newRecordType(change) else { return nil }
        return (recordType, CloudKitNaming.mirrored(attribute.name), SyncedRecordTypes.fieldType(of: attribute))
    }

    /// The name of the version attribute of the entity on the new side.
    public func newVersionAttribute(_ change: SchemaChange) -> String? {
        newEntity(change).flatMap { new.versionAttributeName(for: $0) }
    }
}
