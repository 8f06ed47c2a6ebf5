import CKSchemaKit

/// The lines text output adds about the findings baseline: what it skipped, and what it no longer needs.
enum BaselineSummary {
    static func lines(_ outcome: FindingsOutcome) -> String {
        var text = ""
        if outcome.acceptedCount > 0 {
            text += "skipped \(outcome.acceptedCount) finding\(outcome.acceptedCount == 1 ? "" : "s") recorded in the baseline\n"
        }
        if !outcome.staleEntries.isEmpty {
            let count = outcome.staleEntries.count
            text += "note: \(count) baseline entr\(count == 1 ? "y no longer matches" : "ies no longer match") a finding; "
                + "run 'ckschema baseline --update' to drop \(count == 1 ? "it" : "them")\n"
        }
        return text
    }
}
