import ArgumentParser
import CKSchemaKit
import Foundation

/// `ckschema generate swift`: SwiftData models, versioned schemas, CloudKit record names, a
/// container factory and logical-key helpers.
struct GenerateSwiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Generate SwiftData models ready for CloudKit sync.",
        discussion: """
            Writes one VersionedSchema per schema version (SchemaV1.swift, …), CurrentSchema.swift, \
            MigrationPlan.swift, CloudKitRecordNames.swift, ModelContainerFactory.swift and, when an entity \
            declares a logicalKey, LogicalKeys.swift. With --check nothing is written: the command exits 1 \
            and lists the files that are missing, stale or obsolete.
            """
    )

    @Option(name: .customLong("schemas"), help: "The folder of schema files (default: from ckschema.yaml, else 'schemas').")
    var schemas: String?

    @Option(help: "The model to generate, when the folder holds several.")
    var model: String?

    @Option(help: "The folder to write the Swift files to.")
    var output = "Generated"

    @Option(name: .customLong("import"), help: "A module the model files import (e.g. UIKit for a UIColor attribute); repeatable.")
    var imports: [String] = []

    @Flag(help: "Write nothing; exit 1 if the output folder is not up to date.")
    var check = false

    func run() throws {
        try runReportingInputErrors {
            let project = try Project.load()
            let generated = try GenerationService(project: project).swift(schemas: schemas, model: model, imports: imports, output: output)
            if check {
                try GeneratedOutputPrinter.check(generated, project: project)
            } else {
                try GeneratedOutputPrinter.write(generated, project: project)
            }
        }
    }
}
