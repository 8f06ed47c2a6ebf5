import CKSchemaCore
import CKSchemaProject
import CKSchemaRules

/// Renders a report as a pull-request summary (`--format markdown`, and the GitHub step summary):
///
/// 1. the verdict first — safe, needs migration or breaks production — and why;
/// 2. the ways the change relaxes the gate (`check --base`), apart, then a table of findings, each
///    rule linked to its documentation, with the older position;
/// 3. how to fix, and the findings accepted on purpose (suppressed or baselined);
/// 4. what becomes permanent in production once deployed;
/// 5. a Mermaid `erDiagram` of each model's newest version with added, changed and removed
///    entities, attributes and relationships marked (GitHub renders it).
public struct MarkdownReporter: Sendable {
    /// Rows of the findings table beyond this are counted, not listed: GitHub refuses a step
    /// summary over 1 MiB.
    public var maximumRows: Int

    public init(maximumRows: Int = 200) {
        self.maximumRows = maximumRows
    }

    public func render(_ report: FindingsReport) -> String {
        var out = "### \(report.title)\n\n"
        out += "**\(report.verdict.title)** · \(Self.counts(report))\n\n"
        out += report.verdictReasons.map { "- \($0)\n" }.joined()
        out += relaxations(report)
        out += findingsTable(report)
        out += fixes(report)
        out += accepted(report)
        out += permanent(report)
        for review in report.reviews {
            out += diagram(review)
        }
        return out
    }

    /// "1 error, 2 warnings, 3 notes in 2 files · 1 accepted".
    static func counts(_ report: FindingsReport) -> String {
        var parts = [FindingsReport.count(report.count(.error), "error"), FindingsReport.count(report.count(.warning), "warning")]
        if report.count(.note) > 0 { parts.append(FindingsReport.count(report.count(.note), "note")) }
        var out = parts.joined(separator: ", ") + " in " + FindingsReport.count(report.files.count, "file")
        if !report.accepted.isEmpty { out += " · \(report.accepted.count) accepted" }
        return out
    }

    private func findingsTable(_ report: FindingsReport) -> String {
        guard !report.diagnostics.isEmpty else { return "" }
        let rows = report.diagnostics.sorted { ($0.severity, $1) > ($1.severity, $0) }
        var out = "\n| | Rule | Finding | Where |\n|---|---|---|---|\n"
        for d in rows.prefix(maximumRows) {
            out += "| \(Self.icon(d.severity)) \(d.severity.rawValue) | \(Self.ruleLink(d.id)) | \(Self.cell(d.message)) | \(Self.place(d, report)) |\n"
        }
        if rows.count > maximumRows {
            out += "\n\(rows.count - maximumRows) more findings are not listed here; the text, JSON or SARIF output has them all.\n"
        }
        return out
    }

    /// The change's own relaxations of the gate (rules off or lowered, suppressions and baseline
    /// entries added), listed apart so a reviewer sees them before the findings they may hide.
    private func relaxations(_ report: FindingsReport) -> String {
        let relaxations = report.diagnostics.filter { RelaxationChecks.ids.contains($0.id) }
        guard !relaxations.isEmpty else { return "" }
        var out = "\n#### The change relaxes the gate (\(relaxations.count))\n\n"
        for d in relaxations.prefix(maximumRows) {
            out += "- \(Self.icon(d.severity)) \(Self.cell(d.message)) · \(Self.place(d, report)) · \(Self.ruleLink(d.id))\n"
        }
        if relaxations.count > maximumRows { out += "- … and \(relaxations.count - maximumRows) more\n" }
        return out
    }

    private func fixes(_ report: FindingsReport) -> String {
        var fixes: [(String, String)] = []
        let rules = report.rules
        for d in report.diagnostics.sorted(by: { $0.id < $1.id })
        where d.severity >= .warning && !fixes.contains(where: { $0.0 == d.id }) {
            if let fix = d.fix ?? rules[d.id]?.fix { fixes.append((d.id, fix)) }
        }
        guard !fixes.isEmpty else { return "" }
        var out = "\n<details><summary>How to fix</summary>\n\n"
        for (id, fix) in fixes {
            out += "- **\(rules[id]?.name ?? id)** (\(Self.ruleLink(id))): \(Self.cell(fix))\n"
        }
        return out + "\n</details>\n"
    }

    private func accepted(_ report: FindingsReport) -> String {
        guard !report.accepted.isEmpty else { return "" }
        var out = "\n<details><summary>Accepted findings (\(report.accepted.count))</summary>\n\n"
        out += "| Rule | Finding | Where | Accepted in | Reason |\n|---|---|---|---|---|\n"
        for finding in report.accepted {
            let by = finding.source == .configuration ? "`ckschema.yaml`" : "baseline"
            out += "| \(Self.ruleLink(finding.diagnostic.id)) | \(Self.cell(finding.diagnostic.message)) | "
                + "\(Self.place(finding.diagnostic, report)) | \(by) | \(Self.cell(finding.justification)) |\n"
        }
        return out + "\n</details>\n"
    }

    private func permanent(_ report: FindingsReport) -> String {
        let reviews = report.reviews.filter { !$0.permanent.isEmpty }
        guard !reviews.isEmpty else { return "" }
        let total = reviews.reduce(0) { $0 + $1.permanent.count }
        var out = "\n#### Permanent in production once deployed (\(total))\n\n"
        out += "CloudKit never deletes a deployed record type or field, nor changes its type.\n\n"
        let collapse = total > 15
        if collapse { out += "<details><summary>\(FindingsReport.count(total, "element"))</summary>\n\n" }
        for review in reviews {
            if reviews.count > 1 { out += "**\(UntrustedText.markdown(review.proposed.model))**\n\n" }
            out += review.permanent.map { "- \(Self.cell($0))\n" }.joined()
            if reviews.count > 1 { out += "\n" }
        }
        if collapse { out += "\n</details>\n" }
        return out
    }

    private func diagram(_ review: ModelReview) -> String {
        var out = "\n#### \(UntrustedText.markdown(review.proposed.model)), version \(UntrustedText.markdown(review.proposed.version.description))"
        if let old = review.step?.old { out += " (changes since version \(old.version))" }
        out += "\n\n" + ERDiagram.mermaid(review.proposed, marks: review.marks)
        if review.step != nil {
            out += "\n<sub>ADDED, CHANGED, RENAMED and REMOVED mark entities; comments on attributes and "
                + "relationship labels say what changed; removed elements are drawn too.</sub>\n"
        }
        return out
    }

    // MARK: - Cells

    static func icon(_ severity: Severity) -> String {
        switch severity {
        case .error: "❌"
        case .warning: "⚠️"
        case .note: "ℹ️"
        }
    }

    /// The rule ID linked to its documentation section, or the bare ID.
    public static func ruleLink(_ id: String) -> String {
        DocumentationLinks.rule(id).map { "[`\(id)`](\($0))" } ?? "`\(id)`"
    }

    /// "`schemas/v4.yaml:9:5` (was at `schemas/v3.yaml:12` at main)".
    static func place(_ d: Diagnostic, _ report: FindingsReport) -> String {
        var place = d.location.map { "`\(UntrustedText.markdownCode($0.description))`" } ?? ""
        if let related = d.relatedLocation {
            place += " (was at `\(UntrustedText.markdownCode(report.repository.describe(related)))`)"
        }
        return place
    }

    /// Makes text safe inside a table cell or a list item: it may hold the repository's names,
    /// paths and reasons, so nothing in it is read as Markdown or HTML (UntrustedText).
    static func cell(_ text: String) -> String {
        UntrustedText.markdown(text)
    }
}
