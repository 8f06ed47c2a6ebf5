import CKSchemaCore
import CKSchemaRules

/// Renders findings in ckschema's stable JSON shape:
///
///     {"findings": [{"rule", "severity", "message", "file", "line", "column",
///                    "entity", "attribute" | "relationship", "fix", "relatedFile", "relatedLine", "relatedColumn",
///                    "helpUri"}],
///      "accepted": [{…the same keys, "acceptedBy", "reason"}],
///      "summary": {"errors", "warnings", "notes", "files", "accepted", "verdict"}}
///
/// Keys whose value is unknown are left out. The shape is documented in the README.
public struct JSONReporter: Sendable {
    public init() {}

    public func render(_ report: FindingsReport) -> String {
        JSONValue.object(compacting: [
            ("findings", .array(report.diagnostics.map(Self.finding))),
            ("accepted", report.accepted.isEmpty ? nil : .array(report.accepted.map(Self.accepted))),
            ("summary", summary(report)),
        ]).rendered()
    }

    /// An accepted finding: the finding's keys, then `acceptedBy` (`configuration` or `baseline`)
    /// and `reason`.
    static func accepted(_ finding: AcceptedFinding) -> JSONValue {
        guard case .object(let pairs) = Self.finding(finding.diagnostic) else { return .null }
        return .object(pairs + [("acceptedBy", .string(finding.source.rawValue)), ("reason", .string(finding.justification))])
    }

    /// One diagnostic as a JSON object (also used by other commands' JSON output).
    public static func finding(_ d: Diagnostic) -> JSONValue {
        .object(compacting: [
            ("rule", .string(d.id)),
            ("severity", .string(d.severity.rawValue)),
            ("message", .string(d.message)),
            ("file", d.location.map { .string($0.file) }),
            ("line", d.location.map { .int($0.line) }),
            ("column", d.location.map { .int($0.column) }),
            ("entity", d.entity.map { .string($0) }),
            ("attribute", d.attribute.map { .string($0) }),
            ("relationship", d.relationship.map { .string($0) }),
            ("fix", d.fix.map { .string($0) }),
            ("relatedFile", d.relatedLocation.map { .string($0.file) }),
            ("relatedLine", d.relatedLocation.map { .int($0.line) }),
            ("relatedColumn", d.relatedLocation.map { .int($0.column) }),
            ("helpUri", DocumentationLinks.rule(d.id).map(JSONValue.string)),
        ])
    }

    private func summary(_ report: FindingsReport) -> JSONValue {
        .object([
            ("errors", .int(report.count(.error))),
            ("warnings", .int(report.count(.warning))),
            ("notes", .int(report.count(.note))),
            ("files", .int(report.files.count)),
            ("accepted", .int(report.accepted.count)),
            ("verdict", .string(report.verdict.rawValue)),
        ])
    }
}
