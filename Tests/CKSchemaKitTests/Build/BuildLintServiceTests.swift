import CKSchemaKit
import CKSchemaTestSupport
import Foundation
import Testing

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

        """

    /// A folder holding `Models.swift` with `source`, and the cache folder beside it.
    func target(_ source: String) throws -> (folder: URL, file: String, cache: String) {
        let folder = try CLIRunner.temporaryFolder()
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

    @Test func aTargetWithoutModelsCostsNothing() throws {
        let (folder, file, cache) = try target("struct Plain { var points: Int }\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try service(folder).run(paths: [file], cacheDirectory: cache)
        #expect(result.text.isEmpty && !result.failed && !result.cached)
        #expect(!FileManager.default.fileExists(atPath: cache))
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
        let folder = try CLIRunner.temporaryFolder()
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
