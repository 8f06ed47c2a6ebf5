import CKSchemaCore

/// Generates the migration plans of a model's history: for each step a Markdown plan for review
/// (`v1-to-v2.md`) and a JSON plan for tools (`v1-to-v2.json`). The SwiftData `MigrationPlan.swift`
/// comes with the versioned schemas it names, from `ckschema generate swift` (one declaration of
/// the plan type per app target).
///
/// Returns values only; the CLI writes them to the migrations folder (`migrations:` in `ckschema.yaml`).
public enum MigrationPlanGenerator {
    /// The command named in the generated files' headers.
    public static let command = "ckschema plan --write"

    /// How each kind of file begins, by extension, for ``GeneratedFileSync``.
    public static let markers: [(fileExtension: String, marker: String)] = [
        ("md", MigrationPlanMarkdown.marker),
        ("json", MigrationPlanJSON.marker),
    ]

    /// The plans for the steps from `from` to `to` (default: every step of the history).
    ///
    /// - Throws: ``InputError`` for a bound that is not a version, a range without a step, or a
    ///   model name that is not a Swift identifier.
    ///
    /// - Parameter appPlan: the app's own migration history where the model lives: a SwiftData
    ///   `SchemaMigrationPlan`, whose names and stages the plans then use, or an Xcode model's
    ///   versions, whose names and mapping models they use.
    /// - Parameter released: the versions the release lock records.
    public static func generate(_ history: ModelHistory, from: Int? = nil, to: Int? = nil,
                                planner: MigrationPlanner = MigrationPlanner(), appPlan: ModelMigration? = nil,
                                released: Set<Int> = []) throws -> [GeneratedFile] {
        let selected = try planner.steps(history, from: from, to: to)
        let files = selected.flatMap { step in
            [GeneratedFile(path: step.fileStem + ".md", contents: MigrationPlanMarkdown.render(step, source: appPlan, released: released)),
             GeneratedFile(path: step.fileStem + ".json", contents: MigrationPlanJSON.render(step, source: appPlan))]
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The Markdown plans of the steps from `from` to `to`, one after the other (what `ckschema
    /// plan` prints without `--write`).
    public static func markdown(_ history: ModelHistory, from: Int? = nil, to: Int? = nil,
                                planner: MigrationPlanner = MigrationPlanner(), appPlan: ModelMigration? = nil,
                                released: Set<Int> = []) throws -> String {
        try planner.steps(history, from: from, to: to).map { step in
            MigrationPlanMarkdown.render(step, source: appPlan, released: released)
        }.joined(separator: "\n---\n\n")
    }
}
