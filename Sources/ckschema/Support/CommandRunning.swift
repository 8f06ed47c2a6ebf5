import ArgumentParser
import CKSchemaCore
import CKSchemaKit
import CKSchemaReporting
import Foundation

/// A command that works on the project of the current folder (its ckschema.yaml, or the defaults):
/// `run(in:)` is its body, and invalid input becomes exit 2 (``runReportingInputErrors(_:)``).
protocol ProjectCommand: ParsableCommand {
    func run(in project: Project) throws
}

extension ProjectCommand {
    func run() throws {
        try runReportingInputErrors { try run(in: try Project.load()) }
    }
}

/// ckschema's exit-code contract (documented in the README):
/// 0 success, 1 findings (or a `--check` difference), 2 invalid input or usage.
enum ExitStatus {
    static let findings = ExitCode(1)
    static let invalidInput = ExitCode(2)
}

/// Runs a command body, turning invalid input into its diagnostics on standard error and exit 2,
/// and lint errors that refuse a generation into their findings and exit 1. Other findings are
/// reported by the body itself, which throws ``ExitStatus/findings``.
func runReportingInputErrors(_ body: () throws -> Void) throws {
    // Files reached through the repository stay inside it (docs/security.md).
    RepositoryBoundary.enclose(FileManager.default.currentDirectoryPath)
    do {
        try body()
    } catch let error as InputError {
        Console.report(error)
        throw ExitStatus.invalidInput
    } catch let refusal as LintRefusal {
        report(refusal)
        throw ExitStatus.findings
    } catch let error as ExitCode {
        throw error
    } catch let error as CleanExit {
        throw error
    } catch {
        Console.err("error: \(UntrustedText.oneLine("\(error)"))\n")
        throw ExitStatus.invalidInput
    }
}

/// Prints lint error findings that stop a generating command (on standard error, before anything
/// is written); the caller exits 1.
func report(_ refusal: LintRefusal) {
    let report = FindingsReport(title: "ckschema lint", diagnostics: refusal.errors, files: refusal.files)
    Console.err(TextReporter(useColor: Console.useColor(for: STDERR_FILENO)).render(report))
    Console.err("error: the schema breaks CloudKit rules; nothing was generated\n")
}
