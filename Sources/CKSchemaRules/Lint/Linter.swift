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

/// Runs lint rules over a schema and applies the project's ``RuleSettings``: rules switched off,
/// severity overrides and suppressions.
///
/// Rules with ``RuleScope/syncedEntities`` only see entities that sync with CloudKit.
public struct Linter: Sendable {
    /// The rules to run, in registry order.
    public var rules: [any LintRule.Type]
    public var settings: RuleSettings

    /// - Parameters:
    ///   - rules: The rules to run; all built-in rules by default.
    ///   - settings: Severity overrides, rules off and suppressions.
    public init(rules: [any LintRule.Type] = LintRules.all, settings: RuleSettings = RuleSettings()) {
        self.rules = rules
        self.settings = settings
    }

    /// Lints `schema`.
    public func lint(_ schema: Schema) -> LintResult {
        let synced = schema.entities.filter { schema.syncs($0) }
        let index = SchemaIndex(schema)
        // Read from an Xcode model: fixes in the words of Xcode's model editor.
        let inXcode = schema.isXcodeModel
        var findings: [Diagnostic] = []
        for ruleType in rules where settings.setting(forRule: ruleType.description.id) != .off {
            let description = ruleType.description
            let entities = description.scope == .syncedEntities ? synced : schema.entities
            let context = LintContext(rule: description, entities: entities, index: index)
            let found = ruleType.init().check(schema, context: context)
            findings += inXcode ? found.map { description.xcodeWorded($0, in: schema) } : found
        }
        let (kept, suppressed) = settings.apply(to: findings, version: schema.version)
        return LintResult(diagnostics: kept.sortedInReportOrder(), suppressed: suppressed.sortedInReportOrder())
    }
}
