import ArgumentParser
import CKSchemaKit

/// `ckschema lint [PATH…]`: every CloudKit incompatibility, at its file:line:column.
struct LintCommand: ProjectCommand {
    static let configuration = CommandConfiguration(.lint)

    @Argument(help: "Schema files or folders, an .xcdatamodeld, or SwiftData Swift files or folders (default: the configured schemas folder and swift: paths).")
    var paths: [String] = []

    @OptionGroup var output: FormatOption

    @Flag(name: .long, help: "Treat warnings as errors for the exit code, and keep older versions' findings (history) at their severity.")
    var strict = false

    @Flag(name: .long, help: "Check every SwiftData model as synced, also those only local stores hold.")
    var allModels = false

    func run(in project: Project) throws {
        let outcome = try LintService(project: project).lint(paths: paths, strict: strict, allModels: allModels)
        try output.print(project.lintReport(outcome))
        if output.format == .text { Console.out(FindingsText.baselineSummary(outcome)) }
        if outcome.failed { throw ExitStatus.findings }
    }
}
