import CKSchemaCore

/// The rules every report describes: SARIF's catalogue (`tool.driver.rules`), the help links of
/// the other formats and the Markdown "how to fix" list all read this one list.
///
/// Today it is the lint rules followed by the change rules; a fuller catalogue of every
/// identifier the tool prints only has to change ``all``.
public enum ReportedRules {
    /// Every rule that could run, in catalogue order: lint rules, then change rules.
    public static var all: [RuleMetadata] { lint + change }

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
