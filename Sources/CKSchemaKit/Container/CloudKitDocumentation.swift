import CKSchemaCloudKit

/// The CloudKit failures and status findings as the Markdown tables of docs/cloudkit.md (a test
/// keeps the file in step); `explain` reads their declarations from the catalog.
public enum CloudKitDocumentation {
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
