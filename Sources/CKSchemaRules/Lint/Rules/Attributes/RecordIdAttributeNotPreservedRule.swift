import CKSchemaCore

/// `ckRecordID` and `ckRecordSystemFields` must be kept in deletion tombstones.
public struct RecordIdAttributeNotPreservedRule: LintRule {
    public init() {}

    /// Attribute names Core Data's validator treats specially.
    static let tombstoneNames: Set<String> = ["ckRecordID", "ckRecordSystemFields"]

    /// Whether `name` is one of ``tombstoneNames``; most names are ruled out by their length alone.
    static func isTombstoneName(_ name: String) -> Bool {
        let length = name.utf8.count
        return (length == 10 || length == 20) && tombstoneNames.contains(name)
    }

    public static let description = RuleDescription(
        id: "record_id_attribute_not_preserved",
        name: "Record ID Attribute Not Preserved",
        summary: "Attributes named ckRecordID or ckRecordSystemFields must preserve their value on deletion",
        rationale: """
            Apps that keep a record's CloudKit identity in the model store it in attributes named \
            `ckRecordID` and `ckRecordSystemFields`. Core Data's validator requires such entities to \
            keep both values in the persistent-history tombstone of a deleted object \
            (`preservesValueInHistoryOnDeletion`), so the deletion can still be matched to its \
            record: "CloudKit integration requires that all entities tombstone ckRecordID and \
            ckRecordSystemFields on delete" (`preservesValueInHistoryOnDeletion`, \
            https://developer.apple.com/documentation/coredata/nsattributedescription/preservesvalueinhistoryondeletion). \
            Apple documents the flag but not this check, and when the validator applies it is unclear, \
            hence a warning.
            """,
        fix: """
            Set `preserveValueOnDeletion: true` on the attribute (SwiftData \
            `@Attribute(.preserveValueOnDeletion)`), or choose another name if the attribute is not \
            a CloudKit identity.
            """,
        category: .attributes,
        defaultSeverity: .warning,
        nonTriggeringExamples: [
            Example("""
                model: Tasks
                version: 1
                entities:
                  Task:
                    attributes:
                      ckRecordID:
                        type: String
                        optional: true
                        preserveValueOnDeletion: true
                      recordName: String?
                """),
        ],
        triggeringExamples: [
            Example("""
                model: Tasks
                version: 1
                entities:
                  Task:
                    attributes:
                      ↓ckRecordID: String?
                      ckRecordSystemFields:
                        type: Binary
                        optional: true
                        preserveValueOnDeletion: ↓false
                """),
        ],
        swiftFix: { swift in
            "add '@Attribute(.preserveValueOnDeletion)' to '\(swift.attribute)'"
        },
        xcodeFix: { xcode in "tick 'Preserve After Deletion' for \(xcode.property) in the Data Model inspector" }
    )

    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] {
        context.attributes { !$0.preserveValueOnDeletion && Self.isTombstoneName($0.name) }.map { entity, attribute in
            context.diagnostic(
                "attribute '\(entity.name).\(attribute.name)' must preserve its value on deletion for CloudKit tombstones",
                at: attribute.source.keys["preserveValueOnDeletion"] ?? attribute.source.location,
                entity: entity.name, attribute: attribute.name,
                fix: "set 'preserveValueOnDeletion: true' on '\(attribute.name)'")
        }
    }
}
