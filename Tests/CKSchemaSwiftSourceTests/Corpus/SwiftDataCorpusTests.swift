import CKSchemaCore
import Foundation
import Testing
@testable import CKSchemaSwiftSource

/// Every file of `../shared/corpus/swiftdata` (31 apps, read one app at a time): no crash, no
/// error, every diagnostic located in a file that was read, and every version written as YAML
/// loads back as read.
@Suite(.corpus("swiftdata"))
struct SwiftDataCorpusTests {
    static func apps() throws -> [URL] {
        let folder = try #require(SwiftDataTestSupport.corpus).appendingPathComponent("swiftdata")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            .map { folder.appendingPathComponent($0) }
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
    }

    /// One read of the corpus (parsing it is the slow part of a debug build) for every check.
    @Test func everyAppReadsWithLocatedDiagnosticsOnlyAndItsVersionsLoadBackFromYAML() throws {
        var files = 0
        var models = 0
        var versions = 0
        for app in try Self.apps() {
            let result = try SwiftDataReader.read(paths: [app.path])
            files += result.files.count
            models += result.models.count
            #expect(!result.hasErrors, "\(app.lastPathComponent): \(result.diagnostics.filter { $0.severity == .error })")
            for diagnostic in result.diagnostics {
                let location = try #require(diagnostic.location, "unlocated: \(diagnostic)")
                #expect(result.files.contains(location.file), "\(diagnostic)")
                #expect(location.line >= 1 && location.column >= 1, "\(diagnostic)")
            }
            #expect(!result.models.isEmpty, "\(app.lastPathComponent) gave no model")
            for version in result.versions {
                Self.expectLoadsBack(version, app: app.lastPathComponent)
                versions += 1
            }
        }
        #expect(files == 266)
        #expect(models >= 31)
        #expect(versions > models)
    }

    /// The version written as YAML loads with the schema loader and equals what was read.
    static func expectLoadsBack(_ version: SwiftDataVersion, app: String) {
        let yaml = SchemaYAMLWriter.write(version.schema)
        do {
            let loaded = try SchemaLoader.load(bytes: Array(yaml.utf8), file: "v.yaml")
            #expect(loaded == version.schema, "\(app) \(version.versionedSchema ?? "")")
        } catch {
            Issue.record("\(app) \(version.versionedSchema ?? ""): \(error)")
        }
    }
}
