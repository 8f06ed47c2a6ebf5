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

    /// Writes the files whose content changed (all or nothing); the summary line.
    ///
    /// - Throws: ``ImportWriteError`` when a file with other content exists (without `force`) or
    ///   the disk refuses.
    public func write(to output: String, force: Bool) throws -> String {
        // Versions already in the folder with the same content stay as they are (header
        // included): re-importing after adding a model version writes only what changed.
        let changed = ImportWriter.changedFiles(files, in: output)
        try ImportWriter.write(changed, to: output, force: force)
        let count = imported.versions.count, warningCount = imported.allWarnings.count
        let unchanged = files.count - changed.count
        return "imported \(count) version\(count == 1 ? "" : "s") of '\(imported.name)' into '\(output)'"
            + (unchanged > 0 ? " (\(unchanged) unchanged, left as they were)" : "")
            + (warningCount > 0 ? " (\(warningCount) warning\(warningCount == 1 ? "" : "s"))" : "") + "\n"
    }
}
