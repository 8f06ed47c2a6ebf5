import CKSchemaCore

/// The `CD_` record types and fields a schema mirrors to CloudKit, reduced to what production rules
/// compare: names, field types and encryption. (Overflow `_ckAsset` companions and indexes are left
/// out: they are compared at record-type level against a `.ckdb` export.)
///
/// Answers each question from the schema when asked (rules ask about the few elements that
/// changed), so a comparison of two large versions never maps every field.
public struct SyncedRecordTypes: Sendable {
    private let schema: Schema
    private let index: SchemaIndex

    public init(_ schema: Schema) {
        self.schema = schema
        self.index = SchemaIndex(schema)
    }

    /// Whether the record type exists.
    public func contains(recordType: String) -> Bool {
        if schema.sharing, recordType == CloudKitNaming.shareRecordType { return true }
        return !syncedEntities(ofRecordType: recordType).isEmpty
    }

    /// The field's CloudKit type (`INT64`, `ENCRYPTED STRING`), if the record type has it. When
    /// several entities of the tree declare the field, the last one's type counts.
    public func type(of field: String, in recordType: String) -> String? {
        let entities = syncedEntities(ofRecordType: recordType)
        guard !entities.isEmpty else { return nil }
        if schema.sharing, field == CloudKitNaming.moveReceiptField { return "BYTES" }
        var type: String?
        for entity in entities {
            if field == CloudKitNaming.entityNameField { type = "STRING" }
            for declared in Self.fields(of: entity, in: schema) where declared.name == field { type = declared.type }
        }
        return type
    }

    /// Every record type, sorted (`cloudkit.share` included when the schema shares).
    public var recordTypeNames: [String] {
        var names = Set(schema.entities.filter { schema.syncs($0) }.map { CloudKitNaming.mirrored(index.rootName(of: $0)) })
        if schema.sharing { names.insert(CloudKitNaming.shareRecordType) }
        return names.sorted()
    }

    /// The record type `entity` mirrors to, nil when it does not sync.
    public func recordType(of entity: Entity) -> String? {
        schema.syncs(entity) ? CloudKitNaming.mirrored(index.rootName(of: entity)) : nil
    }

    /// The field `attribute` of `entity` mirrors to, nil when it is not mirrored.
    public func field(of attribute: Attribute, in entity: Entity) -> MirroredField? {
        guard attribute.isSynced, let recordType = recordType(of: entity) else { return nil }
        return MirroredField(recordType: recordType, name: CloudKitNaming.mirrored(attribute.name),
                             type: Self.fieldType(of: attribute))
    }

    /// The syncing entities whose root names `recordType`, in declaration order.
    private func syncedEntities(ofRecordType recordType: String) -> [Entity] {
        guard let root = CloudKitNaming.coreDataName(of: recordType) else { return [] }
        return index.tree(rootedAt: root).filter { schema.syncs($0) }
    }

    /// `CD_<root entity>`.
    public static func recordTypeName(of entity: Entity, in schema: Schema) -> String {
        CloudKitNaming.mirrored(schema.root(of: entity).name)
    }

    /// The fields the entity's own members add to its record type, in declaration order.
    public static func fields(of entity: Entity, in schema: Schema) -> [(name: String, type: String)] {
        guard schema.syncs(entity) else { return [] }
        return entity.attributes.compactMap { attribute in
            attribute.isSynced ? (CloudKitNaming.mirrored(attribute.name), fieldType(of: attribute)) : nil
        } + entity.relationships.compactMap { relationship in
            hasField(relationship) ? (CloudKitNaming.mirrored(relationship.name), "STRING") : nil
        }
    }

    /// A to-one relationship mirrors to a STRING field holding the related record's name.
    public static func hasField(_ relationship: Relationship) -> Bool {
        !relationship.toMany && !relationship.cloudKitIgnored
    }

    /// The CloudKit field type of an attribute: `INT64`, `DOUBLE`, `ENCRYPTED STRING`…
    public static func fieldType(of attribute: Attribute) -> String {
        let base = baseFieldType(of: attribute.type)
        return attribute.encrypted ? "ENCRYPTED " + base : base
    }

    /// The CloudKit type an attribute type is written as.
    public static func baseFieldType(of type: AttributeType) -> String {
        CloudKitNaming.fieldType(for: type).map { FieldType.primitive($0).description } ?? "UNSUPPORTED"
    }
}

/// The CloudKit field a synced attribute mirrors to.
public struct MirroredField: Sendable, Hashable {
    /// `CD_<root entity>`.
    public var recordType: String
    /// `CD_<attribute>`.
    public var name: String
    /// `INT64`, `ENCRYPTED STRING`…
    public var type: String
}
