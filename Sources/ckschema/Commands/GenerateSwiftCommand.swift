import ArgumentParser
import CKSchemaKit

/// `ckschema generate swift`: SwiftData models, versioned schemas, CloudKit record names, a
/// container factory and logical-key helpers.
struct GenerateSwiftCommand: ProjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Generate SwiftData models ready for CloudKit sync.",
        discussion: """
            Writes one VersionedSchema per version (SchemaV1.swift, …), CurrentSchema.swift, \
            MigrationPlan.swift, CloudKitRecordNames.swift, ModelContainerFactory.swift and, when an entity \
            declares a logicalKey, LogicalKeys.swift (docs/swift-generation.md). For YAML-first teams: \
            where coreData: or swiftData: in ckschema.yaml says the model lives in Xcode or SwiftData \
            code, the app runs none of this, so it refuses (exit 2) unless --schemas names the YAML \
            versions to generate from (moving a Core Data app to SwiftData).

            Examples:
              ckschema generate swift --output App/Generated
              ckschema generate swift --output App/Generated --check
            """)

    @OptionGroup var folder: ModelFolderOptions

    @Option(help: ArgumentHelp("The folder to write the Swift files to.", valueName: "folder"))
    var output = "Generated"

    @Option(name: .customLong("import"), help: "A module the model files import (e.g. UIKit for a UIColor attribute); repeatable.")
    var imports: [String] = []

    @Flag(help: "Write nothing; exit 1 listing the files that are missing, stale or obsolete.")
    var check = false

    func run(in project: Project) throws {
        let generated = try GenerationService(project: project).swift(schemas: folder.schemas, model: folder.model,
                                                                       imports: imports, output: output)
        try GeneratedOutputPrinter.finish(generated, check: check, project: project)
    }
}
