import CKSchemaCKDB
import CKSchemaCore
import Foundation

/// What a ``ComparisonReference`` resolves to.
public enum ResolvedReference: Sendable {
    /// A schema version (from a file, the schemas folder or git).
    case schema(Schema)
    /// A CloudKit schema (a `.ckdb` file, e.g. a production export) and its path.
    case cloudKit(CloudKitSchema, file: String)
}

/// Turns ``ComparisonReference`` values into schemas.
public struct ReferenceResolver: Sendable {
    /// The folder holding one file per version (`schemas`).
    public var schemasDirectory: String
    public var git: GitFileReader
    /// The schemas folder's versions: given when the caller has loaded the folder already, else
    /// loaded by the first version number resolved and kept, so each file is read once.
    public var catalog: SchemaCatalog?
    /// When set (`check --base`), a `.ckdb` snapshot is read as it is at this revision where it
    /// exists there: the gate compares with the production the base knows, not the change's edit.
    public var snapshotRevision: String?

    public init(schemasDirectory: String = "schemas", catalog: SchemaCatalog? = nil, git: GitFileReader = GitFileReader()) {
        self.schemasDirectory = schemasDirectory
        self.catalog = catalog
        self.git = git
    }

    /// Resolves `reference` for `model` (the model whose version a bare number names).
    public mutating func resolve(_ reference: ComparisonReference, model: String?) throws -> ResolvedReference {
        switch reference {
        case .schemaFile(let path):
            guard FileManager.default.fileExists(atPath: path) else {
                throw InputError(ReferenceProblems.missingFile, message: "reference file '\(path)' does not exist")
            }
            return .schema(try SchemaLoader.load(contentsOf: path))
        case .version(let number):
            let catalog = try self.catalog ?? SchemaLoader.loadDirectory(schemasDirectory)
            self.catalog = catalog
            let histories = model.flatMap { catalog.history(of: $0) }.map { [$0] } ?? catalog.models
            guard let schema = histories.lazy.compactMap({ $0.versions.first { $0.version == number } }).first else {
                let known = histories.flatMap(\.versions).map { String($0.version) }.joined(separator: ", ")
                throw InputError(ReferenceProblems.unknownVersion,
                                 message: "no version \(number) in '\(schemasDirectory)'" + (known.isEmpty ? "" : " (versions: \(known))"))
            }
            return .schema(schema)
        case .git(let revision, let path):
            let bytes = try git.read(path: path, at: revision)
            return .schema(try SchemaLoader.load(bytes: bytes, file: reference.description))
        case .cloudKitSchema(let path):
            if let revision = snapshotRevision,
               let bytes = try? git.read(path: RepositoryBoundary.absolute(path), at: revision) {
                return .cloudKit(try CKDBParser.parse(String(decoding: bytes, as: UTF8.self), file: "git:\(revision):\(path)"),
                                 file: path)
            }
            guard FileManager.default.fileExists(atPath: path) else {
                throw InputError(ReferenceProblems.missingFile, message: "reference file '\(path)' does not exist",
                                 fix: "run 'ckschema cloudkit pull' (with 'cloudkit:' in ckschema.yaml), or export it with 'xcrun cktool export-schema --team-id TEAMID --container-id iCloud.… --environment production --output-file \(path)'")
            }
            return .cloudKit(try CKDBParser.parseFile(atPath: path), file: path)
        }
    }

    /// Parses and resolves a reference given on the command line.
    public mutating func resolve(_ text: String, model: String?) throws -> ResolvedReference {
        try resolve(ComparisonReference(parsing: text), model: model)
    }
}
