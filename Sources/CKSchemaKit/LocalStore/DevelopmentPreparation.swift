import CKSchemaCore
import CKSchemaGeneration
import CKSchemaRules
import CKSchemaStore

/// A model version checked for `dev init`: the lint and mapping errors that refuse it, and the
/// provision the local store takes. The checks are decided here; the store only stores.
public struct DevelopmentPreparation: Sendable {
    /// What the store provisions (it refuses when `lintErrors` or `mappingErrors` are not empty).
    public let provision: DevelopmentProvision
    /// Error findings of lint (with the given linter's configuration).
    public let lintErrors: [Diagnostic]
    /// Error findings of the mapping check (types CloudKit cannot mirror, subentity conflicts).
    public let mappingErrors: [Diagnostic]

    /// Lints and maps `schema`.
    public init(_ schema: Schema, linter: Linter) {
        lintErrors = linter.lint(schema).diagnostics.filter { $0.severity == .error }
        mappingErrors = CKDBGenerator.mappingProblems(in: schema).filter { $0.severity == .error }
        provision = DevelopmentProvision(
            model: schema.model, version: schema.version,
            recordTypes: RecordTypeMapper.map(schema, mode: .initialized, explained: false).schema,
            contentHash: ContentHash.of(schema), errors: lintErrors + mappingErrors,
            locate: { recordType, field in schema.location(ofRecordType: recordType, field: field) })
    }
}

extension FieldTypeConflict {
    /// The finding for this conflict, worded for `dev init` of model `model` version `version`.
    public func diagnostic(model: String, version: Int) -> Diagnostic {
        let name = "\(recordType).\(old.name.value)"
        return Diagnostic(
            id: isEncryptionOnly ? FieldSameEncryptionRule.id : FieldSameTypeRule.id, severity: .error,
            message: "field '\(name)' is \(old.type) in development but model '\(model)' version \(version) makes it \(new.type); CloudKit refuses to change a field's type",
            location: location,
            fix: inProduction
                ? "production keeps this field forever: add a new attribute instead"
                : "run 'ckschema dev reset' to start development over, or add a new attribute instead")
    }
}

extension DevelopmentInitialization {
    /// The conflicts as findings.
    public var conflictFindings: [Diagnostic] { conflicts.map { $0.diagnostic(model: model, version: version) } }
}
