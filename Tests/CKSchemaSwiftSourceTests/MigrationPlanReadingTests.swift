import CKSchemaCore
import Foundation
import Testing
@testable import CKSchemaSwiftSource

/// Reading the app's own `SchemaMigrationPlan` across files, as real apps split it: versions in
/// extensions in other files, stages as static properties of an extension, a `typealias` to the
/// newest version; and the per-file facts that depend on their file alone.
@Suite struct MigrationPlanReadingTests {
    static let files: [SwiftSource] = [
        SwiftSource(path: "Plan.swift", text: """
            import SwiftData
            enum NotesMigrationPlan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [NotesSchemaV1.self, NotesSchemaV2.self, CurrentSchema.self] }
                static var stages: [MigrationStage] { [migrateV1toV2, Self.migrateV2toV3] }
            }
            typealias CurrentSchema = NotesSchemaV3
            """),
        SwiftSource(path: "Stages.swift", text: """
            import SwiftData
            extension NotesMigrationPlan {
                static let migrateV1toV2 = MigrationStage.lightweight(fromVersion: NotesSchemaV1.self, toVersion: NotesSchemaV2.self)
                static var migrateV2toV3: MigrationStage {
                    .custom(fromVersion: NotesSchemaV2.self, toVersion: CurrentSchema.self, willMigrate: nil, didMigrate: { _ in })
                }
            }
            let container = try ModelContainer(for: Schema(versionedSchema: CurrentSchema.self), migrationPlan: NotesMigrationPlan.self)
            """),
        SwiftSource(path: "V1.swift", text: """
            import SwiftData
            enum NotesSchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Note.self] }
            }
            extension NotesSchemaV1 {
                @Model final class Note { var text: String = "" }
            }
            """),
        SwiftSource(path: "V2.swift", text: """
            import SwiftData
            enum NotesSchemaV2: VersionedSchema {
                static var versionIdentifier = Schema.Version(2, 0, 0)
                static var models: [any PersistentModel.Type] { [Note.self] }
            }
            extension NotesSchemaV2 {
                @Model final class Note {
                    var text: String = ""
                    var pinned: Bool = false
                }
            }
            """),
        SwiftSource(path: "V3.swift", text: """
            import SwiftData
            enum NotesSchemaV3: VersionedSchema {
                static var versionIdentifier = Schema.Version(3, 0, 0)
                static var models: [any PersistentModel.Type] { [Note.self] }
            }
            @Model final class Note {
                var text: String = ""
                var pinned: Bool = false
                var tags: [String] = []
            }
            """),
    ]

    @Test func thePlanIsAssembledAcrossFiles() throws {
        let result = SwiftDataReader.read(sources: Self.files)
        let history = try #require(result.models.first?.migration)
        #expect(history.plan?.name == "NotesMigrationPlan")
        #expect(history.plan?.location?.file == "Plan.swift")
        #expect(history.versions.map(\.name) == ["NotesSchemaV1", "NotesSchemaV2", "NotesSchemaV3"])
        #expect(history.versions.map(\.identifierText) == ["1.0.0", "2.0.0", "3.0.0"])
        #expect(history.versions.map { $0.listedAt?.file } == ["Plan.swift", "Plan.swift", "Plan.swift"])
        #expect(history.stagesKnown)
        #expect(history.stages.map(\.kind) == [.lightweight, .custom])
        #expect(history.stages.map(\.propertyName) == ["migrateV1toV2", "migrateV2toV3"])
        #expect(history.stages.map(\.from) == ["NotesSchemaV1", "NotesSchemaV2"])
        #expect(history.stages.map(\.to) == ["NotesSchemaV2", "NotesSchemaV3"])
        #expect(history.stages.map(\.location.file) == ["Stages.swift", "Stages.swift"])
        #expect(history.stage(after: 1)?.kind == .custom)
        // Nested copies in the old versions (declared in extensions), the live class in the newest.
        #expect(history.versions.map { $0.references.map(\.isVersionCopy) } == [[true], [true], [false]])
        #expect(history.versions.map { $0.references.map(\.className) } == [["NotesSchemaV1.Note"], ["NotesSchemaV2.Note"], ["Note"]])
    }

    @Test func aStagesListComputedByCodeLeavesTheStagesUnknown() throws {
        var files = Self.files
        files[0].text = files[0].text.replacingOccurrences(of: "[migrateV1toV2, Self.migrateV2toV3]", with: "makeStages()")
        let history = try #require(SwiftDataReader.read(sources: files).models.first?.migration)
        #expect(!history.stagesKnown)
        #expect(history.stages.isEmpty)
    }

    /// Each file's facts come from that file alone (the same whatever else is read), and are plain
    /// values: a build plugin can keep them per file.
    @Test func perFileFactsDependOnTheirFileAlone() throws {
        for source in Self.files {
            let facts = MigrationFileFacts.read(source)
            #expect(facts == MigrationFileFacts.read(source))
            let decoded = try JSONDecoder().decode(MigrationFileFacts.self, from: JSONEncoder().encode(facts))
            #expect(decoded == facts)
        }
        let facts = MigrationFileFacts.read(Self.files[1])
        #expect(facts.namedStages.map(\.name) == ["migrateV1toV2", "migrateV2toV3"])
        #expect(facts.namedStages.map(\.scope) == [["NotesMigrationPlan"], ["NotesMigrationPlan"]])
        #expect(facts.namedStages.map(\.stage.to) == [["NotesSchemaV2"], ["CurrentSchema"]])
        #expect(facts.planUses.map(\.plan) == [["NotesMigrationPlan"]])
        #expect(facts.stageLists.isEmpty)
    }
}
