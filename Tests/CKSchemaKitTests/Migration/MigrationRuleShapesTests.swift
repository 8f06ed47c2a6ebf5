import CKSchemaCore
import CKSchemaRules
import CKSchemaSwiftSource
import CKSchemaTestSupport
import Foundation
import Testing

/// The migration rules on plans as real apps write them: lists built per platform, frozen copies
/// in a plain namespace, several live classes in one version, a later version listing an earlier
/// version's copies; and clean plans that stay silent.
@Suite struct MigrationRuleShapesTests {
    static func findings(_ text: String) throws -> [Diagnostic] {
        MigrationLinter().lint(try migration(text)).diagnostics
    }

    static func migration(_ text: String) throws -> ModelMigration {
        let result = SwiftDataReader.read(sources: [SwiftSource(path: "Model.swift", text: "import SwiftData\n" + text)])
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        return try #require(result.models.first?.migration)
    }

    static let classes = """
        @Model final class Game { var name: String = ""; init() {} }
        @Model final class Round { var number: Int = 0; init() {} }
        @Model final class Challenge { var title: String = ""; init() {} }

        """

    /// A watch-only crash: on watchOS version 2 resolves to version 1's models; on iOS it does not.
    @Test func aFindingOnSomePlatformsNamesThem() throws {
        let findings = try Self.findings(try Self.watchOnlyPlan)
        #expect(findings.map(\.id) == ["migration_versions_identical"])
        #expect(findings.first?.message.hasSuffix("(on macOS, watchOS, tvOS, visionOS)") == true)
        #expect(findings.first?.location?.line == 8)
        // The guess that every platform is built is shown with the key that settles it.
        #expect(findings.first?.fix?.hasSuffix("if the app is not built for all of them, list the platforms it is built for in 'platforms:' in ckschema.yaml") == true,
                "\(findings)")
    }

    /// `platforms:` settles which plans count: an iOS-only app gets none of the others' findings,
    /// a watch app gets its own without the platform list (it holds on every platform it builds).
    @Test func declaredPlatformsDecideWhichPlansAreChecked() throws {
        let migration = try Self.migration(try Self.watchOnlyPlan)
        #expect(MigrationLinter(platforms: [.iOS]).lint(migration).diagnostics.isEmpty)
        #expect(MigrationLinter(platforms: [.iOS, .macCatalyst]).lint(migration).diagnostics.isEmpty)
        let watch = MigrationLinter(platforms: [.watchOS]).lint(migration).diagnostics
        #expect(watch.map(\.id) == ["migration_versions_identical"])
        #expect(watch.first?.message.hasSuffix(")") == false, "\(watch)")
        let both = MigrationLinter(platforms: [.iOS, .watchOS]).lint(migration).diagnostics
        #expect(both.first?.message.hasSuffix("(on watchOS)") == true, "\(both)")
        #expect(both.first?.fix?.contains("platforms:") == false)
    }

    /// Version 2 adds `Round` on iOS only (the file `PlatformsCommandTests` runs end to end).
    static var watchOnlyPlan: String {
        get throws {
            try String(contentsOf: PackagePaths.fixture("SwiftData/watch-only-plan.swift.txt"), encoding: .utf8)
                .replacingOccurrences(of: "import SwiftData\n\n", with: "")
        }
    }

    /// One finding per (version, live class), where the version lists it; a finding that holds on
    /// every platform names none.
    @Test func eachLiveClassHasItsFinding() throws {
        let text = Self.classes + """
            enum GameSchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] {
                    var all: [any PersistentModel.Type] = [Game.self, Round.self]
                    #if os(iOS)
                    all.append(Challenge.self)
                    #endif
                    return all
                }
            }
            enum GameSchemaV2: VersionedSchema {
                static var versionIdentifier = Schema.Version(2, 0, 0)
                static var models: [any PersistentModel.Type] { [Game.self, Round.self, Challenge.self] }
                @Model final class Extra { var name: String = ""; init() {} }
            }
            enum GameMigrationPlan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [GameSchemaV1.self, GameSchemaV2.self] }
                static var stages: [MigrationStage] { [.lightweight(fromVersion: GameSchemaV1.self, toVersion: GameSchemaV2.self)] }
            }
            """
        let findings = try Self.findings(text).filter { $0.id == "migration_old_version_lists_live_class" }
        #expect(findings.map(\.entity) == ["Game", "Round", "Challenge"])
        #expect(findings.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == ["8:48", "8:59", "10:20"])
        #expect(findings.map { $0.message.hasSuffix("(on iOS)") } == [false, false, true])
        #expect(findings.first?.fix == "nest in 'GameSchemaV1' its own copy of 'Game' as version 1.0.0 shipped it, and list 'GameSchemaV1.Game.self'")
        // Freezing Game clears its finding alone.
        let frozen = text.replacingOccurrences(of: "[Game.self, Round.self]", with: "[GameSchemaV1.Game.self, Round.self]")
            .replacingOccurrences(of: "static var versionIdentifier = Schema.Version(1, 0, 0)",
                                  with: "static var versionIdentifier = Schema.Version(1, 0, 0)\n    @Model final class Game { var name: String = \"\"; init() {} }")
        let after = try Self.findings(frozen).filter { $0.id == "migration_old_version_lists_live_class" }
        #expect(after.map(\.entity) == ["Round", "Challenge"])
    }

    /// V2 lists V1's nested copies: the copies V2 needs are V2's own.
    @Test func theFixOfIdenticalVersionsNamesTheVersionThatNeedsCopies() throws {
        let findings = try Self.findings("""
            enum SchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Budget.self] }
                @Model final class Budget { var amount: Double = 0; init() {} }
            }
            enum SchemaV2: VersionedSchema {
                static var versionIdentifier = Schema.Version(2, 0, 0)
                static var models: [any PersistentModel.Type] { [SchemaV1.Budget.self] }
            }
            enum BudgetMigrationPlan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self] }
                static var stages: [MigrationStage] { [] }
            }
            """)
        let finding = try #require(findings.first { $0.id == "migration_versions_identical" })
        #expect(finding.fix?.hasPrefix("nest in 'SchemaV2' its own copies of 'Budget' as version 2.0.0 ships them") == true)
        #expect(finding.fix?.contains("instead of the copies in 'SchemaV1'") == true)
    }

    /// Frozen copies in a plain namespace, before and after the fix: before, the old versions list
    /// the live `Visit`; after, each lists `LegacyVisitV7.Visit` and the newest the live one.
    @Test func copiesInANamespaceAreFrozen() throws {
        let after = """
            @Model final class Visit { var place: String = ""; var note: String? = nil; init() {} }
            @Model final class Place { var name: String = ""; init() {} }
            enum LegacyVisitV7 {
                @Model final class Visit { var place: String = ""; init() {} }
            }
            enum VisitSchemaV6: VersionedSchema {
                static var versionIdentifier = Schema.Version(6, 0, 0)
                static var models: [any PersistentModel.Type] { [LegacyVisitV7.Visit.self] }
            }
            enum VisitSchemaV7: VersionedSchema {
                static var versionIdentifier = Schema.Version(7, 0, 0)
                static var models: [any PersistentModel.Type] { [LegacyVisitV7.Visit.self, Place.self] }
            }
            enum VisitSchemaV8: VersionedSchema {
                static var versionIdentifier = Schema.Version(8, 0, 0)
                static var models: [any PersistentModel.Type] { [Visit.self, Place.self] }
            }
            enum VisitMigrationPlan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [VisitSchemaV6.self, VisitSchemaV7.self, VisitSchemaV8.self] }
                static var stages: [MigrationStage] { [] }
            }
            """
        #expect(try Self.findings(after).map(\.id) == ["migration_old_version_lists_live_class"])
        #expect(try Self.findings(after).first?.entity == "Place")
        let before = after.replacingOccurrences(of: "[LegacyVisitV7.Visit.self, Place.self]", with: "[Visit.self, Place.self]")
        #expect(try Self.findings(before).map(\.entity).contains("Visit"))
    }

    /// Nested frozen copies and a custom stage that fills values: silent.
    @Test func aCleanPlanStaysSilent() throws {
        let plan = """
            enum NotesSchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] {
                    var all: [any PersistentModel.Type] = [Note.self]
                    #if os(iOS)
                    all.append(Tag.self)
                    #endif
                    return all
                }
                @Model final class Note { var text: String = ""; init() {} }
                @Model final class Tag { var name: String = ""; init() {} }
            }
            enum NotesSchemaV2: VersionedSchema {
                static var versionIdentifier = Schema.Version(2, 0, 0)
                static var models: [any PersistentModel.Type] {
                    var all: [any PersistentModel.Type] = [Note.self]
                    #if os(iOS)
                    all.append(Tag.self)
                    #endif
                    return all
                }
                @Model final class Note { var text: String = ""; var title: String = ""; init() {} }
                @Model final class Tag { var name: String = ""; var color: String = ""; init() {} }
            }
            typealias Note = NotesSchemaV2.Note
            enum NotesMigrationPlan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [NotesSchemaV1.self, NotesSchemaV2.self] }
                static var stages: [MigrationStage] { [migrateV1toV2] }
                static let migrateV1toV2 = MigrationStage.custom(
                    fromVersion: NotesSchemaV1.self, toVersion: NotesSchemaV2.self,
                    willMigrate: nil,
                    didMigrate: { context in
                        for note in try context.fetch(FetchDescriptor<NotesSchemaV2.Note>()) { note.title = String(note.text.prefix(20)) }
                        try context.save()
                    })
            }
            """
        // The plan is read whole (both versions, on every platform, and its custom stage) …
        let migration = try Self.migration(plan)
        #expect(migration.versions.map(\.name) == ["NotesSchemaV1", "NotesSchemaV2"])
        #expect(migration.stages.count == 1)
        // … and nothing in it is reported.
        let findings = MigrationLinter().lint(migration).diagnostics
        #expect(findings.isEmpty, "\(findings)")
    }
}
