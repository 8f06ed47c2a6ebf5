import CKSchemaCore


import Foundation
import GRDB

/// What promoting Development to Production would do: the production rules between the two
/// schemas, and exactly what would become permanent.
public struct PromotionPlan: Sendable {
    public var development: EnvironmentVersion
    public var production: EnvironmentVersion
    /// What Production would gain (permanently): roles, record types, fields.
    public var additions: [SchemaAddition]
    /// Production rules Development breaks; any one refuses the promotion.
    public var violations: [Diagnostic]
    /// Differences a promotion does not carry (index options, grants of existing record types).
    public var notPromoted: [String]

    /// Whether a promotion would change anything (additions, or a newer model version).
    public var hasChanges: Bool {
        !additions.isEmpty || (development.version != nil && !development.isSameSource(as: production))
    }

    /// Every element that becomes permanent, one per line.
    public var permanentLines: [String] { additions.filter { !$0.isSystemRecordType }.flatMap(\.lines) }

    public var isAllowed: Bool { violations.isEmpty }
}

/// What the production rules of a promotion see: both environments' schemas, and the production
/// elements the model version Development came from no longer declares.
public struct PromotionInput: Sendable {
    public var development: CloudKitSchema
    public var production: CloudKitSchema
    /// The model version Development came from.
    public var developmentVersion: EnvironmentVersion
    /// Production record types that model version no longer declares.
    public var undeclaredRecordTypes: [String]
    /// Production fields that model version no longer declares (an asset companion whose field is
    /// undeclared too is left out: it goes with its field).
    public var undeclaredFields: [(recordType: String, field: String)]
}

/// The production rules a promotion must pass: the findings that refuse it. The store applies no
/// rules of its own; the caller passes them.
public typealias PromotionRules = @Sendable (PromotionInput) -> [Diagnostic]

/// The result of `promote`.
public struct Promotion: Sendable {
    /// The plan, computed again inside the promotion's transaction (against the Production that
    /// any concurrent promotion left).
    public var plan: PromotionPlan
    /// The log entry; nil when nothing was promoted (violations, or nothing to promote).
    public var logEntry: LogEntry?
    /// Production's schema after the promotion: the `.ckdb` to deploy.
    public var productionSchema: CloudKitSchema

    public var applied: Bool { logEntry != nil }
}

extension EnvironmentStore {
    /// The production rules between Development and Production (https://developer.apple.com/documentation/cloudkit/deploying-an-icloud-container-s-schema), without
    /// changing anything.
    public func promotionPlan(rules: PromotionRules) throws -> PromotionPlan {
        try read { db in try Self.plan(db, rules: rules) }
    }

    /// Promotes Development to Production in one transaction: Production gains Development's new
    /// roles, record types and fields, nothing else changes, and one log entry is written.
    /// The plan is computed inside the transaction, so a promotion waiting behind another one
    /// re-checks against the new Production. Refuses (applies nothing) when the plan has
    /// violations.
    public func promote(rules: PromotionRules, stamp: LogStamp, probe: TransactionProbe? = nil) throws -> Promotion {
        try change { db in
            let plan = try Self.plan(db, rules: rules)
            let production = try StoredSchema.fetch(db, .production)
            guard plan.isAllowed, plan.hasChanges else {
                return (Promotion(plan: plan, logEntry: nil, productionSchema: production.cloudKitSchema), commit: false)
            }
            try Self.apply(plan.additions, to: .production, stored: production, withTables: false, db)
            probe?("promote: applied")
            let dev = plan.development
            try EnvironmentRow(name: .production, model: dev.model, version: dev.version,
                               contentHash: dev.contentHash, updatedAt: stamp.date).write(db)
            var entry = LogEntry(
                environment: .production, action: "promote", model: dev.model, version: dev.version,
                contentHash: dev.contentHash,
                summary: "promoted \(dev.summary) from development: \(Self.count(plan.additions))",
                changes: plan.permanentLines, stamp: stamp)
            try entry.append(to: db)
            probe?("promote")
            let after = try StoredSchema.fetch(db, .production).cloudKitSchema
            return (Promotion(plan: plan, logEntry: entry, productionSchema: after), commit: true)
        }
    }

    static func plan(_ db: Database, rules: PromotionRules) throws -> PromotionPlan {
        let development = try StoredSchema.fetch(db, .development)
        let production = try StoredSchema.fetch(db, .production)
        let devRow = try EnvironmentRow.fetch(db, .development).environmentVersion
        let prodRow = try EnvironmentRow.fetch(db, .production).environmentVersion
        let devSchema = development.cloudKitSchema
        let prodSchema = production.cloudKitSchema

        var input = PromotionInput(development: devSchema, production: prodSchema, developmentVersion: devRow,
                                   undeclaredRecordTypes: [], undeclaredFields: [])
        if devRow.model != nil, devRow.version != nil {
            for type in production.recordTypes where !CloudKitNaming.systemRecordTypes.contains(type.row.name) {
                guard let devType = development.recordType(named: type.row.name) else { continue }
                if !devType.row.declared {
                    input.undeclaredRecordTypes.append(type.row.name)
                    continue
                }
                let undeclared = Set(type.fields.map(\.name).filter { !(devType.field(named: $0)?.declared ?? true) })
                for field in type.fields where undeclared.contains(field.name) {
                    if let owner = CloudKitNaming.owner(ofAssetCompanion: field.name), undeclared.contains(owner) { continue }
                    input.undeclaredFields.append((type.row.name, field.name))
                }
            }
        }
        let violations = rules(input)

        var notPromoted: [String] = []
        for prodType in prodSchema.recordTypes {
            guard let devType = devSchema.recordType(named: prodType.name.value) else { continue }
            for field in prodType.fields {
                guard let devField = devType.field(named: field.name.value), devField.type == field.type,
                      devField.indexes != field.indexes else { continue }
                notPromoted.append("indexes of '\(prodType.name.value).\(field.name.value)': production \(field.indexes), development \(devField.indexes)")
            }
            if Grant.merged(devType.grants) != Grant.merged(prodType.grants) {
                notPromoted.append("grants of record type '\(prodType.name.value)'")
            }
        }
        return PromotionPlan(
            development: devRow, production: prodRow,
            additions: SchemaAddition.additions(of: devSchema, over: prodSchema),
            violations: violations.sorted(), notPromoted: notPromoted)
    }
}
