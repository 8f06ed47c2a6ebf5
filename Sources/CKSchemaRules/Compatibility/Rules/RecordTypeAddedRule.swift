import CKSchemaCore

/// Safe: new record types (new entities, entities that start syncing, sharing).
public struct RecordTypeAddedRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "record_type_added",
        name: "Record Type Added",
        summary: "Reports entities that add record types or fields to CloudKit, and what becomes permanent once deployed",
        rationale: """
            Production accepts new record types and fields, but once deployed they exist for all time. \
            Deploy them (initialize the Development schema, then "Deploy Schema Changes") before the \
            build that writes them ships: production has no just-in-time schema creation. \
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

    public init() {}

    public func classify(_ change: SchemaChange, in context: ChangeContext) -> [ChangeFinding] {
        switch (change.element, change.kind) {
        case (.entity, .added), (.entity, .modified(.configurations)), (.entity, .renamed):
            guard let entity = context.newEntity(change), let recordType = context.newRecordType(change) else {
                return change.kind == .added ? [silent(change)] : []
            }
            let wasSynced = context.oldEntity(change).map { context.old.syncs($0) } ?? false
            guard change.kind == .added || !wasSynced || change.kind == .renamed else { return [] }
            let newType = !context.oldRecordTypes.contains(recordType: recordType)
            let fields = SyncedRecordTypes.fields(of: entity, in: context.new)
                .filter { context.oldRecordTypes.type(of: $0.name, in: recordType) == nil }
            var permanent = newType ? ["record type '\(recordType)'"] : []
            permanent += fields.map { "field '\(recordType).\($0.name)' (\($0.type))" }
            let message = newType
                ? "record type '\(recordType)' added with \(fields.count + 1) field\(fields.count == 0 ? "" : "s"): permanent once deployed"
                : "entity '\(entity.name)' adds \(fields.count) field\(fields.count == 1 ? "" : "s") to record type '\(recordType)': permanent once deployed"
            return [finding(change, message, permanent: permanent)]
        case (.schema, .modified(.sharing)):
            guard context.new.sharing else { return [silent(change)] }
            let types = context.newRecordTypes.fields.keys.filter { $0 != CloudKitNaming.shareRecordType }.sorted()
            return [finding(change, "sharing adds record type 'cloudkit.share' and field 'CD_moveReceipt' to every record type: permanent once deployed",
                            permanent: types.map { "field '\($0).CD_moveReceipt' (BYTES)" })]
        default:
            return []
        }
    }
}
