import CKSchemaCore
import CKSchemaRules

/// Renders a report as JUnit XML, the test-report format GitLab, Jenkins and Azure Pipelines show:
/// one `<testsuite>` per checked file, one `<testcase>` per finding — an error is a `<failure>`,
/// a warning or note passes with its text in `<system-out>`, an accepted finding is `<skipped>` —
/// and one passing `<testcase>` for a file without findings.
public struct JUnitReporter: Sendable {
    public init() {}

    public func render(_ report: FindingsReport) -> String {
        var files = report.files
        for d in report.diagnostics + report.accepted.map(\.diagnostic) {
            let file = d.location?.file ?? ""
            if !files.contains(file) { files.append(file) }
        }
        var suites = ""
        var tests = 0, failures = 0, skipped = 0
        for file in files {
            let found = report.diagnostics.filter { ($0.location?.file ?? "") == file }
            let accepted = report.accepted.filter { ($0.diagnostic.location?.file ?? "") == file }
            let cases = max(1, found.count + accepted.count)
            let failed = found.filter { $0.severity == .error }.count
            tests += cases
            failures += failed
            skipped += accepted.count
            let name = file.isEmpty ? report.title : file
            suites += "  <testsuite name=\"\(Self.escape(name))\" tests=\"\(cases)\" failures=\"\(failed)\" errors=\"0\" skipped=\"\(accepted.count)\">\n"
            if found.isEmpty && accepted.isEmpty {
                suites += "    <testcase classname=\"\(Self.escape(name))\" name=\"no findings\"/>\n"
            }
            for d in found { suites += testCase(d, report: report, accepted: nil) }
            for finding in accepted { suites += testCase(finding.diagnostic, report: report, accepted: finding) }
            suites += "  </testsuite>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"\(Self.escape(report.title))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">\n"
            + suites + "</testsuites>\n"
    }

    private func testCase(_ d: Diagnostic, report: FindingsReport, accepted: AcceptedFinding?) -> String {
        let place = d.location.map { "\($0.file):\($0.line):\($0.column)" } ?? ""
        let element = [d.entity, d.attribute ?? d.relationship].compactMap { $0 }.joined(separator: ".")
        let name = "\(d.id)" + (element.isEmpty ? "" : " \(element)") + (place.isEmpty ? "" : " (\(place))")
        var detail = "\(d.severity.rawValue): \(d.message) [\(d.id)]"
        if !place.isEmpty { detail = "\(place): " + detail }
        if let related = d.relatedLocation { detail += "\nwas at \(report.repository.describe(related))" }
        if let fix = d.fix { detail += "\nfix: \(fix)" }
        if let help = DocumentationLinks.rule(d.id) { detail += "\nhelp: \(help)" }
        var out = "    <testcase classname=\"\(Self.escape(d.location?.file ?? report.title))\" name=\"\(Self.escape(name))\""
        if let location = d.location { out += " file=\"\(Self.escape(location.file))\" line=\"\(location.line)\"" }
        out += ">\n"
        if let accepted {
            out += "      <skipped message=\"\(Self.escape("accepted: " + accepted.justification))\"/>\n"
        } else if d.severity == .error {
            out += "      <failure type=\"\(Self.escape(d.id))\" message=\"\(Self.escape(d.message))\">\(Self.escape(detail))</failure>\n"
        } else {
            out += "      <system-out>\(Self.escape(detail))</system-out>\n"
        }
        return out + "    </testcase>\n"
    }

    /// XML text and attribute escaping; characters XML 1.0 forbids are dropped.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\t", "\r": out += "&#\(scalar.value);"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
