import CKSchemaCore
@testable import CKSchemaKit
import CKSchemaProject
@testable import CKSchemaSwiftSource
import CKSchemaTestSupport
import Foundation
import Testing

/// One build reads each input file once and parses each Swift file once, whoever needs it: the
/// cache's key, the SwiftData reader, the Core Data store reader (for every model of the target)
/// and the Core Data import. The reads are counted through the service's reader, the parses and
/// selections by the run's index.
@Suite struct BuildLintReadsOnceTests {
    /// Counts the reads of each file.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [String: Int] = [:]
        var reads: [String: Int] { lock.withLock { counts } }
        func count(_ path: String) {
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            lock.withLock { counts[absolute, default: 0] += 1 }
        }
    }

    /// A reader that counts every read, and keeps the run's index.
    func reader(_ counter: Counter, index: @escaping (SwiftFileIndex) -> Void) -> BuildLintReader {
        BuildLintReader(
            swift: { path in
                counter.count(path)
                return try SwiftFileIndex.readSwiftFile(path)
            },
            bytes: { path in
                counter.count(path)
                return try InputFile.read(path, format: .coreDataModel)
            },
            finished: index)
    }

    /// A target with SwiftData models, the code that sets up the Core Data stores of two models
    /// (`Model` and `Other`, both bundles in the target), and a file no model needs.
    func target() throws -> (folder: URL, paths: [String], files: [String]) {
        let folder = try TemporaryFolder.make("ckschema-test")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        var swift: [String] = []
        func write(_ text: String, _ path: String) throws {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        for (path, text) in BuildLintIncrementalTests.files.sorted(by: { $0.key < $1.key }) {
            try write(text, path)
            swift.append(folder.appendingPathComponent(path).path)
        }
        try write(CoreDataScopeFromCodeTests.cloudKitCode, "App/Persistence.swift")
        try write(CoreDataScopeFromCodeTests.cloudKitCode.replacingOccurrences(of: "\"Model\"", with: "\"Other\"")
                    .replacingOccurrences(of: "class Persistence", with: "class OtherPersistence"), "App/OtherPersistence.swift")
        swift += ["App/OtherPersistence.swift", "App/Persistence.swift"].map { folder.appendingPathComponent($0).path }
        var models: [String] = []
        var modelFiles: [String] = []
        for name in ["Model", "Other"] {
            try write(CoreDataScopeFromCodeTests.contents, "App/\(name).xcdatamodeld/\(name).xcdatamodel/contents")
            try write("""
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>\(name).xcdatamodel</string></dict></plist>

                """, "App/\(name).xcdatamodeld/.xccurrentversion")
            models.append(folder.appendingPathComponent("App/\(name).xcdatamodeld").path)
            modelFiles += ["\(name).xcdatamodel/contents", ".xccurrentversion"].map {
                folder.appendingPathComponent("App/\(name).xcdatamodeld/\($0)").path
            }
        }
        return (folder, swift + models, swift + modelFiles)
    }

    /// A cold build, then one after a model file's edit: every input file read exactly once (a
    /// file read twice, or read behind the reader's back and so not at all, fails), every Swift
    /// file parsed at most once, one selection.
    @Test(arguments: [true, false]) func eachFileIsReadAndParsedOnce(cached: Bool) throws {
        let (folder, paths, files) = try target()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = cached ? folder.appendingPathComponent("cache").path : nil
        let project = try Project.load(from: folder.path)
        var index: SwiftFileIndex?
        let counter = Counter()
        let cold = try BuildLintService(project: project, reader: reader(counter) { index = $0 }).run(paths: paths, cacheDirectory: cache)
        // The build did all of it: a SwiftData lint, and both Core Data models linted with the
        // scope the code gives them.
        #expect(cold.failed)
        #expect(cold.text.contains("[attribute_required_without_default]"), "\(cold.text)")
        #expect(cold.text.contains("Model.xcdatamodel/contents") && cold.text.contains("Other.xcdatamodel/contents"), "\(cold.text)")
        #expect(!cold.text.contains("Activity"), "\(cold.text)")
        #expect(counter.reads == Dictionary(uniqueKeysWithValues: files.map { ($0, 1) }), "\(counter.reads)")
        let run = try #require(index)
        #expect(!run.parses.isEmpty)
        #expect(run.parses.values.allSatisfy { $0 == 1 }, "\(run.parses)")
        // The stores' files were parsed (each model's store reader looks at both) and so were the models'.
        #expect(run.parses.keys.contains { $0.hasSuffix("Persistence.swift") }, "\(run.parses)")
        #expect(run.parses.keys.contains { $0.hasSuffix("Models/Item.swift") }, "\(run.parses)")
        #expect(run.selections == 1)

        guard let cache else { return }
        // A model file edited: only it is read, and it is parsed once.
        let item = folder.appendingPathComponent("Models/Item.swift")
        try (BuildLintIncrementalTests.files["Models/Item.swift"]! + "// edited\n").write(to: item, atomically: true, encoding: .utf8)
        let again = Counter()
        index = nil
        let warm = try BuildLintService(project: project, reader: reader(again) { index = $0 }).run(paths: paths, cacheDirectory: cache)
        #expect(warm.text == cold.text && !warm.cached)
        let swiftReads = again.reads.filter { $0.key.hasSuffix(".swift") }
        // The store's file too: the Core Data store reader needs its tree, read once for both models.
        let stores = ["App/Persistence.swift", "App/OtherPersistence.swift"].map { folder.appendingPathComponent($0).path }
        #expect(swiftReads == [item.path: 1, stores[0]: 1, stores[1]: 1], "\(again.reads)")
        #expect(again.reads.values.allSatisfy { $0 == 1 }, "\(again.reads)")
        let warmRun = try #require(index)
        #expect(warmRun.parses.values.allSatisfy { $0 == 1 }, "\(warmRun.parses)")
        #expect(warmRun.parses[item.path] == 1, "\(warmRun.parses)")
        #expect(warmRun.selections == 1)
    }

    /// The index alone: asked for the same files again (the key, then the reader), it neither
    /// reads nor selects again, and the SwiftData reader's answer is the one a fresh read gives.
    @Test func theSelectionIsMadeOnce() throws {
        let (folder, paths, _) = try target()
        defer { try? FileManager.default.removeItem(at: folder) }
        let swift = paths.filter { $0.hasSuffix(".swift") }
        let counter = Counter()
        let index = SwiftFileIndex(read: { path in
            counter.count(path)
            return try SwiftFileIndex.readSwiftFile(path)
        })
        #expect(try index.mentionsModel(swift))
        let selection = try index.selection(of: swift)
        #expect(selection.count >= 5, "\(selection)")
        let read = try SwiftDataReader.read(paths: swift, index: index)
        #expect(index.selections == 1)
        #expect(counter.reads.values.allSatisfy { $0 == 1 } && counter.reads.count == swift.count, "\(counter.reads)")
        let fresh = try SwiftDataReader.read(paths: swift)
        #expect(read.models.flatMap { $0.versions.map(\.schema) } == fresh.models.flatMap { $0.versions.map(\.schema) })
        #expect(read.diagnostics == fresh.diagnostics)
    }
}
