import CKSchemaKit
import CKSchemaCore
import CKSchemaReporting
import CKSchemaStore
import Foundation

/// How the `dev` commands word the local development store (always "local": CloudKit is never touched).
enum DevelopmentText {
    /// `dev init`: what the local development store gained, kept and wrote.
    static func initialized(_ report: DevelopmentInitialization, storePath: String?) -> String {
        var out = "local development store: model '\(report.model)' version \(report.version) (\(storePath ?? "")); CloudKit is unchanged\n"
        for addition in report.additions { out += "created \(addition)\n" }
        if report.additions.isEmpty { out += "nothing to add: the local development store already has every record type and field\n" }
        for element in report.undeclared {
            out += "kept \(element): version \(report.version) no longer declares it ('ckschema dev reset' removes it)\n"
        }
        out += "wrote and deleted \(report.representativeRecords.count) representative record\(report.representativeRecords.count == 1 ? "" : "s") ("
            + report.representativeRecords.joined(separator: ", ") + ")\n"
        return out
    }

    /// `dev reset`: what the local development store now equals, and what was deleted.
    static func reset(_ reset: DevelopmentReset) -> String {
        let target = reset.version.isEmpty ? "an empty schema (nothing promoted yet)" : "the local production store (\(reset.version.summary))"
        var out = "local development store reset to \(target); CloudKit is unchanged\n"
        let total = reset.deletedRecords.reduce(0) { $0 + $1.count }
        out += "deleted \(total) record\(total == 1 ? "" : "s")\n"
        for element in reset.removed { out += "removed \(element)\n" }
        return out
    }

    /// `dev status`: pending additions, refusals, undeclared elements and record counts.
    static func status(_ status: EnvironmentStatus) -> String {
        let plan = status.plan
        var out = "local development store: \(plan.development.summary)\nlocal production store:  \(plan.production.summary)\n"
        if plan.permanentLines.isEmpty {
            out += "pending: nothing (the local production store has everything the local development store has)\n"
        } else {
            out += "pending (would become permanent in the local production store on 'ckschema promote'):\n"
            out += plan.permanentLines.map { "  \($0)\n" }.joined()
        }
        if !plan.violations.isEmpty {
            out += "the local production store would refuse (as CloudKit production would):\n"
            out += plan.violations.map { "  \($0.message) [\($0.id)]\n" }.joined()
        }
        if !status.undeclared.isEmpty {
            out += "no longer declared by development's model version:\n"
            out += status.undeclared.map { "  \($0)\n" }.joined()
        }
        if !status.records.isEmpty {
            out += "records:\n"
            out += status.records.map { "  \($0.recordType): \($0.count)\n" }.joined()
        }
        return out
    }

    /// `dev seed`: the records inserted per record type.
    static func seeded(_ report: SeedReport) -> String {
        report.inserted.map { "inserted \($0.count) record\($0.count == 1 ? "" : "s") into '\($0.recordType)' of the local development store\n" }.joined()
    }

    /// `dev query`: one line per record (null fields left out), then the count and the version filter.
    static func records(_ result: VersionFilteredRecords) -> String {
        var out = ""
        for values in result.records {
            let shown = zip(result.fields, values).compactMap { field, value -> String? in
                value == .null ? nil : "\(field)=\(text(value))"
            }
            out += shown.joined(separator: " ") + "\n"
        }
        out += "\(result.records.count) record\(result.records.count == 1 ? "" : "s") of '\(result.recordType)' in the local development store"
        if let applied = result.versionFilter { out += describe(applied) }
        return out + "\n"
    }

    /// `dev query --format json`: an array of objects.
    static func recordsJSON(_ result: VersionFilteredRecords) -> String {
        let objects = result.records.map { values in
            JSONValue.object(zip(result.fields, values).map { ($0, json($1)) })
        }
        return JSONValue.array(objects).rendered()
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
