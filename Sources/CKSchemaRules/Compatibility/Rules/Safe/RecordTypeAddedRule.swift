import CKSchemaCore

/// Safe: new record types (new entities, entities that start syncing, sharing).
public struct RecordTypeAddedRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "record_type_added",
        name: "Record Type Added",
        summary: "Reports entities that add record types or fields to CloudKit, and what becomes permanent once deployed; and a new entity marked local",
        rationale: """
            Production accepts new record types and fields, but once deployed they exist for all time. \
            Deploy them (initialize the Development schema, then "Deploy Schema Changes") before the \
            build that writes them ships: production has no just-in-time schema creation. A new entity \
            marked `scope: local` is said too: no CloudKit rule is checked for it, so the mark must be \
            right. \
            Sources: https://developer.apple.com/documentation/cloudkit/deploying-an-icloud-container-s-schema; https://developer.apple.com/documentation/cloudkit/designing-and-creating-a-cloudkit-database.
            """,
        level: .safe,
        examples: [
            .entities(
                before: """
                    Score:
                      attributes:
                        points: Int64 = 0
                    """,
                after: """
                    Score:
                      attributes:
                        points: Int64 = 0
                    ↓Article:
                      attributes:
                        title: String = ""
                    """),
            .entities(
                before: """
                    Cache:
                      scope: local
                      attributes:
                        blob: Binary?
                    """,
                after: """
                    Cache:
                      scope: ↓synced
                      attributes:
                        blob: Binary?
                    """),
            .entities(
                before: """
                    Score:
                      attributes:
                        points: Int64 = 0
                    """,
                after: """
                    Score:
                      attributes:
                        points: Int64 = 0
                    ↓Brand:
                      scope: local
                      uniqueConstraints: [[name]]
                      attributes:
                        name: String
                    """),
            ChangeExample(
                before: """
                    model: M
                    version: 1
                    configurations:
                      Local: {cloudKit: false}
                    entities: {}
                    """,
                after: """
                    model: M
                    version: 2
                    configurations:
                      Local: {cloudKit: false}
                    entities:
                      Cache:
                        configurations: [Local]
                        attributes:
                          blob: Binary?
                    """,
                triggers: false),
        ])

    public static let handles: [ChangeSubject] = [
        .entity(.added), .entity(.renamed), .entity(.modified(.configurations)), .entity(.modified(.scope)),
        .schema(.modified(.sharing)),
    ]

    public init() {}

    public func entityAdded(_ entity: Added<Entity>, in context: ChangeContext) -> [ChangeFinding] {
        guard let recordType = context.newRecordType(of: entity.new) else {
            // Said once: a new model marked local is one CloudKit's rules are never checked for.
            guard entity.new.scope == .local else { return [silent(entity.change)] }
            return [finding(entity.change, "entity '\(entity.new.name)' is added as local ('scope: local'): it never syncs, so no CloudKit rule is checked for it",
                            fix: "if its store syncs, write 'scope: synced' (or leave the scope to the code that loads it)")]
        }
        return [added(entity.new, to: recordType, entity.change, context)]
    }

    /// Renamed, or moved into a configuration that syncs (or a SwiftData store that does: `scope:`).
    public func entityChanged(_ entity: Changed<Entity>, in context: ChangeContext) -> [ChangeFinding] {
        let startsSyncing = entity.property == nil || !context.old.syncs(entity.old)
        guard startsSyncing, let recordType = context.newRecordType(of: entity.new) else { return [] }
        return [added(entity.new, to: recordType, entity.change, context)]
    }

    public func schemaChanged(_ schema: Changed<Schema>, in context: ChangeContext) -> [ChangeFinding] {
        guard schema.new.sharing else { return [silent(schema.change)] }
        let types = context.newRecordTypes.recordTypeNames.filter { $0 != CloudKitNaming.shareRecordType }
        return [finding(schema.change, "sharing adds record type 'cloudkit.share' and field '\(CloudKitNaming.moveReceiptField)' to every record type: permanent once deployed",
                        permanent: types.map { "field '\($0).\(CloudKitNaming.moveReceiptField)' (BYTES)" })]
    }

    /// The record type (when the old version has none) and the fields `entity` adds.
    private func added(_ entity: Entity, to recordType: String, _ change: SchemaChange, _ context: ChangeContext) -> ChangeFinding {
        let newType = !context.oldRecordTypes.contains(recordType: recordType)
        let fields = SyncedRecordTypes.fields(of: entity, in: context.new)
            .filter { context.oldRecordTypes.type(of: $0.name, in: recordType) == nil }
        // A new record type also gets `CD_entityName`, which Core Data writes on every record: it
        // is one of the fields the message counts.
        var permanent = newType ? ["record type '\(recordType)'", "field '\(recordType).\(CloudKitNaming.entityNameField)' (STRING)"] : []
        permanent += fields.map { "field '\(recordType).\($0.name)' (\($0.type))" }
        let message = newType
            ? "record type '\(recordType)' added with \(fields.count + 1) field\(fields.count == 0 ? "" : "s"): permanent once deployed"
            : "entity '\(entity.name)' adds \(fields.count) field\(fields.count == 1 ? "" : "s") to record type '\(recordType)': permanent once deployed"
        return finding(change, message, permanent: permanent)
    }
}
