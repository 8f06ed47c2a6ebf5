import CKSchemaCore

/// The question a `check` run answers about production.
///
/// - ``pullRequest``: can production accept this change? Additions pass; what is not deployed yet
///   is a note (`not_in_production_yet`), since the deploy happens after the merge.
/// - ``release``: does production already have everything this build writes? What is missing is
///   an error (`release_not_deployed`).
///
/// Both fail on a change production refuses (a deleted or retyped field, a removed record type).
public enum CheckGate: String, Sendable, CaseIterable {
    case pullRequest = "pull-request"
    case release

    /// The finding for an element the build writes and production lacks (`element`: "field 'CD_x'
    /// of record type 'CD_Y'").
    func notDeployed(_ element: String, location: SourceLocation?, relatedLocation: SourceLocation?, fix: String) -> Diagnostic {
        switch self {
        case .pullRequest:
            Diagnostic(ProductionChecks.notInProductionYet,
                       message: "\(element) is not in production yet: deploy before the release that writes it",
                       location: location, relatedLocation: relatedLocation,
                       fix: "the release gate (check --release) fails until production has it")
        case .release:
            Diagnostic(ProductionChecks.notDeployed,
                       message: "\(element) is not in production: deploy the schema before releasing this build",
                       location: location, relatedLocation: relatedLocation, fix: fix)
        }
    }
}
