import ArgumentParser
import CKSchemaGeneration
import CKSchemaKit

/// `ckschema plan`: migration plans for each step of a model's history.
struct PlanCommand: ProjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Plan each version step: CloudKit strategy, local migration stage, what becomes permanent, deploy checklist.",
        discussion: """
            For each step between consecutive versions the plan picks Apple's strategy for a production \
            schema: add fields (additive changes), bump the version attribute and filter old clients \
            (changes older apps cannot read), or a new container (changes production refuses). The plans \
            are printed as Markdown; --write keeps v<A>-to-v<B>.md and .json in the migrations folder and \
            --check exits 1 when they are stale (docs/migration-plans.md). --format markdown adds a \
            pull-request summary with an ER diagram; json, github, sarif and junit print the steps' \
            change findings. The versions are the schemas folder's, or with coreData:/swiftData: in ckschema.yaml \
            the Xcode model's up to its current one; SwiftData code with a SchemaMigrationPlan is planned \
            in its own VersionedSchema names, saying whether its stage for each step is enough, and an \
            Xcode model in its bundle's version names, with inferred mapping and the mapping models \
            beside the bundle. A version ckschema.lock records gets no release item. Exit 0 unless the \
            input is invalid.

            Examples:
              ckschema plan --from 2 --to 3
              ckschema plan --write
              ckschema plan --format markdown > plan.md
            """)

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
        let released = try project.releasedVersions(of: history.model, schemas: folder.schemas)
        guard write || check else {
            guard report.format == .text || report.format == .markdown else {
                return try report.print(try project.planReport(history, from: from, to: to))
            }
            return Console.out(try PlanText.plans(history, in: project, from: from, to: to, markdown: report.format == .markdown,
                                                 appPlan: appPlan, released: released))
        }
        let output = try MigrationPlanGenerator.output(history, from: from, to: to, folder: project.migrationsDirectory(self.output),
                                                   appPlan: appPlan, released: released)
        try GeneratedOutputPrinter.finish(output, check: check, project: project,
                                          hint: "the migration plans are out of date; run 'ckschema plan --write'")
    }
}
