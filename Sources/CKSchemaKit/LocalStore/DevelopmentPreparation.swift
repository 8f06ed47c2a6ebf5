import CKSchemaCore
import CKSchemaGeneration
import CKSchemaProject
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

    /// Lints `schema` with `linter` (every error blocks) and maps it.
    public init(_ schema: Schema, linter: Linter) {
        self.init(schema, lintErrors: linter.lint(schema).diagnostics.filter { $0.severity == .error })
    }

    /// Maps `schema`, whose blocking lint errors (those the findings baseline and the
    /// configuration's suppressions leave) are `lintErrors`.
    public init(_ schema: Schema, lintErrors: [Diagnostic]) {
        self.lintErrors = lintErrors
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
        let factory = isEncryptionOnly ? FieldSameEncryptionRule.developmentConflict : FieldSameTypeRule.developmentConflict
        return factory("\(recordType).\(old.name.value)", old.type, new.type, "model '\(model)' version \(version)",
                       inProduction, location)
    }
}

extension DevelopmentInitialization {
    /// The conflicts as findings.
    public var conflictFindings: [Diagnostic] { conflicts.map { $0.diagnostic(model: model, version: version) } }
}
