import CKSchemaCore
import CKSchemaTestSupport
import Foundation
import Testing
@testable import CKSchemaSwiftSource

/// A Core Data store syncs when any path of the code gives it CloudKit options: a run-time switch
/// in either order, a ternary, an `#if`; a class declaration is no store; the container's own
/// description syncs only with the CloudKit entitlement (or with no entitlements file to say).
@Suite struct CoreDataStorePathTests {
    /// Writes `files` to a fresh folder and reads the setup of model `Model` there.
    func read(_ files: [String: String], entitlements: String? = nil) throws -> CoreDataStoreSetup? {
        let folder = try TemporaryFolder.make("cd-paths")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        if let entitlements {
            try entitlements.write(to: folder.appendingPathComponent("App.entitlements"), atomically: true, encoding: .utf8)
        }
        return CoreDataStoreReader.read(paths: [folder.path], modelName: "Model")
    }

    @Test(arguments: [true, false])
    func aRunTimeSwitchSyncsInEitherOrder(optionsFirst: Bool) throws {
        let setup = try #require(try read(["Persistence.swift": XcodeBundleFixture.persistence(optionsFirst: optionsFirst)]))
        #expect(setup.scope(ofEntityIn: []).scope == .synced)
        let store = try #require(setup.stores.first)
        #expect(store.reason.hasPrefix("cloudKitContainerOptions = NSPersistentCloudKitContainerOptions("), "\(store.reason)")
        #expect(store.reason.contains("cloudKitContainerOptions = nil at "), "both paths named: \(store.reason)")
        #expect(store.location.line == (optionsFirst ? 9 : 11), "at the assignment that gives options")
    }

    @Test func aTernaryAndAnIfConfigSync() throws {
        let ternary = """
            import CoreData
            func makeContainer(sync: Bool) -> NSPersistentContainer {
                let container = NSPersistentCloudKitContainer(name: "Model")
                let description = container.persistentStoreDescriptions.first!
                description.cloudKitContainerOptions = sync ? NSPersistentCloudKitContainerOptions(containerIdentifier: "iCloud.a") : nil
                return container
            }
            """
        #expect(try read(["A.swift": ternary])?.scope(ofEntityIn: []).scope == .synced)
        let debug = """
            import CoreData
            func makeContainer() -> NSPersistentContainer {
                let container = NSPersistentCloudKitContainer(name: "Model")
                let description = container.persistentStoreDescriptions.first!
                #if DEBUG
                description.cloudKitContainerOptions = nil
                #else
                description.cloudKitContainerOptions = NSPersistentCloudKitContainerOptions(containerIdentifier: "iCloud.a")
                #endif
                return container
            }
            """
        #expect(try read(["A.swift": debug])?.scope(ofEntityIn: []).scope == .synced)
    }

    @Test func nilOnEveryPathIsLocal() throws {
        let code = """
            import CoreData
            let container = NSPersistentCloudKitContainer(name: "Model")
            func configure(_ description: NSPersistentStoreDescription) {
                description.cloudKitContainerOptions = nil
            }
            """
        let setup = try #require(try read(["A.swift": code]))
        #expect(setup.scope(ofEntityIn: []).scope == .local)
    }

    @Test func aSubclassDeclarationIsNoStoreAndItsInstancesAreContainers() throws {
        // The class is declared in one file; the other creates it and sets up two descriptions.
        let declaration = """
            import CoreData
            class AppContainer: NSPersistentCloudKitContainer {
                override class func defaultDirectoryURL() -> URL { URL(fileURLWithPath: "/tmp") }
            }
            """
        let setupCode = """
            import Foundation
            enum Stack {
                static func make() -> AppContainer {
                    let container = AppContainer(name: "Model")
                    let cloud = NSPersistentStoreDescription(url: URL(fileURLWithPath: "/tmp/c.sqlite"))
                    cloud.configuration = "Cloud"
                    cloud.cloudKitContainerOptions = NSPersistentCloudKitContainerOptions(containerIdentifier: "iCloud.a")
                    let local = NSPersistentStoreDescription(url: URL(fileURLWithPath: "/tmp/l.sqlite"))
                    local.configuration = "Local"
                    local.cloudKitContainerOptions = nil
                    container.persistentStoreDescriptions = [cloud, local]
                    return container
                }
            }
            """
        let setup = try #require(try read(["AppContainer.swift": declaration, "Stack.swift": setupCode]))
        #expect(setup.cloudKitContainer)
        #expect(setup.container.file.hasSuffix("Stack.swift"), "created where AppContainer(name:) is called")
        #expect(setup.scope(ofEntityIn: ["Cloud"]).scope == .synced)
        #expect(setup.scope(ofEntityIn: ["Local"]).scope == .local, "\(setup.stores)")
        #expect(setup.stores.count == 2, "no default store from the declaration: \(setup.stores)")
    }

    static let plainCloudKit = """
        import CoreData
        let container = NSPersistentCloudKitContainer(name: "Model")
        """

    static func entitlements(cloudKit: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>com.apple.developer.icloud-services</key>
        \t<array>\(cloudKit ? "<string>CloudKit</string>" : "")</array>
        </dict>
        </plist>
        """
    }

    @Test func theDefaultStoreDescriptionGetsTheEntitlementsCheck() throws {
        // Without an entitlements file: synced, as a guess `scopes:` may settle.
        let unknown = try #require(try read(["A.swift": Self.plainCloudKit]))
        #expect(unknown.scope(ofEntityIn: []).scope == .synced)
        #expect(unknown.stores.first?.guessed == true)
        #expect(unknown.stores.first?.reason.contains("synced if the app has the CloudKit entitlement") == true)
        // With one that enables CloudKit: synced for certain.
        let entitled = try #require(try read(["A.swift": Self.plainCloudKit], entitlements: Self.entitlements(cloudKit: true)))
        #expect(entitled.scope(ofEntityIn: []).scope == .synced)
        #expect(entitled.stores.first?.guessed == false)
        // With one without CloudKit: the default description has no options to sync with.
        let plain = try #require(try read(["A.swift": Self.plainCloudKit], entitlements: Self.entitlements(cloudKit: false)))
        #expect(plain.scope(ofEntityIn: []).scope == .local, "\(plain.stores)")
        #expect(plain.stores.first?.reason.contains("no CloudKit in") == true, "\(plain.stores)")
    }
}
