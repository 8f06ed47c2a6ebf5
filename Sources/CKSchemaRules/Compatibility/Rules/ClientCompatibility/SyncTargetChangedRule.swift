import CKSchemaCore

/// Client compatibility: the CloudKit container or database changes.
public struct SyncTargetChangedRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "sync_target_changed",
        name: "Sync Target Changed",
        summary: "Reports a change of the CloudKit container or database",
        rationale: """
            Moving to a new container is Apple's strategy for changes production cannot take: the new \
            container starts with an empty schema, and older versions keep syncing with the old one, \
            so the two never see each other's records. It must be a deliberate, planned migration. \
            Source: https://developer.apple.com/documentation/coredata/creating-a-core-data-model-for-cloudkit.
            """,
        level: .clientCompatibility,
        examples: [
            ChangeExample(
                before: """
                    model: M
                    version: 1
                    container: iCloud.com.example.App
                    entities: {}
                    """,
                after: """
                    model: M
                    version: 2
                    container: ↓iCloud.com.example.App2
                    entities: {}
                    """),
            ChangeExample(
                before: """
                    model: M
                    version: 1
                    container: iCloud.com.example.App
                    entities: {}
                    """,
                after: """
                    model: M
                    version: 2
                    container: iCloud.com.example.App
                    entities: {}
                    """,
                triggers: false),
        ])

    public static let handles: [ChangeSubject] = [.schema(.modified(.container)), .schema(.modified(.database))]

    public init() {}

    public func schemaChanged(_ schema: Changed<Schema>, in context: ChangeContext) -> [ChangeFinding] {
        let (what, from, to) = schema.property == .container
            ? ("container", schema.old.container ?? "none", schema.new.container ?? "none")
            : ("database", schema.old.database.rawValue, schema.new.database.rawValue)
        return [finding(schema.change, "CloudKit \(what) changes from '\(from)' to '\(to)': older versions keep syncing with the old one",
                        fix: "plan the move: copy existing records into the new \(what) on first launch")]
    }
}
