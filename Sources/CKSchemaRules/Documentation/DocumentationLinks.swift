import CKSchemaCore

/// Where ckschema's documentation lives on the repository, and the link to each rule's section:
/// every report format links a finding to the section that explains its rule — once there is a
/// public repository to link to.
public enum DocumentationLinks {
    /// The repository's home page: nil while ckschema has no public repository, so reports carry
    /// no link (SARIF `helpUri`, JSON `helpUri`, Markdown, GitHub and JUnit help lines) rather than
    /// one that leads nowhere. `ckschema explain ID` prints every rule's documentation offline.
    public static let repository: String? = nil
    /// Pages are linked on this branch.
    public static let branch = "main"

    /// The URL of `path` (relative to the repository root) on the repository, at `anchor` when
    /// given; nil without a repository.
    public static func page(_ path: String, anchor: String? = nil) -> String? {
        repository.map { "\($0)/blob/\(branch)/\(path)" + (anchor.map { "#\($0)" } ?? "") }
    }

    /// The section that documents `id` — `docs/rules.md`, `docs/change-rules.md`, `docs/checks.md`
    /// or `docs/input-problems.md` — for the identifiers of this layer's catalog; nil otherwise.
    public static func rule(_ id: String) -> String? {
        // Without a repository every link is nil: the table (every rule's description) is not built.
        repository == nil ? nil : links[id]
    }

    private static let links: [String: String] = {
        let catalog = DiagnosticCatalog.rulesLayer
        var links: [String: String] = [:]
        for id in catalog.ids(of: .lint) { links[id] = page(RuleDocumentation.markdownPath, anchor: id) }
        for id in catalog.ids(of: .change) { links[id] = page(ChangeRuleDocumentation.markdownPath, anchor: id) }
        for kind in [DiagnosticGroup.Kind.check, .input] {
            for id in catalog.ids(of: DiagnosticCatalog.Kind(rawValue: kind.rawValue) ?? .check) {
                links[id] = page(DiagnosticDocumentation.markdownPath(kind), anchor: id)
            }
        }
        return links
    }()
}
