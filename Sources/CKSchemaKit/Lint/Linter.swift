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

    /// Lints `schema`.
    public func lint(_ schema: Schema) -> LintResult {
        let synced = schema.entities.filter { schema.syncs($0) }
        let index = SchemaIndex(schema)
        // The attribute facts of each scope, built the first time a rule of that scope runs; one
        // view serves both scopes when every entity syncs (the scopes then hold the same entities).
        let everyEntitySyncs = synced.count == schema.entities.count
        var syncedView: LintView?
        var wholeView: LintView?
        var kept: [Diagnostic] = []
        var suppressed: [Diagnostic] = []
        for ruleType in rules {
            let description = ruleType.description
            let setting = configuration.setting(forRule: description.id)
            if setting == .off { continue }
            let context: LintContext
            if description.scope == .syncedEntities {
                let view = syncedView ?? LintView(synced)
                syncedView = view
                if everyEntitySyncs { wholeView = view }
                context = LintContext(rule: description, entities: synced, index: index, view: view)
            } else {
                let view = wholeView ?? LintView(schema.entities)
                wholeView = view
                if everyEntitySyncs { syncedView = view }
                context = LintContext(rule: description, entities: schema.entities, index: index, view: view)
            }
            for var diagnostic in ruleType.init().check(schema, context: context) {
                if case .severity(let severity) = setting { diagnostic.severity = severity }
                if configuration.suppression(matching: diagnostic) != nil {
                    suppressed.append(diagnostic)
                } else {
                    kept.append(diagnostic)
                }
            }
        }
        return LintResult(diagnostics: kept.sorted(), suppressed: suppressed.sorted())
    }
}
