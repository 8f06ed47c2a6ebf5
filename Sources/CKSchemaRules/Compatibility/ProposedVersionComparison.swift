import CKSchemaCore

/// A proposed schema version against the earlier states it must stay compatible with — its
/// predecessor, the released versions, `--against` references and production exports — with each
/// change finding reported once, on the proposed version's side.
///
/// Production keeps everything ever deployed, so every released version is compared, not only
/// the last one. The same removal seen against three earlier versions is one finding: per (rule,
/// element), the first comparison that reports it wins, so the nearest goes first.
public struct ProposedVersionComparison: Sendable {
    /// The version under review.
    public let proposed: Schema
    /// The change findings (once per rule and element) and production findings, unsorted.
    public private(set) var diagnostics: [Diagnostic] = []
    /// What becomes permanent in production once `proposed` is deployed (against the nearest
    /// earlier version).
    public private(set) var permanent: [String] = []
    /// What `proposed` adds that a production schema compared with already has: deployed, so
    /// no longer news (``compare(withProduction:file:gate:isProduction:)``).
    public private(set) var deployed: [String] = []
    /// The production schema ``deployed`` was found in.
    public private(set) var deployedIn: String?
    /// What a released `proposed` added since its predecessor: it shipped with the release
    /// (``compare(sincePredecessor:released:isReleased:)``), so none of it is news.
    public private(set) var shipped: [String] = []
    /// The elements each additive finding makes permanent, by its index in ``diagnostics``.
    private var additions: [Int: [String]] = [:]
    /// The earlier versions' files, in the order compared.
    public private(set) var files: [String] = []
    /// The comparisons made, nearest first.
    public private(set) var reports: [CompatibilityReport] = []
    private var reported: Set<String> = []
    private let checker: CompatibilityChecker

    public init(proposed: Schema, checker: CompatibilityChecker = CompatibilityChecker()) {
        self.proposed = proposed
        self.checker = checker
    }

    /// Compares `proposed` with each of `references`, nearest first, keeping every finding.
    public mutating func compare(with references: [Schema]) {
        for reference in references { add(checker.check(old: reference, new: proposed), keeping: nil) }
    }

    /// Compares `proposed` with its predecessor, then with `released` versions, nearest first,
    /// keeping only findings about elements `proposed` changes relative to its predecessor: what
    /// older versions already differed in was reported when they were the newest. The comparison
    /// with the predecessor gives those elements too, so it is diffed once.
    ///
    /// - Parameter isReleased: whether `proposed` is itself released and unchanged since: what it
    ///   adds then shipped with it, and is listed in ``shipped`` instead of being reported (what it
    ///   breaks still is: the gate never passes on a lock alone).
    public mutating func compare(sincePredecessor predecessor: Schema, released: [Schema], isReleased: Bool = false) {
        let nearest = checker.check(old: predecessor, new: proposed)
        let changedByProposed = Set(nearest.changes.map(Self.element))
        add(nearest, keeping: changedByProposed, skippingSafe: isReleased)
        if isReleased {
            shipped = permanent
            permanent = []
        }
        // A rename hint pairs a removal and an addition of one step: against an older version, the
        // removal may be one an earlier step made. What is new in production is the predecessor's
        // to say: against an older version, an element the predecessor already has looks added
        // (a field that exists since an earlier version made required), so additive findings
        // come from the predecessor alone.
        for version in released {
            add(checker.check(old: version, new: proposed), keeping: changedByProposed,
                skipping: [PossibleRenameRule.description.id], skippingSafe: true)
        }
    }

    /// Takes in the comparison with one earlier version: its findings about `changed` elements (all when
    /// nil) that no nearer comparison reported, except those of the rules in `skipping` and, with
    /// `skippingSafe`, those without effect on production or older apps (additions).
    private mutating func add(_ report: CompatibilityReport, keeping changed: Set<String>?, skipping: Set<String> = [],
                              skippingSafe: Bool = false) {
        if reports.isEmpty { permanent = report.permanent }
        reports.append(report)
        if let file = report.old.file { files.append(file) }
        for finding in report.reported where !skipping.contains(finding.ruleID) {
            if skippingSafe && finding.impact == .safe { continue }
            if let changed, !changed.contains(Self.element(finding.change)) { continue }
            guard reported.insert(finding.ruleID + "|" + Self.element(finding.change)).inserted else { continue }
            if finding.impact == .safe && !finding.permanent.isEmpty { additions[diagnostics.count] = finding.permanent }
            diagnostics.append(finding.diagnostic(in: proposed))
        }
    }

    /// Adds the record-type-level production rules and release readiness against a deployed
    /// schema (a `.ckdb` export or the local store's production) at `file`, as `gate` reports
    /// them. A deletion or retyping an earlier version's comparison already reported is not
    /// reported again.
    ///
    /// - Parameter isProduction: false for a development schema (`--against development`): what it
    ///   has is not deployed.
    public mutating func compare(withProduction production: CloudKitSchema, file: String, gate: CheckGate = .release,
                                 isProduction: Bool = true) {
        if isProduction { drop(deployedIn: production, file: file) }
        let seen = Set(diagnostics.map(Self.subject))
        diagnostics += ProductionComparison.check(proposed, against: production, gate: gate)
            .filter { $0.entity == nil || !seen.contains(Self.subject($0)) }
        files.append(file)
    }

    /// Moves what `production` already has from ``permanent`` to ``deployed``, and drops the
    /// additive findings whose every element it has: deployed, they are permanent already.
    private mutating func drop(deployedIn production: CloudKitSchema, file: String) {
        let has = { (element: String) in Self.has(production, element) }
        let found = permanent.filter(has)
        guard !found.isEmpty else { return }
        deployed += found.filter { !deployed.contains($0) }
        deployedIn = deployedIn ?? file
        permanent.removeAll(where: has)
        let dropped = Set(additions.filter { $0.value.allSatisfy(has) }.keys)
        var kept: [Diagnostic] = [], keptAdditions: [Int: [String]] = [:]
        for (index, diagnostic) in diagnostics.enumerated() where !dropped.contains(index) {
            if let elements = additions[index] { keptAdditions[kept.count] = elements }
            kept.append(diagnostic)
        }
        diagnostics = kept
        additions = keptAdditions
    }

    /// Whether `production` has an element as a finding's permanent list names it
    /// (`record type 'CD_Score'`, `field 'CD_Score.CD_points' (INT64)`).
    static func has(_ production: CloudKitSchema, _ element: String) -> Bool {
        let quoted = element.split(separator: "'", omittingEmptySubsequences: false)
        guard quoted.count >= 3 else { return false }
        let name = String(quoted[1])
        if element.hasPrefix("record type ") { return production.recordType(named: name) != nil }
        guard element.hasPrefix("field "), let dot = name.firstIndex(of: ".") else { return false }
        let field = name[name.index(after: dot)...]
        return production.recordType(named: String(name[..<dot]))?.fields.contains { $0.name.value == field } == true
    }

    /// A finding's rule and element, by Core Data names (`field_no_delete Score.points`).
    private static func subject(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.id) \(diagnostic.entity ?? "").\(diagnostic.attribute ?? diagnostic.relationship ?? "")"
    }

    /// The element a change concerns, by kind and path in the new version (`attribute Score.points`).
    static func element(_ change: SchemaChange) -> String {
        change.element.rawValue + " " + change.path
    }
}

extension ChangeFinding {
    /// The finding as a diagnostic of the version under review: located in `proposed`'s file (a
    /// removed member at the entity that lost it, a removed entity at the top of the file), with
    /// the older position as the related location.
    public func diagnostic(in proposed: Schema) -> Diagnostic {
        var diagnostic = self.diagnostic
        diagnostic.location = change.newLocation ?? proposed.source.location
            ?? proposed.file.map { SourceLocation(file: $0, line: 1, column: 1) }
        diagnostic.relatedLocation = change.oldLocation
        return diagnostic
    }
}
