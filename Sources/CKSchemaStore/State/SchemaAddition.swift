import CKSchemaCore



/// Something one environment's schema has that another lacks: what `dev init` adds to
/// Development and what `promote` makes permanent in Production.
public enum SchemaAddition: Sendable, Hashable, CustomStringConvertible {
    case role(String)
    case recordType(RecordType)
    case field(recordType: String, Field)

    /// One line: `record type 'CD_Score' (14 fields)`, `field 'CD_Score.CD_note' STRING QUERYABLE`.
    public var description: String {
        switch self {
        case .role(let name): "role '\(name)'"
        case .recordType(let type): "record type '\(type.name.value)' (\(type.fields.count) fields)"
        case .field(let recordType, let field): "field '\(recordType).\(field.name.value)' \(Self.describe(field))"
        }
    }

    /// Whether the addition is one of CloudKit's own record types (`Users`, `cloudkit.share`),
    /// which every container has: the store creates it, but nothing the model does makes it permanent.
    public var isSystemRecordType: Bool {
        if case .recordType(let type) = self { return CloudKitNaming.systemRecordTypes.contains(type.name.value) }
        return false
    }

    /// Every element the addition creates, one line each (a record type with each of its fields).
    public var lines: [String] {
        var lines: [String] = []
        if case .recordType(let type) = self { lines.reserveCapacity(type.fields.count + 4) }
        forEachLine { lines.append($0) }
        return lines
    }

    /// Calls `body` with each of ``lines`` in turn, without collecting them (a large model has
    /// tens of thousands).
    func forEachLine(_ body: (String) -> Void) {
        switch self {
        case .role, .field: body(description)
        case .recordType(let type):
            body("record type '\(type.name.value)'")
            for field in type.fields {
                // Appended piece by piece: cheaper than interpolation, once per field of the model.
                var line = "  field '"
                line += type.name.value
                line += "."
                line += field.name.value
                line += "' "
                line += Self.describe(field)
                body(line)
            }
            for grant in Grant.merged(type.grants) {
                body("  grant \(grant.permissions.map(\.rawValue).joined(separator: ", ")) to '\(grant.role.value)'")
            }
        }
    }

    /// `STRING QUERYABLE SEARCHABLE SORTABLE`: the type and its index keywords.
    static func describe(_ field: Field) -> String {
        var text = field.type.description
        if field.indexes.contains(.queryable) { text += " QUERYABLE" }
        if field.indexes.contains(.searchable) { text += " SEARCHABLE" }
        if field.indexes.contains(.sortable) { text += " SORTABLE" }
        return text
    }

    /// What `source` has that `target` lacks: roles, record types (with all their fields), and
    /// fields of record types both have. Fields whose types differ are not additions (see
    /// ``SchemaAddition/typeConflicts(between:and:)``).
    public static func additions(of source: CloudKitSchema, over target: CloudKitSchema) -> [SchemaAddition] {
        var result: [SchemaAddition] = []
        let targetRoles = Set(target.roles.map(\.name.value))
        for role in source.roles where !targetRoles.contains(role.name.value) { result.append(.role(role.name.value)) }
        let targetTypes = Dictionary(target.recordTypes.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        for recordType in source.canonicalized().recordTypes {
            guard let existing = targetTypes[recordType.name.value] else {
                result.append(.recordType(recordType))
                continue
            }
            let existingFields = Set(existing.fields.map(\.name.value))
            for field in recordType.fields where !existingFields.contains(field.name.value) {
                result.append(.field(recordType: recordType.name.value, field))
            }
        }
        return result
    }

    /// Fields both schemas have with different types (encryption and list element included).
    public static func typeConflicts(between old: CloudKitSchema, and new: CloudKitSchema)
        -> [(recordType: String, old: Field, new: Field)]
    {
        var result: [(String, Field, Field)] = []
        for newType in new.canonicalized().recordTypes {
            guard let oldType = old.recordType(named: newType.name.value) else { continue }
            for field in newType.fields {
                if let oldField = oldType.field(named: field.name.value), oldField.type != field.type {
                    result.append((newType.name.value, oldField, field))
                }
            }
        }
        return result
    }
}
