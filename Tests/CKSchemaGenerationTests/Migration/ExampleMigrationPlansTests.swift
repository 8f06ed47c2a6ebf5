import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaGeneration
@testable import CKSchemaRules
import CKSchemaTestSupport

/// The repository's `migrations/` holds exactly what `ckschema plan --write` generates from `schemas/`.
@Suite struct ExampleMigrationPlansTests {
    static let schemas = PackagePaths.url("schemas").path
    static let migrations = PackagePaths.url("migrations")

    @Test func committedPlansAreUpToDate() throws {
        let history = try SchemaLoader.loadDirectory(Self.schemas).selectModel(nil, source: Self.schemas)
        let files = try MigrationPlanGenerator.generate(history)
        #expect(files.map(\.path) == ["v1-to-v2.json", "v1-to-v2.md", "v2-to-v3.json", "v2-to-v3.md"])
        for file in files {
            try GeneratedFile.expectCurrent("migrations/" + file.path, file.contents, from: "`ckschema plan --write` of schemas/")
        }
    }

    @Test func exampleStepsAreAdditive() throws {
        let history = try SchemaLoader.loadDirectory(Self.schemas).selectModel(nil, source: Self.schemas)
        let steps = try MigrationPlanner().steps(history)
        #expect(steps.map(\.strategy) == [.addFieldsIncrementally, .addFieldsIncrementally])
        #expect(steps.map(\.stage) == [.lightweight, .lightweight])
    }
}
