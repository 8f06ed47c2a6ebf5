import CKSchemaCore
import CKSchemaRules

/// Renders a ``CompatibilityReport`` (what `ckschema diff` prints) in every ``ReportFormat``.
///
/// Text, GitHub and SARIF reuse the findings reporters; JSON adds the changes and the permanent
/// list to the findings shape; Markdown is a pull-request comment with a summary line, a table of
/// changes by impact and a Mermaid ER diagram of the new model with the changed entities marked.
public enum DiffReporter {
    /// The findings of a comparison as a report for the generic reporters.
    public static func findingsReport(_ report: CompatibilityReport, title: String) -> FindingsReport {
        let files = [report.old.file, report.new.file].compactMap { $0 }
        var findings = FindingsReport(title: title, diagnostics: report.diagnostics, files: files, rules: report.ruleMetadata)
        findings.register([report.old, report.new])
        findings.reviews = [ModelReview(proposed: report.new, step: report)]
        return findings
    }

    /// "WordErase 2 → 3".
    public static func title(_ report: CompatibilityReport) -> String { report.stepTitle }

    /// One line: the verdict and the counts.
    public static func summary(_ report: CompatibilityReport) -> String { report.summaryLine }

    public static func render(_ report: CompatibilityReport, as format: ReportFormat, useColor: Bool = false,
                              sourceLines: (@Sendable (String) -> SourceLines?)? = nil) -> String {
        let findings = findingsReport(report, title: "ckschema diff \(title(report))")
        switch format {
        case .text:
            let reporter = sourceLines.map { TextReporter(useColor: useColor, sourceLines: $0) } ?? TextReporter(useColor: useColor)
            var out = report.reported.isEmpty ? "" : reporter.render(findings).split(separator: "\n", omittingEmptySubsequences: false)
                .dropLast(2).joined(separator: "\n") + "\n"
            if !report.permanent.isEmpty {
                out += "permanent once deployed:\n" + report.permanent.map { "  - \(UntrustedText.oneLine($0))\n" }.joined()
            }
            return out + UntrustedText.lineStart(summary(report)) + "\n"
        case .json:
            return json(report, findings: findings)
        case .github, .sarif, .junit:
            return Reporter.render(findings, as: format)
        case .markdown:
            return markdown(report)
        }
    }

    // MARK: - JSON

    static func json(_ report: CompatibilityReport, findings: FindingsReport) -> String {
        func count(_ impact: ChangeImpact) -> JSONValue { .int(report.changeCount(impact)) }
        return JSONValue.object([
            ("model", .string(report.new.model)),
            ("from", .int(report.old.version)),
            ("to", .int(report.new.version)),
            ("impact", .string(report.highestImpact.rawValue)),
            ("migration", .string(report.migrationKind.rawValue)),
            ("findings", .array(findings.diagnostics.map(JSONReporter.finding))),
            ("changes", .array(report.changes.map(changeJSON))),
            ("permanent", .array(report.permanent.map(JSONValue.string))),
            ("summary", .object([
                ("breaking", count(.breaking)), ("client", count(.clientCompatibility)),
                ("migration", count(.migration)), ("safe", count(.safe)),
                ("changes", .int(report.changes.count)),
            ])),
        ]).rendered()
    }

    static func changeJSON(_ change: SchemaChange) -> JSONValue {
        return .object(compacting: [
            ("element", .string(change.element.rawValue)),
            ("kind", .string(change.kind.name)),
            ("property", change.property.map { .string($0.rawValue) }),
            ("entity", change.entity.map(JSONValue.string)),
            ("oldEntity", change.oldEntity.flatMap { $0 == change.entity ? nil : .string($0) }),
            ("member", change.member.map(JSONValue.string)),
            ("oldMember", change.oldMember.flatMap { $0 == change.member ? nil : .string($0) }),
            ("oldValue", change.oldValue.map(JSONValue.string)),
            ("newValue", change.newValue.map(JSONValue.string)),
            ("oldLocation", change.oldLocation.map { .string($0.description) }),
            ("newLocation", change.newLocation.map { .string($0.description) }),
        ])
    }

    // MARK: - Markdown

    static func markdown(_ report: CompatibilityReport) -> String {
        let icon: String
        switch report.highestImpact {
        case .breaking: icon = "❌"
        case .clientCompatibility: icon = "⚠️"
        case .migration: icon = "ℹ️"
        case .safe: icon = "✅"
        }
        var out = "### ckschema diff: \(MarkdownReporter.cell(title(report)))\n\n\(icon) \(MarkdownReporter.cell(summary(report)))\n"
        let rows = report.reported.sorted { ($0.impact, $1.change.path) > ($1.impact, $0.change.path) }
        if !rows.isEmpty {
            out += "\n| Impact | Change | Rule | Where |\n|---|---|---|---|\n"
            for finding in rows {
                let d = finding.diagnostic
                var place = d.location.map { "`\(UntrustedText.markdownCode($0.description))`" } ?? ""
                if let related = d.relatedLocation { place += " (was `\(UntrustedText.markdownCode(related.description))`)" }
                out += "| \(finding.impact.title) | \(MarkdownReporter.cell(finding.message)) | \(MarkdownReporter.ruleLink(finding.ruleID)) | \(place) |\n"
            }
        }
        if !report.permanent.isEmpty {
            out += "\n<details><summary>Permanent once deployed (\(report.permanent.count))</summary>\n\n"
            out += report.permanent.map { "- \(MarkdownReporter.cell($0))\n" }.joined() + "\n</details>\n"
        }
        out += "\n" + ERDiagram.mermaid(report.new, marks: ChangeMarks(changes: report.changes, old: report.old, new: report.new))
        return out
    }
}
