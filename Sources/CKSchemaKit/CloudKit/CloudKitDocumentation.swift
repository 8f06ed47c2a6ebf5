import CKSchemaCloudKit
import CKSchemaRules

/// The CloudKit failures and status findings as documentation: `explain ID` text and the
/// Markdown tables of docs/cloudkit.md (a test keeps the file in step).
public enum CloudKitDocumentation {
    /// `explain` text for a `cloudkit.*` failure or a `cloudkit_*` finding; nil for other ids.
    public static func explain(_ id: String) -> String? {
        if let failure = CloudKitFailure(id: id) {
            return "\(failure.id) (error, exit 2)\n\n\(failure.summary).\n\nWhy: \(plain(failure.rationale))\n\nFix: \(plain(failure.fix))\n"
        }
        if let finding = CloudKitFinding(rawValue: id) {
            return "\(finding.id) (\(finding.severity.rawValue), ckschema cloudkit status)\n\n\(finding.summary).\n\nWhy: \(plain(finding.rationale))\n\nFix: \(plain(finding.fix))\n"
        }
        return nil
    }

    /// The failures table: id, meaning, fix.
    public static func failuresTable() -> String {
        var out = "| id | what happened | fix |\n|---|---|---|\n"
        for failure in CloudKitFailure.allCases {
            out += "| `\(failure.id)` | \(cell(failure.summary)) | \(cell(failure.fix)) |\n"
        }
        return out
    }

    /// The status findings table: id, severity, meaning, fix.
    public static func findingsTable() -> String {
        var out = "| id | severity | what it means | fix |\n|---|---|---|---|\n"
        for finding in CloudKitFinding.allCases {
            out += "| `\(finding.id)` | \(finding.severity.rawValue) | \(cell(finding.summary)) | \(cell(finding.fix)) |\n"
        }
        return out
    }

    private static func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
    private static func plain(_ text: String) -> String { text.replacingOccurrences(of: "`", with: "'") }
}
