import ArgumentParser
import CKSchemaKit
import CKSchemaStore

/// `ckschema dev seed FILE`: sample records into Development.
struct DevSeedCommand: ProjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "seed",
        abstract: "Local simulation: load sample records (YAML or JSON) into the local development store.",
        discussion: """
            The file maps record types to lists of records: 'Score: [{dateKey: "2024-05-01", points: 3}]'. \
            Entity and attribute names may omit the CD_ prefix; 'recordName' names a record. Values must fit \
            the field types (dates in ISO 8601, bytes in base64); any problem rejects the whole file (exit 2).
            """)

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
    static let configuration = CommandConfiguration(
        commandName: "query",
        abstract: "Local simulation: read the local development store's records of a record type.",
        discussion: """
            Each --where is FIELD OP VALUE (OP: = != < <= > >=); conditions combine with AND. \
            --compatible-with N adds the entity's version filter ('ckschema filters --schema-version N --format \
            sql'): only the records an app built with version N can read, and the count of hidden ones. \
            RECORDTYPE may then name a subentity; --model defaults to the one development was provisioned from.

            Examples:
              ckschema dev query Score --where 'points>=3'
              ckschema dev query CD_Score --compatible-with 2 --format json
            """)

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
