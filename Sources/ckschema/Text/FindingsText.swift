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
        for model in outcome.models {
            if !model.permanent.isEmpty {
                text += "permanent once deployed:\n" + model.permanent.map { "  - \($0)\n" }.joined()
            }
            // Said once, not per element: nothing of it is news.
            if !model.deployed.isEmpty {
                text += "already in production (\(model.deployedIn ?? "the production schema")): \(counted(model.deployed)) this version adds, deployed and permanent\n"
            }
            if !model.shipped.isEmpty {
                text += "version \(model.proposed.version) is released: \(counted(model.shipped)) it added shipped with it\n"
            }
        }
        return text + baselineSummary(outcome.findings)
    }

    /// `2 fields, 1 record type`: the kinds of a permanent list's elements, counted.
    static func counted(_ elements: [String]) -> String {
        let types = elements.filter { $0.hasPrefix("record type ") }.count
        let fields = elements.filter { $0.hasPrefix("field ") }.count
        let other = elements.count - types - fields
        return [(types, "record type"), (fields, "field"), (other, "other element")].compactMap { count, word in
            count == 0 ? nil : "\(count) \(word)\(count == 1 ? "" : "s")"
        }.joined(separator: ", ")
    }
}
