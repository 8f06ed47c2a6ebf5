import CKSchemaCore
import Foundation
import SwiftParser
import SwiftSyntax
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
    /// The names the file's facts refer to, by declaration (``NameReferences``); nil until its
    /// facts are known.
    var references: NameReferences? = nil
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
/// way, by construction: both go through ``SwiftDataReader/select(_:read:load:parse:)``.
///
/// One index serves one run, and a run reads each file at most once and parses it at most once,
/// whoever asks — the build plugin's key, the SwiftData reader, the Core Data store reader
/// (``CoreDataStoreReader``): the entries of a list of files and the read's selection are
/// worked out once (``selected(_:)``), texts read are kept (``text(of:)``), and the syntax trees
/// of files the Core Data store reader parses are kept for the run (``syntaxTree(of:text:keep:)``). ``reads``,
/// ``parses`` and ``selections`` count what the run did, for tests.
public final class SwiftFileIndex {
    struct Record {
        var status: String
        var hash: String
        var scan: SourceScan
        var references: NameReferences?
    }

    /// The run's look at one list of files: its entries, and the read's selection once made.
    private struct Look {
        var files: [String]
        var entries: [SwiftFileEntry]
        var chosen: [Int]?
    }

    private var records: [String: Record] = [:]
    /// The texts read this run, so that no file is read twice.
    private var texts: [String: String] = [:]
    /// The files whose record was brought up to date this run: not looked at again (the Core
    /// Data store reader may look at the project's files beside the target's).
    private var checked: Set<String> = []
    /// The last list of files looked at, with its selection.
    private var look: Look?
    /// The syntax trees parsed this run.
    private let trees = SyntaxTrees()
    /// The facts known this run, by path.
    private var facts: [String: SwiftFileFacts] = [:]
    /// The facts parsed this run, to write.
    private var parsed: Set<String> = []
    /// The files looked at this run, in the order first asked for: the records ``save()`` writes.
    private var touched: [String] = []
    private var touchedSet: Set<String> = []
    private let folder: String?
    private let format: String
    private let hash: (@Sendable ([UInt8]) -> String)?
    private let readFile: (String) throws -> String

    /// How many times each file was read this run (never more than once).
    public private(set) var reads: [String: Int] = [:]
    /// How many times each file was parsed this run, for its SwiftData facts or its Core Data
    /// stores (never more than once).
    public var parses: [String: Int] { trees.parses }
    /// How many selections were worked out this run (one per list of files).
    public private(set) var selections = 0

    /// An index that keeps nothing: every file is read.
    public convenience init() {
        self.init(read: SwiftFileCollector.read)
    }

    /// An index that keeps nothing, reading files with `read` (tests count the reads).
    package init(read: @escaping (String) throws -> String) {
        folder = nil
        format = ""
        hash = nil
        readFile = read
    }

    /// An index kept in `folder`, written by ``save()``. An index of another `format` (the tool's
    /// version), or one that cannot be read, is ignored.
    ///
    /// - Parameter hash: the content hash (hexadecimal) that confirms a file whose status changed is
    ///   unchanged, and names the files' facts.
    public convenience init(folder: String, format: String, hash: @escaping @Sendable ([UInt8]) -> String) {
        self.init(folder: folder, format: format, hash: hash, read: SwiftFileCollector.read)
    }

    /// ``init(folder:format:hash:)`` reading files with `read` (tests count the reads).
    package init(folder: String, format: String, hash: @escaping @Sendable ([UInt8]) -> String,
                 read: @escaping (String) throws -> String) {
        self.folder = folder
        self.format = format
        self.hash = hash
        readFile = read
        if let data = FileManager.default.contents(atPath: indexFile) {
            records = Self.records(Array(data), format: format)
        }
    }

    /// The text of the Swift file at `path`, as every index reads it unless told otherwise: one over
    /// the Swift source limit is refused before it is read (`input.too_large`).
    ///
    /// - Throws: ``InputError`` (`swiftdata.unreadable`, `input.too_large`) for a file that cannot be read.
    public static func readSwiftFile(_ path: String) throws -> String {
        try SwiftFileCollector.read(path)
    }

    /// The text of the Swift file at `path`, read at most once in a run.
    ///
    /// - Throws: ``InputError`` (`swiftdata.unreadable`, `input.too_large`) for a file that cannot be read.
    func text(of path: String) throws -> String {
        if let text = texts[path] { return text }
        reads[path, default: 0] += 1
        let text = try readFile(path)
        texts[path] = text
        return text
    }

    /// The syntax tree of `text`, the file at `path`, parsed once in the run and kept for it when
    /// `keep` (the Core Data store reader's files, which it may read again for another model).
    func syntaxTree(of path: String, text: String, keep: Bool) -> SourceFileSyntax {
        trees.tree(of: path, text: text, keep: keep)
    }

    private var indexFile: String { ((folder ?? "") as NSString).appendingPathComponent("files.index") }
    private var factsFolder: String { ((folder ?? "") as NSString).appendingPathComponent("facts") }

    /// The entries of `files`, in order: a file whose record still holds is not read.
    ///
    /// - Throws: ``InputError`` (`swiftdata.unreadable`, `input.too_large`) for a file that cannot be read.
    func entries(for files: [String]) throws -> [SwiftFileEntry] {
        if let look, look.files == files { return look.entries }
        for path in files where touchedSet.insert(path).inserted { touched.append(path) }
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
            let text = try text(of: path)
            let bytes = Array(text.utf8)
            let contentHash = hash?(bytes) ?? ""
            if var record = records[path], hash != nil, record.hash == contentHash {
                record.status = status
                records[path] = record
                entries.append(entry(path, record, text: text))
                continue
            }
            let record = Record(status: status, hash: contentHash, scan: SourceScan(bytes), references: nil)
            records[path] = record
            facts[path] = nil
            entries.append(entry(path, record, text: text))
        }
        look = Look(files: files, entries: entries, chosen: nil)
        return entries
    }

    /// The entries of `files` and the indexes of those the SwiftData read selects
    /// (``SwiftDataReader/select(_:read:load:parse:)``), the selected files' facts known: worked
    /// out once per run for a list of files, whoever asks.
    ///
    /// - Throws: ``InputError`` for a file that cannot be read.
    func selected(_ files: [String]) throws -> (entries: [SwiftFileEntry], chosen: [Int]) {
        var entries = try entries(for: files)
        if let look, look.files == files, let chosen = look.chosen { return (entries, chosen) }
        selections += 1
        let chosen = try SwiftDataReader.select(&entries, read: text(of:), load: storedFacts, parse: parser(for: entries))
        remember(entries)
        look = Look(files: files, entries: entries, chosen: chosen)
        return (entries, chosen)
    }

    /// The facts of the files of `files` the read selects (``selected(_:)``), in the files' order:
    /// those a file's selection needed are known, the others loaded from the cache or parsed.
    ///
    /// - Throws: ``InputError`` for a file that cannot be read.
    func selectedFacts(_ files: [String]) throws -> (entries: [SwiftFileEntry], facts: [SwiftFileFacts]) {
        var (entries, chosen) = try selected(files)
        let facts = try SwiftDataReader.facts(of: chosen, in: &entries, read: text(of:), load: storedFacts, parse: parser(for: entries))
        remember(entries)
        look = Look(files: files, entries: entries, chosen: chosen)
        return (entries, facts)
    }

    /// Parses a file's facts through this run's trees: a file that may set up a Core Data store
    /// keeps its tree for the store reader.
    private func parser(for entries: [SwiftFileEntry]) -> @Sendable (SwiftSource) -> SwiftFileFacts {
        let trees = self.trees
        let stores = Set(entries.lazy.filter(\.scan.mentionsCoreDataStore).map(\.path))
        return { source in
            SwiftDataReader.parse(source) { trees.tree(of: source.path, text: source.text, keep: stores.contains(source.path)) }
        }
    }

    private func entry(_ path: String, _ record: Record, text: String?) -> SwiftFileEntry {
        SwiftFileEntry(path: path, scan: record.scan, facts: facts[path], text: text, references: record.references)
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
            if let references = entry.references { records[entry.path]?.references = references }
            if let known = entry.facts { facts[entry.path] = known }
            if entry.parsed { parsed.insert(entry.path) }
        }
    }

    /// The files of `files` a read selects (``SwiftDataReader/select(_:read:load:parse:)``), with their
    /// content hashes: with the settings and the list of files, all the read's answer depends on.
    /// Facts are loaded or parsed only for files whose names are not known yet.
    ///
    /// - Throws: ``InputError`` for a file that cannot be read.
    public func selection(of files: [String]) throws -> [(path: String, hash: String)] {
        let (entries, chosen) = try selected(files)
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
            guard let file = factsFile(path), records[path]?.references != nil else { continue }
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
            let names = record.references?.encoded ?? "-"
            text += "\(path)\t\(record.status)\t\(record.hash)\t\(record.scan.lines)\t\(record.scan.mentionsModel ? 1 : 0)"
                + "\t\(record.scan.isModelCode ? 1 : 0)\t\(record.scan.mentionsCoreDataStore ? 1 : 0)"
                + "\t\(record.scan.declaredNames.joined(separator: " "))\t\(record.scan.extendedOnly.joined(separator: " "))"
                + "\t\(record.scan.declaredTypes.joined(separator: " "))\t\(names)\n"
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
            guard fields.count == 11, let count = Int(text(fields[3])),
                  let mentions = flag(fields[4]), let modelCode = flag(fields[5]), let store = flag(fields[6]) else { return [:] }
            let names = fields[10].elementsEqual([UInt8(ascii: "-")]) ? nil : NameReferences(encoded: fields[10])
            let scan = SourceScan(lines: count, mentionsModel: mentions, isModelCode: modelCode, mentionsCoreDataStore: store,
                                  declaredNames: words(fields[7]), extendedOnly: words(fields[8]), declaredTypes: words(fields[9]))
            records[text(fields[0])] = Record(status: text(fields[1]), hash: text(fields[2]), scan: scan, references: names)
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

/// The syntax trees one run parses: each file parsed once, the trees of files that set up Core
/// Data stores kept for the run (both readers may need them), the others dropped once read.
/// Locked: the SwiftData reader parses on a thread of its own (``withLargeStack(_:_:)``).
final class SyntaxTrees: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [String: SourceFileSyntax] = [:]
    private var counts: [String: Int] = [:]

    /// How many times each file was parsed.
    var parses: [String: Int] { lock.withLock { counts } }

    /// The tree of `text`, the file at `path`; kept for the run when `keep`.
    func tree(of path: String, text: String, keep: Bool) -> SourceFileSyntax {
        if let tree = lock.withLock({ kept[path] }) { return tree }
        let tree = Parser.parse(source: text)
        lock.withLock {
            counts[path, default: 0] += 1
            if keep { kept[path] = tree }
        }
        return tree
    }
}
