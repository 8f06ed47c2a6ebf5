import CKSchemaCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one Swift file gives the reader, from its text alone (the per-file boundary of
/// ``MigrationFileFacts``): its declarations, its migration facts, and whether it declares an
/// app's entry point. Assembling the facts of the files a read selects gives the read's answer.
struct SwiftFileFacts: Sendable, Codable {
    var declarations: SourceDeclarations
    var migration: MigrationFileFacts
    /// `@main struct Name: App` (``SwiftDataReader/declaresApp(_:)``).
    var declaresApp: Bool
}

/// One file of a read: its scan, its facts once parsed, and its text when it was read this run.
struct SwiftFileEntry {
    var path: String
    var scan: SourceScan
    var facts: SwiftFileFacts?
    var text: String?
}

/// The reader's facts per Swift file, kept between runs in a cache file when one is given (the
/// build plugin's), so that a run reads and parses only the files that changed.
///
/// A file's record is reused while its status — size, modification time in nanoseconds, inode —
/// is the one recorded; when the status changed, the file is read and its content hash decides:
/// the same bytes keep the record (and its facts), other bytes make a new one. Facts are parsed
/// only for the files a read selects (``SwiftDataReader``), and kept once parsed. Without a cache
/// file every file is read and nothing is kept: the answer is the same either way, by
/// construction — both go through ``SwiftDataReader/select(_:index:)``.
public final class SwiftFileIndex {
    struct Record: Codable {
        var status: String
        var hash: String
        var scan: SourceScan
        var facts: SwiftFileFacts?
    }

    private struct Stored: Codable {
        var format: String
        var records: [String: Record]
    }

    private var records: [String: Record] = [:]
    /// The texts read this run, so that no file is read twice.
    private var texts: [String: String] = [:]
    private var touched: [String] = []
    private let cacheFile: String?
    private let format: String
    private let hash: (@Sendable ([UInt8]) -> String)?

    /// An index that keeps nothing: every file is read.
    public init() {
        cacheFile = nil
        format = ""
        hash = nil
    }

    /// An index kept in `cacheFile`, written by ``save()``. A cache of another `format` (the
    /// tool's version), or one that cannot be read, is ignored.
    ///
    /// - Parameter hash: the content hash that confirms a file whose status changed is unchanged.
    public init(cacheFile: String, format: String, hash: @escaping @Sendable ([UInt8]) -> String) {
        self.cacheFile = cacheFile
        self.format = format
        self.hash = hash
        if let data = FileManager.default.contents(atPath: cacheFile),
           let stored = try? JSONDecoder().decode(Stored.self, from: data), stored.format == format {
            records = stored.records
        }
    }

    /// The entries of `files`, in order: a file whose record still holds is not read.
    ///
    /// - Throws: ``InputError`` (`swiftdata.unreadable`, `input.too_large`) for a file that cannot be read.
    func entries(for files: [String]) throws -> [SwiftFileEntry] {
        touched = files
        var entries: [SwiftFileEntry] = []
        entries.reserveCapacity(files.count)
        for path in files {
            // Read earlier in this run.
            if let text = texts[path], let record = records[path] {
                entries.append(SwiftFileEntry(path: path, scan: record.scan, facts: record.facts, text: text))
                continue
            }
            // The status before the bytes: a file changed in between is read again next time.
            let status = hash == nil ? "" : Self.status(path)
            if let record = records[path], !status.isEmpty, record.status == status {
                entries.append(SwiftFileEntry(path: path, scan: record.scan, facts: record.facts, text: nil))
                continue
            }
            let text = try SwiftFileCollector.read(path)
            texts[path] = text
            let bytes = Array(text.utf8)
            let contentHash = hash?(bytes) ?? ""
            if var record = records[path], hash != nil, record.hash == contentHash {
                record.status = status
                records[path] = record
                entries.append(SwiftFileEntry(path: path, scan: record.scan, facts: record.facts, text: text))
                continue
            }
            let scan = SourceScan(bytes)
            records[path] = Record(status: status, hash: contentHash, scan: scan, facts: nil)
            entries.append(SwiftFileEntry(path: path, scan: scan, facts: nil, text: text))
        }
        return entries
    }

    /// Keeps the facts parsed for `entries`.
    func remember(_ entries: [SwiftFileEntry]) {
        for entry in entries {
            guard let facts = entry.facts, records[entry.path] != nil else { continue }
            records[entry.path]?.facts = facts
        }
    }

    /// The content hash of each of `files`, as of the last ``entries(for:)`` (nil for a file not
    /// read through this index, or when it keeps no cache).
    public func contentHashes(of files: [String]) -> [String?] {
        files.map { path in records[path].flatMap { $0.hash.isEmpty ? nil : $0.hash } }
    }

    /// Whether any of `files` mentions `@Model`, as of their records (files not yet recorded are read).
    ///
    /// - Throws: ``InputError`` for a file that cannot be read.
    public func mentionsModel(_ files: [String]) throws -> Bool {
        try entries(for: files).contains { $0.scan.mentionsModel }
    }

    /// Writes the records of the files of the last read to the cache file, atomically. Records of
    /// files no longer read are dropped.
    public func save() throws {
        guard let cacheFile else { return }
        let kept = Dictionary(touched.compactMap { path in records[path].map { (path, $0) } }, uniquingKeysWith: { first, _ in first })
        let data = try JSONEncoder().encode(Stored(format: format, records: kept))
        let folder = (cacheFile as NSString).deletingLastPathComponent
        if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        try data.write(to: URL(fileURLWithPath: cacheFile), options: .atomic)
    }

    /// The file's size, modification time in nanoseconds and inode; empty when it cannot be read.
    public static func status(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "" }
        #if canImport(Darwin)
        let modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
        let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
        return "\(info.st_size) \(modified) \(info.st_ino) \(info.st_mode)"
    }
}
