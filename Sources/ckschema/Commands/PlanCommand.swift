import ArgumentParser
import CKSchemaGeneration
import CKSchemaKit

/// `ckschema plan`: migration plans for each step of a model's history.
struct PlanCommand: ProjectCommand {
    static let configuration = CommandConfiguration(.plan)

    @Option(parsing: .unconditional, help: "The first version of the range (default: the oldest).", transform: versionNumber)
    var from: Int?

    @Option(parsing: .unconditional, help: "The last version of the range (default: the newest).", transform: versionNumber)
    var to: Int?

    @Flag(help: "Write the plans to the migrations folder.")
    var write = false

    @Flag(help: "Write nothing; exit 1 if the migrations folder is not up to date.")
    var check = false

    @OptionGroup var folder: ModelFolderOptions

    @Option(help: ArgumentHelp("The folder for the plans (default: 'migrations:' from ckschema.yaml, else 'migrations').", valueName: "folder"))
    var output: String?

    @OptionGroup var report: FormatOption

    func validate() throws {
        if write && check { throw ValidationError("--write and --check exclude each other") }
        if (write || check) && report.format != .text { throw ValidationError("--format applies to printed plans, not to --write or --check") }
    }

    func run(in project: Project) throws {
        let history = try project.nextBuildHistory(schemas: folder.schemas, model: folder.model)
        let appPlan = try project.appMigrationPlan(schemas: folder.schemas, model: folder.model)
        guard write || check else {
            guard report.format == .text || report.format == .markdown else {
                return try report.print(try project.planReport(history, from: from, to: to))
            }
            return Console.out(try project.printedPlans(history, from: from, to: to, markdown: report.format == .markdown,
                                                      appPlan: appPlan))
        }
        let output = try MigrationPlanGenerator.output(history, from: from, to: to, folder: project.migrationsDirectory(self.output),
                                                   appPlan: appPlan)
        try GeneratedOutputPrinter.finish(output, check: check, project: project,
                                          hint: "the migration plans are out of date; run 'ckschema plan --write'")
    }
}
