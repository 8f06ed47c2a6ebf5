import ArgumentParser
import CKSchemaCore
import CKSchemaKit

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
        Console.err("error: \(error)\n")
        throw ExitStatus.invalidInput
    }
}
