import CKSchemaCKDB
import CKSchemaCore
import CKSchemaProject
import CKSchemaStore
import Foundation

/// A real export made the local production store's schema (`env import production FILE`).
public struct ProductionImport: Sendable {
    public var file: String
    /// The record types the file holds.
    public var recordTypeCount: Int
    public var result: SchemaImport
}

/// The local store's environments, as `env` changes them.
public enum EnvironmentService {
    /// Reads and parses a `cktool export-schema` file, then makes it the production schema of the
    /// store `open` returns (opened only once the file parsed).
    public static func importProduction(_ file: String, stamp: LogStamp,
                                        open: () throws -> EnvironmentStore) throws -> ProductionImport {
        let text = try CKDBParser.readText(atPath: file)
        let schema = try CKDBParser.parse(text, file: file)
        let result = try open().importSchema(schema, contentHash: ContentHash.of(text), file: file, into: .production, stamp: stamp)
        return ProductionImport(file: file, recordTypeCount: schema.recordTypes.count, result: result)
    }

    /// An environment's schema from the existing store at `path` (a missing store is invalid
    /// input: it is not created), and the path for reports.
    public static func existingSchema(of environment: CloudKitEnvironment, storePath path: String) throws -> (CloudKitSchema, String) {
        guard FileManager.default.fileExists(atPath: path) else {
            throw InputError(StoreProblems.missing, message: "no environment store at '\(path)'",
                             fix: "run 'ckschema dev init' (and 'ckschema promote') first, or pass --state")
        }
        return (try EnvironmentStore.openExisting(path: path).schema(of: environment), path)
    }
}
