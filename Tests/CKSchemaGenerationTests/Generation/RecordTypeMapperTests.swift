import CKSchemaCKDB
import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaGeneration
import CKSchemaTestSupport

@Suite struct RecordTypeMapperTests {
    static let cases = ["word-erase", "inheritance", "many-to-many", "encryption-sharing"]

    func load(_ name: String) throws -> Schema {
        try SchemaLoader.load(contentsOf: CloudKitFixtures.folder.appendingPathComponent("\(name)/schema.yaml").path)
    }

    /// Golden `.ckdb` files, both modes, with the explanatory header.
    @Test(arguments: cases, CloudKitSchemaMode.allCases)
    func generatedFileMatchesGolden(name: String, mode: CloudKitSchemaMode) throws {
        let text = try CKDBGenerator.generate(try load(name), mode: mode, lint: CKDBGenerator.noLint)
        try CloudKitFixtures.assertGolden(text, named: "\(name)/\(mode.rawValue).ckdb")
        // And the generated file parses back to the mapped schema, and its body is in export form
        let parsed = try CKDBParser.parse(text)
        #expect(parsed == RecordTypeMapper.map(try load(name), mode: mode).schema)
        let bare = try CKDBGenerator.generate(try load(name), mode: mode, notes: false, lint: CKDBGenerator.noLint)
        #expect(CKDBInspector.inspect(try CKDBParser.parseDocument(bare)).isRawExport)
    }

    @Test func inheritanceTreeIsOneRecordTypeWithTheUnionOfFields() throws {
        let schema = RecordTypeMapper.map(try load("inheritance"), mode: .jit).schema
        #expect(schema.recordTypes.map(\.name.value) == ["CD_Author", "CD_Post", "Users"])
        let post = try #require(schema.recordType(named: "CD_Post"))
        #expect(post.fields.map(\.name.value) == [
            "CD_author", "CD_clicks", "CD_createdAt", "CD_entityName", "CD_image", "CD_title", "CD_url",
            "CD_width", "___createTime", "___createdBy", "___etag", "___modTime", "___modifiedBy", "___recordID",
        ])
        #expect(post.field(named: "CD_entityName")?.note?.reason
            == "name of the concrete entity of each record ('ImagePost', 'LinkPost')")
        #expect(post.field(named: "CD_width")?.note
            == SchemaNote(.firstSave, "attribute 'ImagePost.width' of subentity 'ImagePost' (Int32), always has a value"))
        let mapping = RecordTypeMapper.map(try load("inheritance"), mode: .jit)
        #expect(mapping.skipped == [
            "attribute 'Post.draftCache': transient",
            "attribute 'Post.localOnly': ignored by CloudKit mirroring",
            "relationship 'Author.posts': to-many side of a one-to-many, stored on the other side",
            "entity 'Cache': its configurations ('Local') do not sync",
        ])
    }

    @Test func manyToManyBecomesCDMRAndOneToOneGivesBothSidesAField() throws {
        let schema = RecordTypeMapper.map(try load("many-to-many"), mode: .initialized).schema
        let cdmr = try #require(schema.recordType(named: "CDMR"))
        #expect(cdmr.fields.map(\.name.value).prefix(3) == ["CD_entityNames", "CD_recordNames", "CD_relationships"])
        #expect(cdmr.field(named: "CD_entityName") == nil)
        #expect(cdmr.note?.reason == "many-to-many 'Book.tags' <-> 'Tag.books': one record per link")
        #expect(schema.recordType(named: "CD_Book")?.field(named: "CD_tags") == nil)
        #expect(schema.recordType(named: "CD_Shelf")?.field(named: "CD_owner")?.type == .string)
        #expect(schema.recordType(named: "CD_Owner")?.field(named: "CD_shelf")?.type == .string)
        #expect(schema.recordType(named: "CD_Shelf")?.field(named: "CD_books") == nil)
    }

    @Test func encryptedAttributesHaveNoIndexesAndPlainAssetCompanions() throws {
        let type = try #require(RecordTypeMapper.map(try load("encryption-sharing"), mode: .initialized)
            .schema.recordType(named: "CD_Entry"))
        #expect(type.field(named: "CD_body") == Field(name: "CD_body", type: .encrypted(.string)))
        #expect(type.field(named: "CD_mood") == Field(name: "CD_mood", type: .encrypted(.int64)))
        #expect(type.field(named: "CD_body_ckAsset") == Field(name: "CD_body_ckAsset", type: .asset))
        #expect(type.field(named: "CD_uuid_ckAsset") == nil)
        #expect(type.field(named: "CD_score") == Field(name: "CD_score", type: .double, indexes: .queryableSortable))
        #expect(type.field(named: "CD_tags") == Field(name: "CD_tags", type: .bytes, indexes: .queryableSortable))
        #expect(type.field(named: "CD_moveReceipt_ckAsset") != nil)
    }

    @Test func lintErrorsRefuseGenerationBeforeAnythingIsProduced() throws {
        let schema = try load("word-erase")
        let refusing: CKDBGenerator.LintHook = { _ in
            [Diagnostic(id: "unique_constraint", severity: .error, message: "no",
                        location: SourceLocation(file: "s.yaml", line: 3, column: 5))]
        }
        let warningOnly: CKDBGenerator.LintHook = { _ in [Diagnostic(id: "w", severity: .warning, message: "w")] }
        #expect(throws: InputError.self) { try CKDBGenerator.generate(schema, mode: .jit, lint: refusing) }
        #expect((try? CKDBGenerator.generate(schema, mode: .jit, lint: warningOnly)) != nil)
    }

    @Test func unmappableModelsAreRefusedAtTheirPosition() throws {
        var schema = Schema(model: "M", version: 1, entities: [
            Entity(name: "A", attributes: [
                Attribute(name: "x", type: .undefined, optional: true,
                          source: SourceInfo(SourceLocation(file: "m.yaml", line: 4, column: 7),
                                             keys: ["type": SourceLocation(file: "m.yaml", line: 4, column: 10)])),
            ]),
        ])
        do {
            _ = try CKDBGenerator.generate(schema, mode: .jit, lint: CKDBGenerator.noLint)
            Issue.record("expected a refusal")
        } catch {
            #expect(error.diagnostics.map(\.id) == ["unsupported_attribute_type"])
            #expect(error.diagnostics.first?.location == SourceLocation(file: "m.yaml", line: 4, column: 10))
        }
        // Sibling subentities declaring one property with different CloudKit types collide
        schema.entities = [
            Entity(name: "A"),
            Entity(name: "B", parent: "A", attributes: [Attribute(name: "v", type: .string, optional: true)]),
            Entity(name: "C", parent: "A", attributes: [
                Attribute(name: "v", type: .int64, optional: true,
                          source: SourceInfo(SourceLocation(file: "m.yaml", line: 9, column: 7))),
            ]),
        ]
        #expect(CKDBGenerator.mappingProblems(in: schema).map(\.id) == ["subentity_field_type_conflict"])
        #expect(CKDBGenerator.mappingProblems(in: schema).first?.location == SourceLocation(file: "m.yaml", line: 9, column: 7))
    }

    @Test func schemaSelectorPicksVersionsAndExplainsMisses() throws {
        let folder = try TemporaryFolder.make("ckdb-selector")
        defer { try? FileManager.default.removeItem(at: folder) }
        for version in [1, 2] {
            try "model: App\nversion: \(version)\nentities: {}\n"
                .write(to: folder.appendingPathComponent("v\(version).yaml"), atomically: true, encoding: .utf8)
        }
        #expect(try SchemaSelector.select(file: nil, version: nil, model: nil, directory: folder.path).version == 2)
        #expect(try SchemaSelector.select(file: nil, version: 1, model: "App", directory: folder.path).version == 1)
        do {
            _ = try SchemaSelector.select(file: nil, version: 5, model: nil, directory: folder.path)
            Issue.record("expected an error")
        } catch let error as InputError {
            #expect(error.diagnostics.map(\.message) == ["model 'App' has no version 5 (versions: 1, 2)"])
        }
        do {
            _ = try SchemaSelector.select(file: nil, version: nil, model: "Ap", directory: folder.path)
            Issue.record("expected an error")
        } catch let error as InputError {
            #expect(error.diagnostics.map(\.fix) == ["did you mean 'App'?"])
        }
    }

    @Test func mappingDocShowsTheCurrentGeneratedExample() throws {
        let doc = try String(contentsOf: PackagePaths.url("docs/cloudkit-mapping.md"), encoding: .utf8)
        let example = try CKDBGenerator.generate(try load("word-erase"), mode: .jit, lint: CKDBGenerator.noLint)
        #expect(doc.contains("```\n" + example + "```"), "docs/cloudkit-mapping.md is stale: paste word-erase/jit.ckdb")
    }

    @Test func aLargeModelMapsEveryTree() throws {
        let yaml = ExampleDocuments.largeYAML(entities: 150)
        let schema = try SchemaLoader.load(bytes: Array(yaml.utf8), file: "large.yaml")
        let mapping = RecordTypeMapper.map(schema, mode: .initialized)
        #expect(mapping.schema.recordTypes.count == 151)
    }
}
