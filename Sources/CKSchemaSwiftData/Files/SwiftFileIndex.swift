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

/// One file of a read: its scan, the names its facts refer to and its facts once known, and its
/// text when it was read this run.
struct SwiftFileEntry {
    var path: String
    var scan: SourceScan
    var facts: SwiftFileFacts?
    var text: String?
    /// The names the file's facts refer to (``SourceDeclarations/referencedNames(into:)``), sorted;
    /// nil until its facts are known.
    var referencedNames: [String]? = nil
    /// Whether its facts were parsed in this run (not kept from an earlier one).
    var parsed = false
}

/// The reader's facts per Swift file, kept between runs in a cache folder when one is given (the
/// build plugin's), so that a run reads and parses only the files that changed.
///
/// A file's record is reused while its status — size, modification time in nanoseconds, inode —
/// is the one recorded; when the status changed, the file is read and its content hash decides:
/// the same bytes keep the record, other bytes make a new one. The records (status, hash, the
/// file's ``SourceScan`` and the names its facts refer to) are one text file, `files.index`, read
/// whole at every run; each parsed file's facts are a JSON file of their own under `facts/`, named
/// after the file's path and content hash, written once and read only when a read needs them.
/// (One JSON file of every record took 53 ms to decode and 45 ms to write for a 600-file app on the
/// benchmark's machine, a third of a build; the text index takes a few.)
///
/// Without a cache folder every file is read and nothing is kept. The answer is the same either
/// way, by construction: both go through ``SwiftDataReader/select(_:read:load:)``.
public final class SwiftFileIndex {
    struct Record {
        var status: String
        var hash: String
        var scan: SourceScan
        var referencedNames: [String]?
    }

    private var records: [String: Record] = [:]
    /// The texts read this run, so that no file is read twice.
    private var texts: [String: String] = [:]
    /// The files whose record was brought up to date this run: not looked at again (the build
    /// plugin asks for the same files three times in a run).
    private var checked: Set<String> = []
    /// The facts known this run, by path.
    private var facts: [String: SwiftFileFacts] = [:]
    /// The facts parsed this run, to write.
    private var parsed: Set<String> = []
    private var touched: [String] = []
    private let folder: String?
    private let format: String
    private let hash: (@Sendable ([UInt8]) -> String)?

    /// An index that keeps nothing: every file is read.
    public init() {
        folder = nil
        format = ""
        hash = nil
    }

    /// An index kept in `folder`, written by ``save()``. An index of another `format` (the tool's
    /// version), or one that cannot be read, is ignored.
    ///
    /// - Parameter hash: the content hash (hexadecimal) that confirms a file whose status changed is
    ///   unchanged, and names the files' facts.
    public init(folder: String, format: String, hash: @escaping @Sendable ([UInt8]) -> String) {
        self.folder = folder
        self.format = format
        self.hash = hash
        if let data = FileManager.default.contents(atPath: indexFile) {
            records = Self.records(Array(data), format: format)
        }
    }

    private var indexFile: String { ((folder ?? "") as NSString).appendingPathComponent("files.index") }
    private var factsFolder: String { ((folder ?? "") as NSString).appendingPathComponent("facts") }

    /// The entries of `files`, in order: a file whose record still holds is not read.
    ///
    /// - Throws: ``InputError`` (`swiftdata.unreadable`, `input.too_large`) for a file that cannot be read.
    func entries(for files: [String]) throws -> [SwiftFileEntry] {
        touched = files
        var entries: [SwiftFileEntry] = []
        entries.reserveCapacity(files.count)
        for path in files {
            if checked.contains(path), let record = records[path] {
                entries.append(entry(path, record, text: texts[path]))
                continue
            }
            checked.insert(path)
            // The status before the bytes: a file changed in between is read again next time.
            let status = hash == nil ? "" : Self.status(path)
            if let record = records[path], !status.isEmpty, record.status == status {
                entries.append(entry(path, record, text: nil))
                continue
            }
            let text = try SwiftFileCollector.read(path)
            texts[path] = text
            let bytes = Array(text.utf8)
            let contentHash = hash?(bytes) ?? ""
            if var record = records[path], hash != nil, record.hash == contentHash {
                record.status = status
                records[path] = record
                entries.append(entry(path, record, text: text))
                continue
            }
            let record = Record(status: status, hash: contentHash, scan: SourceScan(bytes), referencedNames: nil)
            records[path] = record
            facts[path] = nil
            entries.append(entry(path, record, text: text))
        }
        return entries
    }

    private func entry(_ path: String, _ record: Record, text: String?) -> SwiftFileEntry {
        SwiftFileEntry(path: path, scan: record.scan, facts: facts[path], text: text, referencedNames: record.referencedNames)
    }

    /// The facts kept for `entry`'s file, if its record names some and they can be read.
    func storedFacts(_ entry: SwiftFileEntry) -> SwiftFileFacts? {
        guard let file = factsFile(entry.path), let data = FileManager.default.contents(atPath: file) else { return nil }
        let decoder = JSONDecoder()
        decoder.userInfo[.locationFile] = entry.path
        return try? decoder.decode(SwiftFileFacts.self, from: data)
    }

    /// `facts/<hash of path and content hash>.json`; nil without a cache folder or a record.
    private func factsFile(_ path: String) -> String? {
        guard let hash, folder != nil, let record = records[path], !record.hash.isEmpty else { return nil }
        // `sha256:…` without its prefix: a colon is no character for a file name on every system.
        let name = hash(Array("\(path)\u{0}\(record.hash)".utf8)).split(separator: ":").last.map(String.init) ?? ""
        return (factsFolder as NSString).appendingPathComponent(name + ".json")
    }

    /// Keeps what `entries` learnt: their facts and the names those refer to.
    func remember(_ entries: [SwiftFileEntry]) {
        for entry in entries {
            guard records[entry.path] != nil else { continue }
            if let names = entry.referencedNames { records[entry.path]?.referencedNames = names }
            if let known = entry.facts { facts[entry.path] = known }
            if entry.parsed { parsed.insert(entry.path) }
        }
    }

    /// The files of `files` a read selects (``SwiftDataReader/select(_:read:load:)``), with their
    /// content hashes: with the settings and the list of files, all the read's answer depends on.
    /// Facts are loaded or parsed only for files whose names are not known yet.
    ///
    /// - Throws: ``InputError`` for a file that cannot be read.
    public func selection(of files: [String]) throws -> [(path: String, hash: String)] {
        var entries = try entries(for: files)
        let chosen = try SwiftDataReader.select(&entries, read: SwiftFileCollector.read, load: storedFacts)
        remember(entries)
        return chosen.map { (entries[$0].path, records[entries[$0].path]?.hash ?? "") }
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

    /// Writes the records of the files of the last read and the facts parsed in this run to the
    /// cache folder, each file atomically; facts no record names any more are removed.
    public func save() throws {
        guard folder != nil else { return }
        let manager = FileManager.default
        try manager.createDirectory(atPath: factsFolder, withIntermediateDirectories: true)
        var kept: Set<String> = []
        for path in touched {
            guard let file = factsFile(path), records[path]?.referencedNames != nil else { continue }
            kept.insert((file as NSString).lastPathComponent)
            if parsed.contains(path), let known = facts[path], !manager.fileExists(atPath: file) {
                // Locations as `[line, column]`: the file's path once, not in every location (half
                // the size, and a third of the decoding time, of a model file's facts).
                let encoder = JSONEncoder()
                encoder.userInfo[.locationFile] = path
                try encoder.encode(known).write(to: URL(fileURLWithPath: file), options: .atomic)
            }
        }
        var text = "ckschema-files \(format)\n"
        for path in touched {
            // A path that would break the line format is read again every time.
            guard let record = records[path], !path.contains("\t"), !path.contains("\n") else { continue }
            let names = record.referencedNames.map { $0.joined(separator: " ") } ?? "-"
            text += "\(path)\t\(record.status)\t\(record.hash)\t\(record.scan.lines)\t\(record.scan.mentionsModel ? 1 : 0)"
                + "\t\(record.scan.isModelCode ? 1 : 0)\t\(record.scan.declaredNames.joined(separator: " "))\t\(names)\n"
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: indexFile), options: .atomic)
        for name in (try? manager.contentsOfDirectory(atPath: factsFolder)) ?? [] where !kept.contains(name) {
            try? manager.removeItem(atPath: (factsFolder as NSString).appendingPathComponent(name))
        }
    }

    /// The records of an index file's `bytes`; none when its first line names another format or a
    /// line does not read. (Read as bytes: splitting the text as Swift `String`s took 20 ms of a
    /// 100 ms build of the benchmark's 419 files, the bytes take 2.)
    private static func records(_ bytes: [UInt8], format: String) -> [String: Record] {
        func text(_ slice: ArraySlice<UInt8>) -> String { String(decoding: slice, as: UTF8.self) }
        func words(_ slice: ArraySlice<UInt8>) -> [String] {
            slice.split(separator: UInt8(ascii: " ")).map(text)
        }
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
        guard let first = lines.first, text(first) == "ckschema-files \(format)" else { return [:] }
        var records: [String: Record] = [:]
        records.reserveCapacity(lines.count)
        for line in lines.dropFirst() {
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            guard fields.count == 8, let count = Int(text(fields[3])),
                  let mentions = flag(fields[4]), let modelCode = flag(fields[5]) else { return [:] }
            let names = fields[7].elementsEqual([UInt8(ascii: "-")]) ? nil : words(fields[7])
            let scan = SourceScan(lines: count, mentionsModel: mentions, isModelCode: modelCode, declaredNames: words(fields[6]))
            records[text(fields[0])] = Record(status: text(fields[1]), hash: text(fields[2]), scan: scan, referencedNames: names)
        }
        return records
    }

    private static func flag(_ field: ArraySlice<UInt8>) -> Bool? {
        field.elementsEqual([UInt8(ascii: "1")]) ? true : field.elementsEqual([UInt8(ascii: "0")]) ? false : nil
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
