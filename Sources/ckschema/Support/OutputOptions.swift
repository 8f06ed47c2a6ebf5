import ArgumentParser
import CKSchemaKit
import CKSchemaReporting
import Foundation

extension ReportFormat: ExpressibleByArgument {}

/// `--format text|json|github|sarif|markdown|junit`, shared by every command that reports findings.
/// `--json` is the older spelling of `--format json`, kept hidden.
struct FormatOption: ParsableArguments {
    @Option(name: .customLong("format"), help: ArgumentHelp(
        "Output format: text, json, github (workflow annotations, and the job summary when $GITHUB_STEP_SUMMARY is set), sarif (SARIF 2.1.0), markdown (a pull-request summary) or junit (JUnit XML).",
        valueName: "format"))
    var chosen: ReportFormat = .text

    @Flag(name: .long, help: .hidden)
    var json = false

    /// The format in force.
    var format: ReportFormat { json ? .json : chosen }

    func validate() throws {
        if json && chosen != .text && chosen != .json { throw ValidationError("--json is --format json; give one of them") }
    }

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

/// `--format text|json` for commands that print data rather than findings (`dev query`,
/// `env history`): the same option name as every other command. `--json` is the older spelling,
/// kept hidden.
struct DataFormatOption: ParsableArguments {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(name: .long, help: ArgumentHelp("Output format: text or json.", valueName: "format"))
    var format: Format = .text

    @Flag(name: .long, help: .hidden)
    var json = false

    /// Whether to print JSON.
    var isJSON: Bool { json || format == .json }
}

/// `--output FILE` and `--check`, for the commands that print one generated file or keep it up to date.
struct GeneratedFileOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Write to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    @Flag(help: "Write nothing; exit 1 when --output is missing or not up to date.")
    var check = false

    /// Refuses `--check` without `--output`.
    func validate() throws {
        if check && output == nil { throw ValidationError("--check needs --output FILE to compare with") }
    }
}

/// `--fail-on error|warning|never` of `check` and `diff`: `breaking` is accepted but not listed.
extension FailLevel: ExpressibleByArgument {
    public static var allValueStrings: [String] { ["error", "warning", "never"] }
}
