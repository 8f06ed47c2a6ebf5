import CKSchemaCore
import CKSchemaTestSupport
import Foundation
import Testing

/// `ckschema cloudkit …` end to end: the built binary against the fake cktool
/// (Tests/Fixtures/CKTool/fake-cktool) over a state folder that plays the real container.
@Suite(.tool("python3 (the fake cktool)") { FakeCKToolState.isAvailable })
struct CloudKitCommandTests {
    static let container = "iCloud.com.example.WordErase"

    /// A project with the example's v1 and v2 and a `cloudkit:` section naming the fake; the
    /// fake's production and development hold v1 as `initializeCloudKitSchema` would make it.
    struct Fixture {
        let project: URL
        var fake: FakeCKToolState

        init() throws {
            project = try TemporaryFolder.make("ckschema-test")
            let schemas = project.appendingPathComponent("schemas")
            try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
            for version in ["v1", "v2"] {
                try FileManager.default.copyItem(at: CLIRunner.packageRoot.appendingPathComponent("schemas/\(version).yaml"),
                                                 to: schemas.appendingPathComponent("\(version).yaml"))
            }
            try """
                version: 1
                cloudkit:
                  container: \(CloudKitCommandTests.container)
                  team: TEAM123456
                  timeout: 20
                """.write(to: project.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8)
            fake = try FakeCKToolState(production: nil)
            try Data(CloudKitCommandTests.container.utf8).write(to: fake.folder.appendingPathComponent("container"))
            let v1 = try CLIRunner.run(["generate", "ckdb", "--schema", "schemas/v1.yaml", "--no-notes"], in: project)
            try #require(v1.status == 0, "\(v1.stderr)")
            try fake.store(v1.stdout, as: "production")
            try fake.store(v1.stdout, as: "development")
        }

        /// Runs ckschema in the project with the fake's environment (token included).
        func run(_ arguments: [String], extra: [String: String] = [:]) throws -> CLIRunner.Result {
            let result = try CLIRunner.run(arguments, in: project, environment: fake.environment.merging(extra) { $1 })
            #expect(!result.stdout.contains(FakeCKToolState.token), "token in stdout of \(arguments)")
            #expect(!result.stderr.contains(FakeCKToolState.token), "token in stderr of \(arguments)")
            return result
        }

        func text(_ path: String) throws -> String {
            try String(contentsOf: project.appendingPathComponent(path), encoding: .utf8)
        }

        func remove() {
            try? FileManager.default.removeItem(at: project)
            fake.remove()
        }
    }

    @Test func pullStatusPushResetVerifyDeploy() throws {
        var fixture = try Fixture()
        defer { fixture.remove() }

        let pull = try fixture.run(["cloudkit", "pull"])
        #expect(pull.status == 0, "\(pull.stderr)")
        #expect(pull.stdout.contains("pulled CloudKit production of \(Self.container)"))
        #expect(pull.stdout.contains("wrote cloudkit/production.ckdb"))
        #expect(pull.stdout.contains("local production store"))
        #expect(try fixture.text("cloudkit/production.ckdb") == (try fixture.fake.stored("production")))

        // v2 adds Score.note: production lacks it, so the build is not ready to release.
        let status = try fixture.run(["cloudkit", "status"])
        #expect(status.status == 1)
        #expect(status.stdout.contains("snapshot cloudkit/production.ckdb   up to date"))
        #expect(status.stdout.contains("release_not_deployed"))
        #expect(status.stdout.contains("cloudkit_development_behind"))
        let json = try fixture.run(["cloudkit", "status", "--format", "json"])
        #expect(json.status == 1)
        #expect(json.stdout.hasPrefix("{"))
        // The same --format as every command that reports findings, JUnit included.
        let junit = try fixture.run(["cloudkit", "status", "--format", "junit"])
        #expect(junit.status == 1)
        #expect(junit.stdout.hasPrefix("<?xml") && junit.stdout.contains("release_not_deployed"), "\(junit.stdout)")

        let dryRun = try fixture.run(["cloudkit", "push", "--dry-run"])
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        #expect(dryRun.stdout.contains("dry run: nothing was imported into CloudKit development of \(Self.container)"))
        #expect(try !fixture.fake.stored("development").contains("CD_note"))

        let push = try fixture.run(["cloudkit", "push"])
        #expect(push.status == 0, "\(push.stderr)")
        #expect(push.stdout.contains("imported WordErase v2 into CloudKit development of \(Self.container):"))
        #expect(push.stdout.contains("+ field 'CD_Score.CD_note' STRING"))
        #expect(try fixture.fake.stored("development").contains("CD_note"))
        #expect(try fixture.text("cloudkit/development.ckdb").contains("CD_note"))

        let refused = try fixture.run(["cloudkit", "reset"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("pass --yes"))
        #expect(try fixture.fake.stored("development").contains("CD_note"))

        let reset = try fixture.run(["cloudkit", "reset", "--yes", "--push"])
        #expect(reset.status == 0, "\(reset.stderr)")
        #expect(reset.stdout.contains("reset CloudKit development of \(Self.container) to production's schema"))
        #expect(reset.stdout.contains("imported WordErase v2"))

        let early = try fixture.run(["cloudkit", "verify-deploy"])
        #expect(early.status == 1)
        #expect(early.stderr.contains("lacks what WordErase v2 writes"))
        // The real deploy's steps, not the local store's 'promote', which changes only a simulation.
        #expect(early.stdout.contains("to deploy it (only the CloudKit Console deploys to production):"), "\(early.stdout)")
        #expect(early.stdout.contains("Deploy Schema Changes"))
        #expect(!early.stderr.contains("promote") && !early.stdout.contains("ckschema promote"), "\(early.stdout)\(early.stderr)")

        // The Console deploy: production becomes development's schema.
        try fixture.fake.store(try fixture.fake.stored("development"), as: "production")
        let verify = try fixture.run(["cloudkit", "verify-deploy", "--actor", "release-bot"])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        #expect(verify.stdout.contains("verified: CloudKit production of \(Self.container) has every record type and field of WordErase v2"))
        let history = try fixture.run(["env", "history", "--json"])
        #expect(history.stdout.contains("\"action\" : \"verify-deploy\""))
        #expect(history.stdout.contains("release-bot"))

        let after = try fixture.run(["cloudkit", "status"])
        #expect(after.status == 0, "\(after.stdout)")
        #expect(after.stdout.contains("ready to release"))
        #expect(!fixture.fake.log().contains(FakeCKToolState.token))
        let state = try String(contentsOf: fixture.project.appendingPathComponent(".ckschema/state.sqlite"), encoding: .isoLatin1)
        #expect(!state.contains(FakeCKToolState.token))
    }

    /// A committed snapshot that no longer matches its environment names the environment and the
    /// elements each side lacks.
    @Test func aStaleSnapshotNamesWhatEachSideLacks() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        #expect(try fixture.run(["cloudkit", "pull"]).status == 0)
        let path = fixture.project.appendingPathComponent("cloudkit/production.ckdb")
        let pulled = try String(contentsOf: path, encoding: .utf8)
        let line = "        CD_maxPoints           INT64 QUERYABLE SORTABLE,\n"
        #expect(pulled.contains(line))
        try pulled.replacingOccurrences(of: line, with: "")
            .write(to: path, atomically: true, encoding: .utf8)
        let status = try fixture.run(["cloudkit", "status"])
        #expect(status.status == 1)
        let stale = status.stdout.split(separator: "\n").filter { $0.contains("[cloudkit_snapshot_stale]") }
        #expect(stale.count == 1, "\(status.stdout)")
        #expect(stale.first?.contains("'cloudkit/production.ckdb' differs from CloudKit production of \(Self.container): "
            + "CloudKit production of \(Self.container) has field 'CD_Score.CD_maxPoints'") == true, "\(status.stdout)")
        #expect(stale.first?.contains("that the snapshot lacks") == true)
    }

    @Test func aFreshCloneWithCommittedSnapshotsGivesTheSameCheckAnswer() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        #expect(try fixture.run(["cloudkit", "pull"]).status == 0)
        let live = try fixture.run(["check", "--release", "--against", "cloudkit:production"])
        let snapshot = try fixture.run(["check", "--release", "--against", "cloudkit/production.ckdb"])

        let clone = try TemporaryFolder.make("ckschema-test")
        defer { try? FileManager.default.removeItem(at: clone) }
        for item in ["schemas", "cloudkit", "ckschema.yaml"] {
            try FileManager.default.copyItem(at: fixture.project.appendingPathComponent(item), to: clone.appendingPathComponent(item))
        }
        // No token, no cktool: a CI runner.
        let ci = try CLIRunner.run(["check", "--release", "--against", "cloudkit/production.ckdb"], in: clone,
                                   environment: ["CLOUDKIT_MANAGEMENT_TOKEN": "", "CKSCHEMA_CKTOOL": "/nonexistent/cktool"])
        #expect(live.status == 1)
        #expect(live.stdout.contains("release_not_deployed"))
        #expect(snapshot.status == live.status && ci.status == live.status)
        #expect(snapshot.stdout == live.stdout)
        #expect(ci.stdout == live.stdout)
    }

    @Test func pushRefusesAVersionThatBreaksProduction() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        #expect(try fixture.run(["cloudkit", "pull"]).status == 0)
        let v2 = try fixture.text("schemas/v2.yaml")
        try v2.replacingOccurrences(of: "points: Int64 = 0", with: "points: String = \"\"")
            .write(to: fixture.project.appendingPathComponent("schemas/v2.yaml"), atomically: true, encoding: .utf8)
        let push = try fixture.run(["cloudkit", "push"])
        #expect(push.status == 1)
        #expect(push.stdout.contains("field_same_type"))
        #expect(push.stderr.contains("would break CloudKit production of \(Self.container)"))
        #expect(try fixture.fake.calls().allSatisfy { $0.first == "export-schema" })
    }

    /// A team whose model lives in code pushes, checks and verifies what the next build writes,
    /// not the last version released into `schemas/`.
    @Test func theModelWhereItLivesIsWhatIsPushedAndVerified() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        #expect(try fixture.run(["cloudkit", "pull"]).status == 0)
        let models = fixture.project.appendingPathComponent("App/Models")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        try """
            import Foundation
            import SwiftData

            @Model final class Score {
                var dateKey: String = ""
                var points: Int64 = 0
                var maxPoints: Int64 = 0
                var note: String?
                @Attribute(.externalStorage) var photo: Data?
                var schemaVersion: Int16 = 2
                var mood: String?
                @Relationship(deleteRule: .cascade, inverse: \\Event.score) var events: [Event]? = []
                init() {}
            }

            @Model final class Event {
                var kind: String = "word"
                var at: Date?
                var schemaVersion: Int16 = 2
                var score: Score?
                init() {}
            }
            """.write(to: models.appendingPathComponent("Models.swift"), atomically: true, encoding: .utf8)
        let push = try fixture.run(["cloudkit", "push", "--dry-run", "--file", "App/Models"])
        #expect(push.status == 0, "\(push.stdout)\(push.stderr)")
        #expect(push.stdout.contains("+ field 'CD_Score.CD_mood' STRING"), "\(push.stdout)")
        // The YAML's newest version has no 'mood': without --file, the push would not add it.
        #expect(try !fixture.run(["cloudkit", "push", "--dry-run"]).stdout.contains("CD_mood"))
        let status = try fixture.run(["cloudkit", "status", "--file", "App/Models", "--format", "json"])
        #expect(status.status == 1 && status.stdout.contains("CD_mood"), "\(status.stdout)")
        let verify = try fixture.run(["cloudkit", "verify-deploy", "--file", "App/Models"])
        #expect(verify.status == 1 && verify.stdout.contains("CD_mood"), "\(verify.stdout)\(verify.stderr)")
        // With swiftData: in ckschema.yaml, the code is the default.
        let configuration = fixture.project.appendingPathComponent("ckschema.yaml")
        try (try String(contentsOf: configuration, encoding: .utf8) + "\nswiftData: App/Models\n")
            .write(to: configuration, atomically: true, encoding: .utf8)
        let configured = try fixture.run(["cloudkit", "push", "--dry-run"])
        #expect(configured.status == 0 && configured.stdout.contains("+ field 'CD_Score.CD_mood' STRING"), "\(configured.stdout)\(configured.stderr)")
    }

    @Test func aValidationFailurePointsAtTheModelLine() throws {
        var fixture = try Fixture()
        defer { fixture.remove() }
        #expect(try fixture.run(["cloudkit", "pull"]).status == 0)
        let generated = try fixture.run(["generate", "ckdb", "--no-notes"]).stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(generated.firstIndex { $0.contains("CD_note ") }) + 1
        fixture.fake.inject("validation:\(line):9@validate-schema")
        let push = try fixture.run(["cloudkit", "push"])
        #expect(push.status == 2)
        #expect(push.stderr.hasPrefix("schemas/v2.yaml:13:7: error:"), "\(push.stderr)")
        #expect(push.stderr.contains("at field 'CD_note' of record type 'CD_Score'"))
        #expect(push.stderr.contains("[cloudkit.validation_failed]"))
        #expect(try !fixture.fake.stored("development").contains("CD_note"))
    }

    @Test func pushWithoutASnapshotSaysToPullFirst() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let push = try fixture.run(["cloudkit", "push"])
        #expect(push.status == 2)
        #expect(push.stderr.contains("cloudkit.snapshot_missing"))
        #expect(push.stderr.contains("ckschema cloudkit pull"))
    }

    @Test(arguments: [
        ("auth", "cloudkit.authentication_failed"),
        ("garbage", "cloudkit.export_unparsable"),
        ("usage", "cloudkit.usage_error"),
        ("hang", "cloudkit.timeout"),
    ])
    func failedPullsExit2AndWriteNothing(failure: String, id: String) throws {
        var fixture = try Fixture()
        defer { fixture.remove() }
        if failure == "hang" {
            try "version: 1\ncloudkit:\n  container: \(Self.container)\n  team: TEAM123456\n  timeout: 0.001\n"
                .write(to: fixture.project.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8)
        }
        fixture.fake.inject(failure)
        let pull = try fixture.run(["cloudkit", "pull"])
        #expect(pull.status == 2)
        #expect(pull.stderr.contains("[\(id)]"), "\(pull.stderr)")
        #expect(!FileManager.default.fileExists(atPath: fixture.project.appendingPathComponent("cloudkit").path))
    }

    @Test func notConfiguredAndToolNotFound() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try "version: 1\n".write(to: fixture.project.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8)
        let unconfigured = try fixture.run(["cloudkit", "status"])
        #expect(unconfigured.status == 2)
        #expect(unconfigured.stderr.contains("cloudkit.not_configured"))
        let missing = try fixture.run(["cloudkit", "pull"], extra: [
            "CKSCHEMA_CLOUDKIT_CONTAINER": Self.container, "CKSCHEMA_CLOUDKIT_TEAM": "T", "CKSCHEMA_CKTOOL": "no-such-cktool-xyz",
        ])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cloudkit.tool_not_found"))
    }

    @Test func promoteWithAContainerPointsToCloudKitPush() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        // Without a snapshot, the local store says nothing about what becomes permanent in CloudKit.
        #expect(try fixture.run(["dev", "init"]).status == 0)
        let before = try fixture.run(["promote", "--check"])
        #expect(before.status == 0, "\(before.stdout)\(before.stderr)")
        #expect(before.stdout.hasPrefix("local development store: "))
        #expect(before.stdout.contains("CloudKit is not touched: the local store only simulates CloudKit production of \(Self.container)"))
        #expect(before.stdout.contains("run 'ckschema cloudkit pull' to list what the deploy makes permanent"))
        #expect(!before.stdout.contains("becomes permanent in CloudKit production"))

        #expect(try fixture.run(["cloudkit", "pull"]).status == 0)
        let check = try fixture.run(["promote", "--check"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("to deploy for real, use 'ckschema cloudkit push'"))
        #expect(check.stdout.contains("1. ckschema cloudkit push"))
        #expect(check.stdout.contains("Deploy Schema Changes"))
        #expect(check.stdout.contains("compared with 'cloudkit/production.ckdb'"))
        #expect(check.stdout.contains("field 'CD_Score.CD_note'"))

        // A promotion of the local store writes no second deploy file.
        let promote = try fixture.run(["promote", "--yes"])
        #expect(promote.status == 0, "\(promote.stdout)\(promote.stderr)")
        #expect(promote.stdout.contains("to the local production store"))
        #expect(!promote.stdout.contains("wrote "), "\(promote.stdout)")
        #expect(promote.stdout.contains("ckschema cloudkit push"))
    }

    @Test func explainKnowsTheCloudKitIds() throws {
        let failure = try CLIRunner.run(["explain", "cloudkit.authentication_failed"])
        #expect(failure.status == 0)
        #expect(failure.stdout.contains("CLOUDKIT_MANAGEMENT_TOKEN"))
        let finding = try CLIRunner.run(["explain", "cloudkit_snapshot_stale"])
        #expect(finding.stdout.contains("ckschema cloudkit pull"))
    }
}
