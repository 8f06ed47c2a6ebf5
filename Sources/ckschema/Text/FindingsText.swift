import CKSchemaCore
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

    /// What the gate checked, one line per model:
    /// `checked 'Journal' version 9 (schemas/Journal-v9.yaml) against versions 1–6, 8`.
    static func checked(_ model: ModelCheck) -> String {
        let file = (model.origin ?? model.proposed.file).map { " (\($0))" } ?? ""
        let versions = Set(model.comparedVersions.map(\.version)).sorted()
        let against = versions.isEmpty ? "" : " against version\(versions.count == 1 ? "" : "s") " + ranges(versions)
        return "checked '\(model.proposed.model)' version \(model.proposed.version)\(file)\(against)"
    }

    /// Ascending numbers with runs of three or more shortened: `1–6, 8`.
    static func ranges(_ numbers: [Int]) -> String {
        var parts: [String] = []
        var index = 0
        while index < numbers.count {
            var end = index
            while end + 1 < numbers.count && numbers[end + 1] == numbers[end] + 1 { end += 1 }
            if end - index >= 2 {
                parts.append("\(numbers[index])–\(numbers[end])")
            } else {
                parts += numbers[index...end].map(String.init)
            }
            index = end + 1
        }
        return parts.joined(separator: ", ")
    }


    /// `check` (text), after the findings: what each model makes permanent once deployed, then
    /// the baseline summary.
    static func checkClosing(_ outcome: CheckOutcome) -> String {
        var text = ""
        for model in outcome.models {
            if !model.permanent.isEmpty {
                text += "permanent once deployed:\n" + model.permanent.map { "  - \(UntrustedText.oneLine($0))\n" }.joined()
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
