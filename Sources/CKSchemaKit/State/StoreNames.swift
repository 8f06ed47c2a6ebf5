/// The names the store accepts from YAML and `.ckdb` files, checked before any of them reaches
/// SQL (where they are always quoted as identifiers, never spliced in).
enum StoreNames {
    /// CloudKit's limit on record type and field names is 255 characters.
    static let maximumLength = 255

    /// Checks one name: not empty, at most 255 bytes, no control characters, no double quote
    /// (which the schema language cannot write inside a quoted name).
    static func validate(_ name: String, kind: String) throws(StoreError) {
        if name.isEmpty { throw .invalidName(kind: kind, name: name, reason: "it is empty") }
        if name.utf8.count > maximumLength {
            throw .invalidName(kind: kind, name: String(name.prefix(40)) + "…",
                               reason: "it is longer than \(maximumLength) bytes")
        }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            throw .invalidName(kind: kind, name: name, reason: "it contains a control character")
        }
        if name.utf8.contains(UInt8(ascii: "\"")) {
            throw .invalidName(kind: kind, name: name, reason: "it contains a double quote")
        }
    }

    /// Checks every name of a schema, and that no two record types (tables) or two fields of one
    /// record type (columns) differ only in letter case: SQLite compares identifiers without case.
    static func validate(_ schema: CloudKitSchema) throws(StoreError) {
        var typeNames: [String: String] = [:]
        for role in schema.roles { try validate(role.name.value, kind: "role") }
        for recordType in schema.recordTypes {
            let name = recordType.name.value
            try validate(name, kind: "record type")
            if let other = typeNames.updateValue(name, forKey: name.lowercased()), other != name {
                throw .invalidName(kind: "record type", name: name,
                                   reason: "it differs from '\(other)' only in letter case")
            }
            var fieldNames: [String: String] = [:]
            for field in recordType.fields {
                let fieldName = field.name.value
                try validate(fieldName, kind: "field")
                if let other = fieldNames.updateValue(fieldName, forKey: fieldName.lowercased()), other != fieldName {
                    throw .invalidName(kind: "field", name: "\(name).\(fieldName)",
                                       reason: "it differs from '\(other)' only in letter case")
                }
            }
            for grant in recordType.grants { try validate(grant.role.value, kind: "role") }
        }
    }
}
