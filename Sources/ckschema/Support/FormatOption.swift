import ArgumentParser
import CKSchemaKit
import CKSchemaReporting
import Foundation

extension ReportFormat: ExpressibleByArgument {}

/// `--format text|json|github|sarif|markdown|junit`, shared by every command that reports findings.
struct FormatOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Output format: text, json, github (workflow annotations, and the job summary when $GITHUB_STEP_SUMMARY is set), sarif (SARIF 2.1.0), markdown (a pull-request summary) or junit (JUnit XML).",
        valueName: "format"))
    var format: ReportFormat = .text

    /// Renders and prints a report to standard output; with `github`, also appends the Markdown
    /// summary to `$GITHUB_STEP_SUMMARY` when it is set.
    func print(_ report: FindingsReport) throws {
        Console.out(Reporter.render(report, as: format, useColor: format == .text && Console.useColor(for: STDOUT_FILENO)))
        try writeStepSummary(MarkdownReporter().render(report))
    }

    /// Appends `markdown` to `$GITHUB_STEP_SUMMARY` when the format is `github` and the variable is set.
    func writeStepSummary(_ markdown: @autoclosure () -> String) throws {
        guard format == .github, let path = StepSummary.path() else { return }
        try StepSummary.append(markdown(), to: path)
    }
}
