import CKSchemaCore
import CKSchemaProject
import Foundation

/// Writes imported schema versions into a folder, all or nothing: an existing file stops the
/// import unless forced, and a write that fails removes the files this import created.
public enum ImportWriter {
    /// The paths the files would take in `folder`.
    public static func destinations(of files: [GeneratedFile], in folder: String) -> [String] {
        files.map { (folder as NSString).appendingPathComponent($0.path) }
    }

    /// The files of `files` (YAML versions) whose destination in `folder` does not already hold
    /// the same schema: an unchanged version keeps its file, header included, so re-importing after
    /// adding a version writes only the new one.
    public static func changedFiles(_ files: [GeneratedFile], in folder: String) -> [GeneratedFile] {
        files.filter { file in
            let destination = (folder as NSString).appendingPathComponent(file.path)
            guard FileManager.default.fileExists(atPath: destination),
                  let existing = try? SchemaLoader.load(contentsOf: destination),
                  let written = try? SchemaLoader.load(bytes: Array(file.contents.utf8), file: file.path) else { return true }
            return CanonicalSchema.hash(of: existing) != CanonicalSchema.hash(of: written)
        }
    }

    /// Writes `files` into `folder`.
    ///
    /// - Throws: ``ImportWriteError/exists(_:)`` when a file exists and `force` is false (nothing
    ///   written); ``ImportWriteError/failed(folder:reason:)`` when the disk refuses (the files this
    ///   call created are removed).
    public static func write(_ files: [GeneratedFile], to folder: String, force: Bool) throws {
        let destinations = destinations(of: files, in: folder)
        let existing = destinations.filter { FileManager.default.fileExists(atPath: $0) }
        if !existing.isEmpty && !force { throw ImportWriteError.exists(existing) }
        var created: [String] = []
        do {
            for (file, destination) in zip(files, destinations) {
                let existed = FileManager.default.fileExists(atPath: destination)
                try AtomicFile.write(file.contents, to: destination)
                if !existed { created.append(destination) }
            }
        } catch {
            for path in created { try? FileManager.default.removeItem(atPath: path) }
            throw ImportWriteError.failed(folder: folder, reason: error.localizedDescription)
        }
    }
}

/// Why an import wrote nothing (exit 2).
public enum ImportWriteError: Error, Sendable, CustomStringConvertible {
    /// These files exist already (and `--force` was not given).
    case exists([String])
    /// The disk refused a write; the files created so far were removed.
    case failed(folder: String, reason: String)

    public var description: String {
        switch self {
        case .exists(let paths):
            let list = paths.map { "'\($0)'" }.joined(separator: ", ")
            return "\(list) already exist\(paths.count == 1 ? "s" : ""); nothing written (use --force to overwrite)"
        case .failed(let folder, let reason):
            return "cannot write to '\(folder)': \(reason); nothing written"
        }
    }
}
