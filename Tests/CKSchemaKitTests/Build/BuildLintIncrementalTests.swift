import CKSchemaCore
import CKSchemaKit
import CKSchemaProject
@testable import CKSchemaSwiftSource
import CKSchemaTestSupport
import Foundation
import Testing

/// The build plugin keeps the SwiftData reader's facts per file between builds and reads only the
/// files that changed. Whatever it kept, each build's answer must be a cold run's: checked here
/// after edits of model and other files, a deletion, a rename, a new file and a file saved
/// unchanged.
@Suite struct BuildLintIncrementalTests {
    static let files: [String: String] = [
        "Models/Item.swift": """
            import SwiftData

            @Model final class Item {
                var kind: Kind = Kind.basic
                var price: Amount?
                var points: Int
                init(points: Int) { self.points = points }
            }

            """,
        "Models/Tag.swift": """
            import SwiftData

            @Model final class Tag {
                @Attribute(.unique) var name: String = ""
                init() {}
            }

            """,
        "App/Store.swift": """
            import SwiftData

            enum Store {
                static func make() throws -> ModelContainer {
                    try ModelContainer(for: Item.self, Tag.self,
                                       configurations: ModelConfiguration(cloudKitDatabase: .private(AppConstants.container)))
                }
            }

            """,
        "Values/Kind.swift": "enum Kind: String, Codable { case basic, premium }\n",
        "Values/Amount.swift": "typealias Amount = Money\nstruct Money: Codable { var cents: Int }\n",
        "Config/Constants.swift": "enum AppConstants { static let container = \"iCloud.com.example.app\" }\n",
        "Views/Feature.swift": "struct FeatureState { var title = \"Feature\" }\n",
    ]

    /// A target folder with `files`, its paths in a stable order.
    func target() throws -> (folder: URL, paths: () -> [String]) {
        let folder = try TemporaryFolder.make("ckschema-test")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        for (path, text) in Self.files { try write(text, to: path, in: folder) }
        let paths = {
            ((FileManager.default.subpaths(atPath: folder.path) ?? []).filter { $0.hasSuffix(".swift") }).sorted()
                .map { folder.appendingPathComponent($0).path }
        }
        return (folder, paths)
    }

    func write(_ text: String, to path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// The build with the kept cache, and a cold one (a new cache folder) of the same files.
    func build(_ folder: URL, _ paths: [String], cache: String) throws -> (kept: BuildLintService.Result, cold: BuildLintService.Result) {
        let service = BuildLintService(project: try Project.load(from: folder.path))
        let kept = try service.run(paths: paths, cacheDirectory: cache)
        let coldCache = try TemporaryFolder.make("ckschema-test")
        defer { try? FileManager.default.removeItem(at: coldCache) }
        let cold = try service.run(paths: paths, cacheDirectory: coldCache.path)
        #expect(!cold.cached)
        return (kept, cold)
    }

    @Test func everyBuildAnswersAsAColdRunDoes() throws {
        let (folder, paths) = try target()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent("cache").path
        var answers: [String] = []
        func step(_ name: String, cached: Bool? = nil, _ change: () throws -> Void) throws {
            try change()
            let (kept, cold) = try build(folder, paths(), cache: cache)
            #expect(kept.text == cold.text, "\(name)")
            #expect(kept.failed == cold.failed, "\(name)")
            if let cached { #expect(kept.cached == cached, "\(name): cached \(kept.cached)") }
            answers.append(kept.text)
        }
        try step("first build") {}
        try step("nothing changed", cached: true) {}
        // A file no model needs: the kept output answers (the key covers the files the read selects).
        try step("a file that is not model code edited", cached: true) {
            try write(Self.files["Views/Feature.swift"]! + "// edited\n", to: "Views/Feature.swift", in: folder)
        }
        try step("a model fixed", cached: false) {
            try write(Self.files["Models/Item.swift"]!.replacingOccurrences(of: "var points: Int\n", with: "var points: Int = 0\n"),
                      to: "Models/Item.swift", in: folder)
        }
        try step("the enum a model holds becomes a class", cached: false) {
            try write("final class Kind { static let basic = Kind() }\n", to: "Values/Kind.swift", in: folder)
        }
        try step("the enum's file deleted", cached: false) {
            try FileManager.default.removeItem(at: folder.appendingPathComponent("Values/Kind.swift"))
        }
        try step("a model file renamed", cached: false) {
            try FileManager.default.moveItem(at: folder.appendingPathComponent("Models/Tag.swift"),
                                             to: folder.appendingPathComponent("Models/Label.swift"))
        }
        try step("the container's constant moved to a new file", cached: false) {
            try write("enum AppConstants {}\n", to: "Config/Constants.swift", in: folder)
            try write("extension AppConstants { static let container = \"iCloud.com.example.other\" }\n",
                      to: "Config/Constants+Container.swift", in: folder)
        }
        try step("the store no longer syncs", cached: false) {
            try write(Self.files["App/Store.swift"]!.replacingOccurrences(of: ".private(AppConstants.container)", with: ".none"),
                      to: "App/Store.swift", in: folder)
        }
        try step("a file saved unchanged", cached: true) {
            let path = folder.appendingPathComponent("Models/Item.swift").path
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        // The steps changed the answer: the comparisons above compared findings, not empty texts.
        #expect(answers[0].contains("[attribute_required_without_default]"))
        #expect(answers[0].contains("[unique_constraint]"))
        #expect(!answers[3].contains("[attribute_required_without_default]"))
        #expect(answers[6].contains("Label.swift"))
        #expect(!answers[8].contains("error:"), "\(answers[8])")
        #expect(Set(answers).count >= 4)
    }

    /// After a build, a file whose status is unchanged is not read: its facts come from the cache.
    @Test func onlyChangedFilesAreRead() throws {
        let (folder, paths) = try target()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent("cache")
        _ = try BuildLintService(project: try Project.load(from: folder.path)).run(paths: paths(), cacheDirectory: cache.path)
        try write(Self.files["Views/Feature.swift"]! + "// edited\n", to: "Views/Feature.swift", in: folder)
        let index = try #require(BuildLintService.swiftFileIndex(cacheDirectory: cache.path))
        let read = try index.entries(for: paths()).filter { $0.text != nil }.map(\.path)
        #expect(read == [folder.appendingPathComponent("Views/Feature.swift").path])
    }

    /// A cache file that cannot be read (cut short, another version's, not JSON) is ignored: the
    /// build answers as a cold one and writes a good cache again.
    @Test func aDamagedCacheIsIgnored() throws {
        let (folder, paths) = try target()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent("cache")
        let service = BuildLintService(project: try Project.load(from: folder.path))
        let cold = try service.run(paths: paths(), cacheDirectory: cache.path)
        let file = cache.appendingPathComponent("swift-files/files.index")
        let good = try Data(contentsOf: file)
        #expect(good.count > 100)
        for damaged in [good.prefix(good.count / 2), Data("not json".utf8),
                        Data(String(decoding: good, as: UTF8.self).replacingOccurrences(of: CKSchemaVersion.current, with: "0.0.0-other").utf8)] {
            try damaged.write(to: file)
            // A new status, so that the output cache does not answer first.
            try write(Self.files["Views/Feature.swift"]! + "// \(damaged.count)\n", to: "Views/Feature.swift", in: folder)
            let again = try service.run(paths: paths(), cacheDirectory: cache.path)
            #expect(again.text == cold.text && again.failed == cold.failed)
            #expect(try Data(contentsOf: file).count > 100)
        }
        // Kept facts that do not decode are parsed again.
        let facts = cache.appendingPathComponent("swift-files/facts")
        let kept = try FileManager.default.contentsOfDirectory(atPath: facts.path)
        #expect(!kept.isEmpty)
        for name in kept { try Data("{".utf8).write(to: facts.appendingPathComponent(name)) }
        try write(Self.files["Views/Feature.swift"]! + "// facts\n", to: "Views/Feature.swift", in: folder)
        try write(Self.files["Models/Tag.swift"]! + "// facts\n", to: "Models/Tag.swift", in: folder)
        let reparsed = try service.run(paths: paths(), cacheDirectory: cache.path)
        #expect(reparsed.text == cold.text && reparsed.failed == cold.failed)
    }
}
