import CKSchemaCore
import CKSchemaCoreData
import CKSchemaProject
import CKSchemaSwiftSource
import Foundation

/// What the build plugins run on every build (`ckschema build-lint`): the lint of one target's
/// SwiftData code and Core Data models. The findings are values; the command line prints them the
/// way compilers print errors (`Sources/ckschema/Text/BuildLintText.swift`), so that Xcode and
/// `swift build` show them at the line.
///
/// One run reads each input file at most once and parses each Swift file at most once: the
/// run's ``SwiftFileIndex`` looks at the Swift files once, works out the SwiftData read's
/// selection once (for the cache key and for the lint alike) and serves the Core Data store
/// reader from the same reads and trees; a Core Data model's files are read once, for the key and
/// for the import alike (``BuildLintReader``, which tests count the reads through).
///
/// Three caches in the target's plugin work folder make a build cost little:
/// - the last run's output under a key of every input file's status (path, size, modification
///   time, inode) and the settings files: a build where nothing changed prints it without reading
///   a file;
/// - the SwiftData reader's records and facts per Swift file (``SwiftFileIndex``, `swift-files/`):
///   a file whose status changed is read and hashed, and only a file whose bytes changed is scanned
///   again, and parsed only if the read needs it;
/// - the output under a key of the settings, the files' list and the content of the files the read
///   selects: a file saved unchanged, or an edit of a file no model needs, costs its read, no lint.
///
/// The output cache keeps values, not text: the findings (JSON) and whether the build fails. The
/// command line words them on every build, cached or not, so a cached answer reads exactly as a
/// fresh one and never carries an earlier build's working folder in its paths; decoding a
/// target's few findings costs far less than a `stat` of its files.
/// The answer never depends on what was cached: the index gives the reader the same facts a
/// fresh read would (`BuildLintIncrementalTests` compares them over edits, deletions and renames).
public struct BuildLintService {
    public let project: Project
    /// How the run reads its input files.
    let reader: BuildLintReader

    public init(project: Project) {
        self.init(project: project, reader: BuildLintReader())
    }

    /// A service that reads its input files through `reader` (tests count the reads).
    init(project: Project, reader: BuildLintReader) {
        self.project = project
        self.reader = reader
    }

    /// The outcome of one build's lint.
    public struct Result: Sendable, Equatable {
        /// The findings a build shows, errors and warnings in report order (notes — a model's
        /// sync scope, released versions — are for `ckschema lint` and review, not repeated on
        /// every build); their files as the paths were given.
        public var diagnostics: [Diagnostic]
        /// Whether an error finding should fail the build.
        public var failed: Bool
        /// Whether the result came from the cache rather than a new lint.
        public var cached: Bool

        public init(diagnostics: [Diagnostic], failed: Bool, cached: Bool) {
            self.diagnostics = diagnostics
            self.failed = failed
            self.cached = cached
        }
    }

    /// Lints `paths` (Swift files and `.xcdatamodeld`/`.xcdatamodel` folders; others are
    /// ignored), using and refreshing the caches in `cacheDirectory` when one is given.
    ///
    /// Swift code is linted only when some file declares an `@Model` class; a Core Data model with
    /// the scope the Swift code that loads it gives (``CoreDataStoreReader``: the target's files,
    /// else the project's), else only when its current version says it is used with CloudKit
    /// (Xcode's "Used with CloudKit" checkbox). A target with neither costs nothing but the reading.
    ///
    /// - Throws: ``InputError`` (exit 2) for input that cannot be read; such runs are not cached.
    public func run(paths: [String], cacheDirectory: String?) throws -> Result {
        // Every key and the index are salted with the work folder's own identity (see
        // ``BuildLintCache/salt(of:)``): a cache committed by the change under review, whose keys
        // it could compute from the files it controls, never matches.
        if let cacheDirectory { try? FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true) }
        let salt = cacheDirectory.flatMap(BuildLintCache.salt(of:))
        let cache = cacheDirectory.flatMap { directory in salt.map { _ in BuildLintCache(directory: directory) } }
        let saltBytes = Array((salt ?? "").utf8)
        // A build where nothing changed: the files' status alone, no reading. On the benchmark's
        // target (419 files, 165,000 lines; `make bench`, Benchmarks/README.md) the release
        // binary took 44.8 ms when every file was read and hashed (the path a file saved unchanged
        // still takes), 21.7 ms with this key, 15.3 ms once the plugin passed the files in a list
        // (--files-from) and each file cost one stat; start-up (`--version`) 6.0 ms.
        // The settings' bytes, read once for both keys.
        let settings = cache == nil ? [] : settingsBytes()
        let statusKey = cache == nil ? "" : ContentHash.of(saltBytes + Array(Self.fileStatus(paths).utf8) + settings)
        if let cache, let stored = cache.read(statusKey: statusKey) { return stored }
        let index = cache.map { Self.swiftFileIndex(cacheDirectory: $0.directory, salt: salt ?? "", read: reader.swift) }
            ?? SwiftFileIndex(read: reader.swift)
        defer { reader.finished(index) }
        var inputs = BuildLintInputs(paths: paths, read: reader.bytes)
        inputs.swiftDeclaresModel = try index.mentionsModel(inputs.swiftFiles)
        guard inputs.mayDeclareModels else {
            // Nothing to lint: the next build with the same files reads none of them.
            let nothing = Result(diagnostics: [], failed: false, cached: false)
            try? index.save()
            try? cache?.write(nothing, key: "", statusKey: statusKey)
            return nothing
        }
        // The files the SwiftData read selects decide its answer: an edit of another file (a view,
        // a formatter) finds the output kept under the same key. (The selection is the index's,
        // made once: the lint below reads the same.)
        let selected = cache == nil || !inputs.swiftDeclaresModel ? [] : try index.selection(of: inputs.swiftFiles)
        let key = cache == nil ? "" : ContentHash.of(saltBytes + Array(cacheKey(inputs, selected: selected, index: index, settings: settings).utf8))
        if let cache, let stored = cache.read(key: key) {
            // Same contents, new status (a file saved unchanged, a checkout): the next build hits
            // on the status again.
            try? index.save()
            try? cache.write(stored, key: key, statusKey: statusKey)
            return stored
        }
        let result = try lint(inputs, index: index)
        // A cache that cannot be written costs the next build a lint, never this one its result.
        try? index.save()
        try? cache?.write(result, key: key, statusKey: statusKey)
        return result
    }

    /// The lint of `inputs`, the Swift files read through `index` (the SwiftData reader's and the
    /// Core Data store reader's alike), the models' files from `inputs`.
    private func lint(_ inputs: BuildLintInputs, index: SwiftFileIndex) throws -> Result {
        var diagnostics: [Diagnostic] = []
        var failed = false
        if inputs.swiftDeclaresModel {
            // Models the plugin cannot place: one warning each, no CloudKit error (the gate checks them as synced).
            let outcome = try LintService(project: project).lint(paths: inputs.swiftFiles, unplaced: .warned, index: index)
            diagnostics += project.lintReport(outcome).diagnostics
            failed = outcome.failed
        }
        let linter = project.linter
        for model in inputs.coreDataModels {
            let imported = try XCDataModelImporter.importModel(at: model, read: inputs.modelFile)
            guard let current = imported.versions.last(where: \.isCurrent) ?? imported.versions.last else { continue }
            // The Swift code that loads the model (the target's, else the project's) decides which
            // configurations sync; without it, the model's "Used with CloudKit" flags do.
            let settings = ScopeSettings(project: project)
            let code = inputs.swiftFiles.isEmpty ? settings.coreDataCode : inputs.swiftFiles
            var setup = code.isEmpty ? nil
                : CoreDataStoreReader.read(paths: code, modelName: imported.name, search: settings.entitlements, index: index)
            if setup == nil, !inputs.swiftFiles.isEmpty {
                let folder = settings.coreDataCode
                setup = folder.isEmpty ? nil
                    : CoreDataStoreReader.read(paths: folder, modelName: imported.name, search: settings.entitlements, index: index)
            }
            let read = setup.map { CoreDataScope.apply($0, to: current.schema) } ?? current.schema
            // `scopes:` settles what the code cannot (an entry for another target's model is no error here).
            let (settled, _) = try settings.applyCoreData(to: [read], setup: setup)
            let schema = settled.last ?? read
            guard setup != nil || current.declaresCloudKit || schema.entities.contains(where: { $0.scope == .synced }) else { continue }
            let found = linter.lint(schema).diagnostics
            diagnostics += found
            if found.contains(where: { $0.severity == .error }) { failed = true }
        }
        // A build shows errors and warnings; notes (a model's sync scope, released versions) are
        // for `ckschema lint` and review, not repeated on every build.
        return Result(diagnostics: diagnostics.filter { $0.severity != .note }, failed: failed, cached: false)
    }

    /// The per-file index kept in `cacheDirectory`, salted as every key of the caches
    /// (``BuildLintCache/salt(of:)``); nil when the folder cannot be salted.
    public static func swiftFileIndex(cacheDirectory: String) -> SwiftFileIndex? {
        BuildLintCache.salt(of: cacheDirectory).map { swiftFileIndex(cacheDirectory: cacheDirectory, salt: $0) }
    }

    static func swiftFileIndex(cacheDirectory: String, salt: String,
                               read: @escaping (String) throws -> String = BuildLintReader().swift) -> SwiftFileIndex {
        let saltBytes = Array(salt.utf8)
        return SwiftFileIndex(folder: (cacheDirectory as NSString).appendingPathComponent("swift-files"),
                              format: CKSchemaVersion.current + " " + salt, hash: { ContentHash.of(saltBytes + $0) }, read: read)
    }

    /// The SHA-256 of everything the result depends on: the settings, the Swift files' paths, the
    /// content hash of each file the SwiftData read selects (`selected`, from the index), and the
    /// Core Data models' files. (The Core Data models' scope comes from the Swift files that load
    /// them: with a model, every Swift file's hash counts.)
    private func cacheKey(_ inputs: BuildLintInputs, selected: [(path: String, hash: String)], index: SwiftFileIndex,
                          settings: [UInt8]) -> String {
        var bytes = settings
        bytes += Array(inputs.swiftFiles.joined(separator: "\u{0}").utf8) + [0]
        for (path, hash) in selected { Self.add(path, Array(hash.utf8), to: &bytes) }
        if !inputs.coreDataModels.isEmpty {
            for (path, hash) in zip(inputs.swiftFiles, index.contentHashes(of: inputs.swiftFiles)) {
                Self.add(path, hash.map { Array($0.utf8) }, to: &bytes)
            }
        }
        for (path, content) in inputs.modelFiles { Self.add(path, content, to: &bytes) }
        return ContentHash.of(bytes)
    }

    /// The tool's version and the settings files' paths and bytes: `ckschema.yaml`, the findings
    /// baseline and the entitlements (which decide whether `.automatic` stores sync).
    private func settingsBytes() -> [UInt8] {
        var bytes: [UInt8] = Array("ckschema \(CKSchemaVersion.current)\n".utf8)
        let configuration = project.configuration
        if let file = configuration.file { Self.add(file, Self.read(file), to: &bytes) }
        let baseline = configuration.resolve(configuration.baseline)
        Self.add(baseline, Self.read(baseline), to: &bytes)
        for path in ScopeSettings(project: project).entitlements.candidates { Self.add(path, Self.read(path), to: &bytes) }
        return bytes
    }

    private static func add(_ path: String, _ content: [UInt8]?, to bytes: inout [UInt8]) {
        bytes += Array("\(path)\u{0}\(content?.count ?? -1)\u{0}".utf8)
        bytes += content ?? []
    }

    /// One line per input file (a model folder's files included, sorted): path, size,
    /// modification time in nanoseconds and inode, or `-` for a file that cannot be read.
    static func fileStatus(_ paths: [String]) -> String {
        var lines: [String] = []
        for path in paths {
            switch BuildLintInputs.kind(of: path) {
            case .swift:
                lines.append(status(path))
            case .coreDataModel:
                lines.append(path + "/")
                for child in (FileManager.default.subpaths(atPath: path) ?? []).sorted() {
                    lines.append(status((path as NSString).appendingPathComponent(child)))
                }
            default:
                continue
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func status(_ path: String) -> String {
        let status = SwiftFileIndex.status(path)
        return "\(path)\u{0}" + (status.isEmpty ? "-" : status)
    }

    /// The paths listed in `file`, one per line (what `build-lint --files-from` reads). The build
    /// plugin hands a target's files over in a file: ArgumentParser's handling of one argument per
    /// file grows with the square of their number, a third of a 22 ms build where nothing changed
    /// with 419 files (perf, release binary; Benchmarks/README.md).
    ///
    /// - Throws: ``InputError`` (`swiftdata.unreadable`, exit 2) when `file` cannot be read.
    public static func paths(listedIn file: String) throws -> [String] {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw InputError([SwiftDataDiagnostics.unreadable.diagnostic(
                "cannot read the list of files '\(file)'", at: SourceLocation(file: file, line: 1, column: 1),
                fix: "give a file that lists one path per line (the build plugin writes it)")])
        }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    static func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { Array($0) }
    }
}

/// How one build's lint reads its input files: Swift files (through the run's ``SwiftFileIndex``)
/// and a Core Data model's files, each as every input is (``InputFile``: regular files, bounded).
/// Tests count the reads through it.
struct BuildLintReader {
    /// The text of a Swift file (``SwiftFileIndex``'s default reader).
    var swift: (String) throws -> String = { try SwiftFileIndex.readSwiftFile($0) }
    /// The bytes of a Core Data model's file; nil when it cannot be read.
    var bytes: (String) throws -> [UInt8]? = { try InputFile.read($0, format: .coreDataModel) }
    /// Given the run's index once the run has read what it needed (tests look at its counts).
    var finished: (SwiftFileIndex) -> Void = { _ in }
}

/// The files one build's lint reads: Swift files (read through the ``SwiftFileIndex``) and Core
/// Data models, with their files' bytes, read once for the cache key and the import alike.
struct BuildLintInputs {
    /// The Swift files, in the order given.
    var swiftFiles: [String] = []
    /// The `.xcdatamodeld` and `.xcdatamodel` folders.
    var coreDataModels: [String] = []
    /// The models' files, sorted by path, with their bytes.
    var modelFiles: [(path: String, content: [UInt8]?)] = []
    /// The same bytes by absolute path, as the importer asks for them (``modelFile(_:reportedAs:)``).
    private var modelBytes: [String: [UInt8]] = [:]
    /// The models' files that could not be read (nil bytes), by absolute path, and why.
    private var unreadable: [String: Error] = [:]
    /// Whether a Swift file mentions `@Model`.
    var swiftDeclaresModel = false

    /// Whether anything here may hold a model to lint.
    var mayDeclareModels: Bool { swiftDeclaresModel || !coreDataModels.isEmpty }

    /// The kinds of path a build's lint reads.
    enum Kind { case swift, coreDataModel, other }

    /// What `path` is, by its extension (a trailing `/` ignored), without asking the file system.
    /// (A suffix, not NSString's `pathExtension`, which rewrote each path's slashes first: 10 % of
    /// a build where nothing changed on the plugin's benchmark, perf.)
    static func kind(of path: String) -> Kind {
        let name = path.hasSuffix("/") ? path.dropLast() : Substring(path)
        if name.hasSuffix(".swift") { return .swift }
        if name.hasSuffix(".xcdatamodeld") || name.hasSuffix(".xcdatamodel") { return .coreDataModel }
        return .other
    }

    init(paths: [String], read: (String) throws -> [UInt8]?) {
        let manager = FileManager.default
        for path in paths {
            switch Self.kind(of: path) {
            case .swift:
                swiftFiles.append(path)
            case .coreDataModel:
                coreDataModels.append(path)
                let children = (manager.subpaths(atPath: path) ?? []).sorted()
                for child in children {
                    let file = (path as NSString).appendingPathComponent(child)
                    var isDirectory: ObjCBool = false
                    guard manager.fileExists(atPath: file, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
                    let absolute = URL(fileURLWithPath: file).standardizedFileURL.path
                    do {
                        let content = try read(file)
                        modelFiles.append((file, content))
                        modelBytes[absolute] = content
                    } catch {
                        // Read by the import, which reports it (an input error, exit 2).
                        modelFiles.append((file, nil))
                        unreadable[absolute] = error
                    }
                }
            default:
                continue
            }
        }
        modelFiles.sort { $0.path < $1.path }
    }

    /// The bytes of a model's file the importer asks for (``XCDataModelImporter``), as read for the
    /// key: each file is read once in a run. A file the key's read failed on fails the same way
    /// here; one the key did not read (outside the folders given) is read now.
    func modelFile(_ path: String, reportedAs file: String) throws -> [UInt8]? {
        if let bytes = modelBytes[path] { return bytes }
        if let error = unreadable[path] { throw error }
        return try InputFile.read(path, format: .coreDataModel, reportedAs: file)
    }
}

/// The last build's lint output of one target, in `<directory>/ckschema-lint.cache`: the content
/// key, the status key, whether the build fails, and the findings as JSON (values: the command
/// line words them). Writes are atomic; an unreadable or foreign file is a miss.
struct BuildLintCache {
    let directory: String

    private var file: String { (directory as NSString).appendingPathComponent("ckschema-lint.cache") }

    /// The salt of the caches in `directory`: the work folder's device, inode and path, with the
    /// tool's version. Nothing secret, but nothing a commit can know in advance either: the folder
    /// is made on the machine that builds, so its inode is chosen there. Nil (no cache) when the
    /// folder cannot be looked at.
    static func salt(of directory: String) -> String? {
        var status = stat()
        guard stat(directory, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else { return nil }
        return "\(status.st_dev):\(status.st_ino):\(RepositoryBoundary.absolute(directory)):\(CKSchemaVersion.current)"
    }

    /// The stored result when its content key is `key` or its status key is `statusKey`.
    func read(key: String? = nil, statusKey: String? = nil) -> BuildLintService.Result? {
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        let lines = text.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
        guard lines.count == 3, lines[0].hasPrefix("key "), lines[1].hasPrefix("status ") else { return nil }
        guard String(lines[0].dropFirst(4)) == key || String(lines[1].dropFirst(7)) == statusKey else { return nil }
        // The third line says whether the build fails; the findings' JSON follows it.
        let rest = lines[2].split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        guard rest.count == 2, rest[0] == "failed" || rest[0] == "passed",
              let diagnostics = try? JSONDecoder().decode([Diagnostic].self, from: Data(rest[1].utf8)) else { return nil }
        let failed = rest[0] == "failed"
        return .init(diagnostics: diagnostics, failed: failed, cached: true)
    }

    func write(_ result: BuildLintService.Result, key: String, statusKey: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let findings = try JSONEncoder().encode(result.diagnostics)
        let text = "key \(key)\nstatus \(statusKey)\n" + (result.failed ? "failed\n" : "passed\n")
        try (Data(text.utf8) + findings).write(to: URL(fileURLWithPath: file), options: .atomic)
    }
}
