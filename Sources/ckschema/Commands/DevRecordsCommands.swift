import ArgumentParser
import CKSchemaKit
import Foundation

/// `ckschema dev seed FILE`: sample records into Development.
struct DevSeedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seed",
        abstract: "Load sample records (YAML or JSON) into Development.",
        discussion: """
            The file maps record types to lists of records: 'Score: [{dateKey: "2024-05-01", points: 3}]'. \
            Entity and attribute names may omit the CD_ prefix; 'recordName' names a record. Values must fit \
            the field types (dates in ISO 8601, bytes in base64); any problem rejects the whole file (exit 2).
            """
    )

    @Argument(help: "A YAML or JSON file of records.")
    var file: String

    @OptionGroup var store: StoreOptions

    func run() throws {
        try runReportingInputErrors {
            let context = try ProjectContext.load()
            guard let data = FileManager.default.contents(atPath: file) else {
                throw InputError(id: "seed.unreadable", message: "cannot read '\(file)'")
            }
            let document = try YAMLParser.parse([UInt8](data), file: file)
            let report = try store.open(context).seed(document, file: file, stamp: store.stamp)
            Console.out(report.inserted.map { "inserted \($0.count) record\($0.count == 1 ? "" : "s") into '\($0.recordType)'\n" }.joined())
        }
    }
}

/// `ckschema dev query RECORDTYPE [--where …]`: Development's records, read back.
struct DevQueryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "query",
        abstract: "Read Development's records of a record type.",
        discussion: "Each --where is FIELD OP VALUE with OP one of = != < <= > >=; conditions are combined with AND."
    )

    @Argument(help: "A record type (or entity name).")
    var recordType: String

    @Option(name: .customLong("where"), help: "A condition, e.g. 'points>=3' (repeatable).")
    var conditions: [String] = []

    @Flag(name: .long, help: "Print JSON (an array of objects).")
    var json = false

    @OptionGroup var store: StoreOptions

    func validate() throws {
        for condition in conditions where RecordFilter(parsing: condition) == nil {
            throw ValidationError("'\(condition)' is not a condition: write FIELD OP VALUE, OP one of = != < <= > >=")
        }
    }

    func run() throws {
        try runReportingInputErrors {
            let context = try ProjectContext.load()
            let filters = conditions.compactMap(RecordFilter.init(parsing:))
            let result = try store.open(context).records(of: recordType, where: filters)
            if json {
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
            out += "\(result.records.count) record\(result.records.count == 1 ? "" : "s") of '\(result.recordType)'\n"
            Console.out(out)
        }
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
