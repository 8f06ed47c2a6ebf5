import CKSchemaCore

/// Where ckschema's documentation lives on the repository, and the link to each rule's section:
/// every report format links a finding to the section that explains its rule.
public enum DocumentationLinks {
    /// The repository's home page.
    public static let repository = "https://github.com/ckschema/ckschema"
    /// Pages are linked on this branch.
    public static let branch = "main"

    /// The URL of `path` (relative to the repository root) on the repository, at `anchor` when given.
    public static func page(_ path: String, anchor: String? = nil) -> String {
        "\(repository)/blob/\(branch)/\(path)" + (anchor.map { "#\($0)" } ?? "")
    }

    /// The section of `docs/rules.md` or `docs/change-rules.md` that documents the rule `id`; nil
    /// for an identifier neither page documents.
    public static func rule(_ id: String) -> String? {
        if lintIDs.contains(id) { return page(RuleDocumentation.markdownPath, anchor: id) }
        if changeIDs.contains(id) { return page(ChangeRuleDocumentation.markdownPath, anchor: id) }
        return nil
    }

    private static let lintIDs = Set(LintRules.all.map { $0.description.id })
    private static let changeIDs = Set(ChangeRuleDocumentation.ids)
}
