import CKSchemaCore

/// Renders findings as Markdown for a pull-request comment: a one-line verdict, a table of
/// findings, and the fixes of the rules involved.
public struct MarkdownReporter: Sendable {
    public init() {}

    public func render(_ report: FindingsReport) -> String {
        var out = "### \(report.title)\n\n"
        let errors = report.count(.error), warnings = report.count(.warning), notes = report.count(.note)
        let verdict = errors > 0 ? "❌" : (warnings > 0 ? "⚠️" : "✅")
        out += "\(verdict) **\(errors) error\(errors == 1 ? "" : "s")**, \(warnings) warning\(warnings == 1 ? "" : "s")"
        if notes > 0 { out += ", \(notes) note\(notes == 1 ? "" : "s")" }
        out += " in \(report.files.count) file\(report.files.count == 1 ? "" : "s")\n"
        guard !report.diagnostics.isEmpty else { return out }
        out += "\n| Severity | Location | Rule | Finding |\n|---|---|---|---|\n"
        for d in report.diagnostics {
            let location = d.location.map { "`\($0)`" } ?? ""
            out += "| \(d.severity.rawValue) | \(location) | `\(d.id)` | \(Self.cell(d.message)) |\n"
        }
        let fixes = Dictionary(report.diagnostics.compactMap { d in d.fix.map { (d.id, $0) } }, uniquingKeysWith: { a, _ in a })
        if !fixes.isEmpty {
            out += "\n<details><summary>How to fix</summary>\n\n"
            for id in fixes.keys.sorted() {
                let name = report.rules[id]?.name ?? id
                out += "- **\(name)** (`\(id)`): \(Self.cell(fixes[id] ?? ""))\n"
            }
            out += "\n</details>\n"
        }
        return out
    }

    /// Makes text safe inside a table cell.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
