import Foundation

/// A file a generator produced: a path relative to the output location and its contents.
/// Generators return these values; only the CLI decides to write or compare them.
public struct GeneratedFile: Sendable, Hashable {
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// Writes files atomically: the contents go to a temporary file in the same folder, which is
/// then renamed over the destination, so a reader never sees a half-written file.
public enum AtomicFile {
    /// Writes `contents` to `path`, creating intermediate folders.
    public static func write(_ contents: String, to path: String) throws {
        try write(Data(contents.utf8), to: path)
    }

    /// Writes `data` to `path`, creating intermediate folders.
    ///
    /// - Throws: ``InputProblems/outsideRepository`` when `path` lies in the repository but its
    ///   folder leads out of it (``RepositoryBoundary``): nothing is written.
    public static func write(_ data: Data, to path: String) throws {
        try RepositoryBoundary.check(path)
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    /// Whether the file at `path` exists and holds exactly `contents` (for `--check` modes).
    public static func isUpToDate(_ contents: String, at path: String) -> Bool {
        // A file of another size differs: it is refused by size, never read whole.
        let expected = Array(contents.utf8)
        guard let existing = try? InputFile.read(path, format: .yamlSchema, limit: expected.count) else { return false }
        return existing == expected
    }
}
