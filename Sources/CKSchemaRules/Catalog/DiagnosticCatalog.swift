import CKSchemaCore

/// Every identifier ckschema can print, each with its one declaration: the lint rules, the change
/// rules, and the diagnostic groups (checks and input problems) of every layer.
///
/// `ckschema rules`, `ckschema explain`, the pages in `docs/` and the tests read it. The rules
/// layer knows its own and the core's groups (``rulesLayer``); the services layer adds the groups
/// of the layers above (`DiagnosticCatalog.complete` in CKSchemaKit).
public struct DiagnosticCatalog: Sendable {
    /// What declares an identifier.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A lint rule (``LintRule``): `ckschema lint`.
        case lint
        /// A change rule (``ChangeRule``): `ckschema diff`, `check`, `plan`.
        case change
        /// A check that is not a lint or change rule (``DiagnosticGroup/Kind/check``).
        case check
        /// An input problem (``DiagnosticGroup/Kind/input``).
        case input
    }

    public let lintRules: [any LintRule.Type]
    public let changeRules: [any ChangeRule]
    public let groups: [DiagnosticGroup]

    public init(lintRules: [any LintRule.Type] = LintRules.all, changeRules: [any ChangeRule] = ChangeRules.all,
                groups: [DiagnosticGroup]) {
        self.lintRules = lintRules
        self.changeRules = changeRules
        self.groups = groups
    }

    /// The lint and change rules and the groups of the core and rules layers.
    public static let rulesLayer = DiagnosticCatalog(groups: DiagnosticGroup.core + DiagnosticGroup.rules)

    /// The groups of one kind, in catalog order.
    public func groups(of kind: DiagnosticGroup.Kind) -> [DiagnosticGroup] {
        groups.filter { $0.kind == kind }
    }

    /// The identifiers of one kind, in documentation order.
    public func ids(of kind: Kind) -> [String] {
        switch kind {
        case .lint: lintRules.map { $0.description.id }
        case .change: changeRules.map { type(of: $0).description.id }
        case .check: groups(of: .check).flatMap { $0.diagnostics.map(\.id) }
        case .input: groups(of: .input).flatMap { $0.diagnostics.map(\.id) }
        }
    }

    /// Every identifier: lint rules, change rules, checks, input problems.
    public var ids: [String] { Kind.allCases.flatMap { ids(of: $0) } }

    /// What declares `id` (a lint rule's deprecated alias counts as the rule); nil when nothing does.
    public func kind(of id: String) -> Kind? {
        if lintRules.contains(where: { $0.description.id == id || $0.description.deprecatedAliases.contains(id) }) {
            return .lint
        }
        return Kind.allCases.dropFirst().first { ids(of: $0).contains(id) }
    }

    /// The declaration of a check or input problem, with its group.
    public func diagnostic(_ id: String) -> (description: DiagnosticDescription, group: DiagnosticGroup)? {
        for group in groups {
            if let description = group.diagnostics.first(where: { $0.id == id }) { return (description, group) }
        }
        return nil
    }

    /// The text of `ckschema explain ID`: everything the declaration of `id` says.
    ///
    /// - Throws: ``InputError`` (``CatalogProblems/unknownRule``, with a suggestion) when nothing
    ///   declares `id`.
    public func explain(_ id: String) throws -> String {
        if let text = RuleDocumentation.explainIfKnown(id, rules: lintRules)
            ?? ChangeRuleDocumentation.explainIfKnown(id, rules: changeRules)
            ?? DiagnosticDocumentation.explainIfKnown(id, groups: groups) {
            return text
        }
        throw InputError(CatalogProblems.unknownRule, message: "unknown rule '\(id)'",
                         fix: Suggestion.didYouMean(id, in: ids))
    }
}
