import CKSchemaCore

/// What `diff`, `check` and `plan` report about a change no change rule classifies.
public enum CompatibilityChecks {
    public static let unclassifiedChange = DiagnosticDescription(
        id: "unclassified_change",
        name: "Unclassified Change",
        summary: "A change no rule classifies counts as breaking",
        rationale: """
            ckschema fails closed; report the change so a rule can classify it. Production accepts \
            only additive changes (https://developer.apple.com/documentation/cloudkit/deploying-an-icloud-container-s-schema), \
            so a change whose effect no rule knows is treated as one production may refuse, and the \
            local store gets a custom migration stage.
            """,
        fix: "Check the change by hand against [docs/change-rules.md](change-rules.md); if it is safe, report it so a rule can classify it.",
        examples: [])

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "Change classification", kind: .check,
        summary: "Reported by `diff`, `check` and `plan` besides the change rules",
        diagnostics: [unclassifiedChange])
}

extension DiagnosticDescription {
    /// Metadata for the reporters (SARIF, Markdown).
    public var metadata: RuleMetadata { metadata(kind: .check) }

    /// Metadata for the reporters, with the documentation page of its `kind` (`docs/checks.md` or
    /// `docs/input-problems.md`) as help link and the group's name as category when given.
    public func metadata(kind: DiagnosticGroup.Kind, group: String? = nil) -> RuleMetadata {
        RuleMetadata(id: id, name: name.isEmpty ? summary : name, summary: summary, help: rationale.isEmpty ? summary : rationale,
                     defaultSeverity: severity, fix: fix.isEmpty ? nil : fix,
                     category: group.map { "\(kind.rawValue): \($0)" } ?? kind.rawValue,
                     helpURI: DocumentationLinks.page(DiagnosticDocumentation.markdownPath(kind), anchor: id))
    }
}
