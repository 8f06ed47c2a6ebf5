import CKSchemaProject
import CKSchemaRules

/// The one-word answer a reviewer wants first: may this change ship as it is?
public enum ReviewVerdict: String, Sendable, CaseIterable, Comparable {
    /// Nothing breaks and nothing needs migrating: additive changes, or none.
    case safe
    /// It can ship, with work: a local migration, or a version bump with fetch filters for older
    /// app versions.
    case needsMigration = "needs migration"
    /// The release gate: production accepts the change but does not have all of it yet (every
    /// error is `release_not_deployed`): deploy, then release.
    case notReadyToRelease = "not ready to release"
    /// Production refuses it, or CloudKit rejects the model: an error finding.
    case breaksProduction = "breaks production"

    private var rank: Int {
        switch self {
        case .safe: 0
        case .needsMigration: 1
        case .notReadyToRelease: 2
        case .breaksProduction: 3
        }
    }

    public static func < (lhs: ReviewVerdict, rhs: ReviewVerdict) -> Bool { lhs.rank < rhs.rank }

    /// "✅ Safe", "⚠️ Needs migration", "⏳ Not ready to release", "❌ Breaks production".
    public var title: String {
        switch self {
        case .safe: "✅ Safe"
        case .needsMigration: "⚠️ Needs migration"
        case .notReadyToRelease: "⏳ Not ready to release"
        case .breaksProduction: "❌ Breaks production"
        }
    }

    /// `safe`, `needs-migration`, `not-ready-to-release`, `breaks-production`: for CI outputs.
    public var slug: String { rawValue.replacingOccurrences(of: " ", with: "-") }
}

extension FindingsReport {
    /// The verdict: an error finding breaks production, unless every error is only a field or
    /// record type production lacks (the release gate: not ready to release); a client-compatibility or migration
    /// finding, or a compared step that needs one, needs migration; anything else is safe.
    public var verdict: ReviewVerdict {
        if hasErrors {
            let onlyUndeployed = diagnostics.allSatisfy { $0.severity != .error || $0.id == ProductionChecks.notDeployed.id }
            return onlyUndeployed ? .notReadyToRelease : .breaksProduction
        }
        let impacts = diagnostics.compactMap { Self.changeImpact(of: $0.id) } + reviews.compactMap { $0.step?.highestImpact }
        return impacts.contains { $0 == .migration || $0 == .clientCompatibility } ? .needsMigration : .safe
    }

    /// The level of the change rule `id`; nil for a lint rule or another identifier.
    static func changeImpact(of id: String) -> ChangeImpact? {
        if id == CompatibilityChecker.unclassifiedID { return .breaking }
        return ChangeRules.rule(id: id).map { type(of: $0).description.level }
    }

    /// Why the verdict is what it is, one sentence per reason, most serious first.
    public var verdictReasons: [String] {
        var reasons: [String] = []
        let changeErrors = diagnostics.filter { $0.severity == .error && Self.changeImpact(of: $0.id) != nil }
        let notDeployed = diagnostics.filter { $0.severity == .error && $0.id == ProductionChecks.notDeployed.id }
        let relaxations = diagnostics.filter { RelaxationChecks.ids.contains($0.id) }
        let otherErrors = diagnostics.filter {
            $0.severity == .error && Self.changeImpact(of: $0.id) == nil && $0.id != ProductionChecks.notDeployed.id
                && !RelaxationChecks.ids.contains($0.id)
        }
        if !changeErrors.isEmpty {
            reasons.append("CloudKit production refuses \(Self.count(changeErrors.count, "change")): deploying the schema would fail.")
        }
        if !notDeployed.isEmpty {
            reasons.append("Not ready to release: production lacks \(Self.count(notDeployed.count, "record type or field", plural: "record types or fields")) this build writes; deploy the schema first.")
        }
        if !otherErrors.isEmpty {
            reasons.append("\(Self.count(otherErrors.count, "error")) in the model: CloudKit rejects it or the release is not ready.")
        }
        if !relaxations.isEmpty {
            reasons.append("The change relaxes the gate in \(Self.count(relaxations.count, "place")): it switches rules off or lowers them, or accepts findings, in its own configuration (listed below).")
        }
        let client = diagnostics.filter { Self.changeImpact(of: $0.id) == .clientCompatibility }.count
        if client > 0 {
            reasons.append("\(Self.count(client, "change")) older app versions misread: raise the version attribute and filter their records (`ckschema plan`).")
        }
        let steps = reviews.compactMap(\.step)
        if steps.contains(where: { $0.migrationKind == .custom && $0.highestImpact >= .migration }) {
            reasons.append("The local store needs a custom migration stage (`ckschema plan --write` writes it).")
        } else if steps.contains(where: { $0.highestImpact == .migration }) {
            reasons.append("The local store migrates lightweight (inferred).")
        }
        let pending = diagnostics.filter { $0.id == ProductionChecks.notInProductionYet.id }.count
        if pending > 0 {
            reasons.append("\(Self.count(pending, "record type or field", plural: "record types or fields")) not in production yet: deploy before the release that writes \(pending == 1 ? "it" : "them") (`ckschema check --release` fails until then).")
        }
        if reasons.count == (pending > 0 ? 1 : 0) {
            let permanent = reviews.reduce(0) { $0 + $1.permanent.count }
            let changes = steps.reduce(0) { $0 + $1.changes.count }
            if steps.isEmpty {
                reasons.append("Nothing breaks and nothing needs migrating.")
            } else if changes == 0 {
                reasons.append("No changes to review.")
            } else {
                reasons.append("Additive only: nothing breaks; \(Self.count(permanent, "element")) become\(permanent == 1 ? "s" : "") permanent once deployed.")
            }
        }
        return reasons
    }

    /// "1 change", "3 errors".
    static func count(_ n: Int, _ noun: String, plural: String? = nil) -> String {
        "\(n) \(n == 1 ? noun : plural ?? noun + "s")"
    }
}
