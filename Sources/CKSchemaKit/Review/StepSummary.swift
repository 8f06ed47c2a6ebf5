import CKSchemaCore
import CKSchemaRules
import Foundation

/// The GitHub Actions job summary: Markdown appended to the file `$GITHUB_STEP_SUMMARY` names,
/// which GitHub shows on the run's summary page
/// (https://docs.github.com/actions/using-workflows/workflow-commands-for-github-actions#adding-a-markdown-summary).
public enum StepSummary {
    /// The environment variable GitHub sets to the step's summary file.
    public static let variable = "GITHUB_STEP_SUMMARY"
    /// GitHub refuses a step summary over 1024 KiB ("upload aborted, supports content up to a size of 1024k").
    public static let limit = 1024 * 1024

    /// The summary file named by the environment, nil when there is none.
    public static func path(in environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        environment[variable].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Appends `markdown` to the summary file at `path` (atomically: the file is rewritten whole).
    /// A summary that would pass GitHub's limit is replaced by a note saying so.
    ///
    /// - Throws: ``InputError`` (``ReportingProblems/summaryUnwritable``) when the file cannot be written.
    public static func append(_ markdown: String, to path: String) throws {
        let existing = FileManager.default.contents(atPath: path) ?? Data()
        var addition = Data(markdown.utf8)
        if existing.count + addition.count > limit {
            addition = Data(("\n**ckschema:** the summary (\(addition.count) bytes) would pass GitHub's limit of "
                             + "\(limit) bytes per step; the log and the SARIF upload have every finding.\n").utf8)
        }
        if let last = existing.last, last != UInt8(ascii: "\n") { addition.insert(UInt8(ascii: "\n"), at: 0) }
        do {
            try AtomicFile.write(existing + addition, to: path)
        } catch {
            throw InputError(ReportingProblems.summaryUnwritable,
                             message: "cannot write the step summary '\(path)': \(error.localizedDescription)")
        }
    }
}
