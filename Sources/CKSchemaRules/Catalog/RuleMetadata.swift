import CKSchemaCore

/// What a report says about the rules it mentions (SARIF and Markdown list them).
public struct RuleMetadata: Sendable, Hashable {
    public var id: String
    public var name: String
    public var summary: String
    /// Longer help: why the rule exists (Markdown); how to fix a finding is in ``fix``.
    public var help: String
    public var defaultSeverity: Severity
    /// How to fix a finding (Markdown), when the declaration says so apart from ``help``.
    public var fix: String?
    /// The rule's group: a lint category (`naming`) or `change: <level>` for change rules.
    public var category: String?
    /// The rule's section in the documentation on the repository.
    public var helpURI: String?

    public init(id: String, name: String, summary: String, help: String, defaultSeverity: Severity,
                fix: String? = nil, category: String? = nil, helpURI: String? = nil) {
        self.id = id
        self.name = name
        self.summary = summary
        self.help = help
        self.defaultSeverity = defaultSeverity
        self.fix = fix
        self.category = category
        self.helpURI = helpURI
    }
}
