import CKSchemaCore

/// Renders the checks and input problems (``DiagnosticGroup``) from their declarations:
/// `docs/checks.md` and `docs/input-problems.md`, the JSON and text catalogs of
/// `ckschema rules --kind check|input`, and `ckschema explain ID` for them.
///
/// Returns strings only; the CLI prints or writes them.
public enum DiagnosticDocumentation {
    /// Where the page of a kind lives, relative to the repository root.
    public static func markdownPath(_ kind: DiagnosticGroup.Kind) -> String {
        switch kind {
        case .check: "docs/checks.md"
        case .input: "docs/input-problems.md"
        }
    }

    // MARK: Markdown

    /// The page of one kind. Checks: a table of every identifier, then per group its summary and
    /// one section per identifier with severity, summary, rationale, fix and examples. Input
    /// problems: a short index, one table per group (`ckschema explain ID` prints the rest).
    public static func markdown(_ kind: DiagnosticGroup.Kind, groups: [DiagnosticGroup]) -> String {
        let groups = groups.filter { $0.kind == kind }
        if kind == .input { return index(groups) }
        var out = "# \(title(kind))\n\n"
        out += "<!-- Generated from the DiagnosticGroup declarations of every layer (Sources/*/…Problems.swift, …Checks.swift). "
        out += "Do not edit. Regenerate with `make generate`. -->\n\n"
        out += introduction(kind) + "\n\n"
        out += "| ID | Severity | Summary |\n|---|---|---|\n"
        for group in groups {
            for d in group.diagnostics {
                out += "| [`\(d.id)`](#\(d.id)) | \(d.severity.rawValue) | \(DocumentationText.tableCell(d.summary)) |\n"
            }
        }
        for group in groups {
            out += "\n## \(group.name)\n\n\(sentence(group.summary))\n"
            for d in group.diagnostics { out += "\n" + section(d) }
        }
        return out
    }

    /// The input problems' index: per group its summary and a row per identifier (an anchor, the
    /// severity and the summary), so a report's link lands on the row and `explain` tells the rest.
    private static func index(_ groups: [DiagnosticGroup]) -> String {
        var out = "# \(title(.input))\n\n"
        out += "<!-- Generated from the DiagnosticGroup declarations of every layer (Sources/*/…Problems.swift). "
        out += "Do not edit. Regenerate with `make generate`. -->\n\n"
        out += introduction(.input) + "\n"
        for group in groups {
            out += "\n## \(group.name)\n\n\(sentence(group.summary))\n\n| ID | Severity | Summary |\n|---|---|---|\n"
            for d in group.diagnostics {
                out += "| <a id=\"\(d.id)\"></a>`\(d.id)` | \(d.severity.rawValue) | \(DocumentationText.tableCell(d.summary)) |\n"
            }
        }
        return out
    }

    /// `text` ending with one period (some group summaries carry their own).
    private static func sentence(_ text: String) -> String { text.hasSuffix(".") ? text : text + "." }

    private static func title(_ kind: DiagnosticGroup.Kind) -> String {
        switch kind {
        case .check: "Checks"
        case .input: "Input problems"
        }
    }

    private static func introduction(_ kind: DiagnosticGroup.Kind) -> String {
        switch kind {
        case .check:
            "Findings of checks that are not lint rules ([rules.md](rules.md)) or change rules "
                + "([change-rules.md](change-rules.md)): what a build needs from production, the release "
                + "lock, and the `.ckdb` inspector. Errors make the command exit with status 1. "
                + "`ckschema explain ID` prints any section of this page."
        case .input:
            "Problems with what a command was given: the command prints each with its `file:line:column`, "
                + "writes nothing and exits with status 2. Warnings (the Core Data importer's) say what "
                + "was read only in part. This page lists every identifier; the message printed with it "
                + "says what is wrong and where."
        }
    }

    private static func section(_ d: DiagnosticDescription) -> String {
        var out = "<a id=\"\(d.id)\"></a>\n### \(d.name)\n\n"
        out += "`\(d.id)` · \(d.severity.rawValue)\n\n\(d.summary).\n\n"
        out += "**Why.** \(d.rationale)\n\n**How to fix.** \(d.fix)\n\n"
        for example in d.examples {
            switch example.input {
            case .file(let name, let text):
                out += "**Example** (`\(name)`):\n\n" + block(text, language: language(of: name))
            case .command(let command):
                out += "**Example:**\n\n" + block("$ " + command, language: "sh")
            }
            out += "reports:\n\n" + block(example.output, language: "text")
        }
        return out
    }

    /// A fenced block (a longer fence when the text contains one) followed by an empty line.
    private static func block(_ text: String, language: String) -> String {
        let fence = text.contains("```") ? "````" : "```"
        return fence + language + "\n" + (text.hasSuffix("\n") ? text : text + "\n") + fence + "\n\n"
    }

    private static func language(of file: String) -> String {
        if file.hasSuffix(".yaml") || file.hasSuffix(".yml") { return "yaml" }
        if file.hasSuffix(".md") { return "markdown" }
        if file.hasSuffix("contents") || file.hasSuffix(".xml") { return "xml" }
        if file.hasSuffix(".swift") { return "swift" }
        return "text"
    }

    // MARK: Catalogs

    /// The JSON catalog: `[{id, name, summary, severity, group, rationale, fix}]`, keys in that
    /// order; an input problem has no name, rationale or fix.
    public static func jsonCatalog(groups: [DiagnosticGroup]) -> String {
        DocumentationText.jsonArray(groups.flatMap { group in
            group.diagnostics.map { d in
                [("id", d.id), ("name", d.name), ("summary", d.summary), ("severity", d.severity.rawValue),
                 ("group", group.name), ("rationale", d.rationale), ("fix", d.fix)].filter { !$0.1.isEmpty }
            }
        })
    }

    /// The text catalog: identifier, severity, group and summary in aligned columns.
    public static func textCatalog(groups: [DiagnosticGroup]) -> String {
        DocumentationText.columns(header: ["ID", "SEVERITY", "GROUP", "SUMMARY"], rows: groups.flatMap { group in
            group.diagnostics.map { [$0.id, $0.severity.rawValue, group.name, $0.summary] }
        })
    }

    // MARK: Explain

    /// The text of `ckschema explain ID` for a check or input problem; nil when `id` names none.
    public static func explainIfKnown(_ id: String, groups: [DiagnosticGroup]) -> String? {
        guard let group = groups.first(where: { $0.diagnostics.contains { $0.id == id } }),
              let d = group.diagnostics.first(where: { $0.id == id }) else { return nil }
        let kind = group.kind == .check ? "check" : "input problem"
        // An input problem is declared with its summary alone: it heads the text.
        var out = "\(d.id): \(d.name.isEmpty ? d.summary : d.name)\n\(kind) (\(group.name)), reported as \(d.severity.rawValue)\n\n"
        if !d.name.isEmpty { out += "\(d.summary).\n\n" }
        if !d.rationale.isEmpty { out += "Why\n\n\(DocumentationText.indent(d.rationale))\n\n" }
        if !d.fix.isEmpty { out += "How to fix\n\n\(DocumentationText.indent(d.fix))\n\n" }
        for example in d.examples {
            switch example.input {
            case .file(let name, let text):
                out += "Example (\(name))\n\n\(DocumentationText.indent(text))\n\n"
            case .command(let command):
                out += "Example\n\n\(DocumentationText.indent("$ " + command))\n\n"
            }
            out += "  reports\n\n\(DocumentationText.indent(example.output))\n\n"
        }
        return out
    }
}
