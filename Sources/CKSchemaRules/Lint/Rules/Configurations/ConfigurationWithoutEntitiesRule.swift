import CKSchemaCore

/// A configuration that syncs must contain entities.
public struct ConfigurationWithoutEntitiesRule: LintRule {
    public init() {}

    public static let description = RuleDescription(
        id: "configuration_without_entities",
        name: "Configuration Without Entities",
        summary: "A configuration that syncs with CloudKit must contain at least one entity",
        rationale: """
            The store description of a synced configuration names that configuration; when the \
            store loads, Core Data's CloudKit validator looks the configuration up and refuses it \
            if it has no entities: "The configuration named '…' does not contain any entities" \
            (`NSPersistentStoreDescription.configuration`, \
            https://developer.apple.com/documentation/coredata/nspersistentstoredescription/configuration; \
            Apple's example of a synced configuration beside a local one, \
            https://developer.apple.com/documentation/coredata/setting-up-core-data-with-cloudkit). This rule checks the syncing boundary itself, so it looks at \
            the whole schema.
            """,
        fix: """
            Add the entities that should sync to the configuration (`configurations: [Name]` on \
            each entity), or remove the configuration — or declare it `cloudKit: false` if it is \
            meant for a local store.
            """,
        category: .configurations,
        defaultSeverity: .error,
        scope: .wholeSchema,
        nonTriggeringExamples: [
            Example("""
                model: Notes
                version: 1
                configurations:
                  Cloud: {cloudKit: true}
                  Scratch: {cloudKit: false}
                entities:
                  Note:
                    configurations: [Cloud]
                    attributes:
                      text: String?
                """),
        ],
        triggeringExamples: [
            Example("""
                model: Notes
                version: 1
                configurations:
                  ↓Cloud: {cloudKit: true}
                  Local: {cloudKit: false}
                entities:
                  Note:
                    configurations: [Local]
                    attributes:
                      text: String?
                """),
        ],
        xcodeFix: { _ in "add entities to the configuration in Xcode's model editor, delete it, or untick its 'Used with CloudKit'" }
    )

    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] {
        schema.configurations.filter(\.cloudKit).compactMap { configuration in
            let members = schema.entities.filter { schema.configurationNames(of: $0).contains(configuration.name) }
            guard members.isEmpty else { return nil }
            return context.diagnostic(
                "configuration '\(configuration.name)' syncs with CloudKit but contains no entities",
                at: configuration.source.location,
                fix: "add entities to '\(configuration.name)', remove it, or declare it 'cloudKit: false'")
        }
    }
}
