import CKSchemaTestSupport
import Foundation
import Testing

/// SwiftData code that holds two models: `check`, `versions` and the Action exit 2 until the model
/// is named; `--model` names it on every command that reads a model, `model:` in ckschema.yaml
/// names it for all of them, and the Action passes its `model` input as `--model`.
@Suite struct ModelSelectionTests {
    static let models = """
        import SwiftData

        enum NotesSchemaV1: VersionedSchema {
            static var versionIdentifier = Schema.Version(1, 0, 0)
            static var models: [any PersistentModel.Type] { [Note.self] }
            @Model final class Note { var text: String = ""; init() {} }
        }
        enum NotesPlan: SchemaMigrationPlan {
            static var schemas: [any VersionedSchema.Type] { [NotesSchemaV1.self] }
            static var stages: [MigrationStage] { [] }
        }
        enum CacheSchemaV1: VersionedSchema {
            static var versionIdentifier = Schema.Version(1, 0, 0)
            static var models: [any PersistentModel.Type] { [Entry.self] }
            @Model final class Entry { @Attribute(.unique) var key: String = ""; init() {} }
        }
        enum CachePlan: SchemaMigrationPlan {
            static var schemas: [any VersionedSchema.Type] { [CacheSchemaV1.self] }
            static var stages: [MigrationStage] { [] }
        }

        """

    static func repository(yaml: String = "") throws -> URL {
        try TemporaryFolder.repository([
            "ckschema.yaml": "version: 1\nswiftData: App/Models\n" + yaml,
            "App/Models/Models.swift": models,
        ])
    }

    @Test func versionsAndLintTakeModel() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let ambiguous = try CLIRunner.run(["versions"], in: root)
        #expect(ambiguous.status == 2)
        #expect(ambiguous.stderr.contains("holds several SwiftData models ('Notes', 'Cache')"), "\(ambiguous.stderr)")
        #expect(ambiguous.stderr.contains("'model:' in ckschema.yaml"), "\(ambiguous.stderr)")
        let notes = try CLIRunner.run(["versions", "--model", "Notes"], in: root)
        #expect(notes.status == 0, "\(notes.stderr)")
        #expect(notes.stdout.contains("Notes\t1\t") && !notes.stdout.contains("Cache\t"), "\(notes.stdout)")
        // Where each scope came from: here a guess, with the key that settles it.
        #expect(notes.stdout.contains("# 'Note' cannot be placed: the files read set up no ModelContainer or ModelConfiguration; the gate checks it as synced (settle it: scopes: in ckschema.yaml)"), "\(notes.stdout)")
        // lint of one model: the other's unique constraint (a CloudKit error) is not reported.
        let lintNotes = try CLIRunner.run(["lint", "--model", "Notes"], in: root)
        #expect(lintNotes.status == 0, "\(lintNotes.stdout)\(lintNotes.stderr)")
        #expect(!lintNotes.stdout.contains("Entry"), "\(lintNotes.stdout)")
        let lintCache = try CLIRunner.run(["lint", "--model", "Cache"], in: root)
        #expect(lintCache.status == 1, "\(lintCache.stdout)\(lintCache.stderr)")
        let unknown = try CLIRunner.run(["lint", "--model", "Nope"], in: root)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("no SwiftData model 'Nope'"), "\(unknown.stderr)")
    }

    @Test func modelInTheConfigurationNamesItForEveryCommand() throws {
        let root = try Self.repository(yaml: "model: Notes\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let versions = try CLIRunner.run(["versions"], in: root)
        #expect(versions.status == 0, "\(versions.stderr)")
        #expect(versions.stdout.contains("Notes\t1\t"), "\(versions.stdout)")
        let check = try CLIRunner.run(["check"], in: root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        let lint = try CLIRunner.run(["lint"], in: root)
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        // The command line wins.
        let cache = try CLIRunner.run(["versions", "--model", "Cache"], in: root)
        #expect(cache.stdout.contains("Cache\t1\t"), "\(cache.stdout)")
    }

    @Test func anEmptyModelKeyIsBadInput() throws {
        let root = try Self.repository(yaml: "model: [Notes]\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let versions = try CLIRunner.run(["versions"], in: root)
        #expect(versions.status == 2)
        #expect(versions.stderr.contains("ckschema.yaml:3:8"), "\(versions.stderr)")
    }
}

extension GitHubActionScriptTests {
    @Test func theModelInputIsPassedAsModel() throws {
        let folder = try ModelSelectionTests.repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let ambiguous = try run(in: folder)
        #expect(ambiguous.status == 2, "\(ambiguous.stdout)")
        let chosen = try run(in: folder, ["MODEL": "Notes"])
        #expect(chosen.status == 0, "\(chosen.stdout)")
    }
}
