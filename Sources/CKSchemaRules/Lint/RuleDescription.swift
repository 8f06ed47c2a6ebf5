import CKSchemaCore

/// Everything known about a lint rule besides its check: identity, documentation and examples.
///
/// The same value feeds `docs/rules.md`, the `rules` and `explain` commands and the example tests,
/// so a rule documents and tests itself.
public struct RuleDescription: Sendable {
    /// Stable snake_case identifier, used in configuration files and output (`unique_constraint`).
    /// Never reused; a renamed rule keeps its old identifier in ``deprecatedAliases``.
    public let id: String
    /// Title Case name (`Unique Constraint`).
    public let name: String
    /// One sentence without a trailing period saying what the rule wants.
    public let summary: String
    /// Markdown: the CloudKit behaviour the rule protects, citing public sources (Apple
    /// documentation, WWDC sessions, real exports) by URL.
    public let rationale: String
    /// Markdown: how to fix a finding.
    public let fix: String
    public let category: RuleCategory
    public let defaultSeverity: Severity
    public let scope: RuleScope
    /// Former identifiers still accepted in `ckschema.yaml`.
    public let deprecatedAliases: [String]
    /// Schema documents the rule must accept without a finding.
    public let nonTriggeringExamples: [Example]
    /// Schema documents with `↓` right before every token a finding must point at.
    public let triggeringExamples: [Example]
    /// The fix in Swift terms for a finding located in SwiftData code, when the YAML-worded one
    /// reads differently there (`@Attribute(.externalStorage)` rather than `externalStorage: true`).
    public let swiftFix: (@Sendable (SwiftFixContext) -> String)?
    /// The fix in the words of Xcode's model editor for a finding located in an `.xcdatamodel`,
    /// when the YAML-worded one names YAML keys (the "Allows External Storage" checkbox rather
    /// than `externalStorage: true`).
    public let xcodeFix: (@Sendable (XcodeFixContext) -> String)?

    public init(
        id: String,
        name: String,
        summary: String,
        rationale: String,
        fix: String,
        category: RuleCategory,
        defaultSeverity: Severity,
        scope: RuleScope = .syncedEntities,
        deprecatedAliases: [String] = [],
        nonTriggeringExamples: [Example],
        triggeringExamples: [Example],
        swiftFix: (@Sendable (SwiftFixContext) -> String)? = nil,
        xcodeFix: (@Sendable (XcodeFixContext) -> String)? = nil
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.fix = fix
        self.category = category
        self.defaultSeverity = defaultSeverity
        self.scope = scope
        self.deprecatedAliases = deprecatedAliases
        self.nonTriggeringExamples = nonTriggeringExamples
        self.triggeringExamples = triggeringExamples
        self.swiftFix = swiftFix
        self.xcodeFix = xcodeFix
    }
}
