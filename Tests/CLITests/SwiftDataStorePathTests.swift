import CKSchemaTestSupport
import Foundation
import Testing

/// SwiftData stores on every path, end to end through the build plugin's command and the gate: a
/// local store used in DEBUG builds does not hide the release store (its CloudKit error breaks the
/// build), and a helper given the Schema at its call site syncs what the call passes.
@Suite struct SwiftDataStorePathTests {
    static let model = """
        import SwiftData

        @Model final class Note {
            @Attribute(.unique) var key: String = ""
            init() {}
        }

        """

    static let debugApp = """
        import SwiftUI
        import SwiftData

        @main struct NotesApp: App {
            let container: ModelContainer = {
                let schema = Schema([Note.self])
                #if DEBUG
                let config = ModelConfiguration(schema: schema, cloudKitDatabase: .none)
                #else
                let config = ModelConfiguration(schema: schema, cloudKitDatabase: .private("iCloud.com.example.notes"))
                #endif
                return try! ModelContainer(for: schema, configurations: [config])
            }()
            var body: some Scene { WindowGroup { Text("") }.modelContainer(container) }
        }

        """

    static let helperApp = """
        import SwiftUI
        import SwiftData

        func makeContainer(schema: Schema, cloud: Bool) -> ModelContainer {
            let config = ModelConfiguration(schema: schema, cloudKitDatabase: cloud ? .private("iCloud.com.example.notes") : .none)
            return try! ModelContainer(for: schema, configurations: config)
        }

        @main struct NotesApp: App {
            @AppStorage("sync") var sync = false
            var body: some Scene { WindowGroup { Text("") }.modelContainer(makeContainer(schema: Schema([Note.self]), cloud: sync)) }
        }

        """

    @Test(arguments: ["debug", "helper"])
    func theStoreTheAppShipsDecides(shape: String) throws {
        let root = try TemporaryFolder.repository([
            "App/Note.swift": Self.model,
            "App/NotesApp.swift": shape == "debug" ? Self.debugApp : Self.helperApp,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let files = ["App/Note.swift", "App/NotesApp.swift"].map { root.appendingPathComponent($0).path }
        let build = try CLIRunner.run(["build-lint", "--project", root.appendingPathComponent("App").path] + files, in: root)
        #expect(build.status != 0, "\(build.stdout)\(build.stderr)")
        #expect(build.stdout.contains("Note.swift:4:") && build.stdout.contains("[unique_constraint]"), "\(build.stdout)")
        #expect(!build.stdout.contains("[swiftdata.unplaced_model]"), "\(build.stdout)")
        let lint = try CLIRunner.run(["lint", "App"], in: root)
        #expect(lint.status == 1, "\(lint.stdout)\(lint.stderr)")
    }
}
