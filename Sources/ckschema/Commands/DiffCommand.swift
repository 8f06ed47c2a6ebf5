import ArgumentParser
import CKSchemaKit
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
            (note, with what becomes permanent once deployed). Exit 0 unless --fail-on says otherwise.
            """)

    enum FailLevel: String, ExpressibleByArgument, CaseIterable {
        case breaking
        case warning
    }

    @Argument(help: "The older version (file, version number or git:REF:PATH).")
    var old: String

    @Argument(help: "The newer version (file, version number or git:REF:PATH).")
    var new: String

    @OptionGroup var output: FormatOption

    @Option(name: .customLong("fail-on"), help: "Exit 1 when a change reaches this level: breaking or warning.")
    var failOn: FailLevel?

    @Option(help: "The folder that holds one file per version, for version numbers (default: from ckschema.yaml, else 'schemas').")
    var schemas: String?

    static func schema(_ baseline: Baseline, _ reference: String) throws -> Schema {
        guard case .schema(let schema) = baseline else {
            throw InputError(BaselineProblems.notASchema, message: "'\(reference)' is a CloudKit schema; diff compares schema versions",
                             fix: "use 'ckschema check --against \(reference)' to compare with a production export")
        }
        return schema
    }

    func run() throws {
        try runReportingInputErrors {
            var resolver = BaselineResolver(schemasDirectory: try Project.load().schemasDirectory(schemas))
            let oldSchema = try Self.schema(resolver.resolve(old, model: nil), old)
            let newSchema = try Self.schema(resolver.resolve(new, model: oldSchema.model), new)
            let report = CompatibilityChecker().check(old: oldSchema, new: newSchema)
            Console.out(DiffReporter.render(report, as: output.format, useColor: Console.useColor(for: STDOUT_FILENO)))
            try output.writeStepSummary(DiffReporter.render(report, as: .markdown))
            switch failOn {
            case .breaking? where report.highestImpact >= .breaking,
                 .warning? where report.highestImpact >= .clientCompatibility:
                throw ExitStatus.findings
            default:
                break
            }
        }
    }
}
