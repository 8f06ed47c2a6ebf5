import ArgumentParser
import CKSchemaKit
import CKSchemaReporting
import Foundation

extension ImportCommand {
    /// `ckschema import swiftdata PATH…`: SwiftData `@Model` code, one YAML file per version.
    struct SwiftData: ProjectCommand {
        static let configuration = CommandConfiguration(
            commandName: "swiftdata",
            abstract: "Import SwiftData @Model classes (Swift files or folders) into YAML schema files.",
            discussion: """
                Each VersionedSchema is one version, in its SchemaMigrationPlan's order; code without one is \
                one version. Writes '<model>-v<N>.yaml' per version, each entity with its scope: (synced, \
                local or unknown, from the code's ModelConfigurations; scopes: in ckschema.yaml overrides). \
                What cannot be read statically is a warning at its line. Files that already say the same are \
                left alone; nothing is written on an error or, without --force, over other content.

                Examples:
                  ckschema import swiftdata App/Models
                  ckschema import swiftdata Score.swift Event.swift --model WordErase --output schemas
                """)

        @Argument(help: "Swift files or folders holding the @Model classes (and VersionedSchema, SchemaMigrationPlan).")
        var paths: [String]

        @Option(name: .shortAndLong, help: "The folder to write the YAML files to (default: 'schemas:' in ckschema.yaml, else 'schemas').")
        var output: String?

        @Option(help: "The model name for the YAML files (default: from the migration plan or VersionedSchema names, else 'Model').")
        var model: String?

        @Flag(help: "Overwrite existing files.")
        var force = false

        @Flag(help: "Also print the reader's notes.")
        var notes = false

        func run(in project: Project) throws {
            let output = output ?? project.schemasDirectory()
            // `scopes:` of ckschema.yaml, when the project has one.
            let outcome = try SwiftDataImportService.run(paths: paths, modelName: model, output: output, force: force,
                                                         scopes: ScopeSettings(project: project))
            let reporter = TextReporter(useColor: Console.useColor(for: STDERR_FILENO))
            for diagnostic in outcome.warnings + (notes ? outcome.notes : []) {
                Console.err(reporter.render(diagnostic))
            }
            Console.out(ImportText.swiftData(outcome, output: output))
        }
    }
}
