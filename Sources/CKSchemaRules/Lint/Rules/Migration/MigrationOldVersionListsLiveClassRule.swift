import CKSchemaCore

/// Warns when an older version of a migration plan lists a live class a newer version lists too.
public struct MigrationOldVersionListsLiveClassRule: MigrationRule {
    public init() {}

    public static let description = RuleDescription(
        id: "migration_old_version_lists_live_class",
        name: "Migration Old Version Lists Live Class",
        summary: "An older version of a migration plan should list its own nested copies, not a live class a newer version lists too",
        rationale: """
            A `VersionedSchema` is a snapshot of the models as that version shipped \
            (https://developer.apple.com/documentation/swiftdata/versionedschema). When an older \
            version lists a live class (one not nested in any version) that a newer version lists \
            too, the day anyone edits that class the older version's model changes with it: stores \
            written at that version no longer match any version of the plan and fail to open with \
            134504, "Cannot use staged migration with an unknown model version" (reported in \
            https://github.com/dashpay/platform/pull/4644 and fixed by freezing the old versions in \
            https://github.com/everpcpc/KMReader/pull/803). Until the class changes, the two versions \
            are identical, which `migration_versions_identical` reports. The finding is at the older \
            version's first reference to a live class, names every live class it lists, and names \
            the newest version that lists them too.
            """,
        fix: """
            Nest in the older `VersionedSchema` its own copy of the class as that version shipped it, \
            list that copy in its `models`, and keep the live class (or a `typealias` to the newest \
            version's copy) for the app's code.
            """,
        category: .migration,
        defaultSeverity: .warning,
        scope: .wholeSchema,
        nonTriggeringExamples: [
            Example("""
                enum TripsSchemaV1: VersionedSchema {
                    static var versionIdentifier = Schema.Version(1, 0, 0)
                    static var models: [any PersistentModel.Type] { [Trip.self] }
                    @Model final class Trip {
                        var name: String = ""
                        init() {}
                    }
                }
                enum TripsSchemaV2: VersionedSchema {
                    static var versionIdentifier = Schema.Version(2, 0, 0)
                    static var models: [any PersistentModel.Type] { [Trip.self] }
                }
                @Model final class Trip {
                    var name: String = ""
                    var start: Date? = nil
                    init() {}
                }
                enum TripsMigrationPlan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [TripsSchemaV1.self, TripsSchemaV2.self] }
                    static var stages: [MigrationStage] { [] }
                }
                """),
        ],
        triggeringExamples: [
            Example("""
                enum TripsSchemaV1: VersionedSchema {
                    static var versionIdentifier = Schema.Version(1, 0, 0)
                    static var models: [any PersistentModel.Type] { [↓Trip.self] }
                }
                enum TripsSchemaV2: VersionedSchema {
                    static var versionIdentifier = Schema.Version(2, 0, 0)
                    static var models: [any PersistentModel.Type] { [Trip.self, Stop.self] }
                    @Model final class Stop {
                        var name: String = ""
                        init() {}
                    }
                }
                @Model final class Trip {
                    var name: String = ""
                    init() {}
                }
                enum TripsMigrationPlan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [TripsSchemaV1.self, TripsSchemaV2.self] }
                    static var stages: [MigrationStage] { [] }
                }
                """),
        ]
    )

    public func check(_ history: MigrationHistory, context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (index, version) in history.versions.enumerated() {
            let newer = history.versions[(index + 1)...]
            // One finding per version, at the first such reference in the source: the fix is to freeze the version.
            var sites: [(location: SourceLocation, classes: [String], newest: MigrationVersion)] = []
            for reference in version.references where !reference.isVersionCopy {
                guard let newest = newer.last(where: { $0.references.contains { $0.className == reference.className } }) else { continue }
                if sites.isEmpty {
                    sites.append((reference.location, [reference.className], newest))
                } else {
                    if !sites[0].classes.contains(reference.className) { sites[0].classes.append(reference.className) }
                    sites[0].location = min(sites[0].location, reference.location)
                }
            }
            for site in sites {
                let names = site.classes.map { "'\($0)'" }.joined(separator: ", ")
                let first = site.classes[0].split(separator: ".").last.map(String.init) ?? site.classes[0]
                let shipped = version.identifierText.map { "version \($0)" } ?? "that version"
                findings.append(context.diagnostic(
                    "version '\(version.name)' lists the live class\(site.classes.count == 1 ? "" : "es") \(names), which '\(site.newest.name)' lists too; "
                        + "once \(site.classes.count == 1 ? "it changes" : "one of them changes"), stores at '\(version.name)' match no version of the plan and fail to open (134504)",
                    at: site.location, entity: first, relatedLocation: site.newest.location,
                    fix: site.classes.count == 1
                        ? "nest in '\(version.name)' its own copy of '\(first)' as \(shipped) shipped it, and list '\(version.name).\(first).self'"
                        : "nest in '\(version.name)' its own copies of \(names) as \(shipped) shipped them, and list those"))
            }
        }
        return findings
    }
}
