import CKSchemaCore
import CKSchemaKit
import CKSchemaReporting
import CKSchemaRules
import Foundation

/// Prints lint error findings that stop a generating command, and stops it with exit 1 before
/// anything is written; does nothing when there are none.
func refuse(lintErrors errors: [Diagnostic], in schemas: [Schema]) throws {
    guard !errors.isEmpty else { return }
    let report = FindingsReport(title: "ckschema lint", diagnostics: errors, files: schemas.compactMap(\.file))
    Console.err(TextReporter(useColor: Console.useColor(for: STDERR_FILENO)).render(report))
    Console.err("error: the schema breaks CloudKit rules; nothing was generated\n")
    throw ExitStatus.findings
}
