import CKSchemaCore
import CKSchemaRules
import CKSchemaSwiftData

/// Lint fixes in Swift terms, for findings located in SwiftData code: what to change in the
/// `@Model` class instead of what to write in YAML.
enum SwiftFixWording {
    static func rewrite(_ diagnostic: Diagnostic, in version: SwiftDataVersion) -> Diagnostic {
        var rewritten = diagnostic
        if let fix = fix(for: diagnostic, in: version) { rewritten.fix = fix }
        return rewritten
    }

    // One case per rule with a YAML-worded fix; the rest read the same in Swift.
    private static func fix(for d: Diagnostic, in version: SwiftDataVersion) -> String? {
        let attribute = d.attribute ?? ""
        let relationship = d.relationship ?? ""
        let type = d.entity.flatMap { version.swiftType(entity: $0, property: d.attribute ?? d.relationship ?? "") }
        switch d.id {
        case AttributeRequiredWithoutDefaultRule.id:
            let optional = type.map { " ('\($0)?')" } ?? ""
            let value = defaultValue(for: type).map { " ('= \($0)')" } ?? ""
            return "make '\(attribute)' optional\(optional) or give it a default\(value)"
        case UniqueConstraintRule.id:
            return "remove '.unique' (or the #Unique group) and keep the values unique in code, fetching before insert"
        case RelationshipDenyDeleteRule.id:
            return "use 'deleteRule: .nullify' or '.cascade' and check in the app before deleting"
        case RelationshipRequiredRule.id:
            if d.message.contains("minCount") || d.fix?.contains("minCount") == true {
                return "remove 'minimumModelCount:' from '\(relationship)'"
            }
            return "make '\(relationship)' optional" + (type.map { " ('\($0)?')" } ?? "")
        case RelationshipWithoutInverseRule.id:
            return "name the inverse with '@Relationship(inverse: \\Other.property)' on one side"
        case BinaryWithoutExternalStorageRule.id:
            return "add '@Attribute(.externalStorage)' to '\(attribute)'"
        case EncryptionInPublicDatabaseRule.id:
            return "remove '.allowsCloudEncryption' from '\(attribute)' or sync through the private database"
        case RecordIdAttributeNotPreservedRule.id:
            return "add '@Attribute(.preserveValueOnDeletion)' to '\(attribute)'"
        default:
            return d.fix.map(renamingInSwiftTerms)
        }
    }

    /// "set 'renamedFrom'" → keep the stored name with `originalName:`.
    private static func renamingInSwiftTerms(_ fix: String) -> String {
        fix.replacingOccurrences(of: "and set 'renamedFrom'", with: "and keep the stored name with '@Attribute(originalName:)'")
            .replacingOccurrences(of: "(keep 'renamedFrom' for local data)", with: "(keep the stored name with 'originalName:')")
    }

    /// A literal default for a Swift type, when there is an obvious one.
    static func defaultValue(for type: String?) -> String? {
        guard let type else { return nil }
        if type.hasPrefix("[") { return type.contains(":") ? "[:]" : "[]" }
        switch type {
        case "String": return "\"\""
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
             "Double", "Float", "Decimal": return "0"
        case "Bool": return "false"
        case "Date": return ".now"
        case "UUID": return "UUID()"
        case "Data": return "Data()"
        default: return nil
        }
    }
}
