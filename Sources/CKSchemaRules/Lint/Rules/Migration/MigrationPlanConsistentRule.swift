import CKSchemaCore

/// Warns when a migration plan's versions and stages do not form one ordered path.
public struct MigrationPlanConsistentRule: MigrationRule {
    public init() {}

    public static let description = RuleDescription(
        id: "migration_plan_consistent",
        name: "Migration Plan Consistent",
        summary: "A migration plan should list its versions in versionIdentifier order, each identifier once, and stages between consecutive listed versions in that order",
        rationale: """
            A `SchemaMigrationPlan` describes "the evolution of a schema and how to migrate between \
            specific versions" (https://developer.apple.com/documentation/swiftdata/schemamigrationplan): \
            its `schemas` are the versions in order and its `stages` the steps between them. Staged \
            migration runs the stages "in the order that you provide them" \
            (https://developer.apple.com/documentation/coredata/nsstagedmigrationmanager/init(_:)), so a \
            stage listed before the step it depends on, a stage that skips a version or goes backwards, \
            or one that names a version `schemas` does not list, leaves a store at some version with no \
            path to the newest. A `versionIdentifier` that goes down, or that two versions share, makes \
            one identifier name two shapes across builds (reported in review of \
            https://github.com/dashpay/platform/pull/4818). The order of `schemas` is the order \
            ckschema checks steps in. A step with no stage is not reported here: staged migration \
            infers a lightweight stage for it, which `migration_change_not_inferable` checks.
            """,
        fix: """
            List the versions in `schemas` oldest first with increasing `versionIdentifier`s, give \
            each stage two consecutive versions of that list, and list the stages in the same order.
            """,
        category: .migration,
        defaultSeverity: .warning,
        scope: .wholeSchema,
        nonTriggeringExamples: [
            Example("""
                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier = Schema.Version(1, 0, 0)
                    static var models: [any PersistentModel.Type] { [Item.self] }
                    @Model final class Item {
                        var name: String = ""
                        init() {}
                    }
                }
                enum SchemaV2: VersionedSchema {
                    static var versionIdentifier = Schema.Version(1, 1, 0)
                    static var models: [any PersistentModel.Type] { [Item.self] }
                    @Model final class Item {
                        var name: String = ""
                        var done: Bool = false
                        init() {}
                    }
                }
                enum Plan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self] }
                    static var stages: [MigrationStage] { [.lightweight(fromVersion: SchemaV1.self, toVersion: SchemaV2.self)] }
                }
                """),
        ],
        triggeringExamples: [
            Example("""
                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier = Schema.Version(1, 0, 0)
                    static var models: [any PersistentModel.Type] { [Item.self] }
                    @Model final class Item {
                        var name: String = ""
                        init() {}
                    }
                }
                enum SchemaV2: VersionedSchema {
                    static var versionIdentifier = Schema.Version(1, 0, 0)
                    static var models: [any PersistentModel.Type] { [Item.self] }
                    @Model final class Item {
                        var name: String = ""
                        var done: Bool = false
                        init() {}
                    }
                }
                enum SchemaV3: VersionedSchema {
                    static var versionIdentifier = Schema.Version(3, 0, 0)
                    static var models: [any PersistentModel.Type] { [Item.self] }
                    @Model final class Item {
                        var name: String = ""
                        var done: Bool = false
                        var due: Date? = nil
                        init() {}
                    }
                }
                enum Plan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, ↓SchemaV2.self] }
                    static var stages: [MigrationStage] {
                        [.lightweight(fromVersion: SchemaV1.self, toVersion: SchemaV2.self),
                         .↓lightweight(fromVersion: SchemaV2.self, toVersion: SchemaV3.self)]
                    }
                }
                """),
            Example("""
                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier = Schema.Version(1, 0, 0)
                    static var models: [any PersistentModel.Type] { [Item.self] }
                    @Model final class Item {
                        var name: String = ""
                        init() {}
                    }
                }
                enum SchemaV2: VersionedSchema {
                    static var versionIdentifier = Schema.Version(2, 0, 0)
                    static var models: [any PersistentModel.Type] { [Item.self] }
                    @Model final class Item {
                        var name: String = ""
                        var done: Bool = false
                        init() {}
                    }
                }
                enum SchemaV3: VersionedSchema {
                    static var versionIdentifier = Schema.Version(3, 0, 0)
                    static var models: [any PersistentModel.Type] { [Item.self] }
                    @Model final class Item {
                        var name: String = ""
                        var done: Bool = false
                        var due: Date? = nil
                        init() {}
                    }
                }
                enum Plan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self, SchemaV3.self] }
                    static var stages: [MigrationStage] { [migrateV2toV3, migrateV1toV2] }
                    static let migrateV1toV2 = MigrationStage.↓lightweight(fromVersion: SchemaV1.self, toVersion: SchemaV2.self)
                    static let migrateV2toV3 = MigrationStage.lightweight(fromVersion: SchemaV2.self, toVersion: SchemaV3.self)
                }
                """),
        ]
    )

    public func check(_ migration: ModelMigration, context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let versions = migration.versions
        let plan = migration.plan?.name ?? "the plan"
        // Identifiers: increasing along `schemas`, each once.
        for (index, version) in versions.enumerated() {
            guard let identifier = version.identifier, let text = version.identifierText else { continue }
            let location = version.listedAt ?? version.location
            if let same = versions[..<index].first(where: { $0.identifier == identifier }) {
                findings.append(context.diagnostic(
                    "version '\(version.name)' has the same versionIdentifier \(text) as '\(same.name)'; one identifier then names two shapes",
                    at: location, relatedLocation: same.location,
                    fix: "give '\(version.name)' a versionIdentifier above every earlier version's"))
            } else if let later = versions[..<index].last(where: { ($0.identifier.map { identifier.lexicographicallyPrecedes($0) }) ?? false }) {
                findings.append(context.diagnostic(
                    "version '\(version.name)' (\(text)) is listed in '\(plan).schemas' after '\(later.name)' (\(later.identifierText ?? "")), a higher versionIdentifier",
                    at: location, relatedLocation: later.location,
                    fix: "list the versions oldest first, with increasing versionIdentifiers"))
            }
        }
        // Stages: two consecutive listed versions each, in the order of `schemas`.
        let positions = Dictionary(versions.enumerated().map { ($0.element.qualifiedName, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var lastStep = -1
        for stage in migration.stages {
            guard let from = stage.from.flatMap({ positions[$0] }), let to = stage.to.flatMap({ positions[$0] }) else {
                let missing = stage.from.flatMap { positions[$0] } == nil ? stage.fromWritten : stage.toWritten
                findings.append(context.diagnostic(
                    "the stage \(stage.written) names '\(missing)', which '\(plan).schemas' does not list",
                    at: stage.location, fix: "list '\(missing)' in schemas, or remove the stage"))
                continue
            }
            if to != from + 1 {
                let what = to <= from ? "goes backwards" : "skips " + versions[(from + 1)..<to].map { "'\($0.name)'" }.joined(separator: ", ")
                findings.append(context.diagnostic(
                    "the stage from '\(versions[from].name)' to '\(versions[to].name)' \(what) in '\(plan).schemas'",
                    at: stage.location, fix: "give each stage two consecutive versions of schemas"))
                continue
            }
            if from < lastStep {
                findings.append(context.diagnostic(
                    "the stage from '\(versions[from].name)' to '\(versions[to].name)' is listed after the stage from '\(versions[lastStep].name)'; stages run in the order listed",
                    at: stage.location, fix: "list the stages in the order of schemas"))
            }
            lastStep = max(lastStep, from)
        }
        return findings
    }
}
