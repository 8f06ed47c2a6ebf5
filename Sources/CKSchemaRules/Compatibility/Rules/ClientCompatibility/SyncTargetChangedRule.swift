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
            so the two never see each other's records. It must be a deliberate, planned migration.
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

    public init() {}

    public func classify(_ change: SchemaChange, in context: ChangeContext) -> [ChangeFinding] {
        guard change.element == .schema,
              change.kind == .modified(.container) || change.kind == .modified(.database) else { return [] }
        let what = change.property == .container ? "container" : "database"
        return [finding(change, "CloudKit \(what) changes from '\(change.oldValue ?? "none")' to '\(change.newValue ?? "none")': older versions keep syncing with the old one",
                        fix: "plan the move: copy existing records into the new \(what) on first launch")]
    }
}
