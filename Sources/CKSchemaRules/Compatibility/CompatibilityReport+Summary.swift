import CKSchemaCore

extension CompatibilityReport {
    /// "WordErase 2 → 3".
    public var stepTitle: String {
        "\(new.model) \(old.version) → \(new.version)"
    }

    /// One line: the step, the verdict and the counts of changes by impact.
    public var summaryLine: String {
        let verdict: String
        switch highestImpact {
        case .breaking: verdict = "breaking in production"
        case .clientCompatibility: verdict = "compatible with production, but older app versions are affected"
        case .migration: verdict = "compatible; the local store needs a \(migrationKind.rawValue) migration"
        case .safe: verdict = changes.isEmpty ? "no changes" : "additive"
        }
        func count(_ impact: ChangeImpact) -> Int { changeCount(impact) }
        return "\(stepTitle): \(verdict) (\(changes.count) change\(changes.count == 1 ? "" : "s"); "
            + "\(count(.breaking)) breaking, \(count(.clientCompatibility)) client, \(count(.migration)) migration, "
            + "\(permanent.count) permanent once deployed)"
    }
}
