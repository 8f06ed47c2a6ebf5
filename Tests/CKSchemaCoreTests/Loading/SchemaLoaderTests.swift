import Foundation
import Testing
@testable import CKSchemaCore
import CKSchemaTestSupport

/// Loading files, folders and lists of paths.
@Suite struct SchemaLoaderTests {
    typealias Location = CKSchemaCore.SourceLocation

    /// A fresh temporary folder with `files` (relative path → contents).
    func folder(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("ckschema-loader-\(UUID().uuidString)").path
        for (name, contents) in files {
            let path = root + "/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        return root
    }

    func schema(_ model: String, _ version: Int, entity: String = "Item") -> String {
        "model: \(model)\nversion: \(version)\nentities:\n  \(entity): {}\n"
    }

    func render(_ error: InputError, relativeTo root: String) -> [String] {
        error.diagnostics.map { LoadingTest.render($0).replacingOccurrences(of: root + "/", with: "") + " @" +
            ($0.location?.file.replacingOccurrences(of: root + "/", with: "") ?? "-") }
    }

    @Test func loadsOneFileAndRemembersItsPath() throws {
        let root = try folder(["v1.yaml": schema("Shop", 1)])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let loaded = try SchemaLoader.load(contentsOf: root + "/v1.yaml")
        #expect(loaded == Schema(model: "Shop", version: 1, entities: [Entity(name: "Item")]))
        #expect(loaded.file == root + "/v1.yaml")
        #expect(loaded.source.keys["version"] == Location(file: root + "/v1.yaml", line: 2, column: 10))
    }

    @Test func unreadableFilesAreInputErrors() throws {
        let root = try folder([:])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(throws: InputError.self) { try SchemaLoader.load(contentsOf: root + "/missing.yaml") }
        do {
            _ = try SchemaLoader.load(contentsOf: root + "/missing.yaml")
        } catch let error as InputError {
            #expect(render(error, relativeTo: root) == [
                "1:1 schema.unreadable: cannot read 'missing.yaml': no such file @missing.yaml",
            ])
        }
        do {
            _ = try SchemaLoader.load(contentsOf: root)
        } catch let error as InputError {
            #expect(error.diagnostics.map(\.message) == ["cannot read '\(root)': it is a folder"])
        }
    }

    @Test func loadsAFolderSortedGroupedByModelAndOrderedByVersion() throws {
        let root = try folder([
            "shop-2.yaml": schema("Shop", 2),
            "shop-1.yml": schema("Shop", 1),
            "shop-10.yaml": schema("Shop", 10),
            "blog.yaml": schema("Blog", 3, entity: "Post"),
            "notes.txt": "not a schema",
            ".draft.yaml": "model: [broken",
            "nested/inner.yaml": "model: [broken",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try SchemaLoader.schemaFiles(in: root) == ["blog.yaml", "shop-1.yml", "shop-10.yaml", "shop-2.yaml"].map { root + "/" + $0 })

        let catalog = try SchemaLoader.loadDirectory(root)
        #expect(catalog.models.map(\.model) == ["Blog", "Shop"])
        #expect(catalog.models[1].versions.map(\.version) == [1, 2, 10])
        #expect(catalog.schemas.map { "\($0.model) \($0.version)" } == ["Blog 3", "Shop 1", "Shop 2", "Shop 10"])
        #expect(catalog.latest(model: "Shop")?.file == root + "/shop-10.yaml")
        #expect(catalog.version(2, model: "Shop")?.file == root + "/shop-2.yaml")
        #expect(catalog.version(4, model: "Shop") == nil)
        #expect(catalog.latest(model: "Nope") == nil)
        // A trailing slash does not double the separator.
        #expect(try SchemaLoader.loadDirectory(root + "/").schemas.first?.file == root + "/blog.yaml")
    }

    @Test func duplicateVersionsAreReportedAtTheLaterFileNamingTheEarlier() throws {
        let root = try folder([
            "a.yaml": schema("Shop", 1),
            "b.yaml": "# again\n" + schema("Shop", 1),
            "c.yaml": schema("Blog", 1),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        do {
            _ = try SchemaLoader.loadDirectory(root)
            Issue.record("expected an error")
        } catch let error as InputError {
            #expect(render(error, relativeTo: root) == [
                "3:10 schema.duplicate_version: version 1 of model 'Shop' is already defined in 'a.yaml' | give each version of a model its own number @b.yaml",
            ])
            #expect(error.diagnostics.first?.relatedLocation == Location(file: root + "/a.yaml", line: 2, column: 10))
        }
    }

    @Test func problemsOfEveryFileAreCollected() throws {
        let root = try folder([
            "a.yaml": "model: Shop\nversion: 1\nentities:\n  Item:\n    attributes:\n      x: Strng\n",
            "b.yaml": "model: Shop\nversion: x\nentities: {}\n",
            "c.yaml": "a: &x 1\n",
            "d.yaml": schema("Shop", 1),
            "e.yaml": schema("Shop", 1),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        do {
            _ = try SchemaLoader.loadDirectory(root)
            Issue.record("expected an error")
        } catch let error as InputError {
            #expect(render(error, relativeTo: root) == [
                "6:10 schema.unknown_type: unknown type 'Strng' for attribute 'x' | did you mean 'String'? @a.yaml",
                "2:10 schema.invalid_value: 'version' must be an integer of at least 1, found 'x' @b.yaml",
                "1:4 yaml.anchor: anchor '&x' is not allowed | write the value out in full; anchors and aliases are refused @c.yaml",
                "2:10 schema.duplicate_version: version 1 of model 'Shop' is already defined in 'd.yaml' | give each version of a model its own number @e.yaml",
            ])
        }
    }

    @Test func loadsPathsMixingFilesAndFolders() throws {
        let root = try folder([
            "schemas/v1.yaml": schema("Shop", 1),
            "schemas/v2.yaml": schema("Shop", 2),
            "extra/blog.yaml": schema("Blog", 1, entity: "Post"),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = try SchemaLoader.load(paths: [root + "/schemas", root + "/extra/blog.yaml", root + "/schemas/v1.yaml"])
        #expect(catalog.schemas.map { "\($0.model) \($0.version)" } == ["Blog 1", "Shop 1", "Shop 2"])

        do {
            _ = try SchemaLoader.load(paths: [root + "/nothing", root + "/schemas"])
            Issue.record("expected an error")
        } catch let error as InputError {
            #expect(render(error, relativeTo: root) == [
                "1:1 schema.unreadable: cannot read 'nothing': no such file or folder @nothing",
            ])
        }
    }

    @Test func anEmptyFolderIsAnError() throws {
        let root = try folder([:])
        defer { try? FileManager.default.removeItem(atPath: root) }
        for load in [{ try SchemaLoader.loadDirectory(root) }, { try SchemaLoader.load(paths: [root]) }] {
            do {
                _ = try load()
                Issue.record("expected an error")
            } catch let error as InputError {
                #expect(error.diagnostics.map(\.id) == ["schema.none_found"])
                #expect(error.diagnostics.first?.location?.file == root)
            }
        }
    }

    @Test func versionsInASubfolderAreNamed() throws {
        let root = try folder([:])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/app", withIntermediateDirectories: true)
        try "model: M\nversion: 1\n".write(toFile: root + "/app/v1.yaml", atomically: true, encoding: .utf8)
        do {
            _ = try SchemaLoader.load(paths: [root])
            Issue.record("expected an error")
        } catch let error as InputError {
            #expect(error.diagnostics.first?.message.hasSuffix("; its subfolder 'app' holds 1") == true, "\(error)")
        }
    }
}
