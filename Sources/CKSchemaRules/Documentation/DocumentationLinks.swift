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

    /// The section that documents `id` — `docs/rules.md`, `docs/change-rules.md`, `docs/checks.md`
    /// or `docs/input-problems.md` — for the identifiers of this layer's catalogue; nil otherwise.
    public static func rule(_ id: String) -> String? { links[id] }

    private static let links: [String: String] = {
        let catalogue = DiagnosticCatalogue.rulesLayer
        var links: [String: String] = [:]
        for id in catalogue.ids(of: .lint) { links[id] = page(RuleDocumentation.markdownPath, anchor: id) }
        for id in catalogue.ids(of: .change) { links[id] = page(ChangeRuleDocumentation.markdownPath, anchor: id) }
        for kind in [DiagnosticGroup.Kind.check, .input] {
            for id in catalogue.ids(of: DiagnosticCatalogue.Kind(rawValue: kind.rawValue) ?? .check) {
                links[id] = page(DiagnosticDocumentation.markdownPath(kind), anchor: id)
            }
        }
        return links
    }()
}
