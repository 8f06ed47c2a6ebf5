import CKSchemaKit
import CKSchemaTestSupport
import Foundation
import Testing

/// What decides which SwiftData models the build plugin checks: the app's own containers (not
/// previews or tests), the target's entitlements (found in the project when none are given), the
/// models no container holds, and generic model lists; and the relationship rules SwiftData's
/// CloudKit integration enforces.
@Suite struct BuildLintScopeTests {
    static let workout = """
        import SwiftData

        @Model final class Workout {
            @Attribute(.unique) var name: String
            init(name: String) { self.name = name }
        }

        """

    static let app = """
        import SwiftUI
        import SwiftData

        @main struct WorkoutApp: App {
            var body: some Scene { WindowGroup { Text("") }.modelContainer(for: [Workout.self]) }
        }

        """

    static func entitlements(services: String, containers: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>com.apple.developer.icloud-container-identifiers</key><array>\(containers)</array>
        <key>com.apple.developer.icloud-services</key><array>\(services)</array>
        </dict></plist>
        """
    }

    static let cloudKit = entitlements(services: "<string>CloudKit</string>", containers: "<string>iCloud.com.example.app</string>")

    /// `build-lint` of the Swift files under `target`, as the plugin runs it (`--project` the target's folder).
    func buildLint(_ root: URL, target: String) throws -> BuildLintService.Result {
        let folder = root.appendingPathComponent(target)
        let files = (FileManager.default.subpaths(atPath: folder.path) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder.appendingPathComponent($0).path }
        return try BuildLintService(project: try Project.load(from: folder.path)).run(paths: files, cacheDirectory: nil)
    }

    // MARK: - Entitlements

    @Test func automaticWithoutAnyEntitlementsFileDoesNotSync() throws {
        let root = try TemporaryFolder.repository(["App/Workout.swift": Self.workout, "App/WorkoutApp.swift": Self.app])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try buildLint(root, target: "App")
        #expect(!result.failed, "\(result.text)")
        #expect(result.text.isEmpty)
    }

    @Test func automaticWithTheTargetsCloudKitEntitlementSyncs() throws {
        let root = try TemporaryFolder.repository(["App/Workout.swift": Self.workout, "App/WorkoutApp.swift": Self.app,
                                   "App/App.entitlements": Self.cloudKit])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try buildLint(root, target: "App")
        #expect(result.failed)
        #expect(result.text.contains("[unique_constraint]"))
    }

    @Test func anEmptyContainerListIsNoCloudKit() throws {
        let empty = Self.entitlements(services: "<string>CloudKit</string>", containers: "")
        let root = try TemporaryFolder.repository(["App/Workout.swift": Self.workout, "App/WorkoutApp.swift": Self.app,
                                   "App/App.entitlements": empty])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try !buildLint(root, target: "App").failed)
    }

    @Test func anEntitlementsFileWithoutICloudIsNoCloudKit() throws {
        let sandbox = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>com.apple.security.app-sandbox</key><true/></dict></plist>
            """
        let root = try TemporaryFolder.repository(["App/Workout.swift": Self.workout, "App/WorkoutApp.swift": Self.app,
                                   "App/App.entitlements": sandbox])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try !buildLint(root, target: "App").failed)
    }

    @Test func anotherAppsEntitlementDoesNotDecide() throws {
        let root = try TemporaryFolder.repository(["App/Workout.swift": Self.workout, "App/WorkoutApp.swift": Self.app,
                                   "Companion/Companion.entitlements": Self.cloudKit])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try !buildLint(root, target: "App").failed)
    }

    @Test func ckschemaYAMLNamesTheEntitlementsFile() throws {
        let root = try TemporaryFolder.repository(["App/Workout.swift": Self.workout, "App/WorkoutApp.swift": Self.app,
                                   "Config/Shipping.entitlements": Self.cloudKit,
                                   "ckschema.yaml": "entitlements: Config/Shipping.entitlements\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try buildLint(root, target: "App")
        #expect(result.failed)
        #expect(result.text.contains("[unique_constraint]"))
    }

    @Test func theNoteSaysWhichEntitlementsFileDecided() throws {
        let root = try TemporaryFolder.repository(["App/Workout.swift": Self.workout, "App/WorkoutApp.swift": Self.app])
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("App")
        let outcome = try LintService(project: try Project.load(from: root.path)).lint(paths: [folder.path])
        let note = try #require(outcome.diagnostics.first { $0.id == "swiftdata.local_model" })
        #expect(note.message.contains("no .entitlements file of this target found"), "\(note.message)")
        #expect(!outcome.failed)
    }

    // MARK: - Containers that are not the app's

    @Test func previewAndTestContainersDoNotDecideScope() throws {
        let song = """
            import SwiftData
            import SwiftUI

            @Model final class Song {
                @Attribute(.unique) var title: String
                init(title: String) { self.title = title }
            }

            @main struct MusicApp: App {
                var body: some Scene {
                    WindowGroup { SongList() }
                        .modelContainer(for: Song.self, configurations: ModelConfiguration(cloudKitDatabase: .none))
                }
            }

            struct SongList: View { var body: some View { Text("") } }

            #Preview {
                SongList().modelContainer(for: [Song.self])
            }

            struct SongList_Previews: PreviewProvider {
                static var previews: some View { SongList().modelContainer(for: Song.self) }
            }

            """
        let test = """
            import XCTest
            import SwiftData

            final class SongTests: XCTestCase {
                func testInsert() throws { _ = try ModelContainer(for: Song.self) }
            }

            """
        let root = try TemporaryFolder.repository(["Music/Song.swift": song, "MusicTests/SongTests.swift": test,
                                   "Music/Music.entitlements": Self.cloudKit])
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Music")
        let files = [folder.appendingPathComponent("Song.swift").path, root.appendingPathComponent("MusicTests/SongTests.swift").path]
        let result = try BuildLintService(project: try Project.load(from: folder.path)).run(paths: files, cacheDirectory: nil)
        #expect(!result.failed, "\(result.text)")
        // The control: the app's own store syncing, the same files fail on the unique title.
        try song.replacingOccurrences(of: "cloudKitDatabase: .none", with: "cloudKitDatabase: .private(\"iCloud.com.example.music\")")
            .write(to: folder.appendingPathComponent("Song.swift"), atomically: true, encoding: .utf8)
        let synced = try BuildLintService(project: try Project.load(from: folder.path)).run(paths: files, cacheDirectory: nil)
        #expect(synced.failed && synced.text.contains("[unique_constraint]"), "\(synced.text)")
    }

    // MARK: - Models in no container, generic lists

    @Test func aModelNoContainerHoldsGetsNoCloudKitError() throws {
        let code = """
            import SwiftData

            @Model final class Item { var name: String = "" }
            @Model final class FeedEntry { @Attribute(.unique) var id: String; init(id: String) { self.id = id } }

            let container = try! ModelContainer(for: Item.self, configurations: ModelConfiguration(cloudKitDatabase: .private("iCloud.com.example.app")))

            """
        let root = try TemporaryFolder.repository(["App/Models.swift": code])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try buildLint(root, target: "App")
        #expect(!result.failed, "\(result.text)")
        // The control: once the synced container holds it, its unique id is an error.
        try code.replacingOccurrences(of: "ModelContainer(for: Item.self,", with: "ModelContainer(for: Item.self, FeedEntry.self,")
            .write(to: root.appendingPathComponent("App/Models.swift"), atomically: true, encoding: .utf8)
        let held = try buildLint(root, target: "App")
        #expect(held.failed && held.text.contains("[unique_constraint]"), "\(held.text)")
    }

    @Test func aGenericModelListResolvesToTheConformingModels() throws {
        let code = """
            import SwiftData

            protocol CacheRow: PersistentModel {}

            @Model final class Tile: CacheRow { @Attribute(.unique) var key: String; init(key: String) { self.key = key } }
            @Model final class Glyph { @Attribute(.unique) var key: String; init(key: String) { self.key = key } }
            extension Glyph: CacheRow {}
            @Model final class Note { var text: String = "" }

            struct Cache<Row: CacheRow> {
                let container = try! ModelContainer(for: Schema([Row.self]), configurations: ModelConfiguration(cloudKitDatabase: .none))
            }

            let notes = try! ModelContainer(for: Note.self, configurations: ModelConfiguration(cloudKitDatabase: .private("iCloud.com.example.app")))

            """
        let root = try TemporaryFolder.repository(["App/Models.swift": code])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try buildLint(root, target: "App")
        #expect(!result.failed, "\(result.text)")
        // The control: the generic cache syncing, both conforming models' unique keys are errors
        // (and no other model's).
        try code.replacingOccurrences(of: "Schema([Row.self]), configurations: ModelConfiguration(cloudKitDatabase: .none)",
                                      with: "Schema([Row.self]), configurations: ModelConfiguration(cloudKitDatabase: .private(\"iCloud.com.example.app\"))")
            .write(to: root.appendingPathComponent("App/Models.swift"), atomically: true, encoding: .utf8)
        let synced = try buildLint(root, target: "App")
        let unique = synced.text.split(separator: "\n").filter { $0.contains("[unique_constraint]") }
        #expect(unique.count == 2 && unique.contains { $0.contains("Tile") } && unique.contains { $0.contains("Glyph") }, "\(synced.text)")
    }

    // MARK: - Relationship rules in Swift

    @Test func aNonOptionalToManyRelationshipIsAnErrorWithOrWithoutADefault() throws {
        let code = """
            import SwiftData

            @Model final class Club {
                @Relationship(inverse: \\Team.club) var teams: [Team] = []
                @Relationship(inverse: \\Player.club) var players: [Player]
                init() { players = [] }
            }
            @Model final class Team { var club: Club? }
            @Model final class Player { var club: Club? }

            let container = try! ModelContainer(for: Club.self, configurations: ModelConfiguration(cloudKitDatabase: .private("iCloud.com.example.app")))

            """
        let root = try TemporaryFolder.repository(["App/Models.swift": code])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try buildLint(root, target: "App")
        #expect(result.failed)
        let lines = result.text.split(separator: "\n").filter { $0.contains("[to_many_not_optional]") }
        #expect(lines.count == 2, "\(result.text)")
        #expect(lines.first?.contains("Models.swift:4:51: error:") == true, "\(result.text)")
        #expect(result.text.contains("declare it 'var teams: [Team]? = []'"), "\(result.text)")
        #expect(!result.text.contains("[relationship_required]"))
    }

    @Test func anOptionalToManyRelationshipWithADefaultPasses() throws {
        let code = """
            import SwiftData

            @Model final class Club { @Relationship(inverse: \\Team.club) var teams: [Team]? = [] }
            @Model final class Team { var club: Club? }

            let container = try! ModelContainer(for: Club.self, configurations: ModelConfiguration(cloudKitDatabase: .private("iCloud.com.example.app")))

            """
        let root = try TemporaryFolder.repository(["App/Models.swift": code])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try buildLint(root, target: "App")
        #expect(!result.failed, "\(result.text)")
    }

    @Test func aManyToManyPairWithoutInverseIsReportedOnceAndAnExplicitInversePasses() throws {
        let code = """
            import SwiftData

            @Model final class Transaction { var tags: [Tag]? = [] }
            @Model final class Tag { var transactions: [Transaction]? = [] }
            @Model final class Account { var entries: [Entry]? = [] }
            @Model final class Entry { var account: Account? }

            let container = try! ModelContainer(for: Transaction.self, Account.self, configurations: ModelConfiguration(cloudKitDatabase: .private("iCloud.com.example.app")))

            """
        let root = try TemporaryFolder.repository(["App/Models.swift": code])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try buildLint(root, target: "App")
        #expect(result.failed)
        let manyToMany = result.text.split(separator: "\n").filter { $0.contains("[many_to_many_without_inverse]") }
        #expect(manyToMany.count == 1, "\(result.text)")
        #expect(result.text.contains("write '@Relationship(inverse: \\Tag.transactions)' on 'tags'"), "\(result.text)")
        // One-to-many with an optional to-one side: SwiftData infers it.
        #expect(!result.text.contains("[relationship_without_inverse]"), "\(result.text)")

        let fixed = code.replacingOccurrences(of: "var tags: [Tag]? = []", with: "@Relationship(inverse: \\Tag.transactions) var tags: [Tag]? = []")
        try fixed.write(to: root.appendingPathComponent("App/Models.swift"), atomically: true, encoding: .utf8)
        #expect(try !buildLint(root, target: "App").failed)
    }
}

/// Apps whose models SwiftData never mirrors: an app that sets up no container at all (its
/// `@Model` classes feed a hand-written CloudKit layer), and a document-based app.
@Suite struct AppsWithoutContainersTests {
    static let model = """
        import SwiftData

        @Model final class Student {
            @Attribute(.unique) var name: String
            init(name: String) { self.name = name }
        }

        """

    func buildLint(_ files: [String: String]) throws -> BuildLintService.Result {
        let root = try TemporaryFolder.make("ckschema-test")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        var paths: [String] = []
        for (name, text) in files {
            let url = root.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        return try BuildLintService(project: try Project.load(from: root.path)).run(paths: paths.sorted(), cacheDirectory: nil)
    }

    @Test func anAppThatSetsUpNoContainerStoresNoModel() throws {
        let app = """
            import SwiftUI

            @main struct TrackerApp: App {
                var body: some Scene { WindowGroup { Text("") } }
            }

            """
        #expect(try !buildLint(["Student.swift": Self.model, "TrackerApp.swift": app]).failed)
        // Without the app's entry point the container may be set up elsewhere: the build cannot
        // place the model, so it warns once (the gate checks it as synced).
        let unplaced = try buildLint(["Student.swift": Self.model])
        #expect(!unplaced.failed)
        #expect(unplaced.text.components(separatedBy: "[swiftdata.unplaced_model]").count == 2, "\(unplaced.text)")
    }

    /// A helper takes the schema as a parameter (it cannot be followed), but no store of the app syncs.
    @Test func anAppWhoseStoresNoneSyncKeepsModelsOfUnknownStoreLocal() throws {
        let app = """
            import SwiftUI
            import SwiftData

            final class Storage {
                let container: ModelContainer
                init(_ name: String, schema: Schema) {
                    container = try! ModelContainer(for: schema, configurations: [ModelConfiguration(name, schema: schema, cloudKitDatabase: .none)])
                }
            }

            @main struct TrackerApp: App {
                let storage = Storage("tracker", schema: Schema([Student.self]))
                var body: some Scene { WindowGroup { Text("") } }
            }

            """
        #expect(try !buildLint(["Student.swift": Self.model, "TrackerApp.swift": app]).failed)
    }

    @Test func aDocumentBasedAppKeepsItsModelsInDocuments() throws {
        let app = """
            import SwiftUI
            import SwiftData

            @main struct NotebookApp: App {
                var body: some Scene {
                    DocumentGroup(editing: Student.self, contentType: .data) { Text("") }
                }
            }

            """
        #expect(try !buildLint(["Student.swift": Self.model, "NotebookApp.swift": app]).failed)
    }
}
