import ArgumentParser
import CKSchemaGeneration
import CKSchemaKit

extension FilterFormat: ExpressibleByArgument {}

/// `ckschema filters`: version-attribute fetch filters (Apple's "version your entities" strategy)
/// as Swift, NSPredicate, CKQuery, SQL or JSON.
struct FiltersCommand: ProjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "filters",
        abstract: "Generate version-attribute fetch filters that hide records newer app versions wrote.",
        discussion: """
            Every record carries the schema version that wrote it. An app built with version C reads a \
            record of entity E stamped V when no version after C up to V changed E in a way C cannot read \
            ('ckschema diff', warning level); the newest app filters 'attribute <= N'. Formats: swift \
            (NSPredicate, #Predicate, FetchDescriptor and CKQuery per entity), nspredicate, ckquery, sql \
            (for 'dev query'), json (each number with its reason). The versions are those 'plan' \
            reads. See docs/fetch-filters.md.

            Examples:
              ckschema filters --output App/Generated/VersionFilters.swift
              ckschema filters --version 2 --format nspredicate
            """)

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
