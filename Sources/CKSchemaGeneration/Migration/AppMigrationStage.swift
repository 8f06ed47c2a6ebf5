import CKSchemaCore
import CKSchemaRules

/// What the app's own `SchemaMigrationPlan` declares for one step of a plan, in the app's names:
/// its `VersionedSchema` types, its plan type and file, the stage it has (if any) and whether
/// that stage is enough for the step.
public struct AppMigrationStage: Sendable, Hashable {
    /// The plan type (`NotesMigrationPlan`) and the file that declares it.
    public var plan: String
    public var planFile: String?
    /// The step's versions as the app names them (`NotesSchemaV1`, `NotesSchemaV2`).
    public var from: String
    public var to: String
    /// The stage the app declares for the step; nil when it declares none (SwiftData infers a
    /// lightweight one).
    public var stage: MigrationStageInfo?

    /// The step between versions `old` and `new` (numbered 1…n in the plan's order) of `migration`,
    /// nil when the migration has no plan or not those versions.
    public static func of(old: Int, new: Int, in migration: ModelMigration?) -> AppMigrationStage? {
        guard let migration, let plan = migration.plan, new == old + 1,
              migration.versions.indices.contains(old - 1), migration.versions.indices.contains(new - 1) else { return nil }
        return AppMigrationStage(plan: plan.name, planFile: plan.location?.file, from: migration.versions[old - 1].name,
                                 to: migration.versions[new - 1].name, stage: migration.stage(after: old - 1))
    }

    /// Whether the app's stage can carry a step that needs `kind`: any stage (or none, inferred)
    /// for a lightweight step; only a custom one for a step that needs code.
    public func isEnough(for kind: MigrationKind) -> Bool {
        kind == .lightweight || stage?.kind == .custom
    }

    /// `` `NotesMigrationPlan` (Schemas.swift) `` for a sentence.
    var planText: String { "`\(plan)`" + (planFile.map { " (\(PathName.last($0)))" } ?? "") }

    /// The app's stage for a sentence: `` `migrateV1toV2` (`.lightweight`) `` or "no stage (SwiftData infers a lightweight one)".
    var stageText: String {
        guard let stage else { return "no stage from `\(from)` to `\(to)` (SwiftData infers a lightweight one)" }
        let written = "`.\(stage.kind.rawValue)(fromVersion: \(from).self, toVersion: \(to).self\(stage.kind == .custom ? ", …" : ""))`"
        return stage.propertyName.map { "`\($0)`, \(written)" } ?? written
    }

    /// One line: what the app has and whether it is enough for `kind`.
    func verdict(for kind: MigrationKind) -> String {
        "\(planText) has \(stageText): " + (isEnough(for: kind) ? "enough" : "not enough, this step needs a `.custom` stage")
    }
}
