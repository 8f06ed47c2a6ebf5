import CKSchemaCore
import CKSchemaRules

/// The findings `ckschema cloudkit status` reports besides the production rules, each declared
/// once: id, severity, summary, why and how to fix. `explain`, `--format sarif|markdown` and
/// docs/cloudkit.md read these.
public enum CloudKitFinding: String, Sendable, CaseIterable {
    case snapshotMissing = "cloudkit_snapshot_missing"
    case snapshotStale = "cloudkit_snapshot_stale"
    case deployPending = "cloudkit_deploy_pending"
    case developmentLost = "cloudkit_development_lost"
    case developmentBehind = "cloudkit_development_behind"

    /// The stable identifier printed with the finding.
    public var id: String { rawValue }

    /// How serious the finding is; errors make `status` exit 1.
    public var severity: Severity {
        switch self {
        case .snapshotMissing, .snapshotStale, .developmentLost: .error
        case .developmentBehind: .warning
        case .deployPending: .note
        }
    }

    /// One sentence, no trailing period.
    public var summary: String {
        switch self {
        case .snapshotMissing: "The committed snapshot of an environment is missing"
        case .snapshotStale: "The committed snapshot differs from the CloudKit environment"
        case .deployPending: "Development has an element production lacks: a deploy would make it permanent"
        case .developmentLost: "Production has an element development lacks or types differently"
        case .developmentBehind: "The model writes an element CloudKit's development schema lacks"
        }
    }

    /// Markdown: why it matters.
    public var rationale: String {
        switch self {
        case .snapshotMissing, .snapshotStale:
            "CI runners have no token; `check --against cloudkit/production.ckdb` compares with the committed snapshot, so a stale one answers for a production that no longer exists."
        case .deployPending:
            "Only the CloudKit Console deploys, and a deploy is irreversible: every element listed becomes permanent in production."
        case .developmentLost:
            "CloudKit development always contains production's schema; a difference means development was edited by hand or an import was rejected, and a deploy from it would fail."
        case .developmentBehind:
            "Just-in-time creation makes fields only when a record with a value is saved, so a development schema can lack fields the app writes; a deploy from it would leave them out of production."
        }
    }

    /// Markdown: what to do.
    public var fix: String {
        switch self {
        case .snapshotMissing, .snapshotStale: "Run `ckschema cloudkit pull` and commit the `cloudkit/` folder."
        case .deployPending: "Review the list; deploy with the CloudKit Console when the release needs it."
        case .developmentLost: "Run `ckschema cloudkit reset` (deletes development data), then `ckschema cloudkit push`."
        case .developmentBehind: "Run `ckschema cloudkit push` to import the model in initialized form."
        }
    }

    /// A finding of this kind.
    public func diagnostic(_ message: String, location: SourceLocation? = nil, relatedLocation: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(declaration, message: message, location: location, relatedLocation: relatedLocation,
                   fix: fix.replacingOccurrences(of: "`", with: "'"))
    }

    /// The finding as a catalog declaration, for `rules`, `explain` and the docs.
    public var declaration: DiagnosticDescription {
        DiagnosticDescription(
            id: id, name: id, summary: summary,
            rationale: rationale + " (CloudKit Console deploys: https://developer.apple.com/documentation/cloudkit/deploying-an-icloud-container-s-schema)",
            fix: fix, severity: severity)
    }

    /// Every finding of `ckschema cloudkit status`, as the catalog lists them.
    public static let group = DiagnosticGroup(
        name: "CloudKit status", kind: .check,
        summary: "`ckschema cloudkit status`: committed snapshots, development, production and the model compared.",
        diagnostics: allCases.map(\.declaration))

    /// Metadata for SARIF and Markdown reports.
    public static var metadata: [RuleMetadata] {
        allCases.map { finding in
            RuleMetadata(id: finding.id, name: finding.id, summary: finding.summary,
                         help: finding.rationale + "\n\n**Fix:** " + finding.fix, defaultSeverity: finding.severity)
        }
    }
}
