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
            are identical, which `migration_versions_identical` reports. A class nested in a type is a \
            frozen copy unless the newest version lists it (`enum LegacyVisitV7 { @Model final class \
            Visit }` is a copy). There is one finding per older version and live class, where the \
            version lists the class, naming the newest version that lists it too: freezing one \
            class clears its finding alone.
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
            Example("""
                enum LegacyTripV1 {
                    @Model final class Trip {
                        var name: String = ""
                        init() {}
                    }
                }
                enum TripsSchemaV1: VersionedSchema {
                    static var versionIdentifier = Schema.Version(1, 0, 0)
                    static var models: [any PersistentModel.Type] { [LegacyTripV1.Trip.self] }
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
            Example("""
                enum TripsSchemaV1: VersionedSchema {
                    static var versionIdentifier = Schema.Version(1, 0, 0)
                    static var models: [any PersistentModel.Type] { [↓Trip.self, ↓Stop.self] }
                }
                enum TripsSchemaV2: VersionedSchema {
                    static var versionIdentifier = Schema.Version(2, 0, 0)
                    static var models: [any PersistentModel.Type] { [Trip.self, Stop.self] }
                }
                @Model final class Trip {
                    var name: String = ""
                    var stops: [Stop]? = []
                    init() {}
                }
                @Model final class Stop {
                    var name: String = ""
                    var trip: Trip? = nil
                    init() {}
                }
                enum TripsMigrationPlan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [TripsSchemaV1.self, TripsSchemaV2.self] }
                    static var stages: [MigrationStage] { [] }
                }
                """),
        ]
    )

    public func check(_ migration: ModelMigration, context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (index, version) in migration.versions.enumerated() {
            let newer = migration.versions[(index + 1)...]
            // One finding per live class, where the version lists it: freezing one class clears its finding alone.
            var said: Set<String> = []
            for reference in version.references where !reference.isVersionCopy && said.insert(reference.className).inserted {
                guard let newest = newer.last(where: { $0.references.contains { $0.className == reference.className } }) else { continue }
                let name = reference.className.split(separator: ".").last.map(String.init) ?? reference.className
                let shipped = version.identifierText.map { "version \($0)" } ?? "that version"
                findings.append(context.diagnostic(
                    "version '\(version.name)' lists the live class '\(reference.className)', which '\(newest.name)' lists too; "
                        + "once it changes, stores at '\(version.name)' match no version of the plan and fail to open (134504)",
                    at: reference.location, entity: name, relatedLocation: newest.location,
                    fix: "nest in '\(version.name)' its own copy of '\(name)' as \(shipped) shipped it, and list '\(version.name).\(name).self'"))
            }
        }
        return findings
    }
}
