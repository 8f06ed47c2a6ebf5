import CKSchemaCore
import CKSchemaKit
import CKSchemaTestSupport
import Foundation
import Testing

/// The generating commands lint first: an error refuses with the findings and the files linted.
@Suite struct GenerationServiceTests {
    @Test func lintErrorsRefuseEveryGenerationAndNameTheFile() throws {
        let fixture = try Fixture(["v1.yaml": "model: Shop\nversion: 1\nentities:\n  Item:\n    attributes:\n      title: String\n"])
        let service = GenerationService(project: fixture.project)
        let file = fixture.root.appendingPathComponent("schemas/v1.yaml").path
        let swift = #expect(throws: LintRefusal.self) { try service.swift(schemas: nil, model: nil, imports: [], output: "Generated") }
        #expect(swift?.files == [file] && swift?.errors.isEmpty == false)
        #expect(throws: LintRefusal.self) { try service.filters(schemas: nil, model: nil, clientVersion: nil, format: .swift) }
        #expect(throws: LintRefusal.self) { try service.ckdb(try fixture.schema("v1.yaml"), mode: .initialized, notes: false) }
    }

    @Test func aCleanModelIsGenerated() throws {
        let fixture = try Fixture(["v1.yaml": "model: Shop\nversion: 1\nentities:\n  Item:\n    attributes:\n      title: String = \"\"\n"])
        let service = GenerationService(project: fixture.project)
        #expect(try service.ckdb(try fixture.schema("v1.yaml"), mode: .initialized, notes: false).contains("RECORD TYPE CD_Item"))
        #expect(try service.swift(schemas: nil, model: nil, imports: [], output: "Generated").fileCount > 0)
    }

    /// A project folder with the given files in its `schemas/`.
    struct Fixture {
        var root: URL
        var project: Project

        init(_ files: [String: String]) throws {
            root = try TemporaryFolder.make("ckschema-test")
            let schemas = root.appendingPathComponent("schemas")
            try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
            for (name, text) in files {
                try text.write(to: schemas.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
            project = try Project.load(from: root.path)
        }

        func schema(_ name: String) throws -> Schema {
            try SchemaLoader.load(contentsOf: root.appendingPathComponent("schemas/\(name)").path)
        }
    }
}
