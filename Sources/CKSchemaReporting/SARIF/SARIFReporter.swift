import CKSchemaCore
import CKSchemaRules

/// Renders a report as a SARIF 2.1.0 log the way GitHub code scanning reads it
/// (https://docs.github.com/en/code-security/code-scanning/integrating-with-code-scanning/sarif-support-for-code-scanning):
///
/// - one run whose `tool.driver.rules` is the full catalog of rules that could run, each with
///   its descriptions, help (with the fix), `helpUri` (its section in the docs), default level
///   and category;
/// - one result per finding, with repository-relative locations, the older version as a related
///   location (a file at a git revision becomes its path, the revision named in the message),
///   and `partialFingerprints` from the findings baseline's ``FindingFingerprint``;
/// - accepted findings as results with `suppressions` (kind `external`, the reason as justification);
/// - a stable `automationDetails.id` (`ckschema/check/`), so runs of one command replace each
///   other's alerts.
public struct SARIFReporter: Sendable {
    public var toolVersion: String
    public var informationURI: String?

    public init(toolVersion: String = CKSchemaVersion.current,
                informationURI: String? = DocumentationLinks.repository) {
        self.toolVersion = toolVersion
        self.informationURI = informationURI
    }

    /// The schema the log declares.
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    public func render(_ report: FindingsReport) -> String {
        let catalog = Self.catalog(report)
        let ruleIndex = Dictionary(catalog.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let driver = JSONValue.object(compacting: [
            ("name", .string("ckschema")),
            ("version", .string(toolVersion)),
            ("informationUri", informationURI.map(JSONValue.string)),
            ("rules", .array(catalog.map(Self.rule))),
        ])
        let findings = report.diagnostics.map { ($0, AcceptedFinding?.none) } + report.accepted.map { ($0.diagnostic, Optional($0)) }
        let fingerprints = Self.fingerprints(findings.map(\.0), report: report)
        let results = zip(findings, fingerprints).map { finding, fingerprint in
            result(finding.0, report: report, index: ruleIndex[finding.0.id], accepted: finding.1, fingerprint: fingerprint)
        }
        let run = JSONValue.object([
            ("tool", .object([("driver", driver)])),
            ("automationDetails", .object([("id", .string(Self.automationID(report)))])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
        ])
        return JSONValue.object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]).rendered()
    }

    /// The fingerprint of each finding. The baseline's fingerprint leaves the version out of lint
    /// findings (one accepted problem stays accepted in every version it is carried into); when a
    /// run holds the same one in several files (`lint` of every version), the newest file keeps it
    /// and the others add their file, so code scanning does not merge distinct results.
    static func fingerprints(_ findings: [Diagnostic], report: FindingsReport) -> [String] {
        let plain = findings.map { report.fingerprint(of: $0) }
        let groups = Dictionary(grouping: findings.indices, by: { plain[$0] }).filter { $0.value.count > 1 }
        var result = plain
        for (_, indices) in groups {
            let newestFirst = indices.sorted { a, b in
                let va = findings[a].location.flatMap { report.versions[$0.file]?.version } ?? 0
                let vb = findings[b].location.flatMap { report.versions[$0.file]?.version } ?? 0
                return va != vb ? va > vb : findings[a] < findings[b]
            }
            for index in newestFirst.dropFirst() {
                result[index] += "|" + (findings[index].location.map { report.repository.reference(for: $0.file).path } ?? "\(index)")
            }
        }
        return result
    }

    /// `ckschema/<command>/`: a category without a run part, the same on every run of the command.
    static func automationID(_ report: FindingsReport) -> String {
        let words = report.title.split(separator: " ")
        let command = words.count > 1 && words[0] == "ckschema" ? String(words[1]) : "report"
        return "ckschema/\(command.filter { $0.isLetter || $0.isNumber || $0 == "-" })/"
    }

    /// The report's catalog, plus a minimal entry for any identifier a result names that the
    /// catalog lacks (every result then has a `ruleIndex`).
    static func catalog(_ report: FindingsReport) -> [RuleMetadata] {
        var rules = report.catalog
        var known = Set(rules.map(\.id))
        for d in report.diagnostics + report.accepted.map(\.diagnostic) where known.insert(d.id).inserted {
            rules.append(RuleMetadata(id: d.id, name: d.id, summary: d.id, help: d.fix ?? d.id, defaultSeverity: d.severity,
                                      helpURI: DocumentationLinks.rule(d.id)))
        }
        return rules
    }

    /// SARIF's levels are ckschema's severities by name (`error`, `warning`, `note`).
    static func level(_ severity: Severity) -> String { severity.rawValue }

    private static func rule(_ rule: RuleMetadata) -> JSONValue {
        var text = rule.summary + "."
        if rule.help != rule.summary { text += "\n\n" + rule.help }
        if let fix = rule.fix { text += "\n\nFix: " + fix }
        var markdown = "**\(rule.name)** (`\(rule.id)`): \(rule.summary).\n\n\(rule.help)"
        if let fix = rule.fix { markdown += "\n\n**Fix:** " + fix }
        if let uri = rule.helpURI { markdown += "\n\n[Documentation](\(uri))" }
        var tags = ["ckschema", "cloudkit"]
        if let category = rule.category { tags.append(category) }
        return .object(compacting: [
            ("id", .string(rule.id)),
            ("name", .string(pascalCase(rule.name))),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.summary + ". " + firstParagraph(rule.help)))])),
            ("help", .object([("text", .string(text)), ("markdown", .string(markdown))])),
            ("helpUri", rule.helpURI.map(JSONValue.string)),
            ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
            ("properties", .object(compacting: [
                ("category", rule.category.map(JSONValue.string)),
                ("tags", .array(tags.map(JSONValue.string))),
            ])),
        ])
    }

    /// SARIF rule names are identifiers: "Field No Delete" → "FieldNoDelete".
    static func pascalCase(_ name: String) -> String {
        name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    private static func firstParagraph(_ text: String) -> String {
        String(text.split(separator: "\n\n", maxSplits: 1).first ?? Substring(text))
    }
}
