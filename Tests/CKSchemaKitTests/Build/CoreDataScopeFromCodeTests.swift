import CKSchemaKit
import CKSchemaTestSupport
import Foundation
import Testing

/// A Core Data model's sync scope read from the Swift code that loads it — the
/// `NSPersistentCloudKitContainer` and each store description's `configuration` and
/// `cloudKitContainerOptions` — in `build-lint` and `lint` alike; the model's "Used with CloudKit"
/// flag only without that code. And `lint .` finds the model bundles of an app's repository.
@Suite struct CoreDataScopeFromCodeTests {
    /// Two configurations, neither marked "Used with CloudKit"; each entity has a required
    /// attribute without default, which CloudKit refuses.
    static let contents = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" systemVersion="22G74">
            <entity name="Profile" representedClassName="Profile" syncable="YES" codeGenerationType="class">
                <attribute name="name" attributeType="String"/>
            </entity>
            <entity name="Activity" representedClassName="Activity" syncable="YES" codeGenerationType="class">
                <attribute name="distance" attributeType="Double" usesScalarValueType="YES"/>
            </entity>
            <configuration name="UserData"><memberEntity name="Profile"/></configuration>
            <configuration name="Strava"><memberEntity name="Activity"/></configuration>
        </model>
        """

    static let cloudKitCode = """
        import CoreData

        final class Persistence {
            let container: NSPersistentCloudKitContainer

            init() {
                container = NSPersistentCloudKitContainer(name: "Model")
                let userData = NSPersistentStoreDescription(url: URL(fileURLWithPath: "/tmp/user.sqlite"))
                userData.configuration = "UserData"
                userData.cloudKitContainerOptions = NSPersistentCloudKitContainerOptions(containerIdentifier: "iCloud.com.example.app")
                let strava = NSPersistentStoreDescription(url: URL(fileURLWithPath: "/tmp/strava.sqlite"))
                strava.configuration = "Strava"
                strava.cloudKitContainerOptions = nil
                container.persistentStoreDescriptions = [userData, strava]
                container.loadPersistentStores { _, _ in }
            }
        }

        """

    /// A repository with `App/Model.xcdatamodeld` and `App/Persistence.swift` holding `code`.
    func repository(code: String) throws -> (root: URL, bundle: String, swift: String) {
        let root = try TemporaryFolder.make("ckschema-test")
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let version = root.appendingPathComponent("App/Model.xcdatamodeld/Model.xcdatamodel")
        try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
        try Self.contents.write(to: version.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        let swift = root.appendingPathComponent("App/Persistence.swift")
        try code.write(to: swift, atomically: true, encoding: .utf8)
        return (root, root.appendingPathComponent("App/Model.xcdatamodeld").path, swift.path)
    }

    @Test func buildLintChecksOnlyTheConfigurationTheCodeSyncs() throws {
        let (root, bundle, swift) = try repository(code: Self.cloudKitCode)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try BuildLintService(project: try Project.load(from: root.appendingPathComponent("App").path))
            .run(paths: [swift, bundle], cacheDirectory: nil)
        #expect(result.failed)
        #expect(result.text.contains("'Profile.name'"), "\(result.text)")
        #expect(!result.text.contains("Activity"), "\(result.text)")
    }

    @Test func lintChecksOnlyTheConfigurationTheCodeSyncsAndSaysWhatDecided() throws {
        let (root, bundle, _) = try repository(code: Self.cloudKitCode)
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try LintService(project: try Project.load(from: root.path)).lint(paths: [bundle])
        let errors = outcome.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.entity) == ["Profile"], "\(errors)")
        let notes = outcome.diagnostics.filter { $0.id == "swiftdata.core_data_store" }.map(\.message)
        #expect(notes.contains { $0.hasPrefix("configuration 'Strava' does not sync: cloudKitContainerOptions = nil at ") }, "\(notes)")
        #expect(notes.contains { $0.hasPrefix("configuration 'UserData' syncs: ") }, "\(notes)")
    }

    @Test func aPlainPersistentContainerSyncsNothing() throws {
        let code = """
            import CoreData

            let container = NSPersistentContainer(name: "Model")

            """
        let (root, bundle, swift) = try repository(code: code)
        defer { try? FileManager.default.removeItem(at: root) }
        let built = try BuildLintService(project: try Project.load(from: root.appendingPathComponent("App").path))
            .run(paths: [swift, bundle], cacheDirectory: nil)
        #expect(!built.failed, "\(built.text)")
        let outcome = try LintService(project: try Project.load(from: root.path)).lint(paths: [bundle])
        #expect(!outcome.failed, "\(outcome.diagnostics)")
    }

    @Test func lintOfTheRepositoryFindsTheModelBundle() throws {
        let (root, _, _) = try repository(code: Self.cloudKitCode)
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try LintService(project: try Project.load(from: root.path)).lint(paths: [root.path])
        let errors = outcome.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.entity) == ["Profile"], "\(outcome.diagnostics)")
    }
}
