import CKSchemaCore
import CKSchemaSwiftSource
import Foundation

/// `ckschema import swiftdata PATH…`: SwiftData code into YAML versions, all or nothing.
public enum SwiftDataImportService {
    /// What an import read and would write.
    public struct Outcome: Sendable {
        public var result: SwiftDataReadResult
        /// One YAML file per version, `<model>-v<N>.yaml`, verified to load back as read.
        public var files: [GeneratedFile]

        /// The reader's warnings (what it could not read or left out).
        public var warnings: [Diagnostic] { result.diagnostics.filter { $0.severity == .warning } }
        /// The reader's notes (dynamic defaults, inferred inverses, added models, which models sync…).
        public var notes: [Diagnostic] { result.diagnostics.filter { $0.severity == .note } }
    }

    /// Reads the Swift files and folders in `paths` and prepares the YAML files.
    ///
    /// - Throws: ``InputError`` (exit 2): unreadable paths, Swift that does not parse, no model,
    ///   or a version that would not load back.
    /// - Parameter scopes: `scopes:` of `ckschema.yaml`, recorded as each entity's `scope:`.
    public static func prepare(paths: [String], modelName: String? = nil, scopes: ScopeSettings = ScopeSettings()) throws -> Outcome {
        let result = try SwiftDataSources.read(paths, modelName: modelName, scopes: scopes)
        return Outcome(result: result, files: try SwiftDataImport.files(for: result))
    }

    /// Prepares the import and writes its files into `output`; versions whose file already says
    /// the same are left as they are.
    ///
    /// - Throws: as ``prepare(paths:modelName:)``; ``ImportWriteError`` when a file with other
    ///   content exists (without `force`) or the disk refuses — nothing is written then.
    public static func run(paths: [String], modelName: String? = nil, output: String, force: Bool,
                           scopes: ScopeSettings = ScopeSettings()) throws -> Outcome {
        let outcome = try prepare(paths: paths, modelName: modelName, scopes: scopes)
        try ImportWriter.write(ImportWriter.changedFiles(outcome.files, in: output), to: output, force: force)
        return outcome
    }
}
