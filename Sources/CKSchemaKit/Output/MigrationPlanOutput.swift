import CKSchemaCore
import CKSchemaGeneration
import CKSchemaReporting
import CKSchemaSwiftData

extension MigrationPlanGenerator {
    /// The plans of the steps from `from` to `to` as the contents of the migrations `folder`: one
    /// group per kind of file. A partial range leaves the other steps' plans alone.
    public static func output(_ history: ModelHistory, from: Int? = nil, to: Int? = nil, folder: String,
                              appPlan: MigrationHistory? = nil) throws -> GeneratedOutput {
        let files = try generate(history, from: from, to: to, appPlan: appPlan)
        let groups = markers.map { kind in
            GeneratedOutput.Group(sync: GeneratedFileSync(folder: folder, marker: kind.marker, fileExtension: kind.fileExtension),
                                  files: files.filter { $0.path.hasSuffix("." + kind.fileExtension) })
        }
        return GeneratedOutput(folder: folder, groups: groups, removesObsolete: from == nil && to == nil)
    }
}

extension Project {
    /// `plan` printed as text (the plans) or Markdown (the pull-request summary, the plans folded
    /// below it); a model with one version has nothing to plan.
    public func printedPlans(_ history: ModelHistory, from: Int? = nil, to: Int? = nil, markdown: Bool,
                             appPlan: MigrationHistory? = nil) throws -> String {
        let text = try MigrationPlanGenerator.markdown(history, from: from, to: to, appPlan: appPlan)
        if text.isEmpty { return "'\(history.model)' has a single version: nothing to plan\n" }
        guard markdown else { return text }
        let summary = MarkdownReporter().render(try planReport(history, from: from, to: to))
        return summary + "\n<details><summary>The migration plans</summary>\n\n" + text + "\n</details>\n"
    }
}
