import ArgumentParser
import CKSchemaKit
import CKSchemaReporting
import CKSchemaRules
import Foundation

/// `ckschema diff OLD NEW`: what changed between two schema versions and what it means.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show the changes between two schema versions, classified by their impact on CloudKit.",
        discussion: """
            OLD and NEW are schema files, version numbers in the schemas folder, or git references \
            (git:origin/main:schemas/v3.yaml). Each change is classified as breaking in production \
            (error), a client-compatibility problem (warning), a local migration (note), or additive \
            (note, with what becomes permanent once deployed). Exit 0 unless --fail-on says otherwise \
            (the values 'check' takes). OLD or NEW may also be the model where it lives: an \
            .xcdatamodeld (its current version) or a folder of SwiftData code (its newest version).

            Examples:
              ckschema diff 2 3
              ckschema diff schemas/v3.yaml App/Model.xcdatamodeld --fail-on error
              ckschema diff git:origin/main:schemas/v3.yaml schemas/v4.yaml --format markdown
            """)

    /// The same values as `check --fail-on`; `breaking` is the older spelling of `error`.
    enum FailLevel: String, ExpressibleByArgument, CaseIterable {
        case error, warning, never
        case breaking

        static var allValueStrings: [String] { ["error", "warning", "never"] }
    }

    @Argument(help: "The older version (file, version number or git:REF:PATH).")
    var old: String

    @Argument(help: "The newer version (file, version number or git:REF:PATH).")
    var new: String

    @OptionGroup var output: FormatOption

    @Option(name: .customLong("fail-on"), help: "Exit 1 on changes of this severity or worse: error (breaks production), warning (older app versions), or never (default).")
    var failOn: FailLevel = .never

    @Option(help: "The folder that holds one file per version, for version numbers (default: from ckschema.yaml, else 'schemas').")
    var schemas: String?

    func run() throws {
        try runReportingInputErrors {
            let report = try DiffService.diff(old: old, new: new, schemasFolder: try Project.load().schemasDirectory(schemas))
            Console.out(DiffReporter.render(report, as: output.format, useColor: Console.useColor(for: STDOUT_FILENO)))
            try output.writeStepSummary(DiffReporter.render(report, as: .markdown))
            switch failOn {
            case .error where report.highestImpact >= .breaking, .breaking where report.highestImpact >= .breaking,
                 .warning where report.highestImpact >= .clientCompatibility:
                throw ExitStatus.findings
            default:
                break
            }
        }
    }
}
