import CKSchemaTestSupport
import Foundation
import Testing

/// The migration rules over an app's own `SchemaMigrationPlan`, run as the built binary: `lint` and
/// `check` report each hazard and stay silent on the documented pattern, for a store that syncs and
/// for one that stays on the device (which gets the migration findings and no CloudKit finding).
@Suite struct MigrationPlanCommandTests {
    enum Store: String, CaseIterable {
        case synced = ".private(\"iCloud.com.example.notes\")"
        case local = ".none"
    }

    /// The container, in a file of its own: `Note` in the newest version carries a CloudKit hazard
    /// (`.unique`) that only a synced store reports.
    static func container(_ store: Store) -> String {
        """
        import SwiftData

        enum Store {
            static func make() throws -> ModelContainer {
                let configuration = ModelConfiguration(cloudKitDatabase: \(store.rawValue))
                return try ModelContainer(for: Schema(versionedSchema: NotesSchemaV2.self),
                                          migrationPlan: NotesMigrationPlan.self, configurations: configuration)
            }
        }

        """
    }

    /// Two versions and their plan; `v1` and `v2` are the bodies of each version, `stage` the stage.
    static func versions(v1: String, v2: String, stage: String, after: String = "") -> String {
        """
        import SwiftData

        enum NotesSchemaV1: VersionedSchema {
            static var versionIdentifier = Schema.Version(1, 0, 0)
            static var models: [any PersistentModel.Type] { [Note.self] }
        \(v1)
        }

        enum NotesSchemaV2: VersionedSchema {
            static var versionIdentifier = Schema.Version(2, 0, 0)
            static var models: [any PersistentModel.Type] { [Note.self] }
        \(v2)
        }
        \(after)

        enum NotesMigrationPlan: SchemaMigrationPlan {
            static var schemas: [any VersionedSchema.Type] { [NotesSchemaV1.self, NotesSchemaV2.self] }
            static var stages: [MigrationStage] { [migrateV1toV2] }
        }

        extension NotesMigrationPlan {
            static let migrateV1toV2 = \(stage)
        }

        """
    }

    static let lightweight = "MigrationStage.lightweight(fromVersion: NotesSchemaV1.self, toVersion: NotesSchemaV2.self)"

    /// A nested class `Note` with these stored properties.
    static func note(_ properties: String) -> String {
        """
            @Model final class Note {
                \(properties)
                init() {}
            }
        """
    }

    static let cases: [(name: String, code: String, rules: [String])] = [
        ("V2 copied from V1: both list the live class",
         versions(v1: "", v2: "", stage: lightweight, after: "@Model final class Note {\n    @Attribute(.unique) var text: String = \"\"\n    init() {}\n}"),
         ["migration_versions_identical", "migration_old_version_lists_live_class"]),
        ("a lightweight stage across a type change",
         versions(v1: note("var quantity: String = \"\""), v2: note("@Attribute(.unique) var quantity: Int = 0"), stage: lightweight),
         ["migration_change_not_inferable"]),
        ("a rename without originalName",
         versions(v1: note("var text: String = \"\""), v2: note("@Attribute(.unique) var body: String = \"\""), stage: lightweight),
         ["migration_rename_without_original_name"]),
        ("nested copies, a new attribute filled by a custom stage, originalName given",
         versions(v1: note("var quantity: String = \"\"\n        var text: String = \"\""),
                  v2: note("var quantity: String = \"\"\n        var count: Int = 0\n        @Attribute(.unique, originalName: \"text\") var body: String = \"\""),
                  stage: """
                      MigrationStage.custom(
                              fromVersion: NotesSchemaV1.self, toVersion: NotesSchemaV2.self, willMigrate: nil,
                              didMigrate: { context in
                                  for note in try context.fetch(FetchDescriptor<NotesSchemaV2.Note>()) { note.count = Int(note.quantity) ?? 0 }
                                  try context.save()
                              })
                      """,
                  after: "typealias Note = NotesSchemaV2.Note"),
         []),
    ]

    static let migrationRules = ["migration_versions_identical", "migration_old_version_lists_live_class",
                                 "migration_change_not_inferable", "migration_rename_without_original_name",
                                 "migration_plan_consistent"]

    @Test(arguments: Store.allCases)
    func lintAndCheckReportEachHazardAndPassTheDocumentedPattern(store: Store) throws {
        for example in Self.cases {
            let root = try TemporaryFolder.make("ckschema-test")
            defer { try? FileManager.default.removeItem(at: root) }
            try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
            try example.code.write(to: root.appendingPathComponent("App/Schemas.swift"), atomically: true, encoding: .utf8)
            try Self.container(store).write(to: root.appendingPathComponent("App/Store.swift"), atomically: true, encoding: .utf8)
            for command in [["lint", "App"], ["check", "App"]] {
                let result = try CLIRunner.run(command, in: root)
                let output = result.stdout + result.stderr
                for rule in Self.migrationRules {
                    #expect(output.contains("[\(rule)]") == example.rules.contains(rule),
                            "\(command[0]), \(store), \(example.name): [\(rule)]\n\(output)")
                }
                let fails = example.rules.contains { ["migration_versions_identical", "migration_change_not_inferable"].contains($0) }
                // The newest version's `.unique` is a CloudKit error only where the store syncs.
                #expect(output.contains("[unique_constraint]") == (store == .synced), "\(command[0]), \(store), \(example.name)\n\(output)")
                #expect(result.status == (fails || store == .synced ? 1 : 0), "\(command[0]), \(store), \(example.name)\n\(output)")
            }
        }
    }

    /// An Xcode model (local: no CloudKit): a type change from version 1 to the current version 2
    /// fails without a mapping model beside the bundle, and passes with one.
    @Test func anXcodeModelNeedsAMappingModelForATypeChange() throws {
        let root = try TemporaryFolder.make("ckschema-test")
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = root.appendingPathComponent("App/Shop.xcdatamodeld")
        func version(_ name: String, _ type: String, _ value: String) throws {
            let folder = bundle.appendingPathComponent("\(name).xcdatamodel")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try """
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES" codeGenerationType="class">
                        <attribute name="quantity" attributeType="\(type)" \(value)/>
                    </entity>
                </model>
                """.write(to: folder.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        }
        try version("Shop", "String", "defaultValueString=\"\"")
        try version("Shop 2", "Integer 64", "defaultValueString=\"0\" usesScalarValueType=\"YES\"")
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>Shop 2.xcdatamodel</string></dict></plist>
            """.write(to: bundle.appendingPathComponent(".xccurrentversion"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let without = try CLIRunner.run(["lint", "App/Shop.xcdatamodeld"], in: root)
        #expect(without.status == 1, "\(without.stdout)\(without.stderr)")
        #expect(without.stdout.contains("[migration_mapping_model_missing]"), "\(without.stdout)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App/Shop1to2.xcmappingmodel"), withIntermediateDirectories: true)
        let with = try CLIRunner.run(["lint", "App/Shop.xcdatamodeld"], in: root)
        #expect(!with.stdout.contains("[migration_mapping_model_missing]"), "\(with.stdout)")
        #expect(with.status == 0, "\(with.stdout)\(with.stderr)")
    }

    /// `plan` of SwiftData code where it lives speaks the app's names: its `VersionedSchema` types,
    /// its plan type and file, and whether the stage it has is enough for each step.
    @Test func planNamesTheAppsOwnTypesAndSaysWhetherItsStageIsEnough() throws {
        let typeChange = Self.versions(v1: Self.note("var quantity: String = \"\""), v2: Self.note("var quantity: Int = 0"), stage: Self.lightweight)
        let addition = Self.versions(v1: Self.note("var quantity: String = \"\""),
                                     v2: Self.note("var quantity: String = \"\"\n        var done: Bool = false"), stage: Self.lightweight)
        for (code, verdict) in [(typeChange, "not enough, this step needs a `.custom` stage"), (addition, "enough")] {
            let root = try TemporaryFolder.make("ckschema-test")
            defer { try? FileManager.default.removeItem(at: root) }
            try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
            try code.write(to: root.appendingPathComponent("App/Schemas.swift"), atomically: true, encoding: .utf8)
            try "swiftData: App\n".write(to: root.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8)
            let plan = try CLIRunner.run(["plan"], in: root)
            #expect(plan.status == 0, "\(plan.stdout)\(plan.stderr)")
            #expect(plan.stdout.contains("| The app's plan | `NotesMigrationPlan` (Schemas.swift) has `migrateV1toV2`, "
                + "`.lightweight(fromVersion: NotesSchemaV1.self, toVersion: NotesSchemaV2.self)`: \(verdict) |"), "\(plan.stdout)")
            #expect(!plan.stdout.contains("SchemaV1.self, toVersion: SchemaV2.self"), "generated names in: \(plan.stdout)")
        }
    }
}
