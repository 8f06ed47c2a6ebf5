/// The rules every report describes: SARIF's catalog (`tool.driver.rules`), the help links of
/// the other formats and the Markdown "how to fix" list all read one list, made from a
/// ``DiagnosticCatalog`` by ``metadata(of:)``.
public enum ReportedRules {
    /// Every identifier this layer declares, in catalog order: lint rules, change rules, checks,
    /// input problems. The services layer reports with its complete catalog instead.
    public static var all: [RuleMetadata] { metadata(of: .rulesLayer) }

    /// The metadata of every identifier `catalog` declares, in its order.
    public static func metadata(of catalog: DiagnosticCatalog) -> [RuleMetadata] {
        catalog.lintRules.map { $0.description.metadata }
            + catalog.changeRules.map { type(of: $0).description.metadata }
            + catalog.groups(of: .check).flatMap { group in group.diagnostics.map { $0.metadata(kind: .check, group: group.name) } }
            + catalog.groups(of: .input).flatMap { group in group.diagnostics.map { $0.metadata(kind: .input, group: group.name) } }
    }

    /// The lint rules' metadata, in registry order.
    public static var lint: [RuleMetadata] { LintRules.all.map { $0.description.metadata } }

    /// The change rules' metadata (and `unclassified_change`), in documentation order.
    public static var change: [RuleMetadata] { ChangeRules.metadata }

    /// How to fix a finding of a change rule at `level`: the strategy `ckschema plan` proposes.
    public static func changeFix(_ level: ChangeImpact) -> String {
        switch level {
        case .breaking:
            "keep the deployed record type or field (stop using it instead of removing it), or move to a new container; `ckschema plan` lists the steps"
        case .clientCompatibility:
            "raise the version attribute and filter records older apps cannot read (`ckschema filters`); `ckschema plan` lists the steps"
        case .migration:
            "migrate the local store: write the custom migration stage `ckschema plan --write` generates"
        case .safe:
            "nothing to fix; review what becomes permanent in production once deployed"
        }
    }
}

extension RuleDescription {
    /// Metadata for the reporters: summary, rationale and fix, category and documentation link.
    public var metadata: RuleMetadata {
        RuleMetadata(id: id, name: name, summary: summary, help: rationale,
                     defaultSeverity: defaultSeverity, fix: fix, category: category.rawValue.lowercased(),
                     helpURI: DocumentationLinks.rule(id))
    }
}
