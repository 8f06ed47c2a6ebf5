import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaProject
import CKSchemaTestSupport

/// `ReferenceResolver`: what each kind of reference resolves to, its errors, and that a schemas
/// folder is read once however many version numbers are resolved.
@Suite struct ReferenceResolverTests {
    static func version(_ number: Int, model: String = "M") -> String {
        "model: \(model)\nversion: \(number)\nentities:\n  A:\n    attributes:\n      v\(number): Int64?\n"
    }

    /// A schemas folder with versions 1 and 2 of model M.
    static func folder() throws -> URL {
        let folder = try TemporaryFolder.make("ckschema-test")
        try version(1).write(to: folder.appendingPathComponent("v1.yaml"), atomically: true, encoding: .utf8)
        try version(2).write(to: folder.appendingPathComponent("v2.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    static func schema(_ resolved: ResolvedReference) -> Schema? {
        if case .schema(let schema) = resolved { return schema }
        return nil
    }

    @Test func versionNumbersNameVersionsOfTheSchemasFolder() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var resolver = ReferenceResolver(schemasDirectory: folder.path)
        #expect(Self.schema(try resolver.resolve("1", model: "M"))?.version == 1)
        #expect(Self.schema(try resolver.resolve("2", model: nil))?.version == 2)
    }

    @Test func theFolderIsReadOnce() throws {
        let folder = try Self.folder()
        var resolver = ReferenceResolver(schemasDirectory: folder.path)
        #expect(Self.schema(try resolver.resolve("1", model: "M"))?.file == folder.appendingPathComponent("v1.yaml").path)
        try FileManager.default.removeItem(at: folder)
        // The second number is answered from the versions read for the first.
        #expect(Self.schema(try resolver.resolve("2", model: "M"))?.version == 2)
    }

    @Test func aCatalogTheCallerLoadedIsUsedInsteadOfTheFolder() throws {
        let catalog = try SchemaCatalog.grouping([try SchemaLoader.load(bytes: Array(Self.version(3).utf8), file: "given.yaml")])
        var resolver = ReferenceResolver(schemasDirectory: "/nonexistent", catalog: catalog)
        #expect(Self.schema(try resolver.resolve("3", model: "M"))?.file == "given.yaml")
    }

    @Test func anUnknownVersionListsTheKnownOnes() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var resolver = ReferenceResolver(schemasDirectory: folder.path)
        let error = try #require(throws: InputError.self) { try resolver.resolve("7", model: "M") }
        #expect(error.diagnostics.first?.id == "reference.unknown_version")
        #expect(error.diagnostics.first?.message == "no version 7 in '\(folder.path)' (versions: 1, 2)")
    }

    @Test func filesResolveByTheirExtension() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var resolver = ReferenceResolver(schemasDirectory: "/nonexistent")
        #expect(Self.schema(try resolver.resolve(folder.appendingPathComponent("v2.yaml").path, model: nil))?.version == 2)

        let export = folder.appendingPathComponent("prod.ckdb").path
        try "DEFINE SCHEMA\n    RECORD TYPE CD_A (\n        CD_v1 INT64\n    );\n".write(toFile: export, atomically: true, encoding: .utf8)
        guard case .cloudKit(let production, let file) = try resolver.resolve(export, model: nil) else {
            Issue.record("a .ckdb file resolves to a CloudKit schema")
            return
        }
        #expect(file == export)
        #expect(production.recordTypes.map(\.name.value) == ["CD_A"])
    }

    @Test func missingFilesAreInputErrors() throws {
        var resolver = ReferenceResolver(schemasDirectory: "/nonexistent")
        let schema = try #require(throws: InputError.self) { try resolver.resolve("/nonexistent/v1.yaml", model: nil) }
        #expect(schema.diagnostics.first?.id == "reference.missing_file")
        let export = try #require(throws: InputError.self) { try resolver.resolve("/nonexistent/prod.ckdb", model: nil) }
        #expect(export.diagnostics.first?.id == "reference.missing_file")
        #expect(export.diagnostics.first?.fix?.contains("cktool export-schema") == true)
    }

    @Test func gitReferencesReadTheFileAtARevision() throws {
        let repository = try TemporaryGitRepository()
        defer { try? FileManager.default.removeItem(at: repository.folder) }
        try repository.write("v1.yaml", Self.version(1))
        try repository.commit("v1")
        // In the work tree only: not at HEAD.
        try repository.write("v2.yaml", Self.version(2))
        let folder = repository.folder
        var resolver = ReferenceResolver(schemasDirectory: folder.path, git: GitFileReader(directory: folder.path))
        let schema = Self.schema(try resolver.resolve("git:HEAD:v1.yaml", model: nil))
        #expect(schema?.version == 1)
        #expect(schema?.file == "git:HEAD:v1.yaml")
        let missing = try #require(throws: InputError.self) { try resolver.resolve("git:HEAD:v2.yaml", model: nil) }
        #expect(missing.diagnostics.first?.id == "reference.git_path_missing")
    }

    /// A revision git would read as an option is refused before git runs, wherever it comes from;
    /// the file `--output=` would name is never written.
    @Test(arguments: ["--output=leak.txt", "-p", "-"])
    func aRevisionStartingWithADashIsRefused(revision: String) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let parsed = try #require(throws: InputError.self) { try ComparisonReference(parsing: "git:\(revision):v1.yaml") }
        #expect(parsed.diagnostics.map(\.id) == ["reference.invalid_revision"])
        #expect(parsed.diagnostics.first?.message.contains("starts with '-'") == true)
        let read = try #require(throws: InputError.self) {
            try GitFileReader(directory: folder.path).read(path: "v1.yaml", at: revision)
        }
        #expect(read.diagnostics.map(\.id) == ["reference.invalid_revision"])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("leak.txt").path))
    }
}
