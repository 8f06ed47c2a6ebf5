import CKSchemaCore

/// The output formats every report can be rendered in.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// `path:line:col: error: message [rule]` with the source line and a caret.
    case text
    /// The documented JSON shape (see README, "JSON output").
    case json
    /// GitHub Actions workflow commands (`::error file=…`), shown as annotations on a pull request.
    case github
    /// SARIF 2.1.0, for code-scanning dashboards.
    case sarif
    /// A summary fit for a pull-request comment.
    case markdown
}

/// What a report says about the rules it mentions (SARIF and Markdown list them).
public struct RuleMetadata: Sendable, Hashable {
    public var id: String
    public var name: String
    public var summary: String
    /// Longer help: why the rule exists and how to fix a finding (Markdown).
    public var help: String
    public var defaultSeverity: Severity

    public init(id: String, name: String, summary: String, help: String, defaultSeverity: Severity) {
        self.id = id
        self.name = name
        self.summary = summary
        self.help = help
        self.defaultSeverity = defaultSeverity
    }
}

/// The findings of one run, ready to render.
public struct FindingsReport: Sendable {
    /// A title for Markdown and SARIF ("ckschema lint").
    public var title: String
    public var diagnostics: [Diagnostic]
    /// The files that were checked, for the summary.
    public var files: [String]
    /// Metadata for the rules that can appear, by id.
    public var rules: [String: RuleMetadata]

    public init(title: String, diagnostics: [Diagnostic], files: [String], rules: [RuleMetadata] = []) {
        self.title = title
        self.diagnostics = diagnostics.sorted()
        self.files = files
        self.rules = Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public func count(_ severity: Severity) -> Int { diagnostics.filter { $0.severity == severity }.count }
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
