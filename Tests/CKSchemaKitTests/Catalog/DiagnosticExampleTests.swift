import CKSchemaCore
import CKSchemaRules
import Foundation
import Testing

/// Every file example of a check or input problem prints exactly what its declaration says, and
/// reports its own identifier at its declared severity.
@Suite struct DiagnosticExampleTests {
    static let groups = DiagnosticCatalog.complete.groups

    static var fileExamples: [(group: DiagnosticGroup, description: DiagnosticDescription, example: DiagnosticExample)] {
        groups.flatMap { group in
            group.diagnostics.flatMap { d in d.examples.filter { $0.file != nil }.map { (group, d, $0) } }
        }
    }

    @Test func everyGroupWithFileExamplesHasARunner() {
        for (group, d, example) in Self.fileExamples where DiagnosticExampleRunner.runners[group.name] == nil {
            Issue.record("no runner for the file examples of group '\(group.name)' (\(d.id))",
                         sourceLocation: SourceLocation(fileID: example.fileID, filePath: example.fileID, line: example.line, column: 1))
        }
    }

    @Test func fileExamplesPrintWhatTheyDeclare() throws {
        var recorded: [String: [String]] = [:]
        for (group, d, example) in Self.fileExamples {
            let (text, ids, _) = try DiagnosticExampleRunner.output(of: example, id: d.id, in: group)
            recorded[d.id, default: []].append(text)
            let location = SourceLocation(fileID: example.fileID, filePath: example.fileID, line: example.line, column: 1)
            #expect(ids.contains(d.id), "example of \(d.id) reports \(ids)", sourceLocation: location)
            #expect(text == example.output, "example of \(d.id) prints:\n\(text)", sourceLocation: location)
        }
        if let path = ProcessInfo.processInfo.environment["PRINT_DIAGNOSTIC_EXAMPLES"] {
            let data = try JSONSerialization.data(withJSONObject: recorded, options: [.prettyPrinted, .sortedKeys])
            try data.write(to: URL(fileURLWithPath: path))
        }
    }

    @Test func examplesReportTheDeclaredSeverity() throws {
        for (group, d, example) in Self.fileExamples {
            for finding in try DiagnosticExampleRunner.output(of: example, id: d.id, in: group).diagnostics {
                #expect(finding.severity == d.severity, "\(d.id) reported as \(finding.severity), declared \(d.severity)")
            }
        }
    }
}
