import Foundation

/// Renders the lint rule catalog from the rules' own declarations: `docs/rules.md`, the JSON and
/// text catalogs of `ckschema rules`, and the text of `ckschema explain ID`.
///
/// Returns strings only; the CLI prints or writes them.
public enum RuleDocumentation {
    /// Where the markdown page lives, relative to the repository root.
    public static let markdownPath = "docs/rules.md"

    // MARK: Markdown

    /// The complete `docs/rules.md`: a table of all rules, then one section per rule with summary,
    /// severity, rationale, fix and examples.
    public static func markdown(rules: [any LintRule.Type] = LintRules.all) -> String {
        let descriptions = rules.map { $0.description }
        let languages = Dictionary(rules.map { ($0.description.id, exampleLanguage($0)) }, uniquingKeysWith: { first, _ in first })
        var out = """
            # Lint rules

            <!-- Generated from the rule declarations in Sources/CKSchemaRules/Lint/Rules. Do not edit. \
            Regenerate with `make generate`. -->

            `ckschema lint` checks a schema against what Core Data's CloudKit mirroring accepts. \
            Unless a rule says otherwise it only looks at entities that sync with CloudKit (entities \
            in a configuration declared `cloudKit: false` may use anything Core Data allows). \
            The Migration rules check the app's own migration plan instead (SwiftData's \
            `SchemaMigrationPlan`, or an Xcode model's versions and mapping models, see \
            [migration-plans.md](migration-plans.md#checking-the-apps-own-plan)), for every store, \
            synced or local; their examples are Swift code (an Xcode model's versions are schema \
            documents separated by `---`, the last current). \
            Severities, rules switched off and suppressions are set in `ckschema.yaml`.

            | Rule | Category | Default severity | Summary |
            |---|---|---|---|

            """
        for description in descriptions {
            out += "| [`\(description.id)`](#\(description.id)) | \(description.category.rawValue) | \(description.defaultSeverity.rawValue) | \(DocumentationText.tableCell(description.summary)) |\n"
        }
        for description in descriptions {
            out += "\n" + section(description, language: languages[description.id] ?? "yaml")
        }
        return out
    }

    private static func section(_ d: RuleDescription, language: String) -> String {
        var out = "<a id=\"\(d.id)\"></a>\n## \(d.name)\n\n"
        out += "`\(d.id)` · \(d.category.rawValue) · default severity **\(d.defaultSeverity.rawValue)**"
        if d.category == .migration {
            out += " · looks at the app's migration plan, for every store, synced or local"
        } else if d.scope == .wholeSchema {
            out += " · looks at the whole schema, including entities that do not sync"
        }
        if !d.deprecatedAliases.isEmpty {
            out += " · formerly " + d.deprecatedAliases.map { "`\($0)`" }.joined(separator: ", ")
        }
        out += "\n\n\(d.summary).\n\n"
        out += "**Why.** \(d.rationale)\n\n"
        out += "**How to fix.** \(d.fix)\n\n"
        out += "**Triggers** (`↓` marks where the finding is reported):\n\n"
        out += examples(d.triggeringExamples, marked: true, language: language)
        out += "**Does not trigger:**\n\n"
        out += examples(d.nonTriggeringExamples, marked: false, language: language)
        return out
    }

    /// Most migration rules' examples are SwiftData code; every other rule's are schema documents.
    static func exampleLanguage(_ rule: any LintRule.Type) -> String {
        (rule as? any MigrationRule.Type)?.examplesAreSwiftCode == true ? "swift" : "yaml"
    }

    private static func examples(_ examples: [Example], marked: Bool, language: String) -> String {
        var out = ""
        for example in examples {
            if example.excludedFromDocumentation {
                out += "- _Generated example, not shown:_ \(example.documentationNote ?? "")\n\n"
            } else {
                let text = marked ? example.markedText : example.text
                out += DocumentationText.codeBlock(text, language: language)
            }
        }
        return out
    }

    // MARK: Catalogs

    /// The JSON catalog: `[{id, name, summary, severity, category, rationale, fix}]`, keys in
    /// that order, two-space indented, newline-terminated.
    ///
    /// - Parameter settings: When given, `severity` is the project's effective setting
    ///   (`error`, `warning`, `note` or `off`) instead of the default.
    public static func jsonCatalog(rules: [any LintRule.Type] = LintRules.all,
                                     settings: RuleSettings? = nil) -> String {
        let objects = rules.map { rule -> [(String, String)] in
            let d = rule.description
            return [
                ("id", d.id), ("name", d.name), ("summary", d.summary),
                ("severity", setting(of: d, in: settings)), ("category", d.category.rawValue),
                ("rationale", d.rationale), ("fix", d.fix),
            ]
        }
        return DocumentationText.jsonArray(objects)
    }

    /// The text catalog of `ckschema rules`: one line per rule with identifier, severity,
    /// category and summary in aligned columns.
    ///
    /// - Parameter settings: When given, the severity column shows the project's setting.
    public static func textCatalog(rules: [any LintRule.Type] = LintRules.all,
                                     settings: RuleSettings? = nil) -> String {
        let rows = rules.map { rule -> [String] in
            let d = rule.description
            return [d.id, setting(of: d, in: settings), d.category.rawValue, d.summary]
        }
        return DocumentationText.columns(header: ["RULE", "SEVERITY", "CATEGORY", "SUMMARY"], rows: rows)
    }

    /// The text of `ckschema explain ID` for a lint rule (or a deprecated alias of one): everything
    /// its declaration says; nil when `id` names none (``DiagnosticCatalog/explain(_:)`` covers
    /// every kind).
    public static func explainIfKnown(_ id: String, rules: [any LintRule.Type] = LintRules.all) -> String? {
        guard let rule = rules.first(where: { $0.description.id == id || $0.description.deprecatedAliases.contains(id) }) else {
            return nil
        }
        let d = rule.description
        var out = "\(d.id): \(d.name)\n"
        out += "category \(d.category.rawValue), default severity \(d.defaultSeverity.rawValue)"
        out += d.category == .migration ? ", looks at the app's migration plan, for every store\n\n"
            : d.scope == .wholeSchema ? ", looks at the whole schema\n\n" : ", looks at entities that sync with CloudKit\n\n"
        out += "\(d.summary).\n\n"
        out += "Why\n\n\(DocumentationText.indent(d.rationale))\n\n"
        out += "How to fix\n\n\(DocumentationText.indent(d.fix))\n\n"
        out += "Triggers (↓ marks where the finding is reported)\n\n"
        out += textExamples(d.triggeringExamples, marked: true)
        out += "Does not trigger\n\n"
        out += textExamples(d.nonTriggeringExamples, marked: false)
        return out
    }

    private static func textExamples(_ examples: [Example], marked: Bool) -> String {
        examples.map { example in
            if example.excludedFromDocumentation { return DocumentationText.indent("(generated) " + (example.documentationNote ?? "")) + "\n\n" }
            return DocumentationText.indent(marked ? example.markedText : example.text) + "\n\n"
        }.joined()
    }

    private static func setting(of description: RuleDescription, in settings: RuleSettings?) -> String {
        settings?.setting(forRule: description.id)?.name ?? description.defaultSeverity.rawValue
    }

    /// A JSON string literal.
    static func jsonString(_ text: String) -> String { DocumentationText.jsonString(text) }
}
