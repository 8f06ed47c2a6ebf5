import CKSchemaKit
import CKSchemaReporting
import Foundation

/// Prints lint error findings that stop a generating command (on standard error, before anything
/// is written); the caller exits 1.
func report(_ refusal: LintRefusal) {
    let report = FindingsReport(title: "ckschema lint", diagnostics: refusal.errors, files: refusal.files)
    Console.err(TextReporter(useColor: Console.useColor(for: STDERR_FILENO)).render(report))
    Console.err("error: the schema breaks CloudKit rules; nothing was generated\n")
}
