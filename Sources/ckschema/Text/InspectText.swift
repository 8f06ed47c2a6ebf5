import CKSchemaCKDB
import CKSchemaCore

/// How `inspect` words a `.ckdb` file's inspection: what wrote it, its roles and record types, then
/// its findings, one line each (`  file:line:column: severity: message [id] (fix)`). Names and
/// messages come from the file, so each is kept to its line (UntrustedText).
enum InspectText {
    /// A human-readable report.
    static func render(_ inspection: CKDBInspection) -> String {
        var out = "\(UntrustedText.lineStart(inspection.file)): "
        if inspection.isRawExport {
            out += "raw cktool export-schema output (byte-identical to the export layout)\n"
        } else {
            let count = inspection.findings.count
            out += "written or edited by hand (\(count) finding\(count == 1 ? "" : "s"))\n"
        }
        if !inspection.roles.isEmpty {
            out += "roles: \(inspection.roles.map(\.rendered).joined(separator: ", "))\n"
        }
        out += "record types: \(inspection.recordTypes.count)\n"
        let width = inspection.recordTypes.map { $0.name.rendered.count }.max() ?? 0
        for summary in inspection.recordTypes {
            let name = UntrustedText.oneLine(summary.name.rendered)
            var details = ["\(summary.kind.rawValue)", "\(summary.fieldCount) fields"]
            if summary.kind == .coreData {
                details.append("\(summary.propertyFieldCount) mirrored properties")
                if !summary.companions.isEmpty { details.append("\(summary.companions.count) _ckAsset") }
                if summary.hasMoveReceipt { details.append(CloudKitNaming.moveReceiptField) }
            } else if summary.kind == .custom {
                details.append("\(summary.customFieldCount) custom")
            }
            let grants = summary.grants.isEmpty ? "no grants"
                : summary.grants.map { "\($0.permissions.map(\.rawValue).joined(separator: ",")) \($0.role.rendered)" }
                    .joined(separator: "; ")
            details.append(grants)
            out += "  \(name.padding(toLength: width, withPad: " ", startingAt: 0))  \(details.joined(separator: ", "))\n"
        }
        if let creation = inspection.coreDataCreation {
            out += "Core Data fields created by: \(creation.rawValue)\n"
        }
        if !inspection.findings.isEmpty {
            out += "findings:\n"
            for finding in inspection.findings { out += render(finding) }
        }
        return out
    }

    /// One finding as the report lists it: `  file:line:column: severity: message [id] (fix)`.
    static func render(_ finding: Diagnostic) -> String {
        let location = finding.location.map { "\(UntrustedText.oneLine($0.description)): " } ?? ""
        return "  \(location)\(finding.severity.rawValue): \(UntrustedText.oneLine(finding.message)) [\(finding.id)]"
            + (finding.fix.map { " (\(UntrustedText.oneLine($0)))" } ?? "") + "\n"
    }
}
