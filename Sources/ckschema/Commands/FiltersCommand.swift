import ArgumentParser
import CKSchemaGeneration
import CKSchemaKit

extension FilterFormat: ExpressibleByArgument {}

/// `ckschema filters`: version-attribute fetch filters (Apple's "version your entities" strategy)
/// as Swift, NSPredicate, CKQuery, SQL or JSON.
struct FiltersCommand: ProjectCommand {
    static let configuration = CommandConfiguration(.filters)

    @OptionGroup var folder: ModelFolderOptions

    @Option(name: .customLong("version"), parsing: .unconditional,
            help: "The schema version the app is built with (default: the latest).", transform: versionNumber)
    var clientVersion: Int?

    @Option(help: "swift, nspredicate, ckquery, sql or json.")
    var format: FilterFormat = .swift

    @OptionGroup var file: GeneratedFileOptions

    func run(in project: Project) throws {
        let text = try GenerationService(project: project).filters(schemas: folder.schemas, model: folder.model,
                                                                    clientVersion: clientVersion, format: format)
        guard let output = file.output else { return Console.out(text) }
        try GeneratedOutputPrinter.finish(GeneratedOutput(file: output, contents: text), check: file.check, project: project)
    }
}
