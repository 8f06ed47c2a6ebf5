import CKSchemaCore
import Foundation
import Testing
@testable import CKSchemaSwiftSource

/// A container built by a helper that takes the `Schema` as a parameter holds what its call sites
/// pass when they write the models; a model no call passes is not concluded unstored (a call may
/// pass what ckschema cannot read), and a helper whose call sites pass nothing readable leaves its
/// models unknown.
@Suite struct HelperCallSiteTests {
    static let models = """
        @Model final class Note { var text: String = "" }
        @Model final class Item { var timestamp: Date = Date() }
        """

    static let helper = """
        enum Store {
            static func makeContainer(schema: Schema, database: ModelConfiguration.CloudKitDatabase) throws -> ModelContainer {
                let configuration = ModelConfiguration(schema: schema, cloudKitDatabase: database)
                return try ModelContainer(for: schema, configurations: configuration)
            }
        }
        """

    func scopes(_ app: String) -> [String: ScopeEvidence] {
        SwiftDataTestSupport.read(files: [("Models.swift", Self.models), ("Store.swift", Self.helper), ("App.swift", app)]).scopes
    }

    @Test func literalArgumentsAreFollowedFromTheCallSite() throws {
        let app = """
            @main struct NotesApp: App {
                @AppStorage("isCloudOn") var isCloudOn = true
                var body: some Scene {
                    WindowGroup { Text("") }
                        .modelContainer(try! Store.makeContainer(schema: Schema([Note.self]), database: isCloudOn ? .automatic : .none))
                }
            }
            """
        let scopes = scopes(app)
        #expect(scopes["Note"]?.scope == .synced, "\(String(describing: scopes["Note"]))")
        // The template leftover no call passes: not placed (a call might pass it), never local.
        #expect(scopes["Item"]?.scope == .unknown, "\(String(describing: scopes["Item"]))")
    }

    @Test func aNonLiteralArgumentCannotBeFollowed() throws {
        let app = """
            @main struct NotesApp: App {
                let schema = loadSchema()
                var body: some Scene {
                    WindowGroup { Text("") }.modelContainer(try! Store.makeContainer(schema: schema, database: .none))
                }
            }
            """
        let scopes = scopes(app)
        #expect(scopes["Note"]?.scope == .unknown)
        #expect(scopes["Item"]?.scope == .unknown)
    }
}
