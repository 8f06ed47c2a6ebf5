import CKSchemaCore
import CKSchemaRules

/// Builds ``MigrationStep`` plans from a model's versions with the compatibility rules.
///
///     let steps = try MigrationPlanner().steps(history, from: 1, to: 3)
public struct MigrationPlanner: Sendable {
    public var checker: CompatibilityChecker

    public init(checker: CompatibilityChecker = CompatibilityChecker()) {
        self.checker = checker
    }

    /// The steps between consecutive versions from `from` to `to` (default: the whole history,
    /// no step when it has a single version).
    ///
    /// - Throws: ``InputError`` (`plan.unknown_version`, `plan.empty_range`) when a bound is not a
    ///   version of the history or the range holds fewer than two versions.
    public func steps(_ history: ModelHistory, from: Int? = nil, to: Int? = nil) throws -> [MigrationStep] {
        try Self.range(history, from: from, to: to).map { plan(old: $0.0, new: $0.1) }
    }

    /// The consecutive pairs of versions from `from` to `to`.
    public static func range(_ history: ModelHistory, from: Int?, to: Int?) throws -> [(Schema, Schema)] {
        let numbers = history.versions.map(\.version)
        let known = numbers.map(String.init).joined(separator: ", ")
        for bound in [from, to].compactMap({ $0 }) where !numbers.contains(bound) {
            throw InputError(PlanProblems.unknownVersion,
                             message: "model '\(history.model)' has no version \(bound) (versions: \(known))")
        }
        if from == nil, to == nil, numbers.count < 2 { return [] }
        let lower = from ?? numbers.first ?? 0, upper = to ?? numbers.last ?? 0
        let versions = history.versions.filter { $0.version >= lower && $0.version <= upper }
        guard versions.count >= 2 else {
            throw InputError(PlanProblems.emptyRange,
                             message: "no step from version \(lower) to version \(upper) of '\(history.model)'",
                             fix: "give --from an earlier version than --to (versions: \(known))")
        }
        return Array(zip(versions, versions.dropFirst()))
    }

    /// The plan for the step from `old` to `new`.
    public func plan(old: Schema, new: Schema) -> MigrationStep {
        let report = checker.check(old: old, new: new)
        let changes = report.changes.map { change -> PlannedChange in
            let claimed = report.findings.filter { $0.change == change }
            let impact = claimed.map(\.impact).max() ?? .breaking
            let adds = claimed.contains { !$0.permanent.isEmpty }
            return PlannedChange(change: change, findings: claimed.filter { !$0.isSilent }, impact: impact,
                                 strategy: MigrationStrategy.forImpact(impact, addsToCloudKit: adds))
        }
        let hooks = report.findings.compactMap(Self.hook)
        return MigrationStep(
            report: report, changes: changes,
            strategy: changes.map(\.strategy).max() ?? .localOnly,
            stage: report.migrationKind, hooks: report.migrationKind == .custom ? hooks : [],
            versionStamps: Self.stamps(old: old, new: new))
    }

    /// The hand-written work a finding asks for, when it needs code.
    static func hook(_ finding: ChangeFinding) -> MigrationHook? {
        let unclassified = finding.ruleID == CompatibilityChecker.unclassifiedID
        guard finding.migration == .custom || unclassified else { return nil }
        let change = finding.change
        let before: Bool
        switch change.property {
        case .optional?, .uniqueConstraints?: before = true
        case .toMany?: before = change.newValue == "false"
        default: before = false
        }
        var text = finding.message
        if unclassified { text = "review by hand: " + text }
        if change.property == .type {
            // The store's schema changes between willMigrate and didMigrate by inferred migration,
            // which cannot convert a type (lint's migration_change_not_inferable): no stage can
            // retype the attribute in place.
            text += " (a stage cannot retype it in place: add an attribute of the new type beside it, fill it here from the old one, remove the old one in a later version)"
        } else if !before, change.element != .schema, change.kind != .added {
            text += " (read the old values in willMigrate, write them here)"
        }
        return MigrationHook(phase: before ? .willMigrate : .didMigrate, ruleID: finding.ruleID, text: text)
    }

    /// The version attribute stamps of the new version's synced entities.
    static func stamps(old: Schema, new: Schema) -> [VersionStamp] {
        new.entities.filter { new.syncs($0) && !$0.abstract }.map { entity in
            let name = new.versionAttributeName(for: entity)
            func stamp(_ schema: Schema, _ entity: Entity?) -> Int64? {
                guard let entity, let name, schema.versionAttributeName(for: entity) == name,
                      let attribute = schema.ancestry(of: entity).lazy.compactMap({ $0.attribute(named: name) }).first,
                      case .integer(let value)? = attribute.defaultValue else { return nil }
                return value
            }
            let oldEntity = old.entity(named: entity.renamedFrom ?? entity.name) ?? old.entity(named: entity.name)
            return VersionStamp(entity: entity.name, attribute: name,
                                oldValue: stamp(old, oldEntity), newValue: stamp(new, entity))
        }
    }
}
