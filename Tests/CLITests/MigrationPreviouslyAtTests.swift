import CKSchemaTestSupport
import Foundation
import Testing

/// A migration error about an attribute that changed points back at the attribute in the older
/// version ("previously at"), not at the newer version's own line.
@Suite struct MigrationPreviouslyAtTests {
    @Test func aTypeChangePointsAtTheOlderVersionsAttribute() throws {
        let root = try TemporaryFolder.repository([
            "ckschema.yaml": "swiftData: App\n",
            "App/Schemas.swift": """
                import SwiftData

                enum NotesSchemaV1: VersionedSchema {
                    static var versionIdentifier = Schema.Version(1, 0, 0)
                    static var models: [any PersistentModel.Type] { [Note.self] }
                    @Model final class Note {
                        var views: Int = 0
                        init() {}
                    }
                }
                enum NotesSchemaV2: VersionedSchema {
                    static var versionIdentifier = Schema.Version(2, 0, 0)
                    static var models: [any PersistentModel.Type] { [Note.self] }
                    @Model final class Note {
                        var views: Double = 0
                        init() {}
                    }
                }
                enum NotesMigrationPlan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [NotesSchemaV1.self, NotesSchemaV2.self] }
                    static var stages: [MigrationStage] { [.lightweight(fromVersion: NotesSchemaV1.self, toVersion: NotesSchemaV2.self)] }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let lint = try CLIRunner.run(["lint"], in: root)
        #expect(lint.status == 1, "\(lint.stdout)\(lint.stderr)")
        #expect(lint.stdout.contains("[migration_change_not_inferable]"), "\(lint.stdout)")
        #expect(lint.stdout.contains("note: previously at App/Schemas.swift:7:"), "the V1 attribute's line: \(lint.stdout)")
        #expect(!lint.stdout.contains("note: previously at App/Schemas.swift:15:"), "\(lint.stdout)")
    }
}
