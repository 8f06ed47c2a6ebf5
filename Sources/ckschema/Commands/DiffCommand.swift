import ArgumentParser
import CKSchemaKit
import CKSchemaReporting
import Foundation

/// `ckschema diff OLD NEW`: what changed between two schema versions and what it means.
struct DiffCommand: ProjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show the changes between two schema versions, classified by their impact on CloudKit.",
        discussion: """
            Each change is breaking in production (error), a problem for older app versions (warning), a \
            local migration (note) or additive (note, with what becomes permanent once deployed). OLD and \
            NEW may also be an .xcdatamodeld (its current version) or a folder of SwiftData code (its \
            newest version), in the working tree or at a git revision (git:HEAD~1:App/Model.xcdatamodeld). \
            Exit 0 unless --fail-on says otherwise.

            Examples:
              ckschema diff 2 3
              ckschema diff schemas/v3.yaml App/Model.xcdatamodeld --fail-on error
              ckschema diff git:HEAD~1:App/Model.xcdatamodeld App/Model.xcdatamodeld
              ckschema diff git:origin/main:schemas/v3.yaml schemas/v4.yaml --format markdown
            """)

    @Argument(help: "The older version (file, version number or git:REF:PATH).")
    var old: String

    @Argument(help: "The newer version (file, version number or git:REF:PATH).")
    var new: String

    @OptionGroup var output: FormatOption

    @Option(name: .customLong("fail-on"), help: "Exit 1 on changes of this severity or worse: error (breaks production), warning (older app versions), or never (default).")
    var failOn: FailLevel = .never

    @OptionGroup var folder: SchemasFolderOption

    func run(in project: Project) throws {
        let report = try DiffService.diff(old: old, new: new, schemasFolder: project.schemasDirectory(folder.schemas),
                                          scopes: ScopeSettings(project: project))
        Console.out(DiffReporter.render(report, as: output.format, useColor: Console.useColor(for: STDOUT_FILENO)))
        try output.writeStepSummary(DiffReporter.render(report, as: .markdown))
        if report.fails(at: failOn) { throw ExitStatus.findings }
    }
}
