import ArgumentParser
import CKSchemaCore
import CKSchemaGeneration
import CKSchemaKit
import CKSchemaReporting
import CKSchemaRules
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
            Console.out(report.inserted.map { "inserted \($0.count) record\($0.count == 1 ? "" : "s") into '\($0.recordType)' of the local development store\n" }.joined())
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
            let context = try Project.load()
            let filters = conditions.compactMap(RecordFilter.init(parsing:))
            let environmentStore = try store.openExisting(context)
            var plan: VersionFilterPlan?
            if let compatibleWith {
                let folder = context.schemasDirectory(schemas)
                let modelName = try model ?? environmentStore.version(of: .development).model
                let history = try SchemaLoader.loadDirectory(folder).selectModel(modelName, source: folder)
                plan = try VersionFilterPlanner().plan(history.versions, clientVersion: compatibleWith)
            }
            let result = try environmentStore.records(of: recordType, where: filters, readableBy: plan)
            if output.isJSON {
                let objects = result.records.map { values in
                    JSONValue.object(zip(result.fields, values).map { ($0, Self.json($1)) })
                }
                Console.out(JSONValue.array(objects).rendered())
                return
            }
            var out = ""
            for values in result.records {
                let shown = zip(result.fields, values).compactMap { field, value -> String? in
                    value == .null ? nil : "\(field)=\(Self.text(value))"
                }
                out += shown.joined(separator: " ") + "\n"
            }
            out += "\(result.records.count) record\(result.records.count == 1 ? "" : "s") of '\(result.recordType)' in the local development store"
            if let applied = result.versionFilter {
                out += Self.describe(applied)
            }
            Console.out(out + "\n")
        }
    }

    /// ` readable by version 2 (1 hidden by "CD_schemaVersion" IS NULL OR …)`, or why nothing is filtered.
    static func describe(_ applied: AppliedVersionFilter) -> String {
        let entity = applied.filter.entity
        guard let condition = applied.condition else {
            let reason = applied.filter.unfilteredReason?.explanation ?? "the entity has no version filter"
            return " readable by version \(applied.clientVersion) (no filter for '\(entity)': \(reason))"
        }
        return " readable by version \(applied.clientVersion) (\(applied.hidden) hidden by the filter of '\(entity)': \(condition))"
    }

    static func json(_ value: RecordValue) -> JSONValue {
        switch value {
        case .null: .null
        case .integer(let v): .int(Int(v))
        case .double(let v): .double(v)
        case .text(let v): .string(v)
        case .bytes(let v): .string(v.base64EncodedString())
        }
    }

    static func text(_ value: RecordValue) -> String {
        switch value {
        case .null: "null"
        case .integer(let v): String(v)
        case .double(let v): String(v)
        case .text(let v): v.contains(" ") || v.isEmpty ? "\"\(v)\"" : v
        case .bytes(let v): "<\(v.count) bytes>"
        }
    }
}
