import CKSchemaTestSupport
import Foundation
import Testing

/// A pull request that deletes a field and, in the same change, points the gate elsewhere or
/// rewrites what it compares with. Each attack passes the gate without `--base` (checked, so the
/// test shows the attack is real) and fails it with `--base`, which reads what the base names.
@Suite struct GateRedirectionTests {
    /// v2 of the example without `Score.maxPoints`.
    static func withoutMaxPoints(_ text: String) -> String {
        text.replacingOccurrences(of: "      maxPoints: Int64 = 0\n", with: "")
    }

    static func text(_ repository: TemporaryGitRepository, _ path: String) throws -> String {
        try String(contentsOf: repository.folder.appendingPathComponent(path), encoding: .utf8)
    }

    static func run(_ arguments: [String], _ repository: TemporaryGitRepository) throws -> CLIRunner.Result {
        try CLIRunner.run(arguments, in: repository.folder)
    }

    /// The next version after v2: v2 without `Score.maxPoints`, numbered 3.
    static func third(_ repository: TemporaryGitRepository) throws -> String {
        withoutMaxPoints(try text(repository, "schemas/v2.yaml"))
            .replacingOccurrences(of: "version: 2\n", with: "version: 3\n")
            .replacingOccurrences(of: "schemaVersion: Int16 = 2", with: "schemaVersion: Int16 = 3")
    }

    /// The base: v1 released and locked, production's snapshot made from it, v2 the next version.
    static func released() throws -> TemporaryGitRepository {
        let repository = try TemporaryGitRepository()
        for version in 1...2 { try repository.copy(fromPackage: "schemas/v\(version).yaml", to: "schemas/v\(version).yaml") }
        let release = try run(["release", "1"], repository)
        try #require(release.status == 0, "\(release.stdout)\(release.stderr)")
        let ckdb = try run(["generate", "ckdb", "--schema", "schemas/v1.yaml", "--no-notes"], repository)
        try #require(ckdb.status == 0, "\(ckdb.stderr)")
        try repository.write("cloudkit/production.ckdb", ckdb.stdout)
        try repository.commit("base")
        return repository
    }

    @Test func rewritingTheReleasedVersionTheLockAndTheSnapshotFailsWithTheBase() throws {
        let repository = try Self.released()
        defer { repository.remove() }
        // The change: maxPoints deleted from v2 and from the released v1 itself, the lock and the
        // snapshot redone to match.
        for version in 1...2 {
            try repository.write("schemas/v\(version).yaml", Self.withoutMaxPoints(try Self.text(repository, "schemas/v\(version).yaml")))
        }
        try repository.delete("schemas/ckschema.lock")
        let relock = try Self.run(["release", "1"], repository)
        try #require(relock.status == 0, "\(relock.stdout)\(relock.stderr)")
        let ckdb = try Self.run(["generate", "ckdb", "--schema", "schemas/v1.yaml", "--no-notes"], repository)
        try repository.write("cloudkit/production.ckdb", ckdb.stdout)

        let without = try Self.run(["check", "--against", "cloudkit/production.ckdb"], repository)
        #expect(without.status == 0, "the attack passes a gate that trusts the change: \(without.stdout)\(without.stderr)")

        let with = try Self.run(["check", "--against", "cloudkit/production.ckdb", "--base", "HEAD"], repository)
        #expect(with.status == 1, "\(with.stdout)\(with.stderr)")
        #expect(with.stdout.contains("error: the change alters the lock entry of 'WordErase' version 1 (released at HEAD) [relaxation.lock_rewritten]"), "\(with.stdout)")
        #expect(with.stdout.contains("the change edits the production snapshot 'cloudkit/production.ckdb'; the gate compares with HEAD's [relaxation.snapshot_changed]"))
        #expect(with.stdout.contains("CD_maxPoints"), "the deletion is compared with the base's production: \(with.stdout)")
    }

    @Test func aDecoySchemasFolderIsReportedAndTheBasesIsRead() throws {
        let repository = try TemporaryGitRepository()
        defer { repository.remove() }
        for version in 1...2 { try repository.copy(fromPackage: "schemas/v\(version).yaml", to: "schemas/v\(version).yaml") }
        try repository.write("ckschema.yaml", "version: 1\n")
        try repository.commit("base")
        try repository.write("schemas/v3.yaml", try Self.third(repository))
        try repository.copy(fromPackage: "schemas/v1.yaml", to: "decoy/v1.yaml")
        try repository.write("ckschema.yaml", "version: 1\nschemas: decoy\n")

        let without = try Self.run(["check"], repository)
        #expect(without.status == 0, "the decoy passes a gate that trusts the change: \(without.stdout)\(without.stderr)")

        let with = try Self.run(["check", "--base", "HEAD"], repository)
        #expect(with.status == 1, "\(with.stdout)\(with.stderr)")
        #expect(with.stdout.contains("ckschema.yaml:2:10: warning: the change sets 'schemas' to 'decoy' ('schemas' at HEAD); the gate reads what HEAD names [relaxation.input_moved]"), "\(with.stdout)")
        #expect(with.stdout.contains("[field_no_delete]"), "\(with.stdout)")
    }

    /// A base with released versions but no ckschema.yaml has a gate (the defaults): the change
    /// may not bring a configuration that switches its rules off, or a baseline of its own
    /// breaking change.
    @Test(arguments: ["config", "baseline"])
    func aBaseWithReleasedVersionsIsNeverAnAdoption(relaxation: String) throws {
        let repository = try Self.released()
        defer { repository.remove() }
        try repository.write("schemas/v3.yaml", try Self.third(repository))
        if relaxation == "config" {
            try repository.write("ckschema.yaml", "version: 1\nrules:\n  field_no_delete: off\n")
        } else {
            let baseline = try Self.run(["baseline"], repository)
            try #require(baseline.status == 0, "\(baseline.stdout)\(baseline.stderr)")
        }
        let without = try Self.run(["check"], repository)
        #expect(without.status == 0, "\(relaxation): \(without.stdout)\(without.stderr)")
        let with = try Self.run(["check", "--base", "HEAD"], repository)
        #expect(with.status == 1, "\(relaxation): \(with.stdout)\(with.stderr)")
        #expect(with.stdout.contains("it hides a finding of the same change"), "\(with.stdout)")
    }

    /// The change's `scopes:` are reported, and the gate applies the base's.
    @Test func aScopeTheChangeSetsIsReported() throws {
        let repository = try TemporaryGitRepository()
        defer { repository.remove() }
        for version in 1...2 { try repository.copy(fromPackage: "schemas/v\(version).yaml", to: "schemas/v\(version).yaml") }
        try repository.write("ckschema.yaml", "version: 1\n")
        try repository.commit("base")
        try repository.write("ckschema.yaml", "version: 1\nscopes:\n  - entity: Score\n    scope: local\n    reason: a cache\n")
        let with = try Self.run(["check", "--base", "HEAD"], repository)
        #expect(with.stdout.contains("ckschema.yaml:3:"), "\(with.stdout)\(with.stderr)")
        #expect(with.stdout.contains("the change sets the scope of 'Score' to local (not set at HEAD); the gate applies HEAD's scopes [relaxation.scope_changed]"), "\(with.stdout)\(with.stderr)")
    }

    /// An entitlements file decides whether `.automatic` stores sync: the change's edit of it is
    /// reported.
    @Test func anEntitlementsEditIsReported() throws {
        let repository = try TemporaryGitRepository()
        defer { repository.remove() }
        try repository.copy(fromPackage: "schemas/v1.yaml", to: "schemas/v1.yaml")
        try repository.write("ckschema.yaml", "version: 1\n")
        try repository.write("App/App.entitlements", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>com.apple.developer.icloud-services</key><array><string>CloudKit</string></array>
            </dict></plist>
            """)
        try repository.commit("base")
        try repository.write("App/App.entitlements", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict></dict></plist>\n")
        let with = try Self.run(["check", "--base", "HEAD"], repository)
        #expect(with.stdout.contains("App/App.entitlements:1:1: warning: the change edits 'App/App.entitlements', whose CloudKit entitlement decides which stores sync"), "\(with.stdout)\(with.stderr)")
    }
}
