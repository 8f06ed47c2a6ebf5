import ArgumentParser
import CKSchemaGeneration
import CKSchemaKit
import Foundation

extension FilterFormat: ExpressibleByArgument {}

/// `ckschema filters`: version-attribute fetch filters (Apple's "version your entities" strategy)
/// as Swift, NSPredicate, CKQuery, SQL or JSON.
struct FiltersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "filters",
        abstract: "Generate version-attribute fetch filters that hide records newer app versions wrote.",
        discussion: """
            Every record carries the schema version that wrote it (the version attribute's default). \
            An app built with version C reads a record of entity E stamped V when no version in (C, V] \
            changed E in a way C cannot read ('ckschema diff', client level); versions after the latest \
            are unknown, so the app built with the latest version N filters 'attribute <= N'. \
            Formats: swift (one file: maxCompatibleVersion, NSPredicate, SwiftData #Predicate and \
            FetchDescriptor, CKQuery per entity), nspredicate, ckquery (format strings alone), sql \
            (WHERE clauses for the development store), json (everything, with the reason for each \
            number). With --check nothing is written: exit 1 when --output is missing or stale.
            """
    )

    @Option(name: .customLong("schemas"), help: "The folder of schema files (default: from ckschema.yaml, else 'schemas').")
    var schemas: String?

    @Option(help: "The model, when the folder holds several.")
    var model: String?

    @Option(name: .customLong("version"), help: "The schema version the app is built with (default: the latest).")
    var clientVersion: Int?

    @Option(help: "swift, nspredicate, ckquery, sql or json.")
    var format: FilterFormat = .swift

    @Option(help: "Write to this file (atomically) instead of standard output.")
    var output: String?

    @Flag(help: "Write nothing; exit 1 if --output is missing or not up to date.")
    var check = false

    func validate() throws {
        if check && output == nil { throw ValidationError("--check needs --output FILE to compare with") }
    }

    func run() throws {
        try runReportingInputErrors {
            let project = try Project.load()
            let text = try GenerationService(project: project).filters(schemas: schemas, model: model,
                                                                        clientVersion: clientVersion, format: format)
            guard let output else { return Console.out(text) }
            let file = GeneratedOutput(file: output, contents: text)
            if check {
                try GeneratedOutputPrinter.check(file, project: project)
            } else {
                try GeneratedOutputPrinter.write(file, project: project)
            }
        }
    }
}
