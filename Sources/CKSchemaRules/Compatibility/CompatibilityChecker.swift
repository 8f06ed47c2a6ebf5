import CKSchemaCore

/// Classifies every change between two schema versions with the declared rules.
///
/// Fails closed: a change no rule classifies is reported as breaking (`unclassified_change`).
public struct CompatibilityChecker: Sendable {
    /// The id given to changes no rule classifies.
    public static let unclassifiedID = CompatibilityChecks.unclassifiedChange.id

    public var rules: [any ChangeRule]

    public init(rules: [any ChangeRule] = ChangeRules.all) {
        self.rules = rules
    }

    /// The changes from `old` to `new` and what each means.
    public func check(old: Schema, new: Schema) -> CompatibilityReport {
        let changes = SchemaDiff.changes(from: old, to: new)
        let context = ChangeContext(old: old, new: new)
        var findings: [ChangeFinding] = []
        for change in changes {
            let claimed = rules.flatMap { $0.classify(change, in: context) }
            if claimed.isEmpty {
                findings.append(ChangeFinding(
                    ruleID: Self.unclassifiedID, impact: .breaking,
                    message: "no rule classifies this change, so it counts as breaking: \(change.summary)",
                    change: change))
            } else {
                for finding in claimed where !findings.contains(where: { $0.sameReport(as: finding) }) {
                    findings.append(finding)
                }
            }
        }
        return CompatibilityReport(old: old, new: new, changes: changes, findings: findings)
    }
}

extension ChangeFinding {
    /// Two findings that would print the same line (one record type removed by several changes).
    func sameReport(as other: ChangeFinding) -> Bool {
        !isSilent && ruleID == other.ruleID && message == other.message
    }
}

/// The classified differences between two versions.
public struct CompatibilityReport: Sendable {
    public var old: Schema
    public var new: Schema
    public var changes: [SchemaChange]
    /// Every classification, silent ones included, in change order.
    public var findings: [ChangeFinding]

    /// The findings worth reporting (silent classifications left out).
    public var reported: [ChangeFinding] { findings.filter { !$0.isSilent } }

    /// The findings as diagnostics, in report order.
    public var diagnostics: [Diagnostic] { reported.map { $0.diagnostic(in: new) }.sorted() }

    /// How many changes have `impact` as their most serious finding's impact: the breakdown every
    /// report shows (diff summary, plan table, JSON), so the counts add up to the changes.
    public func changeCount(_ impact: ChangeImpact) -> Int {
        var highest: [SchemaChange: ChangeImpact] = [:]
        for finding in findings { highest[finding.change] = max(highest[finding.change] ?? .safe, finding.impact) }
        return changes.filter { (highest[$0] ?? .safe) == impact }.count
    }

    /// The most serious impact, or `safe` when nothing changed.
    public var highestImpact: ChangeImpact { findings.map(\.impact).max() ?? .safe }

    /// What becomes permanent in CloudKit once the new version is deployed, without duplicates.
    public var permanent: [String] {
        var seen: Set<String> = []
        return findings.flatMap(\.permanent).filter { seen.insert($0).inserted }
    }

    /// Whether every change is additive or harmless (no breaking, client or migration finding).
    public var isAdditive: Bool { highestImpact == .safe }

    /// The local migration a store needs: custom when any finding asks for code.
    public var migrationKind: MigrationKind {
        findings.contains { $0.migration == .custom || $0.ruleID == CompatibilityChecker.unclassifiedID }
            ? .custom : .lightweight
    }

    /// Metadata for the rules that appear, for SARIF and Markdown.
    public var ruleMetadata: [RuleMetadata] { ChangeRules.metadata }
}
