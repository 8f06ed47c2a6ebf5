import CKSchemaKit
/// The lines text output adds around a gate's findings.
enum FindingsText {
    /// What the findings baseline skipped, and the entries it no longer needs.
    static func baselineSummary(_ outcome: FindingsOutcome) -> String {
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

    /// `check` (text), after the findings: what each model makes permanent once deployed, then
    /// the baseline summary.
    static func checkClosing(_ outcome: CheckOutcome) -> String {
        var text = ""
        for model in outcome.models where !model.permanent.isEmpty {
            text += "permanent once deployed:\n" + model.permanent.map { "  - \($0)\n" }.joined()
        }
        return text + baselineSummary(outcome.findings)
    }
}
