import CKSchemaCore

/// The outcome of linting one schema.
public struct LintResult: Sendable, Hashable {
    /// Findings after severity overrides and suppressions, in report order (file, line, column, id).
    public var diagnostics: [Diagnostic]
    /// Findings a suppression in `ckschema.yaml` silenced, in report order.
    public var suppressed: [Diagnostic]

    public init(diagnostics: [Diagnostic], suppressed: [Diagnostic]) {
        self.diagnostics = diagnostics
        self.suppressed = suppressed
    }

    /// The most serious severity found, nil when there is no finding.
    public var highestSeverity: Severity? { diagnostics.map(\.severity).max() }
}

/// Runs lint rules over a schema and applies a ``ProjectConfiguration``: rules switched off,
/// severity overrides and suppressions.
///
/// Rules with ``RuleScope/syncedEntities`` only see entities that sync with CloudKit.
public struct Linter: Sendable {
    /// The rules to run, in registry order.
    public var rules: [any LintRule.Type]
    public var configuration: ProjectConfiguration

    /// - Parameters:
    ///   - rules: The rules to run; all built-in rules by default.
    ///   - configuration: Severity overrides, rules off and suppressions.
    public init(rules: [any LintRule.Type] = LintRules.all, configuration: ProjectConfiguration = ProjectConfiguration()) {
        self.rules = rules
        self.configuration = configuration
    }

    /// Schemas with at least this many attributes and relationships are linted on all cores, rule
    /// by rule; smaller ones are not worth a thread.
    static let concurrentElements = 4_000

    /// Lints `schema`. The result does not depend on whether the rules ran on one thread or more.
    public func lint(_ schema: Schema) -> LintResult {
        lint(schema, concurrently: nil)
    }

    /// ``lint(_:)``, on several threads when `concurrently` says so (nil: by the schema's size).
    package func lint(_ schema: Schema, concurrently: Bool?) -> LintResult {
        let active = rules.compactMap { ruleType -> (rule: any LintRule.Type, setting: RuleSetting?)? in
            let setting = configuration.setting(forRule: ruleType.description.id)
            return setting == .off ? nil : (ruleType, setting)
        }
        let synced = schema.entities.filter { schema.syncs($0) }
        let index = SchemaIndex(schema)
        // The attribute facts of each scope, built once; one view serves both scopes when every
        // entity syncs (the scopes then hold the same entities).
        let everyEntitySyncs = synced.count == schema.entities.count
        let syncedView = active.contains { $0.rule.description.scope == .syncedEntities } ? LintView(synced) : nil
        let wholeView = active.contains { $0.rule.description.scope == .wholeSchema }
            ? (everyEntitySyncs ? syncedView : nil) ?? LintView(schema.entities)
            : nil
        let check: @Sendable (Int) -> [Diagnostic] = { position in
            let ruleType = active[position].rule
            let description = ruleType.description
            let context = if description.scope == .syncedEntities, let syncedView {
                LintContext(rule: description, entities: synced, index: index, view: syncedView)
            } else {
                LintContext(rule: description, entities: schema.entities, index: index,
                            view: wholeView ?? LintView(schema.entities))
            }
            return ruleType.init().check(schema, context: context)
        }
        let findings = concurrently ?? (schema.elementCount >= Self.concurrentElements)
            ? concurrentMap(active.count, check)
            : active.indices.map(check)
        let (kept, suppressed) = configuration.apply(to: findings.flatMap { $0 }, version: schema.version)
        return LintResult(diagnostics: kept.sortedInReportOrder(), suppressed: suppressed.sortedInReportOrder())
    }
}
