import CKSchemaCore
import CKSchemaCoreData

/// `import xcdatamodel`: every version of a Core Data model as one YAML file each, verified by
/// reading each file back; versions whose file already says the same are left as they are.
public struct XCDataModelImport: Sendable {
    public var imported: ImportedModel
    /// One verified YAML file per version.
    public var files: [GeneratedFile]

    /// Reads and converts the model (an `.xcdatamodeld`, an `.xcdatamodel` or its `contents`).
    public init(path: String, modelName: String?) throws {
        imported = try XCDataModelImporter.importModel(at: path, modelName: modelName)
        files = try ImportVerification.verifiedFiles(for: imported)
    }

    /// What the YAML format cannot express, grouped, one line each.
    public var warningLines: [String] { ImportWarningGrouping.lines(for: imported.allWarnings) }

    /// What a write did: the versions imported into `output`, how many files already said the same.
    public struct Written: Sendable, Equatable {
        public var model: String
        public var output: String
        public var versions: Int
        /// Files left as they were, because they already held the same content.
        public var unchanged: Int
        public var warnings: Int
    }

    /// Writes the files whose content changed (all or nothing).
    ///
    /// - Throws: ``ImportWriteError`` when a file with other content exists (without `force`) or
    ///   the disk refuses.
    public func write(to output: String, force: Bool) throws -> Written {
        // Versions already in the folder with the same content stay as they are (header
        // included): re-importing after adding a model version writes only what changed.
        let changed = ImportWriter.changedFiles(files, in: output)
        try ImportWriter.write(changed, to: output, force: force)
        return Written(model: imported.name, output: output, versions: imported.versions.count,
                       unchanged: files.count - changed.count, warnings: imported.allWarnings.count)
    }
}
