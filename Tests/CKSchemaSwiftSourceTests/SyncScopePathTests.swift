import CKSchemaCore
import Foundation
import Testing
@testable import CKSchemaSwiftSource

/// A SwiftData store that syncs on some path makes its models synced, whichever path the file
/// writes last: a local store used from Xcode (`#if DEBUG`, an environment check) does not hide
/// the store the app ships.
@Suite struct SyncScopePathTests {
    static let models = """
        @Model final class Note { var text: String = "" }
        """

    func scope(_ store: String) -> ScopeEvidence? {
        SwiftDataTestSupport.read(files: [("Models.swift", Self.models), ("Store.swift", store)]).scopes["Note"]
    }

    @Test(arguments: [true, false])
    func aDebugOnlyLocalStoreDoesNotHideTheReleaseStore(localFirst: Bool) throws {
        let local = "let config = ModelConfiguration(schema: schema, cloudKitDatabase: .none)"
        let cloud = "let config = ModelConfiguration(schema: schema, cloudKitDatabase: .private(\"iCloud.com.example.notes\"))"
        let store = """
            @main struct NotesApp: App {
                var container: ModelContainer = {
                    let schema = Schema([Note.self])
                    #if DEBUG
                    \(localFirst ? local : cloud)
                    #else
                    \(localFirst ? cloud : local)
                    #endif
                    return try! ModelContainer(for: schema, configurations: [config])
                }()
                var body: some Scene { WindowGroup { Text("") }.modelContainer(container) }
            }
            """
        let evidence = try #require(scope(store))
        #expect(evidence.scope == .synced, "\(evidence.reason)")
        #expect(evidence.reason.contains(".private(\"iCloud.com.example.notes\")"), "\(evidence.reason)")
    }

    @Test(arguments: [true, false])
    func aRunTimeSwitchOverTwoNamedConfigurationsSyncs(localFirst: Bool) throws {
        let local = "config = ModelConfiguration(schema: schema, cloudKitDatabase: .none)"
        let cloud = "config = ModelConfiguration(schema: schema, cloudKitDatabase: .automatic)"
        let store = """
            func makeContainer(iCloud: Bool) throws -> ModelContainer {
                let schema = Schema([Note.self])
                let config: ModelConfiguration
                if iCloud {
                    \(localFirst ? local : cloud)
                } else {
                    \(localFirst ? cloud : local)
                }
                return try ModelContainer(for: schema, configurations: config)
            }
            """
        #expect(scope(store)?.scope == .synced)
    }

    @Test func aRunningFromXcodeCheckDoesNotHideTheDefaultStore() throws {
        let store = """
            @main struct NotesApp: App {
                let container: ModelContainer = {
                    if ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1" {
                        return try! ModelContainer(for: Note.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
                    }
                    return try! ModelContainer(for: Note.self)
                }()
                var body: some Scene { WindowGroup { Text("") }.modelContainer(container) }
            }
            """
        let evidence = try #require(scope(store))
        #expect(evidence.scope == .synced, "\(evidence.reason)")
        // No entitlements file read: synced as a guess, which `scopes:` may settle.
        #expect(evidence.guessed)
    }

    @Test func aPrivateDatabaseIsSyncedForCertain() throws {
        let store = """
            let container = try! ModelContainer(for: Note.self, configurations: ModelConfiguration(cloudKitDatabase: .private("iCloud.a")))
            """
        let evidence = try #require(scope(store))
        #expect(evidence.scope == .synced)
        #expect(!evidence.guessed)
    }
}
