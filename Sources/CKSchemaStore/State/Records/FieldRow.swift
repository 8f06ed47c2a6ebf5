import CKSchemaCore


import GRDB

/// One row of `field`: a field of a record type, with its type, encryption and index flags.
struct FieldRow: Codable, Sendable, Hashable {
    var id: Int64?
    var recordTypeId: Int64
    var name: String
    /// The type as the schema language writes it (`ENCRYPTED STRING`, `LIST<INT64>`).
    var type: String
    /// The primitive underneath encryption and lists (`STRING`), nil for an unpinned NUMBER.
    var baseType: String?
    var isEncrypted: Bool
    var isList: Bool
    var isQueryable: Bool
    var isSearchable: Bool
    var isSortable: Bool
    /// Whether the model version the environment last came from declares the field.
    var declared: Bool

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let recordTypeId = Column(CodingKeys.recordTypeId)
        static let name = Column(CodingKeys.name)
        static let type = Column(CodingKeys.type)
        static let declared = Column(CodingKeys.declared)
    }

    init(recordTypeId: Int64, field: Field, declared: Bool) {
        self.recordTypeId = recordTypeId
        name = field.name.value
        type = field.type.description
        baseType = field.type.basePrimitive?.rawValue
        isEncrypted = field.type.isEncrypted
        isList = field.type.isList
        isQueryable = field.indexes.contains(.queryable)
        isSearchable = field.indexes.contains(.searchable)
        isSortable = field.indexes.contains(.sortable)
        self.declared = declared
    }

    /// The field value; nil when the stored type text is not one this build understands.
    var field: Field? {
        guard let fieldType = FieldType(schemaLanguage: type) else { return nil }
        var indexes: FieldIndexes = []
        if isQueryable { indexes.insert(.queryable) }
        if isSearchable { indexes.insert(.searchable) }
        if isSortable { indexes.insert(.sortable) }
        return Field(name: CKName(name), type: fieldType, indexes: indexes)
    }
}

extension FieldRow: FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "field"

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
