import CKSchemaCore
import CKSchemaProject
import CKSchemaRules

/// `diff OLD NEW`: both references resolved (a file, a version number, `git:REF:PATH` of a file,
/// a bundle or a folder of SwiftData code, or the model where it lives) and compared with the change rules.
public enum DiffService {
    /// The changes from `old` to `new`; version numbers are looked up in `schemasFolder`, and
    /// `new` is read under `old`'s model name. SwiftData code takes `scopes` (ckschema.yaml's).
    public static func diff(old: String, new: String, schemasFolder folder: String,
                            scopes: ScopeSettings = ScopeSettings()) throws -> CompatibilityReport {
        var resolver = ReferenceResolver(schemasDirectory: folder)
        // The model where it lives: its newest version, under the schemas folder's model name.
        func resolve(_ reference: String, model: String?) throws -> Schema {
            // `git:REV:App/Model.xcdatamodeld`, `git:REV:App/Models`: the model where it lives, at a revision.
            if let schema = try GitSourceModel.current(reference, folder: folder, model: model, scopes: scopes) { return schema }
            if SourceModel.isSourceModel(reference) { return try SourceModelHistory.read(reference, folder: folder, model: model, scopes: scopes).current }
            return try schema(resolver.resolve(reference, model: model), reference)
        }
        let oldSchema = try resolve(old, model: nil)
        let newSchema = try resolve(new, model: oldSchema.model)
        return CompatibilityChecker().check(old: oldSchema, new: newSchema)
    }

    /// The schema a reference names; a CloudKit schema (a `.ckdb` export) is refused.
    static func schema(_ resolved: ResolvedReference, _ reference: String) throws -> Schema {
        guard case .schema(let schema) = resolved else {
            throw InputError(ReferenceProblems.notASchema, message: "'\(reference)' is a CloudKit schema; diff compares schema versions",
                             fix: "use 'ckschema check --against \(reference)' to compare with a production export")
        }
        return schema
    }
}
