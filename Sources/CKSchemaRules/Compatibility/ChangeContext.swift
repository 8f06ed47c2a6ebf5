import CKSchemaCore

/// Both versions of the schema a change was computed from, with the CloudKit lookups rules need.
public struct ChangeContext: Sendable {
    public let old: Schema
    public let new: Schema
    /// What the old version mirrors to CloudKit.
    public let oldRecordTypes: SyncedRecordTypes
    /// What the new version mirrors to CloudKit.
    public let newRecordTypes: SyncedRecordTypes
    /// The old version's entities whose name the new version no longer has (removed or renamed),
    /// in declaration order.
    public let oldEntitiesWithoutNewName: [Entity]

    public init(old: Schema, new: Schema) {
        self.old = old
        self.new = new
        self.oldRecordTypes = SyncedRecordTypes(old)
        self.newRecordTypes = SyncedRecordTypes(new)
        let newNames = Set(new.entities.map(\.name))
        self.oldEntitiesWithoutNewName = old.entities.filter { !newNames.contains($0.name) }
    }

    /// The record type an entity of the old version mirrors to, nil when it does not sync.
    public func oldRecordType(of entity: Entity) -> String? { oldRecordTypes.recordType(of: entity) }

    /// The record type an entity of the new version mirrors to, nil when it does not sync.
    public func newRecordType(of entity: Entity) -> String? { newRecordTypes.recordType(of: entity) }

    /// The field an attribute of the old version mirrors to, nil when it is not mirrored.
    public func oldField(of attribute: Attribute, in entity: Entity) -> MirroredField? {
        oldRecordTypes.field(of: attribute, in: entity)
    }

    /// The field an attribute of the new version mirrors to, nil when it is not mirrored.
    public func newField(of attribute: Attribute, in entity: Entity) -> MirroredField? {
        newRecordTypes.field(of: attribute, in: entity)
    }
}
