import CKSchemaTestSupport
import Foundation
import Testing

/// The build plugin keeps its last output in its work folder. A pull request that commits a
/// forged entry there (a "passed" under the key its failing files would have) must not pass the
/// build: the keys are salted with the work folder's own identity, which no commit can know.
@Suite struct BuildCacheForgeryTests {
    @Test func aForgedCacheEntryIsNotTrusted() throws {
        let app = try TemporaryFolder.repository([
            "Sources/App/Note.swift": """
                import SwiftData

                @Model final class Note {
                    var title: String
                    init(title: String) { self.title = title }
                }

                let container = try! ModelContainer(for: Note.self, configurations: ModelConfiguration(cloudKitDatabase: .private("iCloud.com.example.notes")))
                """,
        ])
        defer { try? FileManager.default.removeItem(at: app) }
        let work = app.appendingPathComponent(".build/plugins/work")
        let arguments = ["build-lint", "--project", app.path, "--cache", work.path, "Sources/App/Note.swift"]
        let first = try CLIRunner.run(arguments, in: app)
        #expect(first.status == 1, "the model breaks a CloudKit rule: \(first.stdout)\(first.stderr)")
        let entry = work.appendingPathComponent("ckschema-lint.cache")
        let stored = try String(contentsOf: entry, encoding: .utf8)
        #expect(stored.contains("failed\n"))

        // The forgery: the same entry, turned into a pass, in a work folder of its own (as a
        // commit brings it to a fresh clone).
        let forged = app.appendingPathComponent(".build/plugins/forged")
        try FileManager.default.createDirectory(at: forged, withIntermediateDirectories: true)
        let lines = stored.split(separator: "\n", maxSplits: 3, omittingEmptySubsequences: false)
        // A pass with no findings: an entry the cache would read, were its keys its own.
        try (lines[0] + "\n" + lines[1] + "\npassed\n[]").write(to: forged.appendingPathComponent("ckschema-lint.cache"), atomically: true, encoding: .utf8)
        let second = try CLIRunner.run(["build-lint", "--project", app.path, "--cache", forged.path, "Sources/App/Note.swift"], in: app)
        #expect(second.status == 1, "a forged 'passed' was trusted: \(second.stdout)\(second.stderr)")

        // The tool's own entry still serves its own work folder.
        let third = try CLIRunner.run(arguments, in: app)
        #expect(third.status == 1 && third.stdout == first.stdout, "\(third.stdout)\(third.stderr)")
    }
}
