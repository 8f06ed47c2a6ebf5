import Foundation

/// Renders the lint rule catalogue from the rules' own declarations: `docs/rules.md`, the JSON and
/// text catalogues of `ckschema rules`, and the text of `ckschema explain ID`.
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
        var out = """
            # Lint rules

            <!-- Generated from the rule declarations in Sources/CKSchemaKit/Lint/Rules. Do not edit. \
            Regenerate with `RECORD_GOLDENS=1 swift test --filter RuleDocumentationTests` \
            (or `ckschema rules --format markdown > docs/rules.md`). -->

            `ckschema lint` checks a schema against what Core Data's CloudKit mirroring accepts. \
            Unless a rule says otherwise it only looks at entities that sync with CloudKit (entities \
            in a configuration declared `cloudKit: false` may use anything Core Data allows). \
            Severities, rules switched off and suppressions are set in `ckschema.yaml`.

            | Rule | Category | Default severity | Summary |
            |---|---|---|---|

            """
        for description in descriptions {
            out += "| [`\(description.id)`](#\(description.id)) | \(description.category.rawValue) | \(description.defaultSeverity.rawValue) | \(escapeTableCell(description.summary)) |\n"
        }
        for description in descriptions {
            out += "\n" + section(description)
        }
        return out
    }

    private static func section(_ d: RuleDescription) -> String {
        var out = "<a id=\"\(d.id)\"></a>\n## \(d.name)\n\n"
        out += "`\(d.id)` · \(d.category.rawValue) · default severity **\(d.defaultSeverity.rawValue)**"
        if d.scope == .wholeSchema { out += " · looks at the whole schema, including entities that do not sync" }
        if !d.deprecatedAliases.isEmpty {
            out += " · formerly " + d.deprecatedAliases.map { "`\($0)`" }.joined(separator: ", ")
        }
        out += "\n\n\(d.summary).\n\n"
        out += "**Why.** \(d.rationale)\n\n"
        out += "**How to fix.** \(d.fix)\n\n"
        out += "**Triggers** (`↓` marks where the finding is reported):\n\n"
        out += examples(d.triggeringExamples, marked: true)
        out += "**Does not trigger:**\n\n"
        out += examples(d.nonTriggeringExamples, marked: false)
        return out
    }

    private static func examples(_ examples: [Example], marked: Bool) -> String {
        var out = ""
        for example in examples {
            if example.excludedFromDocumentation {
                out += "- _Generated example, not shown:_ \(example.documentationNote ?? "")\n\n"
            } else {
                let text = marked ? example.markedText : example.text
                out += "```yaml\n\(text.hasSuffix("\n") ? text : text + "\n")```\n\n"
            }
        }
        return out
    }

    private static func escapeTableCell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }

    // MARK: Catalogues

    /// The JSON catalogue: `[{id, name, summary, severity, category, rationale, fix}]`, keys in
    /// that order, two-space indented, newline-terminated.
    ///
    /// - Parameter configuration: When given, `severity` is the project's effective setting
    ///   (`error`, `warning`, `note` or `off`) instead of the default.
    public static func jsonCatalogue(rules: [any LintRule.Type] = LintRules.all,
                                     configuration: ProjectConfiguration? = nil) -> String {
        let objects = rules.map { rule -> String in
            let d = rule.description
            let fields: [(String, String)] = [
                ("id", d.id), ("name", d.name), ("summary", d.summary),
                ("severity", setting(of: d, in: configuration)), ("category", d.category.rawValue),
                ("rationale", d.rationale), ("fix", d.fix),
            ]
            return "  {\n" + fields.map { "    \(jsonString($0.0)): \(jsonString($0.1))" }.joined(separator: ",\n") + "\n  }"
        }
        return objects.isEmpty ? "[]\n" : "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }

    /// The text catalogue of `ckschema rules`: one line per rule with identifier, severity,
    /// category and summary in aligned columns.
    ///
    /// - Parameter configuration: When given, the severity column shows the project's setting.
    public static func textCatalogue(rules: [any LintRule.Type] = LintRules.all,
                                     configuration: ProjectConfiguration? = nil) -> String {
        let rows = rules.map { rule -> [String] in
            let d = rule.description
            return [d.id, setting(of: d, in: configuration), d.category.rawValue, d.summary]
        }
        let header = ["RULE", "SEVERITY", "CATEGORY", "SUMMARY"]
        let widths = (0..<3).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ row: [String]) -> String {
            (0..<3).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
                + "  " + row[3]
        }
        return ([header] + rows).map(line).joined(separator: "\n") + "\n"
    }

    /// The text of `ckschema explain ID`: everything the declaration says about one rule.
    ///
    /// - Throws: ``InputError`` (`rules.unknown_rule`, with a suggestion) for an unknown identifier.
    public static func explain(_ id: String, rules: [any LintRule.Type] = LintRules.all) throws -> String {
        guard let rule = rules.first(where: { $0.description.id == id || $0.description.deprecatedAliases.contains(id) }) else {
            throw InputError(id: "rules.unknown_rule", message: "unknown rule '\(id)'",
                             fix: Suggestion.didYouMean(id, in: rules.map { $0.description.id }))
        }
        let d = rule.description
        var out = "\(d.id): \(d.name)\n"
        out += "category \(d.category.rawValue), default severity \(d.defaultSeverity.rawValue)"
        out += d.scope == .wholeSchema ? ", looks at the whole schema\n\n" : ", looks at entities that sync with CloudKit\n\n"
        out += "\(d.summary).\n\n"
        out += "Why\n\n\(indent(d.rationale))\n\n"
        out += "How to fix\n\n\(indent(d.fix))\n\n"
        out += "Triggers (↓ marks where the finding is reported)\n\n"
        out += textExamples(d.triggeringExamples, marked: true)
        out += "Does not trigger\n\n"
        out += textExamples(d.nonTriggeringExamples, marked: false)
        return out
    }

    private static func textExamples(_ examples: [Example], marked: Bool) -> String {
        examples.map { example in
            if example.excludedFromDocumentation { return indent("(generated) " + (example.documentationNote ?? "")) + "\n\n" }
            return indent(marked ? example.markedText : example.text) + "\n\n"
        }.joined()
    }

    private static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n")
            .replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    }

    private static func setting(of description: RuleDescription, in configuration: ProjectConfiguration?) -> String {
        configuration?.setting(forRule: description.id)?.name ?? description.defaultSeverity.rawValue
    }

    /// A JSON string literal.
    static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
