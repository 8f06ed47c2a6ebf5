import CKSchemaCore
import CKSchemaTestSupport
import Foundation
import Testing

/// Which SwiftData models sync, and code whose versions name no model, run as the built binary.
@Suite struct SwiftDataScopeCommandTests {
    /// An app whose `VersionedSchema` lists its models through another type, in another file, with a
    /// local cache store beside the synced one.
    static let models = """
        import SwiftData

        @Model final class Trip {
            var name: String = ""
            var start: Date = Date.now
            var length: TimeInterval = 0
            init() {}
        }

        @Model final class SearchCache {
            @Attribute(.unique) var query: String
            var results: Data
            init(query: String, results: Data) {
                self.query = query
                self.results = results
            }
        }

        """
    static let schema = """
        import SwiftData

        enum AppSchema {
            static let models: [any PersistentModel.Type] = [Trip.self, SearchCache.self]
        }

        enum TripsSchemaV1: VersionedSchema {
            static var versionIdentifier = Schema.Version(1, 0, 0)
            static var models: [any PersistentModel.Type] { AppSchema.models }
        }

        """
    static let store = """
        import SwiftData

        enum Store {
            static func make() throws -> ModelContainer {
                let synced = ModelConfiguration("Cloud", schema: Schema([Trip.self]),
                                                cloudKitDatabase: .private("iCloud.com.example.trips"))
                let cache = ModelConfiguration("Cache", schema: Schema([SearchCache.self]), cloudKitDatabase: .none)
                return try ModelContainer(for: Schema(versionedSchema: TripsSchemaV1.self), configurations: synced, cache)
            }
        }

        """

    func project(_ files: [String: String], config: String? = nil) throws -> URL {
        let root = try TemporaryFolder.make("ckschema-test")
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: root.appendingPathComponent("App/\(name)"), atomically: true, encoding: .utf8)
        }
        if let config { try config.write(to: root.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8) }
        return root
    }

    var app: [String: String] { ["Models.swift": Self.models, "Schema.swift": Self.schema, "Store.swift": Self.store] }

    @Test func lintChecksOnlyWhatSyncsAndSaysWhyTheCacheIsLocal() throws {
        let root = try project(app)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLIRunner.run(["lint", "App"], in: root)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("App/Models.swift:10:20: note: 'SearchCache' is stored only where nothing syncs: ModelConfiguration \"Cache\" (cloudKitDatabase: .none) at App/Store.swift:7:21; CloudKit rules are not applied to it [swiftdata.local_model]"))
        #expect(!result.stdout.contains("[unique_constraint]"))

        let all = try CLIRunner.run(["lint", "App", "--all-models"], in: root)
        #expect(all.status == 1)
        #expect(all.stdout.contains("App/Models.swift:11:16: error: entity 'SearchCache' declares a unique constraint on 'query'"))
        #expect(all.stdout.contains("'SearchCache' is checked as synced: --all-models (the code says local"))
    }

    @Test func theIndirectModelsListIsReadAndAnInjectedRequiredAttributeIsReported() throws {
        let broken = Self.models.replacingOccurrences(of: "    var length: TimeInterval = 0\n",
                                                      with: "    var length: TimeInterval = 0\n    var owner: String\n    @Attribute(.unique) var code: String = \"\"\n")
        var files = app
        files["Models.swift"] = broken
        let root = try project(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLIRunner.run(["lint", "App"], in: root)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("App/Models.swift:7:9: error: attribute 'Trip.owner' is neither optional nor has a default value"))
        #expect(result.stdout.contains("error: entity 'Trip' declares a unique constraint on 'code'"))
    }

    @Test func configurationScopesOverrideTheCodeWithTheirReason() throws {
        let config = """
            version: 1
            scopes:
              - entity: SearchCache
                scope: synced
                reason: the cache moves to the synced store in 2.0
            """
        let root = try project(app, config: config)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLIRunner.run(["lint", "App"], in: root)
        #expect(result.status == 1)
        #expect(result.stdout.contains("'SearchCache' is checked as synced: ckschema.yaml:3:5: the cache moves to the synced store in 2.0"))
        #expect(result.stdout.contains("[unique_constraint]"))
    }

    /// `scopes:` that makes every model the code leaves unknown local.
    static let everyUnknownModelLocal = """
        version: 1
        scopes:
          - entity: "*"
            scope: local
            reason: the only store is created by a helper in another package, with cloudKitDatabase .none
        """

    @Test func aStarScopeSetsEveryModelTheCodeLeavesUnknown() throws {
        let root = try project(["Models.swift": Self.models], config: Self.everyUnknownModelLocal)
        defer { try? FileManager.default.removeItem(at: root) }
        let unknown = try CLIRunner.run(["lint", "App"], in: root.deletingLastPathComponent().appendingPathComponent(root.lastPathComponent))
        #expect(unknown.status == 0, "\(unknown.stdout)")
        #expect(unknown.stdout.contains("'SearchCache' is checked as local: ckschema.yaml:3:5: the only store is created by a helper"))
        #expect(!unknown.stdout.contains("[unique_constraint]"))
        #expect(!unknown.stdout.contains("[swiftdata.unknown_scope]"))
    }

    /// `check` of the code where it lives gives `lint`'s answer: `scopes:` of ckschema.yaml apply,
    /// and fixes are in Swift terms.
    @Test func checkOfTheCodeAgreesWithLint() throws {
        let root = try project(["Models.swift": Self.models], config: Self.everyUnknownModelLocal)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try CLIRunner.run(["lint", "App"], in: root).status == 0)
        let local = try CLIRunner.run(["check", "App"], in: root)
        #expect(local.status == 0, "\(local.stdout)\(local.stderr)")

        try FileManager.default.removeItem(at: root.appendingPathComponent("ckschema.yaml"))
        let synced = try CLIRunner.run(["check", "App"], in: root)
        #expect(synced.status == 1)
        #expect(synced.stdout.contains("fix: remove '.unique' (or the #Unique group)"), "\(synced.stdout)")
        #expect(!synced.stdout.contains("logicalKey"), "\(synced.stdout)")
    }

    /// `check` of the code shows the reader's word on what syncs, as `lint` does: why the cache's
    /// unique constraint is no finding, and why a model without a store is checked as synced.
    @Test func checkOfTheCodeSaysWhichModelsSyncAsLintDoes() throws {
        let root = try project(app)
        defer { try? FileManager.default.removeItem(at: root) }
        let lint = try CLIRunner.run(["lint", "App", "--format", "json"], in: root)
        let check = try CLIRunner.run(["check", "App", "--format", "json"], in: root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        for output in [lint.stdout, check.stdout] {
            #expect(output.contains("\"rule\": \"swiftdata.local_model\""), "\(output)")
        }
        let text = try CLIRunner.run(["check", "App"], in: root)
        #expect(text.stdout.contains("note: 'SearchCache' is stored only where nothing syncs"), "\(text.stdout)")
    }

    @Test func importRecordsEachEntitysScopeAndTheYAMLLintsTheSame() throws {
        let root = try project(app)
        defer { try? FileManager.default.removeItem(at: root) }
        let imported = try CLIRunner.run(["import", "swiftdata", "App"], in: root)
        #expect(imported.status == 0, "\(imported.stderr)")
        let yaml = try String(contentsOf: root.appendingPathComponent("schemas/Trips-v1.yaml"), encoding: .utf8)
        #expect(yaml.contains("  Trip:\n    scope: synced\n"), "\(yaml)")
        #expect(yaml.contains("      length: Double = 0\n"))
        #expect(yaml.contains("# scope of Trip: synced, ModelConfiguration \"Cloud\" (cloudKitDatabase: .private(\"iCloud.com.example.trips\")) at App/Store.swift:5:22"))
        #expect(yaml.contains("container: iCloud.com.example.trips"))
        let lint = try CLIRunner.run(["lint", "schemas"], in: root)
        #expect(lint.status == 0, "\(lint.stdout)")
    }

    /// `ckschema lint .` inside the sources: the entitlements search looks beside "." (its parent);
    /// Foundation's path methods trapped on "." there.
    @Test func lintOfTheCurrentFolderReadsIt() throws {
        let root = try project(app)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLIRunner.run(["lint", "."], in: root.appendingPathComponent("App"))
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("in 3 files"), "\(result.stdout)")
    }

    // MARK: - A model that changes store between versions

    /// A model that starts syncing adds its record type (a note, with what becomes permanent); one
    /// that stops syncing leaves production with a record type older versions still write.
    @Test func aScopeChangeBetweenVersionsIsAChangeOfItsOwn() throws {
        let root = try TemporaryFolder.make("ckschema-test")
        defer { try? FileManager.default.removeItem(at: root) }
        let schemas = root.appendingPathComponent("schemas")
        try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
        func version(_ number: Int, cache scope: String) throws {
            try """
                model: Trips
                version: \(number)
                entities:
                  Trip:
                    scope: synced
                    attributes:
                      name: String = ""
                  SearchCache:
                    scope: \(scope)
                    attributes:
                      results: Binary?

                """.write(to: schemas.appendingPathComponent("Trips-v\(number).yaml"), atomically: true, encoding: .utf8)
        }
        try version(1, cache: "local")
        try version(2, cache: "synced")
        let starts = try CLIRunner.run(["diff", "1", "2"], in: root)
        #expect(starts.status == 0)
        #expect(starts.stdout.contains("schemas/Trips-v2.yaml:9:12: note: record type 'CD_SearchCache' added with 2 fields: permanent once deployed [record_type_added]"),
                "\(starts.stdout)")
        #expect(starts.stdout.contains("- field 'CD_SearchCache.CD_results' (BYTES)"))

        try version(3, cache: "local")
        let stops = try CLIRunner.run(["check"], in: root)
        #expect(stops.status == 1)
        #expect(stops.stdout.contains("schemas/Trips-v3.yaml:9:12: error: record type 'CD_SearchCache' no longer syncs: production keeps it and older versions still write it [record_type_no_delete]"),
                "\(stops.stdout)")
        #expect(stops.stdout.contains("fix: keep the model in a store that syncs (scope: synced)"))
    }

    /// The stores are set up outside the `VersionedSchema`: code whose version is released can
    /// still move a model into a syncing store, or out of every one.
    @Test func aReleasedVersionWhoseModelsChangeStoreFailsTheCheckAtTheClass() throws {
        let root = try project(app)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try CLIRunner.run(["release", "--from", "App"], in: root).status == 0)
        #expect(try CLIRunner.run(["check", "App"], in: root).status == 0)
        let store = root.appendingPathComponent("App/Store.swift")

        try Self.store.replacingOccurrences(of: "cloudKitDatabase: .private(\"iCloud.com.example.trips\")", with: "cloudKitDatabase: .none")
            .write(to: store, atomically: true, encoding: .utf8)
        let stops = try CLIRunner.run(["check", "App"], in: root)
        #expect(stops.status == 1)
        #expect(stops.stdout.contains("App/Models.swift:3:20: error: record type 'CD_Trip' no longer syncs: production keeps it and older versions still write it [record_type_no_delete]"),
                "\(stops.stdout)")
        #expect(stops.stdout.contains("note: previously at schemas/Trips-v1.yaml:"))

        try Self.store.replacingOccurrences(of: "cloudKitDatabase: .none", with: "cloudKitDatabase: .private(\"iCloud.com.example.trips\")")
            .write(to: store, atomically: true, encoding: .utf8)
        let starts = try CLIRunner.run(["check", "App"], in: root)
        #expect(starts.stdout.contains("App/Models.swift:10:20: note: record type 'CD_SearchCache' added with 3 fields: permanent once deployed [record_type_added]"),
                "\(starts.stdout)")
        // Now that it syncs, the CloudKit rules apply to the cache.
        #expect(starts.status == 1)
        #expect(starts.stdout.contains("error: entity 'SearchCache' declares a unique constraint on 'query'"))
    }

    // MARK: - Versions that name no model

    var unfollowed: [String: String] {
        ["Models.swift": Self.models, "Schema.swift": Self.schema.replacingOccurrences(of: "enum AppSchema {\n    static let models: [any PersistentModel.Type] = [Trip.self, SearchCache.self]\n}\n", with: "")]
    }

    @Test(arguments: [["lint", "App"], ["import", "swiftdata", "App"], ["check", "--swift", "App"]])
    func aVersionThatResolvesToNoModelIsInvalidInput(_ arguments: [String]) throws {
        let root = try project(unfollowed)
        defer { try? FileManager.default.removeItem(at: root) }
        // `check` compares with the YAML versions: give it one (an empty folder is refused first).
        let schemas = root.appendingPathComponent("schemas")
        if arguments[0] == "check" {
            try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
            try "model: Trips\nversion: 1\nentities:\n  Trip:\n    attributes:\n      length: Double = 0\n"
                .write(to: schemas.appendingPathComponent("v1.yaml"), atomically: true, encoding: .utf8)
        }
        let result = try CLIRunner.run(arguments, in: root)
        #expect(result.status == 2, "\(arguments): \(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("App/Schema.swift:6:53: error: VersionedSchema 'TripsSchemaV1' resolves to no @Model class: 'AppSchema.models' (App/Schema.swift:6:53) is no VersionedSchema, list of models or Schema ckschema can follow in the files read [swiftdata.empty_version]"),
                "\(arguments): \(result.stderr)")
        if arguments[0] != "check" { #expect(!FileManager.default.fileExists(atPath: schemas.path)) }
    }
}
