import CKSchemaCore
import CKSchemaKit
import CKSchemaTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `ckschema build-lint`'s service: what the build plugins print, and the cache that makes a build
/// where nothing changed cost one process start.
@Suite struct BuildLintServiceTests {
    static let failing = """
        import SwiftData

        @Model
        final class Score {
            var points: Int
            init(points: Int) { self.points = points }
        }
        let container = try! ModelContainer(for: Score.self, configurations: ModelConfiguration(cloudKitDatabase: .private("iCloud.com.example.app")))

        """

    /// A folder holding `Models.swift` with `source`, and the cache folder beside it.
    func target(_ source: String) throws -> (folder: URL, file: String, cache: String) {
        let folder = try TemporaryFolder.make("ckschema-test")
        let file = folder.appendingPathComponent("Models.swift").path
        try source.write(toFile: file, atomically: true, encoding: .utf8)
        // A .git folder ends the search for ckschema.yaml here.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        return (folder, file, folder.appendingPathComponent("cache").path)
    }

    func service(_ folder: URL) throws -> BuildLintService {
        BuildLintService(project: try Project.load(from: folder.path))
    }

    @Test func anErrorIsPrintedAtItsAbsolutePathAndFailsTheBuild() throws {
        let (folder, file, cache) = try target(Self.failing)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try service(folder).run(paths: [file], cacheDirectory: cache)
        #expect(result.failed)
        #expect(!result.cached)
        #expect(result.text.hasPrefix("\(file):5:9: error: "), "\(result.text)")
        #expect(result.text.contains("[attribute_required_without_default]"))
    }

    @Test func aSecondRunWithNothingChangedComesFromTheCache() throws {
        let (folder, file, cache) = try target(Self.failing)
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try service(folder).run(paths: [file], cacheDirectory: cache)
        let second = try service(folder).run(paths: [file], cacheDirectory: cache)
        #expect(second.cached)
        #expect(second.text == first.text)
        #expect(second.failed == first.failed)
    }

    @Test func aChangedFileOrConfigurationIsLintedAgain() throws {
        let (folder, file, cache) = try target(Self.failing)
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try service(folder).run(paths: [file], cacheDirectory: cache)
        try Self.failing.replacingOccurrences(of: "var points: Int", with: "var points: Int = 0")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let fixed = try service(folder).run(paths: [file], cacheDirectory: cache)
        #expect(!fixed.cached)
        #expect(!fixed.failed)
        #expect(!fixed.text.contains("error:"))

        try Self.failing.write(toFile: file, atomically: true, encoding: .utf8)
        try "rules:\n  attribute_required_without_default: off\n"
            .write(to: folder.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8)
        let off = try service(folder).run(paths: [file], cacheDirectory: cache)
        #expect(!off.cached)
        #expect(!off.text.contains("attribute_required_without_default"), "\(off.text)")
    }

    /// A file saved again with the same bytes (new modification time and inode) is not linted:
    /// the content key matches, and the next build hits on the files' status again.
    @Test func aFileSavedUnchangedComesFromTheCache() throws {
        let (folder, file, cache) = try target(Self.failing)
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try service(folder).run(paths: [file], cacheDirectory: cache)
        try Self.failing.write(toFile: file, atomically: true, encoding: .utf8)
        let saved = try service(folder).run(paths: [file], cacheDirectory: cache)
        #expect(saved.cached)
        #expect(saved.text == first.text)
        let cacheFile = (cache as NSString).appendingPathComponent("ckschema-lint.cache")
        let before = try String(contentsOfFile: cacheFile, encoding: .utf8)
        #expect(try service(folder).run(paths: [file], cacheDirectory: cache).cached)
        #expect(try String(contentsOfFile: cacheFile, encoding: .utf8) == before)
    }

    #if os(Linux)
    /// A build where nothing changed reads no input: a file whose path, size, modification time
    /// and inode are those of the last lint is taken as unchanged (shown here by changing its
    /// bytes behind the cache's back and putting its modification time back), and any change of
    /// its status makes the next build read it.
    @Test func aFileWhoseStatusIsUnchangedIsNotReadAgain() throws {
        let (folder, file, cache) = try target(Self.failing)
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try service(folder).run(paths: [file], cacheDirectory: cache)
        #expect(first.text.contains("'Score.points'"), "\(first.text)")
        var info = stat()
        try #require(stat(file, &info) == 0)
        // Same length, same inode (written in place), then the old modification time.
        let handle = try #require(FileHandle(forWritingAtPath: file))
        try handle.write(contentsOf: Data(Self.failing.replacingOccurrences(of: "points", with: "pointz").utf8))
        try handle.close()
        var times = [info.st_atim, info.st_mtim]
        try #require(utimensat(AT_FDCWD, file, &times, 0) == 0)
        let unchanged = try service(folder).run(paths: [file], cacheDirectory: cache)
        #expect(unchanged.cached)
        #expect(unchanged.text == first.text)

        // A new modification time: read, and linted since the bytes differ.
        var now = [timespec(tv_sec: info.st_mtim.tv_sec + 1, tv_nsec: 0), timespec(tv_sec: info.st_mtim.tv_sec + 1, tv_nsec: 0)]
        try #require(utimensat(AT_FDCWD, file, &now, 0) == 0)
        let touched = try service(folder).run(paths: [file], cacheDirectory: cache)
        #expect(!touched.cached)
        #expect(touched.text.contains("'Score.pointz'"), "\(touched.text)")
    }
    #endif

    /// `build-lint --files-from`: the plugin's list of files, one per line; an unreadable list is
    /// bad input (exit 2), located at the list.
    @Test func theListOfFilesIsReadOnePathPerLine() throws {
        let folder = try TemporaryFolder.make("ckschema-test")
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = folder.appendingPathComponent("inputs.txt").path
        try "/a/One.swift\n/b/Two Words.swift\n\n/c/Model.xcdatamodeld\n".write(toFile: list, atomically: true, encoding: .utf8)
        #expect(try BuildLintService.paths(listedIn: list) == ["/a/One.swift", "/b/Two Words.swift", "/c/Model.xcdatamodeld"])
        let missing = folder.appendingPathComponent("missing.txt").path
        let error = try #require(throws: InputError.self) { try BuildLintService.paths(listedIn: missing) }
        #expect(error.diagnostics.first?.id == "swiftdata.unreadable")
        #expect(error.diagnostics.first?.location?.file == missing)
    }

    /// A target without models is never linted, and its next build reads no file.
    @Test func aTargetWithoutModelsCostsNothing() throws {
        let (folder, file, cache) = try target("struct Plain { var points: Int }\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try service(folder).run(paths: [file], cacheDirectory: cache)
        #expect(result.text.isEmpty && !result.failed && !result.cached)
        let again = try service(folder).run(paths: [file], cacheDirectory: cache)
        #expect(again.text.isEmpty && !again.failed && again.cached)
    }

    @Test func modelsInsideCanImportSwiftDataAreRead() throws {
        let wrapped = "#if canImport(SwiftData)\n" + Self.failing + "#endif\n"
        let (folder, file, cache) = try target(wrapped)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try service(folder).run(paths: [file], cacheDirectory: cache)
        #expect(result.failed)
        #expect(result.text.hasPrefix("\(file):6:9: error: "), "\(result.text)")
    }

    @Test func aCoreDataModelIsLintedOnlyWhenUsedWithCloudKit() throws {
        let folder = try TemporaryFolder.make("ckschema-test")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let model = folder.appendingPathComponent("Model.xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        func write(cloudKit: Bool) throws {
            try """
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" \
                systemVersion="22G74" usedWithCloudKit="\(cloudKit ? "YES" : "NO")">
                    <entity name="Score" representedClassName="Score" syncable="YES" codeGenerationType="class">
                        <attribute name="points" attributeType="Integer 64" usesScalarValueType="YES"/>
                    </entity>
                </model>
                """.write(to: model.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        }
        try write(cloudKit: false)
        let local = try service(folder).run(paths: [model.path], cacheDirectory: nil)
        #expect(!local.failed)
        #expect(local.text.isEmpty)
        try write(cloudKit: true)
        let synced = try service(folder).run(paths: [model.path], cacheDirectory: nil)
        #expect(synced.failed, "\(synced.text)")
        #expect(synced.text.contains("\(model.path)/contents:"), "\(synced.text)")
    }
}
