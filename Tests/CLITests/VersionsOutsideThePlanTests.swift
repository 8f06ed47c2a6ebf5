import CKSchemaTestSupport
import Foundation
import Testing

/// A SwiftData app whose `SchemaMigrationPlan` no longer lists its first `VersionedSchema` is one
/// model, not two: the version outside the plan, named as the plan's are, joins the model (said
/// in a note) without joining the plan's migrations.
@Suite struct VersionsOutsideThePlanTests {
    static let code = """
        import SwiftData

        enum SchemaV1: VersionedSchema {
            static var versionIdentifier = Schema.Version(1, 0, 0)
            static var models: [any PersistentModel.Type] { [Note.self] }
            @Model final class Note { var text: String = ""; init() {} }
        }
        enum SchemaV2: VersionedSchema {
            static var versionIdentifier = Schema.Version(2, 0, 0)
            static var models: [any PersistentModel.Type] { [Note.self] }
            @Model final class Note { var text: String = ""; var done: Bool = false; init() {} }
        }
        enum SchemaV3: VersionedSchema {
            static var versionIdentifier = Schema.Version(3, 0, 0)
            static var models: [any PersistentModel.Type] { [Note.self] }
            @Model final class Note { var text: String = ""; var done: Bool = false; var tag: String? = nil; init() {} }
        }
        enum NotesMigrationPlan: SchemaMigrationPlan {
            static var schemas: [any VersionedSchema.Type] { [SchemaV2.self, SchemaV3.self] }
            static var stages: [MigrationStage] { [.lightweight(fromVersion: SchemaV2.self, toVersion: SchemaV3.self)] }
        }
        """

    @Test func aVersionThePlanDroppedJoinsTheModel() throws {
        let root = try TemporaryFolder.repository(["ckschema.yaml": "swiftData: App\n", "App/Schemas.swift": Self.code])
        defer { try? FileManager.default.removeItem(at: root) }
        let versions = try CLIRunner.run(["versions"], in: root)
        #expect(versions.status == 0, "\(versions.stdout)\(versions.stderr)")
        #expect(versions.stdout.contains("Notes\t1\tSchemaV1 in App/Schemas.swift"), "\(versions.stdout)")
        #expect(versions.stdout.contains("Notes\t3\tSchemaV3 in App/Schemas.swift"), "\(versions.stdout)")
        let lint = try CLIRunner.run(["lint"], in: root)
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        #expect(lint.stdout.contains("App/Schemas.swift:3:6: note: 'SchemaV1' is in no SchemaMigrationPlan's schemas"), "\(lint.stdout)")
        let check = try CLIRunner.run(["check"], in: root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("checked 'Notes' version 3"), "\(check.stdout)")
        // No migration finding about the step the plan no longer has.
        #expect(!check.stdout.contains("migration_"), "\(check.stdout)")
    }

    @Test func aFieldDeletedInTheNewestVersionStillFailsTheGate() throws {
        let deleted = Self.code.replacingOccurrences(
            of: "@Model final class Note { var text: String = \"\"; var done: Bool = false; var tag: String? = nil; init() {} }",
            with: "@Model final class Note { var text: String = \"\"; var tag: String? = nil; init() {} }")
        let root = try TemporaryFolder.repository(["ckschema.yaml": "swiftData: App\n", "App/Schemas.swift": deleted])
        defer { try? FileManager.default.removeItem(at: root) }
        let check = try CLIRunner.run(["check"], in: root)
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("[field_no_delete]"), "\(check.stdout)")
    }

    /// Another type's own `VersionedSchema` (`Anki.V1` beside the plan's `Schemas.V2`) is another
    /// model: it is named alike but declared elsewhere.
    @Test func anotherTypesVersionStaysApart() throws {
        let code = """
            import SwiftData

            enum Schemas {
                enum V1: VersionedSchema {
                    static var versionIdentifier = Schema.Version(1, 0, 0)
                    static var models: [any PersistentModel.Type] { [Note.self] }
                    @Model final class Note { var text: String = ""; init() {} }
                }
                enum V2: VersionedSchema {
                    static var versionIdentifier = Schema.Version(2, 0, 0)
                    static var models: [any PersistentModel.Type] { [Note.self] }
                    @Model final class Note { var text: String = ""; var done: Bool = false; init() {} }
                }
            }
            enum Anki {
                enum V1: VersionedSchema {
                    static var versionIdentifier = Schema.Version(1, 0, 0)
                    static var models: [any PersistentModel.Type] { [Card.self] }
                    @Model final class Card { var front: String = ""; init() {} }
                }
            }
            enum NotesMigrationPlan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [Schemas.V1.self, Schemas.V2.self] }
                static var stages: [MigrationStage] { [] }
            }
            """
        let root = try TemporaryFolder.repository(["ckschema.yaml": "swiftData: App\n", "App/Schemas.swift": code])
        defer { try? FileManager.default.removeItem(at: root) }
        let versions = try CLIRunner.run(["versions"], in: root)
        #expect(versions.status == 2, "\(versions.stdout)\(versions.stderr)")
        #expect(versions.stderr.contains("holds several SwiftData models"), "\(versions.stderr)")
        let named = try CLIRunner.run(["versions", "--model", "Notes"], in: root)
        #expect(named.status == 0 && named.stdout.contains("Notes\t2\t"), "\(named.stdout)\(named.stderr)")
    }
}
