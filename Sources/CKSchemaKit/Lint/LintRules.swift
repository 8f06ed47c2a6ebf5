/// The registry of built-in lint rules: a plain array, kept complete by a test that compares it
/// with the files under `Lint/Rules/`.
public enum LintRules {
    /// Every built-in rule, grouped by category.
    public static let all: [any LintRule.Type] = [
    ]

    /// The rule with this identifier (or deprecated alias).
    public static func rule(withID id: String) -> (any LintRule.Type)? {
        all.first { $0.description.id == id || $0.description.deprecatedAliases.contains(id) }
    }

    /// Identifiers of all rules, in registry order.
    public static var ids: [String] { all.map { $0.description.id } }
}
