import CKSchemaCore

/// Classifies every change between two schema versions with the declared rules.
///
/// The diff pairs the versions' elements once; each change goes to the rules that declared its
/// subject (``ChangeRule/handles``), in registry order. Fails closed: a change no rule classifies
/// is reported as breaking (`unclassified_change`).
public struct CompatibilityChecker: Sendable {
    /// The id given to changes no rule classifies.
    public static let unclassifiedID = CompatibilityChecks.unclassifiedChange.id

    public var rules: [any ChangeRule] {
        didSet { rulesBySubject = Self.index(rules) }
    }
    /// The rules of each subject, in the order of ``rules``.
    private var rulesBySubject: [ChangeSubject: [any ChangeRule]]

    public init(rules: [any ChangeRule] = ChangeRules.all) {
        self.rules = rules
        self.rulesBySubject = Self.index(rules)
    }

    private static func index(_ rules: [any ChangeRule]) -> [ChangeSubject: [any ChangeRule]] {
        var index: [ChangeSubject: [any ChangeRule]] = [:]
        for rule in rules {
            for subject in type(of: rule).handles { index[subject, default: []].append(rule) }
        }
        return index
    }

    /// The changes from `old` to `new` and what each means.
    public func check(old: Schema, new: Schema) -> CompatibilityReport {
        let changes = SchemaDiff.elementChanges(from: old, to: new)
        let context = ChangeContext(old: old, new: new)
        var findings: [ChangeFinding] = []
        var reported = Set<ReportedLine>()
        for element in changes {
            let change = element.change
            let claimed = (rulesBySubject[ChangeSubject(change)] ?? []).flatMap { element.classify(with: $0, in: context) }
            if claimed.isEmpty {
                findings.append(ChangeFinding(
                    ruleID: Self.unclassifiedID, impact: .breaking,
                    message: "no rule classifies this change, so it counts as breaking: \(change.summary)",
                    change: change))
            }
            // One record type removed by several changes prints one line.
            for finding in claimed where finding.isSilent || reported.insert(ReportedLine(finding)).inserted {
                findings.append(finding)
            }
        }
        return CompatibilityReport(old: old, new: new, changes: changes.map(\.change), findings: findings)
    }
}

/// What makes two findings print the same line.
private struct ReportedLine: Hashable {
    var ruleID: String
    var message: String

    init(_ finding: ChangeFinding) {
        ruleID = finding.ruleID
        message = finding.message
    }
}

extension ElementChange {
    /// What `rule` says about this change, from the handler for its kind of element.
    func classify(with rule: any ChangeRule, in context: ChangeContext) -> [ChangeFinding] {
        switch self {
        case .schema(let schema): rule.schemaChanged(schema, in: context)
        case .entityAdded(let entity): rule.entityAdded(entity, in: context)
        case .entityRemoved(let entity): rule.entityRemoved(entity, in: context)
        case .entityChanged(let entity): rule.entityChanged(entity, in: context)
        case .attributeAdded(let attribute, let entity): rule.attributeAdded(attribute, to: entity, in: context)
        case .attributeRemoved(let attribute, let entity): rule.attributeRemoved(attribute, from: entity, in: context)
        case .attributeChanged(let attribute, let entity): rule.attributeChanged(attribute, of: entity, in: context)
        case .relationshipAdded(let relationship, let entity): rule.relationshipAdded(relationship, to: entity, in: context)
        case .relationshipRemoved(let relationship, let entity): rule.relationshipRemoved(relationship, from: entity, in: context)
        case .relationshipChanged(let relationship, let entity): rule.relationshipChanged(relationship, of: entity, in: context)
        }
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
    public var diagnostics: [Diagnostic] { reported.map { $0.diagnostic(in: new) }.sortedInReportOrder() }

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
