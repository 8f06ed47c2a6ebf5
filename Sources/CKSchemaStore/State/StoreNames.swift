import CKSchemaCore



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
        // Bytes below 0x20 and 0x7F are exactly the ASCII control characters in UTF-8.
        for byte in name.utf8 {
            if byte < 0x20 || byte == 0x7F { throw .invalidName(kind: kind, name: name, reason: "it contains a control character") }
            if byte == UInt8(ascii: "\"") { throw .invalidName(kind: kind, name: name, reason: "it contains a double quote") }
        }
    }

    /// A name as SQLite compares identifiers: equal when equal after folding ASCII letters to
    /// lower case (SQLite folds no other letters).
    struct SQLiteIdentifier: Hashable {
        let name: String

        static func fold(_ byte: UInt8) -> UInt8 {
            byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
        }

        static func == (lhs: SQLiteIdentifier, rhs: SQLiteIdentifier) -> Bool {
            lhs.name.utf8.elementsEqual(rhs.name.utf8) { fold($0) == fold($1) }
        }

        func hash(into hasher: inout Hasher) {
            for byte in name.utf8 { hasher.combine(Self.fold(byte)) }
        }
    }


    /// Checks every name of a schema, and that no two record types (tables) or two fields of one
    /// record type (columns) differ only in the case of ASCII letters: SQLite compares identifiers
    /// that way.
    static func validate(_ schema: CloudKitSchema) throws(StoreError) {
        var typeNames: [SQLiteIdentifier: String] = [:]
        typeNames.reserveCapacity(schema.recordTypes.count)
        for role in schema.roles { try validate(role.name.value, kind: "role") }
        for recordType in schema.recordTypes {
            let name = recordType.name.value
            try validate(name, kind: "record type")
            if let other = typeNames.updateValue(name, forKey: SQLiteIdentifier(name: name)), other != name {
                throw .invalidName(kind: "record type", name: name,
                                   reason: "it differs from '\(other)' only in letter case")
            }
            var fieldNames: [SQLiteIdentifier: String] = [:]
            fieldNames.reserveCapacity(recordType.fields.count)
            for field in recordType.fields {
                let fieldName = field.name.value
                try validate(fieldName, kind: "field")
                if let other = fieldNames.updateValue(fieldName, forKey: SQLiteIdentifier(name: fieldName)), other != fieldName {
                    throw .invalidName(kind: "field", name: "\(name).\(fieldName)",
                                       reason: "it differs from '\(other)' only in letter case")
                }
            }
            for grant in recordType.grants { try validate(grant.role.value, kind: "role") }
        }
    }
}
