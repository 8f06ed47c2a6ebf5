/// A CloudKit schema, as a `.ckdb` file states it or as Core Data would create it for a model.
///
/// The parser and the `RecordTypeMapper` both produce this type, so a proposed schema can be
/// compared with a production export. Equality ignores source positions and notes, and is
/// order-sensitive; compare `canonicalized()` values to ignore member order.
public struct CloudKitSchema: Sendable, Hashable {
    /// `CREATE ROLE` statements, in the order written.
    public var roles: [Role]
    /// Record types, in the order written.
    public var recordTypes: [RecordType]

    public init(roles: [Role] = [], recordTypes: [RecordType] = []) {
        self.roles = roles
        self.recordTypes = recordTypes
    }

    /// The record type with this (unquoted) name.
    public func recordType(named name: String) -> RecordType? { recordTypes.first { $0.name.value == name } }

    /// The same schema in export order: record types sorted by name, each record type
    /// canonicalized. Roles keep their order: exports list them in creation order, not sorted
    /// (FreeScoopDev/Wockett lists `TrailPublisher` before `Moderator`).
    public func canonicalized() -> CloudKitSchema {
        CloudKitSchema(
            roles: roles,
            recordTypes: recordTypes.map { $0.canonicalized() }.sorted { $0.name < $1.name })
    }
}

/// `CREATE ROLE name`: a custom security role for GRANT statements.
public struct Role: Sendable, Hashable {
    public var name: CKName
    /// Where the statement starts, for parsed schemas.
    public var location: SourceLocation?

    public init(name: CKName, location: SourceLocation? = nil) {
        self.name = name
        self.location = location
    }

    public static func == (lhs: Role, rhs: Role) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// One `RECORD TYPE name ( … )` statement.
public struct RecordType: Sendable, Hashable {
    public var name: CKName
    /// Fields in the order written (or, for generated types, in export order).
    public var fields: [Field]
    /// GRANT members in the order written.
    public var grants: [Grant]
    /// Why a generated record type exists and when it appears (nil for parsed types).
    public var note: SchemaNote?
    /// Where `RECORD` was written, for parsed schemas.
    public var location: SourceLocation?
    /// Where the closing `)` was written, for parsed schemas.
    public var endLocation: SourceLocation?

    public init(
        name: CKName, fields: [Field] = [], grants: [Grant] = [], note: SchemaNote? = nil,
        location: SourceLocation? = nil, endLocation: SourceLocation? = nil
    ) {
        self.name = name
        self.fields = fields
        self.grants = grants
        self.note = note
        self.location = location
        self.endLocation = endLocation
    }

    /// The field with this (unquoted) name.
    public func field(named name: String) -> Field? { fields.first { $0.name.value == name } }

    /// Fields sorted by name and grants merged per role (permissions READ, CREATE, WRITE), roles
    /// sorted: the form `cktool export-schema` prints.
    public func canonicalized() -> RecordType {
        var copy = self
        // Sorted only when out of order: fields that already are (a mapped model) keep their storage.
        if zip(fields, fields.dropFirst()).contains(where: { $1.name < $0.name }) {
            copy.fields = fields.sorted { $0.name < $1.name }
        }
        // Grants that already are merged (a mapped model's) keep their storage.
        let merged = Grant.merged(grants)
        if merged != grants { copy.grants = merged }
        return copy
    }

    public static func == (lhs: RecordType, rhs: RecordType) -> Bool {
        lhs.name == rhs.name && lhs.fields == rhs.fields && lhs.grants == rhs.grants
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(fields)
        hasher.combine(grants)
    }
}

/// A field definition: name, type and index options.
public struct Field: Sendable, Hashable {
    public var name: CKName
    public var type: FieldType
    public var indexes: FieldIndexes
    /// Why a generated field exists and when it appears (nil for parsed fields).
    public var note: SchemaNote?
    /// Where the field's name was written, for parsed schemas.
    public var location: SourceLocation?
    /// Where the field's type was written, for parsed schemas (alignment checks).
    public var typeLocation: SourceLocation?

    public init(
        name: CKName, type: FieldType, indexes: FieldIndexes = [], note: SchemaNote? = nil,
        location: SourceLocation? = nil, typeLocation: SourceLocation? = nil
    ) {
        self.name = name
        self.type = type
        self.indexes = indexes
        self.note = note
        self.location = location
        self.typeLocation = typeLocation
    }

    /// The six fields CloudKit keeps on every record type, in export order.
    public static let systemFields: [Field] = [
        Field(name: "___createTime", type: .timestamp),
        Field(name: "___createdBy", type: .reference),
        Field(name: "___etag", type: .string),
        Field(name: "___modTime", type: .timestamp),
        Field(name: "___modifiedBy", type: .reference),
        Field(name: "___recordID", type: .reference),
    ]

    /// Whether this is one of the six system fields.
    public var isSystemField: Bool { Self.systemFields.contains { $0.name == name } }

    public static func == (lhs: Field, rhs: Field) -> Bool {
        lhs.name == rhs.name && lhs.type == rhs.type && lhs.indexes == rhs.indexes
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(type)
        hasher.combine(indexes)
    }
}

/// A permission a GRANT gives.
public enum Permission: String, Sendable, Hashable, CaseIterable, Comparable {
    case read = "READ"
    case create = "CREATE"
    case write = "WRITE"

    /// Export order: READ, CREATE, WRITE.
    public static func < (lhs: Permission, rhs: Permission) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
        switch self {
        case .read: 0
        case .create: 1
        case .write: 2
        }
    }
}

/// `GRANT READ, CREATE TO role`.
public struct Grant: Sendable, Hashable {
    public var permissions: [Permission]
    public var role: CKName
    /// Where `GRANT` was written, for parsed schemas.
    public var location: SourceLocation?

    public init(_ permissions: [Permission], to role: CKName, location: SourceLocation? = nil) {
        self.permissions = permissions
        self.role = role
        self.location = location
    }

    /// The implicit role of a record's creator.
    public static let creatorRole: CKName = "_creator"
    /// The implicit role of any signed-in iCloud user.
    public static let iCloudRole: CKName = "_icloud"
    /// The implicit role of everyone.
    public static let worldRole: CKName = "_world"

    /// What just-in-time creation grants a new record type: WRITE to the creator, CREATE to any
    /// iCloud user, READ to everyone.
    public static let defaultGrants: [Grant] = [
        Grant([.write], to: creatorRole), Grant([.create], to: iCloudRole), Grant([.read], to: worldRole),
    ]

    /// The grants CloudKit gives the built-in `Users` type (no CREATE).
    public static let usersGrants: [Grant] = [Grant([.write], to: creatorRole), Grant([.read], to: worldRole)]

    /// One grant per role, permissions deduplicated in READ, CREATE, WRITE order, roles sorted by
    /// name: how exports write them.
    public static func merged(_ grants: [Grant]) -> [Grant] {
        var byRole: [CKName: (permissions: Set<Permission>, first: Grant)] = [:]
        for grant in grants {
            byRole[grant.role, default: ([], grant)].permissions.formUnion(grant.permissions)
        }
        return byRole.keys.sorted().compactMap { role in
            guard let entry = byRole[role] else { return nil }
            return Grant(entry.permissions.sorted(), to: entry.first.role, location: entry.first.location)
        }
    }

    public static func == (lhs: Grant, rhs: Grant) -> Bool {
        lhs.permissions == rhs.permissions && lhs.role == rhs.role
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(permissions)
        hasher.combine(role)
    }
}

/// When a generated field or record type shows up in a container's Development schema.
public enum Appearance: String, Sendable, Hashable, CaseIterable {
    /// Created together with the record type (system fields, `CD_entityName`, the type itself in
    /// `initialized` mode).
    case always
    /// Created by `initializeCloudKitSchema`, which fills every field with a sample value.
    case initialized
    /// Created once a record with a value for it is saved (an attribute that always has one).
    case firstSave
    /// Created only once a value is actually saved: an optional attribute without a default, or a
    /// relationship once objects are linked. A field listed with this note may be absent from a
    /// real just-in-time schema.
    case onceValueSaved
    /// Created only once a record is shared or moved between zones.
    case onceShared
    /// Created only once a value overflows the 700 KB record budget.
    case onOverflow

    /// Whether the element may be missing from a real just-in-time schema even after the app
    /// saved records.
    public var isConditional: Bool { self == .onceValueSaved || self == .onceShared || self == .onOverflow }
}

/// Why a generated field or record type exists and when it appears.
public struct SchemaNote: Sendable, Hashable {
    public var appearance: Appearance
    /// A short explanation, lowercase, no trailing period.
    public var reason: String

    public init(_ appearance: Appearance, _ reason: String) {
        self.appearance = appearance
        self.reason = reason
    }
}
