import CKSchemaCore

/// A lint rule about the app's own migration plan rather than one schema version: it reads a
/// ``ModelMigration`` (the versions in the plan's order, with the stages between them).
///
/// It is declared, registered (``LintRules/all``, category ``RuleCategory/migration``), documented
/// and configured like every lint rule; its examples are SwiftData code. Migration runs on every
/// device whatever the store syncs, so these rules look at every entity (``RuleScope/wholeSchema``).
public protocol MigrationRule: LintRule {
    /// Whether the examples are SwiftData code (one Swift file); else they are the versions of an
    /// Xcode model as schema documents, oldest first, separated by `---` lines, the last current.
    static var examplesAreSwiftCode: Bool { get }

    /// Returns the rule's findings for the app's migration plan.
    ///
    /// - Parameter context: the rule's diagnostic factory (its entities are the newest version's).
    func check(_ migration: ModelMigration, context: LintContext) -> [Diagnostic]
}

extension MigrationRule {
    public static var examplesAreSwiftCode: Bool { true }

    /// One schema version says nothing about migration.
    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] { [] }
}

/// Runs the migration rules over a ``ModelMigration`` and applies the project's ``RuleSettings``
/// (rules switched off, severity overrides, suppressions), as ``Linter`` does for a schema.
public struct MigrationLinter: Sendable {
    public var rules: [any MigrationRule.Type]
    public var settings: RuleSettings
    /// `platforms:` in `ckschema.yaml`: the platforms the app is built for; nil when not declared
    /// (then every platform is, the safe direction).
    public var platforms: [AppPlatform]?

    public init(rules: [any MigrationRule.Type] = LintRules.migration, settings: RuleSettings = RuleSettings(),
                platforms: [AppPlatform]? = nil) {
        self.rules = rules
        self.settings = settings
        self.platforms = platforms
    }

    /// Lints the plan: when its platforms build it differently, each platform's plan, a finding
    /// that does not hold on every platform naming those it holds on. Only the platforms the app
    /// is built for count (``platforms``); without them, the finding's fix names the key.
    public func lint(_ migration: ModelMigration) -> LintResult {
        guard !migration.platformVariants.isEmpty else { return lintOne(migration) }
        var built = Set(platforms ?? AppPlatform.allCases)
        // Where no branch names Mac Catalyst, it builds what iOS builds.
        if built.contains(.macCatalyst), !migration.platformVariants.contains(where: { $0.platforms.contains(.macCatalyst) }) {
            built.insert(.iOS)
        }
        let variants = migration.platformVariants.compactMap { variant -> PlatformModelMigration? in
            var kept = variant
            kept.platforms = variant.platforms.filter(built.contains)
            return kept.platforms.isEmpty ? nil : kept
        }
        guard variants.count > 1 else { return variants.first.map { lintOne($0.migration) } ?? lintOne(migration) }
        var order: [Diagnostic] = []
        var on: [Diagnostic: [AppPlatform]] = [:]
        var suppressed: Set<Diagnostic> = []
        for variant in variants {
            let result = lintOne(variant.migration)
            for finding in result.diagnostics {
                if on[finding] == nil { order.append(finding) }
                on[finding, default: []] += variant.platforms
            }
            suppressed.formUnion(result.suppressed)
        }
        let every = variants.flatMap(\.platforms)
        let findings = order.map { finding -> Diagnostic in
            let holds = (on[finding] ?? []).sorted()
            guard holds.count < every.count else { return finding }
            var named = finding
            named.message += " (on \(holds.map(\.displayName).joined(separator: ", ")))"
            if platforms == nil {
                let key = "if the app is not built for \(holds.count == 1 ? "it" : "all of them"), list the platforms it is built for in 'platforms:' in ckschema.yaml"
                named.fix = named.fix.map { "\($0); \(key)" } ?? key
            }
            return named
        }
        return LintResult(diagnostics: findings.sortedInReportOrder(), suppressed: Array(suppressed).sortedInReportOrder())
    }

    private func lintOne(_ migration: ModelMigration) -> LintResult {
        guard let newest = migration.versions.last?.schema else { return LintResult(diagnostics: [], suppressed: []) }
        let index = SchemaIndex(newest)
        var findings: [Diagnostic] = []
        for ruleType in rules where settings.setting(forRule: ruleType.description.id) != .off {
            let context = LintContext(rule: ruleType.description, entities: newest.entities, index: index)
            findings += ruleType.init().check(migration, context: context)
        }
        let (kept, suppressed) = settings.apply(to: findings, version: nil)
        return LintResult(diagnostics: kept.sortedInReportOrder(), suppressed: suppressed.sortedInReportOrder())
    }
}

extension LintRules {
    /// The rules about the app's own migration plan, in registry order.
    public static var migration: [any MigrationRule.Type] { all.compactMap { $0 as? any MigrationRule.Type } }
}
