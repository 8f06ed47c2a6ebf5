import CKSchemaCore


import Foundation
import GRDB

/// What `dev seed` inserted.
public struct SeedReport: Sendable {
    /// Records inserted per record type, in file order.
    public var inserted: [(recordType: String, count: Int)]
    public var logEntry: LogEntry
}

/// A comparison `dev query --where` applies: `field OP value`.
public struct RecordFilter: Sendable, Hashable {
    public enum Operator: String, Sendable, Hashable, CaseIterable {
        case equal = "=", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    }

    public var field: String
    public var op: Operator
    /// The value as written; converted to the field's type.
    public var value: String

    public init(field: String, op: Operator, value: String) {
        self.field = field
        self.op = op
        self.value = value
    }

    /// Parses `field=value`, `points>=3`, `note!=hi` (the longest operator wins).
    public init?(parsing text: String) {
        for op in [Operator.notEqual, .lessOrEqual, .greaterOrEqual, .equal, .less, .greater] {
            if let range = text.range(of: op.rawValue) {
                let field = text[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
                guard !field.isEmpty else { return nil }
                self.init(field: field, op: op, value: text[range.upperBound...].trimmingCharacters(in: .whitespaces))
                return
            }
        }
        return nil
    }
}

/// One value of a stored record.
public enum RecordValue: Sendable, Hashable {
    case null
    case integer(Int64)
    case double(Double)
    case text(String)
    case bytes(Data)

    init(_ value: DatabaseValue) {
        switch value.storage {
        case .null: self = .null
        case .int64(let v): self = .integer(v)
        case .double(let v): self = .double(v)
        case .string(let v): self = .text(v)
        case .blob(let v): self = .bytes(v)
        }
    }
}

/// Records read back from Development: one array of (field, value) per record, fields in
/// schema order.
public struct RecordQueryResult: Sendable {
    public var recordType: String
    public var fields: [String]
    public var records: [[RecordValue]]
    /// The SQL of the condition applied (over the development table), nil when none was.
    public var condition: String?
    /// Records the other conditions match that the condition hides.
    public var hidden: Int
}

/// A condition on the records of one record type, as SQL (a fetch filter an app version applies).
public struct RecordCondition: Sendable {
    /// The record type whose records it reads.
    public var recordType: String
    /// The condition's SQL, given each field's column expression; nil for no condition.
    public var sql: @Sendable (_ column: (String) -> String) -> String?

    public init(recordType: String, sql: @escaping @Sendable (_ column: (String) -> String) -> String?) {
        self.recordType = recordType
        self.sql = sql
    }
}

extension EnvironmentStore {
    /// Loads sample records into Development from a YAML (or JSON) document:
    /// `RecordType: [ {field: value, …}, … ]`. Entity and attribute names may omit the `CD_`
    /// prefix; `recordName` names a record (default: `seed-<uuid>`). Values are checked against
    /// the field types; any problem rejects the whole file, with its position.
    public func seed(_ document: YAMLNode?, file: String, stamp: LogStamp) throws -> SeedReport {
        // Long on purpose: one transaction that collects every problem of the file before anything is kept.
        try change { db in
            let development = try StoredSchema.fetch(db, .development).cloudKitSchema
            guard let document, let pairs = document.mapping else {
                throw InputError(SeedProblems.notAMapping, message: "a seed file maps record types to lists of records",
                                 location: document?.location ?? SourceLocation(file: file, line: 1, column: 1))
            }
            var problems: [Diagnostic] = []
            var inserted: [(String, Int)] = []
            let now = ISO8601DateFormatter().string(from: stamp.date)
            for pair in pairs {
                let key = pair.key.scalar ?? ""
                guard let recordType = Self.resolve(key, in: development.recordTypes.map(\.name.value)).flatMap({ development.recordType(named: $0) }) else {
                    problems.append(Diagnostic(SeedProblems.unknownRecordType,
                                               message: "development has no record type '\(key)'", location: pair.key.location,
                                               fix: Suggestion.didYouMean(key, in: development.recordTypes.map(\.name.value))))
                    continue
                }
                guard let records = pair.value.sequence else {
                    problems.append(Diagnostic(SeedProblems.notAList,
                                               message: "'\(key)' must be a list of records", location: pair.value.location))
                    continue
                }
                let fieldNames = recordType.fields.map(\.name.value)
                // The first record of a record type brings its table (kept only if the whole file is).
                if !records.isEmpty { try DevelopmentData.createTableIfMissing(for: recordType, db) }
                for record in records {
                    guard let members = record.mapping else {
                        problems.append(Diagnostic(SeedProblems.notARecord,
                                                   message: "a record is a mapping of field names to values", location: record.location))
                        continue
                    }
                    var values: [String: DatabaseValue] = [:]
                    var recordName = "seed-" + UUID().uuidString
                    for member in members {
                        let name = member.key.scalar ?? ""
                        if name == "recordName", let scalar = member.value.scalar {
                            recordName = scalar
                            continue
                        }
                        guard let fieldName = Self.resolve(name, in: fieldNames), let field = recordType.field(named: fieldName),
                              !field.isSystemField else {
                            problems.append(Diagnostic(SeedProblems.unknownField,
                                                       message: "record type '\(recordType.name.value)' has no field '\(name)'",
                                                       location: member.key.location,
                                                       fix: Suggestion.didYouMean(name, in: fieldNames)))
                            continue
                        }
                        do {
                            values[fieldName] = try Self.value(member.value, for: field.type)
                        } catch let message as SeedValueProblem {
                            problems.append(Diagnostic(SeedProblems.invalidValue,
                                                       message: "field '\(recordType.name.value).\(fieldName)' is \(field.type): \(message.text)",
                                                       location: member.value.location))
                        }
                    }
                    values["___recordID"] = recordName.databaseValue
                    let typeName = recordType.name.value
                    if values[CloudKitNaming.entityNameField] == nil, let rootName = CloudKitNaming.coreDataName(of: typeName),
                       recordType.field(named: CloudKitNaming.entityNameField) != nil {
                        values[CloudKitNaming.entityNameField] = rootName.databaseValue
                    }
                    if recordType.field(named: "___createTime") != nil { values["___createTime"] = now.databaseValue }
                    if recordType.field(named: "___modTime") != nil { values["___modTime"] = now.databaseValue }
                    if problems.isEmpty {
                        do {
                            try DevelopmentData.insert(values.sorted { $0.key < $1.key }, into: recordType.name.value, db)
                        } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                            problems.append(Diagnostic(SeedProblems.duplicateRecord,
                                                       message: "record '\(recordName)' of '\(recordType.name.value)' already exists",
                                                       location: record.location))
                        }
                    }
                }
                if let index = inserted.firstIndex(where: { $0.0 == recordType.name.value }) {
                    inserted[index].1 += records.count
                } else {
                    inserted.append((recordType.name.value, records.count))
                }
            }
            if !problems.isEmpty { throw InputError(problems) }
            let total = inserted.reduce(0) { $0 + $1.1 }
            let row = try EnvironmentRow.fetch(db, .development)
            var entry = LogEntry(
                environment: .development, action: "dev seed", model: row.model, version: row.version,
                contentHash: row.contentHash, summary: "seeded \(total) record\(total == 1 ? "" : "s") from '\(file)'",
                changes: inserted.map { "inserted \($0.1) record\($0.1 == 1 ? "" : "s") of '\($0.0)'" }, stamp: stamp)
            try entry.append(to: db)
            return (SeedReport(inserted: inserted, logEntry: entry), commit: true)
        }
    }

    /// Reads Development's records of a record type, filtered (conditions are ANDed; values are
    /// bound as parameters, field names checked against the schema), ordered by `___recordID`.
    ///
    /// With `condition`, its record type is read (not `name`) and only the records its SQL admits
    /// are returned; a field Development lacks is NULL in that SQL (absent from every record).
    public func records(of name: String, where filters: [RecordFilter] = [],
                        condition readable: RecordCondition? = nil) throws -> RecordQueryResult {
        try read { db in
            let development = try StoredSchema.fetch(db, .development).cloudKitSchema
            let names = development.recordTypes.map(\.name.value)
            let recordTypeName = readable?.recordType ?? name
            guard let resolved = Self.resolve(recordTypeName, in: names), let recordType = development.recordType(named: resolved) else {
                throw StoreError.unknown(kind: "record type in development", name: recordTypeName,
                                         suggestion: Suggestion.closest(to: recordTypeName, in: names))
            }
            let fieldNames = recordType.fields.map(\.name.value)
            var clauses: [String] = []
            var arguments: [DatabaseValue] = []
            for filter in filters {
                guard let fieldName = Self.resolve(filter.field, in: fieldNames), let field = recordType.field(named: fieldName) else {
                    throw StoreError.unknown(kind: "field", name: "\(resolved).\(filter.field)",
                                             suggestion: Suggestion.closest(to: CloudKitNaming.mirrored(filter.field), in: fieldNames)
                                                 ?? Suggestion.closest(to: filter.field, in: fieldNames))
                }
                let node = YAMLNode(.scalar(filter.value, .plain), location: SourceLocation(file: "--where", line: 1, column: 1))
                do {
                    arguments.append(try Self.value(node, for: field.type))
                } catch let problem as SeedValueProblem {
                    throw InputError(QueryProblems.invalidValue, message: "field '\(resolved).\(fieldName)' is \(field.type): \(problem.text)")
                }
                clauses.append("\(SQLText.identifier(fieldName)) \(filter.op.rawValue) ?")
            }
            let table = SQLText.identifier(DevelopmentData.tableName(resolved))
            let condition = readable.flatMap { readable in
                readable.sql { field in fieldNames.contains(field) ? SQLText.identifier(field) : "NULL" }
            }
            var whereClause = clauses.isEmpty ? "" : " WHERE " + clauses.joined(separator: " AND ")
            var hidden = 0
            var rows: [Row] = []
            // A record type without a table has no records yet (its table comes with the first one).
            if try DevelopmentData.recordTypesWithTables(db).contains(resolved) {
                if let condition {
                    let total = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)\(whereClause)",
                                                 arguments: StatementArguments(arguments)) ?? 0
                    whereClause += (clauses.isEmpty ? " WHERE " : " AND ") + "(\(condition))"
                    let shown = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)\(whereClause)",
                                                 arguments: StatementArguments(arguments)) ?? 0
                    hidden = total - shown
                }
                let sql = "SELECT * FROM \(table)\(whereClause) ORDER BY \"___recordID\""
                rows = try Row.fetchAll(db, sql: sql, arguments: StatementArguments(arguments))
            }
            let records = rows.map { row in fieldNames.map { RecordValue(row[$0] as DatabaseValue? ?? .null) } }
            return RecordQueryResult(recordType: resolved, fields: fieldNames, records: records, condition: condition,
                                     hidden: hidden)
        }
    }

    /// `name` itself when listed, else `CD_name` (so entity and attribute names work).
    public static func resolve(_ name: String, in names: [String]) -> String? {
        if names.contains(name) { return name }
        if names.contains(CloudKitNaming.mirrored(name)) { return CloudKitNaming.mirrored(name) }
        return nil
    }

    /// A YAML value converted to what the field's column stores.
    static func value(_ node: YAMLNode, for type: FieldType) throws -> DatabaseValue {
        if node.isNull { return .null }
        if case .list(let element) = type {
            guard let items = node.sequence else { throw SeedValueProblem(text: "expected a list") }
            let values = try items.map { try value($0, for: element) }
            let json = values.map { value -> Any in
                switch value.storage {
                case .null: NSNull()
                case .int64(let v): v
                case .double(let v): v
                case .string(let v): v
                case .blob(let v): v.base64EncodedString()
                }
            }
            let data = try JSONSerialization.data(withJSONObject: json)
            return String(decoding: data, as: UTF8.self).databaseValue
        }
        guard let text = node.scalar else { throw SeedValueProblem(text: "expected a single value") }
        switch type {
        case .number:
            if let integer = Int64(text) { return integer.databaseValue }
            if let double = Double(text) { return double.databaseValue }
            throw SeedValueProblem(text: "'\(text)' is not a number")
        case .list:
            throw SeedValueProblem(text: "expected a list")
        case .primitive(let p), .encrypted(let p):
            switch p {
            case .int64:
                if let integer = Int64(text) { return integer.databaseValue }
                if text == "true" || text == "false" { return (text == "true" ? 1 : 0).databaseValue }
                throw SeedValueProblem(text: "'\(text)' is not an integer")
            case .double:
                guard let double = Double(text) else { throw SeedValueProblem(text: "'\(text)' is not a number") }
                return double.databaseValue
            case .string, .reference, .location:
                return text.databaseValue
            case .timestamp:
                let full = ISO8601DateFormatter()
                let day = ISO8601DateFormatter()
                day.formatOptions = [.withFullDate]
                guard let date = full.date(from: text) ?? day.date(from: text) else {
                    throw SeedValueProblem(text: "'\(text)' is not an ISO 8601 date")
                }
                return full.string(from: date).databaseValue
            case .bytes, .asset:
                guard let data = Data(base64Encoded: text) else { throw SeedValueProblem(text: "expected base64 data") }
                return data.databaseValue
            }
        }
    }
}

/// Why a seed value does not fit its field.
struct SeedValueProblem: Error {
    var text: String
}
