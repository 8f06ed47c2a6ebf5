import CKSchemaCore
import Foundation

/// What a generating command produced, and how it compares with the disk: the one `--check` /
/// `--write` flow of `plan`, `generate swift` and `filters`.
///
/// A folder output owns the files its generators marked (see ``GeneratedFileSync``): `write()`
/// brings the folder up to date, removing obsolete marked files unless the output covers only part
/// of what the folder holds. A file output is a single file written atomically.
public struct GeneratedOutput: Sendable {
    /// One generator's files in a folder, told apart from other files by its marker.
    public struct Group: Sendable {
        public var sync: GeneratedFileSync
        public var files: [GeneratedFile]

        public init(sync: GeneratedFileSync, files: [GeneratedFile]) {
            self.sync = sync
            self.files = files
        }
    }

    /// Where the output goes: a folder, or a single file.
    public let destination: String
    /// Whether the output is a single file rather than a folder.
    public let isSingleFile: Bool
    private let groups: [Group]
    private let removesObsolete: Bool

    /// Files generated into `folder`; `removesObsolete` false when the files are only part of
    /// what belongs there (a partial range of migration plans), so other marked files stay.
    public init(folder: String, groups: [Group], removesObsolete: Bool = true) {
        self.destination = folder
        self.isSingleFile = false
        self.groups = groups
        self.removesObsolete = removesObsolete
    }

    /// One generator's files in `folder`.
    public init(folder: String, marker: String, fileExtension: String, files: [GeneratedFile]) {
        self.init(folder: folder, groups: [Group(sync: GeneratedFileSync(folder: folder, marker: marker, fileExtension: fileExtension), files: files)])
    }

    /// A single file at `path`.
    public init(file path: String, contents: String) {
        let url = URL(fileURLWithPath: path)
        self.destination = path
        self.isSingleFile = true
        self.groups = [Group(sync: GeneratedFileSync(folder: url.deletingLastPathComponent().path, marker: "", fileExtension: ""),
                             files: [GeneratedFile(path: url.lastPathComponent, contents: contents)])]
        self.removesObsolete = false
    }

    /// How many files the output has.
    public var fileCount: Int { groups.reduce(0) { $0 + $1.files.count } }

    /// The files that are missing or stale on disk, then obsolete ones, sorted by path.
    public func differences() -> [GeneratedFileStatus] {
        groups.flatMap { group in
            group.sync.differences(group.files).filter { removesObsolete || $0.kind != .obsolete }
        }.sorted { $0.path < $1.path }
    }

    /// Writes what differs (each file atomically) and removes obsolete files; returns what changed.
    ///
    /// - Throws: ``OutputWriteError`` naming the destination when the disk refuses.
    public func write() throws -> [GeneratedFileStatus] {
        do {
            var changes: [GeneratedFileStatus] = []
            for group in groups {
                if removesObsolete {
                    changes += try group.sync.apply(group.files)
                    continue
                }
                for difference in group.sync.differences(group.files) where difference.kind != .obsolete {
                    guard let file = group.files.first(where: { $0.path == difference.path }) else { continue }
                    try AtomicFile.write(file.contents, to: URL(fileURLWithPath: group.sync.folder).appendingPathComponent(file.path).path)
                    changes.append(difference)
                }
            }
            return changes.sorted { $0.path < $1.path }
        } catch let error as InputError {
            throw error
        } catch {
            throw OutputWriteError(destination: destination, reason: error.localizedDescription)
        }
    }

    /// `path` (relative to the folder that holds it) as the user should read it.
    public func displayPath(_ status: GeneratedFileStatus, relativeTo project: Project) -> String {
        if isSingleFile { return destination }
        let folder = groups.first?.sync.folder ?? destination
        return project.relative(URL(fileURLWithPath: folder).appendingPathComponent(status.path).path)
    }
}

/// The disk refused a generated file (exit 2): nothing further was written.
public struct OutputWriteError: Error, Sendable, CustomStringConvertible {
    public var destination: String
    public var reason: String

    public var description: String { "cannot write to '\(destination)': \(reason)" }
}
