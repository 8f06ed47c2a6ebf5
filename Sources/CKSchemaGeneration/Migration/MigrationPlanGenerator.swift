import CKSchemaCore
import CKSchemaRules

/// Generates the migration plans of a model's history: for each step a Markdown plan for review
/// (`v1-to-v2.md`) and a JSON plan for tools (`v1-to-v2.json`), plus the SwiftData
/// `MigrationPlan.swift` with one stage per step of the whole history.
///
/// Returns values only; the CLI writes them to the migrations folder (`migrations:` in `ckschema.yaml`).
public enum MigrationPlanGenerator {
    /// The command named in the generated files' headers.
    public static let command = "ckschema plan --write"

    /// How each kind of file begins, by extension, for ``GeneratedFileSync``.
    public static let markers: [(fileExtension: String, marker: String)] = [
        ("md", MigrationPlanMarkdown.marker),
        ("json", MigrationPlanJSON.marker),
        ("swift", SwiftGenerator.headerMarker),
    ]

    /// The plans for the steps from `from` to `to` (default: every step of the history), and the
    /// Swift migration plan, which always lists every version: a store of a version the plan
    /// leaves out fails to load.
    ///
    /// - Throws: ``InputError`` for a bound that is not a version, a range without a step, or a
    ///   model name that is not a Swift identifier.
    public static func generate(_ history: ModelHistory, from: Int? = nil, to: Int? = nil,
                                planner: MigrationPlanner = MigrationPlanner()) throws -> [GeneratedFile] {
        let selected = try planner.steps(history, from: from, to: to)
        var files = selected.flatMap { step in
            [GeneratedFile(path: step.fileStem + ".md", contents: MigrationPlanMarkdown.render(step)),
             GeneratedFile(path: step.fileStem + ".json", contents: MigrationPlanJSON.render(step))]
        }
        files.append(try swiftPlan(history, planner: planner))
        return files.sorted { $0.path < $1.path }
    }

    /// The Markdown plans of the steps from `from` to `to`, one after the other (what `ckschema
    /// plan` prints without `--write`).
    public static func markdown(_ history: ModelHistory, from: Int? = nil, to: Int? = nil,
                                planner: MigrationPlanner = MigrationPlanner()) throws -> String {
        try planner.steps(history, from: from, to: to).map(MigrationPlanMarkdown.render).joined(separator: "\n---\n\n")
    }

    /// `MigrationPlan.swift` for every version of `history`.
    static func swiftPlan(_ history: ModelHistory, planner: MigrationPlanner) throws -> GeneratedFile {
        guard SwiftIdentifier.isValid(history.model) else {
            throw InputError(SwiftProblems.invalidName, message: "model name '\(history.model)' is not a Swift identifier",
                             location: history.versions.first?.source.location)
        }
        let steps = zip(history.versions, history.versions.dropFirst()).map { planner.plan(old: $0, new: $1) }
        return MigrationPlanSwiftWriter(command: command).file(versions: history.versions, steps: steps)
    }
}
