import CKSchemaCore

/// What one Swift file says about the app's migration plan, read from that file alone.
///
/// **The per-file boundary.** Everything here comes from one file's syntax, with names as written
/// and the types each is written in (`scope`), never resolved against another file: so a value
/// depends only on its file's text, and can be kept per file and reused while that file is
/// unchanged. Together with the file's ``SourceDeclarations`` (its `VersionedSchema`s with their
/// `versionIdentifier` and `models`, its `SchemaMigrationPlan`s with their `schemas`, its
/// `@Model` classes and `typealias`es), it is all a file contributes. Resolving names across files —
/// which `VersionedSchema` a stage names, which property a `stages` list refers to, whether a
/// class a version lists is nested in a version — is ``MigrationPlanAssembler``'s, over the facts
/// of every file.
struct MigrationFileFacts: Sendable, Hashable, Codable {
    /// `static var stages` of each type (the plan, or an extension of it) in the file.
    var stageLists: [StageList] = []
    /// Stages declared as properties: `static let migrateV1toV2 = MigrationStage.custom(…)`.
    var namedStages: [NamedStage] = []
    /// `migrationPlan: Plan.self` arguments (`ModelContainer(for:migrationPlan:)`): the plan the app uses.
    var planUses: [PlanUse] = []

    var isEmpty: Bool { stageLists.isEmpty && namedStages.isEmpty && planUses.isEmpty }
}

/// `static var stages: [MigrationStage]` of a type.
struct StageList: Sendable, Hashable, Codable {
    /// The type it is declared in, qualified as written (`["NotesMigrationPlan"]`).
    var owner: [String]
    /// The stages in order; nil when the list is computed by code ckschema cannot read.
    var entries: [StageEntry]?
    var location: SourceLocation
}

/// One element of a `stages` list.
enum StageEntry: Sendable, Hashable, Codable {
    /// A stage written in place.
    case stage(WrittenStage)
    /// A name (`migrateV1toV2`, `Self.migrateV1toV2`): a property holding a stage.
    case reference(components: [String], location: SourceLocation)
}

/// `.lightweight(fromVersion: A.self, toVersion: B.self)` or `.custom(fromVersion:toVersion:…)`.
struct WrittenStage: Sendable, Hashable, Codable {
    var kind: MigrationStageInfo.Kind
    /// The versions as written (`["NotesSchemaV1"]`).
    var from: [String]
    var to: [String]
    /// The types the stage is written in, to look its names up from.
    var scope: [String]
    var location: SourceLocation
}

/// A static property (or global constant) holding one stage.
struct NamedStage: Sendable, Hashable, Codable {
    var name: String
    var scope: [String]
    var stage: WrittenStage
}

/// A `migrationPlan:` argument.
struct PlanUse: Sendable, Hashable, Codable {
    /// The plan as written (`["NotesMigrationPlan"]`).
    var plan: [String]
    var scope: [String]
    var location: SourceLocation
}
