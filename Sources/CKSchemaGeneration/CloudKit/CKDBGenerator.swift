import CKSchemaCKDB
import CKSchemaCore
import CKSchemaRules

/// Turns a model into a `.ckdb` file, refusing models that cannot be mapped faithfully.
public enum CKDBGenerator {
    /// A check run before anything is generated; any error-severity diagnostic refuses the model.
    /// The CLI passes the linter here (`{ Linter().lint($0).diagnostics }` once the lint branch is
    /// merged); tests pass their own.
    public typealias LintHook = @Sendable (Schema) -> [Diagnostic]

    /// A hook that finds nothing (for callers that linted already).
    public static let noLint: LintHook = { _ in [] }

    /// The `.ckdb` text for `schema` in `mode`, with a comment header explaining conditional and
    /// omitted fields unless `notes` is false (then the text is exactly the export form).
    ///
    /// - Throws: `InputError` with every error the lint hook or the mapping check found; nothing is
    ///   generated then.
    public static func generate(
        _ schema: Schema, mode: CloudKitSchemaMode, notes: Bool = true, lint: LintHook
    ) throws(InputError) -> String {
        let errors = (lint(schema) + mappingProblems(in: schema)).filter { $0.severity == .error }
        guard errors.isEmpty else { throw InputError(errors) }
        let mapping = RecordTypeMapper.map(schema, mode: mode)
        return CKDBPrinter.print(mapping.schema, header: notes ? mapping.headerLines : [])
    }

    /// Problems that make a faithful mapping impossible, whatever the lint configuration says:
    /// attribute types CloudKit cannot mirror, and two entities of one inheritance tree declaring
    /// the same property with different CloudKit field types (they share one record type). These
    /// are the findings of the lint rules that check exactly that, always at error severity.
    public static func mappingProblems(in schema: Schema) -> [Diagnostic] {
        Linter(rules: [UnsupportedAttributeTypeRule.self, SubentityFieldTypeConflictRule.self])
            .lint(schema).diagnostics
            .map { finding in
                var finding = finding
                finding.severity = .error
                return finding
            }
    }
}
