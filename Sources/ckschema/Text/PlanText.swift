import CKSchemaCore
import CKSchemaGeneration
import CKSchemaKit
import CKSchemaReporting
import CKSchemaSwiftSource

/// How `plan` prints its plans when it writes no files.
enum PlanText {
    /// The plans as text, or as Markdown (the pull-request summary, the plans folded below it); a
    /// model with one version has nothing to plan.
    static func plans(_ history: ModelHistory, in project: Project, from: Int? = nil, to: Int? = nil, markdown: Bool,
                      appPlan: ModelMigration? = nil, released: Set<Int> = []) throws -> String {
        let text = try MigrationPlanGenerator.markdown(history, from: from, to: to, appPlan: appPlan, released: released)
        if text.isEmpty { return "'\(history.model)' has a single version: nothing to plan\n" }
        guard markdown else { return text }
        let summary = MarkdownReporter().render(try project.planReport(history, from: from, to: to))
        return summary + "\n<details><summary>The migration plans</summary>\n\n" + text + "\n</details>\n"
    }
}
