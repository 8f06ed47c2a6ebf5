import CKSchemaCore
import CKSchemaRules

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
    /// A pull-request summary: verdict, findings, what becomes permanent, an ER diagram.
    case markdown
    /// JUnit XML, for CI systems that show test reports (GitLab, Jenkins, Azure Pipelines).
    case junit
}

/// The findings of one run, ready to render.
public struct FindingsReport: Sendable {
    /// A title for Markdown and SARIF ("ckschema lint").
    public var title: String
    public var diagnostics: [Diagnostic]
    /// The files that were checked, for the summary.
    public var files: [String]
    /// Metadata for the rules that can appear, by id.
    public var rules: [String: RuleMetadata] { Dictionary(catalog.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }) }
    /// Every rule that could run, in catalog order (SARIF's `tool.driver.rules`).
    public var catalog: [RuleMetadata] { ruleCatalog() }
    /// The catalog, worked out only for the formats that print it (SARIF, Markdown): building
    /// every rule's metadata is most of the work a text report of a small model does.
    private var ruleCatalog: @Sendable () -> [RuleMetadata]
    /// Findings accepted on purpose (suppressed in `ckschema.yaml`, or in a baseline): reported as
    /// such, never counted.
    public var accepted: [AcceptedFinding] = []
    /// The newest version of each model with what changed, for the summary's verdict and diagram.
    public var reviews: [ModelReview] = []
    /// The model and version of each schema file involved, for fingerprints.
    public var versions: [String: SchemaVersionID] = [:]
    /// The fingerprint the gate gave each finding (``FindingFingerprint/value``), when it did.
    public var fingerprints: [Diagnostic: String] = [:]
    /// Turns file paths into repository-relative URIs (SARIF, annotations).
    public var repository = RepositoryPaths()

    /// - Parameter rules: the catalog; default: every rule that could run (``ReportedRules/all``).
    public init(title: String, diagnostics: [Diagnostic], files: [String],
                rules: @autoclosure @escaping @Sendable () -> [RuleMetadata] = ReportedRules.all) {
        self.title = title
        self.diagnostics = diagnostics.sortedInReportOrder()
        self.files = files
        self.ruleCatalog = rules
    }

    /// Adds the findings of another check of the same run, with their files and the rules that
    /// report them (appended to the catalog unless it has them); everything else the report
    /// holds stays.
    public mutating func add(_ diagnostics: [Diagnostic], files: [String], rules: [RuleMetadata]) {
        self.diagnostics = (self.diagnostics + diagnostics).sortedInReportOrder()
        self.files += files.filter { !self.files.contains($0) }
        let known = ruleCatalog
        ruleCatalog = {
            let catalog = known()
            return catalog + rules.filter { rule in !catalog.contains { $0.id == rule.id } }
        }
    }

    public func count(_ severity: Severity) -> Int { diagnostics.filter { $0.severity == severity }.count }
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
