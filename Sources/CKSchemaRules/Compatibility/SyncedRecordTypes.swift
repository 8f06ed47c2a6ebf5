import CKSchemaCore

/// The `CD_` record types and fields a schema mirrors to CloudKit, reduced to what production rules
/// compare: names, field types and encryption. (Overflow `_ckAsset` companions and indexes are left
/// out: they are compared at record-type level against a `.ckdb` baseline.)
public struct SyncedRecordTypes: Sendable, Hashable {
    /// Field name → CloudKit type (`INT64`, `ENCRYPTED STRING`), per record type name.
    public var fields: [String: [String: String]]

    public init(_ schema: Schema) {
        var fields: [String: [String: String]] = [:]
        for entity in schema.entities where schema.syncs(entity) {
            let recordType = Self.recordTypeName(of: entity, in: schema)
            var typeFields = fields[recordType] ?? [:]
            typeFields[CloudKitNaming.entityNameField] = "STRING"
            for (name, type) in Self.fields(of: entity, in: schema) { typeFields[name] = type }
            fields[recordType] = typeFields
        }
        if schema.sharing {
            for name in fields.keys { fields[name]?[CloudKitNaming.moveReceiptField] = "BYTES" }
            fields[CloudKitNaming.shareRecordType] = [:]
        }
        self.fields = fields
    }

    /// Whether the record type exists.
    public func contains(recordType: String) -> Bool { fields[recordType] != nil }

    /// The field's CloudKit type, if the record type has it.
    public func type(of field: String, in recordType: String) -> String? { fields[recordType]?[field] }

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
