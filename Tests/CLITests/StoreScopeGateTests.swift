import CKSchemaTestSupport
import Foundation
import Testing

/// The gate never rests on a guess that fails open: a Core Data store synced behind a run-time
/// switch is synced, so a released field deleted in the next version fails `check` (exit 1) at its
/// line, whichever branch the file writes last; `scopes:` may mark synced, may not mark local what
/// the code syncs, and an entry that names nothing is an error at its line; the build plugin warns
/// once about a SwiftData model it cannot place and breaks the build on none of its rules.
@Suite struct StoreScopeGateTests {
    /// One version of `Model`: entity `Note` with `attributes`, none of them marked "Used with
    /// CloudKit" (the code decides).
    static func contents(_ attributes: [String]) -> String {
        let lines = attributes.map { "        <attribute name=\"\($0)\" optional=\"YES\" attributeType=\"String\"/>" }
        return """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="1" systemVersion="1" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
                <entity name="Note" representedClassName="Note" syncable="YES" codeGenerationType="class">
            \(lines.joined(separator: "\n"))
                </entity>
            </model>

            """
    }

    static let currentVersion = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>_XCCurrentVersionName</key>
        \t<string>Model 2.xcdatamodel</string>
        </dict>
        </plist>

        """

    /// A repository whose Core Data model's version 2 deletes `Note.body`, version 1 released.
    static func repository(optionsFirst: Bool, yaml extra: String = "") throws -> URL {
        let root = try TemporaryFolder.repository([
            "ckschema.yaml": "version: 1\ncoreData: App/Model.xcdatamodeld\n",
            "App/Model.xcdatamodeld/Model.xcdatamodel/contents": contents(["title", "body"]),
            "App/Model.xcdatamodeld/Model 2.xcdatamodel/contents": contents(["title"]),
            "App/Model.xcdatamodeld/.xccurrentversion": currentVersion,
            "App/Persistence.swift": XcodeBundleFixture.persistence(optionsFirst: optionsFirst),
        ])
        let released = try CLIRunner.run(["release", "--from", "App/Model.xcdatamodeld", "1"], in: root)
        try #require(released.status == 0, "\(released.stdout)\(released.stderr)")
        // Settings the change under review adds after the release.
        let handle = try FileHandle(forWritingTo: root.appendingPathComponent("ckschema.yaml"))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(extra.utf8))
        try handle.close()
        return root
    }

    @Test(arguments: [true, false])
    func aFieldDeletedBehindARunTimeSwitchFailsCheckAtItsLine(optionsFirst: Bool) throws {
        let root = try Self.repository(optionsFirst: optionsFirst)
        defer { try? FileManager.default.removeItem(at: root) }
        let lock = try String(contentsOf: root.appendingPathComponent("schemas/Model-v1.yaml"), encoding: .utf8)
        #expect(!lock.contains("scope: local"), "no guess locked as local: \(lock)")
        let check = try CLIRunner.run(["check", "--format", "json"], in: root)
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
        let findings = object["findings"] as? [[String: Any]] ?? []
        let deleted = findings.filter { ($0["severity"] as? String) == "error" && ($0["message"] as? String ?? "").contains("body") }
        #expect(!deleted.isEmpty, "\(check.stdout)")
        for finding in deleted {
            #expect((finding["line"] as? Int ?? 0) > 1, "at its line: \(finding)")
        }
        // `versions` says where the scope came from.
        let versions = try CLIRunner.run(["versions"], in: root)
        #expect(versions.stdout.contains("# 'Note' synced: cloudKitContainerOptions = NSPersistentCloudKitContainerOptions("), "\(versions.stdout)")
        let text = try CLIRunner.run(["check"], in: root)
        #expect(text.status == 1)
        #expect(text.stdout.contains("error:") && text.stdout.contains("'body'") || text.stdout.contains("Note.body"), "\(text.stdout)")
    }

    @Test func scopesMayNotMarkLocalWhatTheCodeSyncsOnSomePath() throws {
        let root = try Self.repository(optionsFirst: false, yaml: """
            scopes:
              - entity: Note
                scope: local
                reason: sync is off by default
            """)
        defer { try? FileManager.default.removeItem(at: root) }
        let check = try CLIRunner.run(["check"], in: root)
        #expect(check.status == 2, "\(check.stdout)\(check.stderr)")
        #expect(check.stderr.contains("ckschema.yaml:4:5"), "at the entry: \(check.stderr)")
        #expect(check.stderr.contains("marks 'Note' local, but the code syncs it on some path"), "\(check.stderr)")
        #expect(check.stderr.contains("[swiftdata.scope_contradicts_code]"), "\(check.stderr)")
    }

    @Test func anEntryNamingNothingIsAnErrorAtItsLine() throws {
        let root = try Self.repository(optionsFirst: true, yaml: """
            scopes:
              - configuration: Cache
                scope: synced
                reason: the cache store syncs
            """)
        defer { try? FileManager.default.removeItem(at: root) }
        let check = try CLIRunner.run(["check"], in: root)
        #expect(check.status == 2, "\(check.stdout)\(check.stderr)")
        #expect(check.stderr.contains("ckschema.yaml:4:5"), "\(check.stderr)")
        #expect(check.stderr.contains("configuration 'Cache' names nothing read"), "\(check.stderr)")
    }

    @Test func anEntryMarkingSyncedIsAlwaysAllowedAndSaysBoth() throws {
        // The code keeps the store local on every path; the entry marks it synced (the safe direction).
        let root = try TemporaryFolder.repository([
            "ckschema.yaml": """
                version: 1
                coreData: App/Model.xcdatamodeld
                scopes:
                  - entity: Note
                    scope: synced
                    reason: a later build turns sync on
                """,
            "App/Model.xcdatamodeld/Model.xcdatamodel/contents": Self.contents(["title"]),
            "App/Persistence.swift": "import CoreData\nlet container = NSPersistentContainer(name: \"Model\")\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let lint = try CLIRunner.run(["lint"], in: root)
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        #expect(lint.stdout.contains("'Note' is checked as synced: ckschema.yaml:4:5: a later build turns sync on (the code says local"), "\(lint.stdout)")
    }

    @Test func theBuildPluginWarnsOnceAboutAModelItCannotPlaceAndTheGateChecksItAsSynced() throws {
        // No file creates a ModelContainer: the plugin cannot place `Item`; its unique attribute
        // would be a CloudKit error in a synced model.
        let model = """
            import SwiftData

            @Model final class Item {
                @Attribute(.unique) var key: String = ""
                init() {}
            }

            """
        let root = try TemporaryFolder.repository(["App/Item.swift": model])
        defer { try? FileManager.default.removeItem(at: root) }
        let swift = root.appendingPathComponent("App/Item.swift").path
        let build = try CLIRunner.run(["build-lint", "--project", root.appendingPathComponent("App").path, swift], in: root)
        #expect(build.status == 0, "\(build.stdout)\(build.stderr)")
        let warnings = build.stdout.components(separatedBy: "\n").filter { $0.contains("[swiftdata.unplaced_model]") }
        #expect(warnings.count == 1, "\(build.stdout)")
        #expect(warnings.first?.contains("warning: whether 'Item' syncs cannot be told") == true, "\(build.stdout)")
        #expect(build.stdout.contains("scopes:"), "the key that settles it: \(build.stdout)")
        #expect(!build.stdout.contains("error:"), "\(build.stdout)")
        // `lint` (and the gate) check it as synced.
        let lint = try CLIRunner.run(["lint", "App"], in: root)
        #expect(lint.status == 1, "\(lint.stdout)\(lint.stderr)")
        #expect(lint.stdout.contains("error:"), "\(lint.stdout)")
    }
}
