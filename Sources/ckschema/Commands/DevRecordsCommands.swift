import ArgumentParser
import CKSchemaKit
import CKSchemaStore

/// `ckschema dev seed FILE`: sample records into Development.
struct DevSeedCommand: ProjectCommand {
    static let configuration = CommandConfiguration(.devSeed)

    @Argument(help: "A YAML or JSON file of records.")
    var file: String

    @OptionGroup var store: StoreOptions

    @OptionGroup var actor: ActorOption

    func run(in project: Project) throws {
        Console.out(DevelopmentText.seeded(try DevelopmentService.seed(file, stamp: actor.stamp) { try store.openForChange(project) }))
    }
}

/// `ckschema dev query RECORDTYPE [--where …]`: Development's records, read back.
struct DevQueryCommand: ProjectCommand {
    static let configuration = CommandConfiguration(.devQuery)

    @Argument(help: "A record type (or entity name).")
    var recordType: String

    @Option(name: .customLong("where"), help: "A condition, e.g. 'points>=3' (repeatable).")
    var conditions: [String] = []

    @Option(name: .customLong("compatible-with"), parsing: .unconditional,
            help: ArgumentHelp("Only records an app built with this schema version can read.", valueName: "N"), transform: versionNumber)
    var compatibleWith: Int?

    @OptionGroup var folder: ModelFolderOptions

    /// `--format json`: an array of objects.
    @OptionGroup var output: DataFormatOption

    @OptionGroup var store: StoreOptions

    func validate() throws {
        for condition in conditions where RecordFilter(parsing: condition) == nil {
            throw ValidationError("'\(condition)' is not a condition: write FIELD OP VALUE, OP one of = != < <= > >=")
        }
    }

    func run(in project: Project) throws {
        let result = try DevelopmentService.query(
            try store.openExisting(project), recordType: recordType, where: conditions.compactMap(RecordFilter.init(parsing:)),
            compatibleWith: compatibleWith, model: folder.model) { try project.nextBuildHistory(schemas: folder.schemas, model: $0) }
        Console.out(output.isJSON ? DevelopmentText.recordsJSON(result) : DevelopmentText.records(result))
    }
}
