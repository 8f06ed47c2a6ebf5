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
              ckschema filters --schema-version 2 --format nspredicate
            """)

    @OptionGroup var folder: ModelFolderOptions

    @Option(name: .customLong("schema-version"), parsing: .unconditional,
            help: "The schema version the app is built with (default: the latest).", transform: versionNumber)
    var clientVersion: Int?

    @Option(name: .customLong("format"), help: ArgumentHelp("swift, nspredicate, ckquery, sql or json.", valueName: "format"))
    var chosen: FilterFormat = .swift

    /// `--json`, the older spelling of `--format json` every command accepts, kept hidden.
    @Flag(name: .long, help: .hidden)
    var json = false

    /// The format in force.
    var format: FilterFormat { json ? .json : chosen }

    func validate() throws {
        if json && chosen != .swift && chosen != .json { throw ValidationError("--json is --format json; give one of them") }
    }

    @OptionGroup var file: GeneratedFileOptions

    func run(in project: Project) throws {
        let text = try GenerationService(project: project).filters(schemas: folder.schemas, model: folder.model,
                                                                    clientVersion: clientVersion, format: format)
        guard let output = file.output else { return Console.out(text) }
        try GeneratedOutputPrinter.finish(GeneratedOutput(file: output, contents: text), check: file.check, project: project)
    }
}
