/// Renders the change rule catalog (the rules `ckschema diff`, `check` and `plan` classify
/// changes with) from their declarations in ``ChangeRules/all``: `docs/change-rules.md`, the JSON
/// and text catalogs of `ckschema rules --kind change`, and `ckschema explain ID`.
///
/// Returns strings only; the CLI prints or writes them.
public enum ChangeRuleDocumentation {
    /// Where the markdown page lives, relative to the repository root.
    public static let markdownPath = "docs/change-rules.md"

    /// Every change rule identifier, in documentation order.
    public static var ids: [String] { ChangeRules.all.map { type(of: $0).description.id } }

    private static func descriptions(_ rules: [any ChangeRule]) -> [ChangeRuleDescription] {
        rules.map { type(of: $0).description }
    }

    // MARK: Markdown

    /// The complete `docs/change-rules.md`: a table of all rules, then one section per rule with
    /// level, summary, rationale and before/after examples.
    public static func markdown(rules: [any ChangeRule] = ChangeRules.all) -> String {
        var out = """
            # Change rules

            <!-- Generated from the rule declarations in Sources/CKSchemaRules/Compatibility/Rules. Do not edit. \
            Regenerate with `make generate`. -->

            `ckschema diff`, `ckschema check` and `ckschema plan` compare two versions of a schema and \
            classify every change by its impact: **breaking** (CloudKit Production refuses it; error), \
            **client** (older app versions misread the records; warning), **migration** (the local store \
            migrates, lightweight or with code; note) or **safe** (additive, listing what becomes permanent \
            once deployed). A change no rule classifies counts as breaking (`unclassified_change`). \
            `ckschema plan` turns the levels into Apple's strategies: add fields incrementally, bump the \
            version attribute, or move to a new container.

            | Rule | Level | Summary |
            |---|---|---|

            """
        for d in descriptions(rules) {
            out += "| [`\(d.id)`](#\(d.id)) | \(d.level.rawValue) | \(DocumentationText.tableCell(d.summary)) |\n"
        }
        for d in descriptions(rules) {
            out += "\n" + section(d)
        }
        return out
    }

    private static func section(_ d: ChangeRuleDescription) -> String {
        var out = "<a id=\"\(d.id)\"></a>\n## \(d.name)\n\n"
        out += "`\(d.id)` · level **\(d.level.rawValue)** (\(d.level.title.lowercased()), \(d.level.severity.rawValue))\n\n"
        out += "\(d.summary).\n\n**Why.** \(d.rationale)\n\n"
        for (index, example) in d.examples.enumerated() {
            out += "**Example \(index + 1)** (\(verdict(example, d))):\n\nBefore:\n\n" + DocumentationText.yamlBlock(example.before)
            out += "After:\n\n" + DocumentationText.yamlBlock(example.after)
        }
        return out
    }

    private static func verdict(_ example: ChangeExample, _ d: ChangeRuleDescription) -> String {
        example.triggers ? "reported at level \(d.level.rawValue); `↓` marks where" : "not reported at this level"
    }

    // MARK: Catalogs

    /// The JSON catalog: `[{id, name, summary, level, severity, rationale}]`, keys in that order.
    public static func jsonCatalog(rules: [any ChangeRule] = ChangeRules.all) -> String {
        DocumentationText.jsonArray(descriptions(rules).map { d in
            [("id", d.id), ("name", d.name), ("summary", d.summary), ("level", d.level.rawValue),
             ("severity", d.level.severity.rawValue), ("rationale", d.rationale)]
        })
    }

    /// The text catalog: identifier, level and summary in aligned columns.
    public static func textCatalog(rules: [any ChangeRule] = ChangeRules.all) -> String {
        DocumentationText.columns(header: ["RULE", "LEVEL", "SUMMARY"],
                                  rows: descriptions(rules).map { [$0.id, $0.level.rawValue, $0.summary] })
    }

    // MARK: Explain

    /// The text of `ckschema explain ID` for a change rule; nil when `id` names none.
    public static func explainIfKnown(_ id: String, rules: [any ChangeRule] = ChangeRules.all) -> String? {
        guard let d = descriptions(rules).first(where: { $0.id == id }) else { return nil }
        var out = "\(d.id): \(d.name)\n"
        out += "change rule, level \(d.level.rawValue) (\(d.level.title.lowercased()), reported as \(d.level.severity.rawValue))\n\n"
        out += "\(d.summary).\n\nWhy\n\n\(DocumentationText.indent(d.rationale))\n\n"
        for (index, example) in d.examples.enumerated() {
            out += "Example \(index + 1) (\(verdict(example, d).replacingOccurrences(of: "`", with: "")))\n\n"
            out += "  before\n\n\(DocumentationText.indent(example.before))\n\n"
            out += "  after\n\n\(DocumentationText.indent(example.after))\n\n"
        }
        return out
    }
}
