import CKSchemaCore
import CKSchemaRules
import CKSchemaStore

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
    public static func importProduction(_ file: String, stamp: HistoryStamp,
                                        open: () throws -> EnvironmentStore) throws -> ProductionImport {
        let text = try CKDBParser.readText(atPath: file)
        let schema = try CKDBParser.parse(text, file: file)
        let result = try open().importSchema(schema, contentHash: ContentHash.of(text), file: file, into: .production, stamp: stamp)
        return ProductionImport(file: file, recordTypeCount: schema.recordTypes.count, result: result)
    }
}
