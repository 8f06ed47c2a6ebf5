import ArgumentParser
import CKSchemaCore
import CKSchemaKit
import CKSchemaStore
import Foundation

/// `ckschema dev seed FILE`: sample records into Development.
struct DevSeedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seed",
        abstract: "Local simulation: load sample records (YAML or JSON) into the local development store.",
        discussion: """
            The file maps record types to lists of records: 'Score: [{dateKey: "2024-05-01", points: 3}]'. \
            Entity and attribute names may omit the CD_ prefix; 'recordName' names a record. Values must fit \
            the field types (dates in ISO 8601, bytes in base64); any problem rejects the whole file (exit 2).
            """
    )

    @Argument(help: "A YAML or JSON file of records.")
    var file: String

    @OptionGroup var store: StoreOptions

    @OptionGroup var actor: ActorOption

    func run() throws {
        try runReportingInputErrors {
            let context = try Project.load()
            guard let data = try InputFile.read(file, format: .yamlSchema) else {
                throw InputError(SeedProblems.unreadable, message: "cannot read '\(file)'")
            }
            let document = try YAMLParser.parse(data, file: file)
            let report = try store.openForChange(context).seed(document, file: file, stamp: actor.stamp)
            Console.out(DevelopmentText.seeded(report))
        }
    }
}

/// `ckschema dev query RECORDTYPE [--where …]`: Development's records, read back.
struct DevQueryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "query",
        abstract: "Local simulation: read the local development store's records of a record type.",
        discussion: """
            Each --where is FIELD OP VALUE with OP one of = != < <= > >=; conditions are combined with AND. \
            --compatible-with N shows only the records an app built with schema version N can read: the \
            entity's version filter from 'ckschema filters --version N --format sql' is added, so records \
            stamped with versions that app cannot read stay hidden (the count of hidden records is printed). \
            RECORDTYPE may then also name a subentity; the schema history comes from the schemas folder \
            and the model is the one Development was provisioned from.
            """
    )

    @Argument(help: "A record type (or entity name).")
    var recordType: String

    @Option(name: .customLong("where"), help: "A condition, e.g. 'points>=3' (repeatable).")
    var conditions: [String] = []

    @Option(name: .customLong("compatible-with"), help: ArgumentHelp("Only records an app built with this schema version can read.", valueName: "N"))
    var compatibleWith: Int?

    @Option(name: .long, help: "The schemas folder for --compatible-with (default: from ckschema.yaml, else 'schemas').")
    var schemas: String?

    @Option(name: .long, help: "The model for --compatible-with (default: Development's model).")
    var model: String?

    /// `--format json`: an array of objects.
    @OptionGroup var output: DataFormatOption

    @OptionGroup var store: StoreOptions

    func validate() throws {
        for condition in conditions where RecordFilter(parsing: condition) == nil {
            throw ValidationError("'\(condition)' is not a condition: write FIELD OP VALUE, OP one of = != < <= > >=")
        }
    }

    func run() throws {
        try runReportingInputErrors {
            let project = try Project.load()
            let result = try DevelopmentService.query(
                try store.openExisting(project), recordType: recordType, where: conditions.compactMap(RecordFilter.init(parsing:)),
                compatibleWith: compatibleWith, schemasFolder: project.schemasDirectory(schemas), model: model)
            Console.out(output.isJSON ? DevelopmentText.recordsJSON(result) : DevelopmentText.records(result))
        }
    }
}
