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
        var files: [GeneratedFile] = []
        try runReportingInputErrors {
            let context = try ProjectContext.load()
            let folder = context.schemasDirectory(schemas)
            let history = try SchemaLoader.loadDirectory(folder).selectModel(model, source: folder)
            try context.refuseIfLintFails(history.versions)
            files = try SwiftGenerator.generate(history.versions, additionalImports: imports)
        }
        let sync = GeneratedFileSync(folder: output, marker: SwiftGenerator.headerMarker, fileExtension: "swift")
        if check {
            let differences = sync.differences(files)
            for difference in differences {
                Console.err("\(difference.kind.rawValue): \(display(difference.path))\n")
            }
            if !differences.isEmpty { throw ExitStatus.findings }
            Console.out("\(files.count) files up to date in '\(output)'\n")
            return
        }
        do {
            let changes = try sync.apply(files)
            for change in changes {
                Console.out("\(change.kind == .obsolete ? "removed" : "wrote") \(display(change.path))\n")
            }
            if changes.isEmpty { Console.out("\(files.count) files up to date in '\(output)'\n") }
        } catch {
            Console.err("error: cannot write to '\(output)': \(error.localizedDescription)\n")
            throw ExitStatus.invalidInput
        }
    }

    private func display(_ path: String) -> String {
        URL(fileURLWithPath: output).appendingPathComponent(path).relativePath
    }
}
