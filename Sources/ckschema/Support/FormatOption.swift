import ArgumentParser
import CKSchemaKit
import Foundation

extension ReportFormat: ExpressibleByArgument {}

/// `--format text|json|github|sarif|markdown`, shared by every command that reports findings.
struct FormatOption: ParsableArguments {
    @Option(name: .long, help: "Output format: text, json, github (workflow annotations), sarif (SARIF 2.1.0) or markdown.")
    var format: ReportFormat = .text

    /// Renders and prints a report to standard output.
    func print(_ report: FindingsReport) {
        Console.out(Reporter.render(report, as: format, useColor: format == .text && Console.useColor(for: STDOUT_FILENO)))
    }
}
