import CKSchemaTestSupport
import Foundation
import Testing

/// `plan` speaks each app's own words, as the built binary prints and writes it: a Core Data
/// bundle's versions, inferred mapping and mapping models (and no release advice for a released
/// version); a SwiftData app's own `VersionedSchema` types, in the Markdown and the JSON alike.
@Suite struct PlanWordingCommandTests {
    /// `App/Shop.xcdatamodeld` with `versions` (the last current), each adding the attributes given.
    static func bundle(in root: URL, versions: [[String]]) throws {
        let bundle = root.appendingPathComponent("App/Shop.xcdatamodeld")
        var names: [String] = []
        for (index, extra) in versions.enumerated() {
            let name = index == 0 ? "Shop" : "Shop \(index + 1)"
            names.append(name)
            let folder = bundle.appendingPathComponent("\(name).xcdatamodel")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try """
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift" usedWithCloudKit="YES">
                    <entity name="Item" representedClassName="Item" syncable="YES" codeGenerationType="class">
                        <attribute name="title" attributeType="String" optional="YES"/>
                        \(extra.joined(separator: "\n            "))
                    </entity>
                </model>
                """.write(to: folder.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        }
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>\(names.last ?? "Shop").xcdatamodel</string></dict></plist>
            """.write(to: bundle.appendingPathComponent(".xccurrentversion"), atomically: true, encoding: .utf8)
    }

    @Test func aCoreDataPlanNamesTheBundlesVersionsAndKnowsWhatIsReleased() throws {
        let root = try TemporaryFolder.make("ckschema-test")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try "coreData: App/Shop.xcdatamodeld\n".write(to: root.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8)
        let note = "<attribute name=\"note\" attributeType=\"String\" optional=\"YES\"/>"
        let count = "<attribute name=\"count\" attributeType=\"Integer 64\" defaultValueString=\"0\" usesScalarValueType=\"YES\"/>"
        try Self.bundle(in: root, versions: [[], [note]])
        let release = try CLIRunner.run(["release", "--from", "App/Shop.xcdatamodeld"], in: root)
        #expect(release.status == 0, "\(release.stdout)\(release.stderr)")
        try Self.bundle(in: root, versions: [[], [note], [note, count]])

        let plan = try CLIRunner.run(["plan"], in: root)
        #expect(plan.status == 0, "\(plan.stdout)\(plan.stderr)")
        let steps = plan.stdout.components(separatedBy: "\n---\n")
        try #require(steps.count == 2, "\(plan.stdout)")
        // The released step: Core Data's words, the bundle's names, no release to record.
        #expect(steps[0].contains("# Shop: migration plan, version 1 → 2 (`Shop` → `Shop 2`)"), "\(steps[0])")
        #expect(steps[0].contains("| Local store | lightweight: Core Data infers the mapping model from `Shop` to `Shop 2` |"), "\(steps[0])")
        #expect(steps[0].contains("Version 2 (`Shop 2`) is released: `ckschema.lock` records it"), "\(steps[0])")
        #expect(steps[0].contains("No mapping model (`.xcmappingmodel`) is beside the bundle."), "\(steps[0])")
        // The next step: the release to record is the bundle's.
        #expect(steps[1].contains("Record the release: `ckschema release --from App/Shop.xcdatamodeld`."), "\(steps[1])")
        for step in steps {
            #expect(!step.contains(".lightweight(fromVersion:") && !step.contains("SchemaV") && !step.contains("MigrationPlan.swift"), "\(step)")
            #expect(!step.contains("`ckschema release 2`"), "\(step)")
        }
        // The JSON plans name the same versions.
        let write = try CLIRunner.run(["plan", "--write"], in: root)
        #expect(write.status == 0, "\(write.stdout)\(write.stderr)")
        let json = try String(contentsOf: root.appendingPathComponent("migrations/v2-to-v3.json"), encoding: .utf8)
        #expect(json.contains("\"framework\": \"coreData\",\n    \"fromVersion\": \"Shop 2\",\n    \"toVersion\": \"Shop 3\",\n    \"mapping\": \"inferred\""), "\(json)")
    }

    @Test func aSwiftDataPlansJSONNamesTheAppsTypes() throws {
        let root = try TemporaryFolder.make("ckschema-test")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        try """
            import SwiftData

            enum NotesSchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Note.self] }
                @Model final class Note { var text: String = ""; init() {} }
            }
            enum NotesSchemaV2: VersionedSchema {
                static var versionIdentifier = Schema.Version(2, 0, 0)
                static var models: [any PersistentModel.Type] { [Note.self] }
                @Model final class Note { var text: String = ""; var done: Bool = false; init() {} }
            }
            enum NotesMigrationPlan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [NotesSchemaV1.self, NotesSchemaV2.self] }
                static var stages: [MigrationStage] { [.lightweight(fromVersion: NotesSchemaV1.self, toVersion: NotesSchemaV2.self)] }
            }
            """.write(to: root.appendingPathComponent("App/Schemas.swift"), atomically: true, encoding: .utf8)
        try "swiftData: App\n".write(to: root.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8)
        let write = try CLIRunner.run(["plan", "--write"], in: root)
        #expect(write.status == 0, "\(write.stdout)\(write.stderr)")
        let json = try String(contentsOf: root.appendingPathComponent("migrations/v1-to-v2.json"), encoding: .utf8)
        #expect(json.contains("\"fromVersion\": \"NotesSchemaV1\",\n    \"toVersion\": \"NotesSchemaV2\",\n    \"plan\": \"NotesMigrationPlan\""), "\(json)")
        let markdown = try String(contentsOf: root.appendingPathComponent("migrations/v1-to-v2.md"), encoding: .utf8)
        #expect(markdown.contains("`.lightweight(fromVersion: NotesSchemaV1.self, toVersion: NotesSchemaV2.self)`"), "\(markdown)")
        #expect(!json.contains("\"SchemaV1\"") && !markdown.contains(" SchemaV1."), "\(json)\(markdown)")
    }
}
