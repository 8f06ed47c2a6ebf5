import CKSchemaCore
import CKSchemaGeneration
import CKSchemaStore

/// Development's records as an app built with an older schema version reads them: the entity's
/// version filter (``VersionFilterPlanner``) added to the query's conditions.
public struct VersionFilteredRecords: Sendable {
    public var recordType: String
    public var fields: [String]
    public var records: [[RecordValue]]
    /// The version filter applied, when the query asked for records an app version can read.
    public var versionFilter: AppliedVersionFilter?
}

/// The fetch filter `dev query --compatible-with N` applied: which entity's filter, the SQL
/// condition, and how many records (matching the other conditions) it hid.
public struct AppliedVersionFilter: Sendable {
    /// The entity's filter, from ``VersionFilterPlanner``.
    public var filter: EntityVersionFilter
    /// The schema version the reading app was built with.
    public var clientVersion: Int
    /// The SQL condition applied (over the development table), nil when the entity has no filter.
    public var condition: String?
    /// Records the other conditions match that the version filter hides.
    public var hidden: Int
}

extension EnvironmentStore {
    /// Development's records of a record type (or entity), filtered; with a plan, only those the
    /// plan's app version can read. `name` may then also be a subentity (its records share the
    /// root's record type); a record type name uses its root entity's filter.
    public func records(of name: String, where filters: [RecordFilter] = [],
                        readableBy plan: VersionFilterPlan?) throws -> VersionFilteredRecords {
        guard let plan else {
            let result = try records(of: name, where: filters)
            return VersionFilteredRecords(recordType: result.recordType, fields: result.fields, records: result.records)
        }
        let names = try schema(of: .development).recordTypes.map(\.name.value)
        let filter = try Self.versionFilter(for: name, in: plan, recordTypes: names)
        let condition = RecordCondition(recordType: filter.recordType) { column in FilterSyntax.sql(filter, column: column) }
        let result = try records(of: name, where: filters, condition: condition)
        return VersionFilteredRecords(
            recordType: result.recordType, fields: result.fields, records: result.records,
            versionFilter: AppliedVersionFilter(filter: filter, clientVersion: plan.clientVersion,
                                                condition: result.condition, hidden: result.hidden))
    }

    /// The entity filter a query of `name` uses: the entity so named (with or without `CD_`),
    /// else the root entity of the record type so named.
    static func versionFilter(for name: String, in plan: VersionFilterPlan, recordTypes: [String]) throws -> EntityVersionFilter {
        let entityName = CloudKitNaming.coreDataName(of: name) ?? name
        if let filter = plan.entities.first(where: { $0.entity == entityName }) { return filter }
        if let recordType = resolve(name, in: recordTypes),
           let root = plan.entities.first(where: { $0.recordType == recordType && CloudKitNaming.mirrored($0.entity) == recordType }) {
            return root
        }
        throw InputError(
            QueryProblems.unknownEntity,
            message: "model '\(plan.model)' version \(plan.clientVersion) has no entity or record type '\(name)'",
            fix: Suggestion.didYouMean(entityName, in: plan.entities.map(\.entity)))
    }
}
