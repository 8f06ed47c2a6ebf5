import CKSchemaTestSupport
import Foundation
import Testing

/// The pipeline of docs/cloudkit.md and docs/ci.md, run with the built binary exactly as
/// documented, against the fake cktool (Tests/Fixtures/CKTool/fake-cktool) playing the container:
/// the pull-request gate, `cloudkit push`, the Console deploy, `verify-deploy` and the release gate,
/// all with the one snapshot path `cloudkit/production.ckdb`.
@Suite(.tool("python3 (the fake cktool)") { FakeCKToolState.isAvailable })
struct ReleasePipelineTests {
    static let snapshot = "cloudkit/production.ckdb"

    /// The file of each annotation of `--format github` output.
    static func annotatedFiles(_ output: String) -> [String] {
        output.split(separator: "\n").filter { $0.hasPrefix("::") }.compactMap { line in
            line.components(separatedBy: "file=").dropFirst().first?.components(separatedBy: ",").first
        }
    }

    @Test func anAdditiveVersionPassesThePullRequestGateAndWaitsForTheDeployAtTheReleaseGate() throws {
        var fixture = try CloudKitCommandTests.Fixture()
        defer { fixture.remove() }
        // Production holds v1; the pull request adds v2 (Score.note, Score.photo).
        #expect(try fixture.run(["cloudkit", "pull"]).status == 0)

        // 1. Every pull request, no token: lint, then the pull-request gate.
        let noToken = ["CLOUDKIT_MANAGEMENT_TOKEN": "", "CKSCHEMA_CKTOOL": "/nonexistent/cktool"]
        #expect(try fixture.run(["lint"], extra: noToken).status == 0)
        let pullRequest = try fixture.run(["check", "--against", Self.snapshot, "--format", "github"], extra: noToken)
        #expect(pullRequest.status == 0, "\(pullRequest.stdout)\(pullRequest.stderr)")
        #expect(pullRequest.stdout.contains("::notice file=schemas/v2.yaml,line=13,col=7,title=not_in_production_yet::field 'CD_note' of record type 'CD_Score' is not in production yet: deploy before the release that writes it"))
        #expect(!pullRequest.stdout.contains("release_missing_asset_companion"), "\(pullRequest.stdout)")
        #expect(Set(Self.annotatedFiles(pullRequest.stdout)) == ["schemas/v2.yaml"], "\(pullRequest.stdout)")

        // 2. Before the deploy the release gate fails on the same items.
        let early = try fixture.run(["check", "--release", "--against", Self.snapshot, "--format", "github"], extra: noToken)
        #expect(early.status == 1)
        #expect(early.stdout.contains("::error file=schemas/v2.yaml,line=13,col=7,title=release_not_deployed::field 'CD_note' of record type 'CD_Score' is not in production"))
        #expect(Set(Self.annotatedFiles(early.stdout)) == ["schemas/v2.yaml"])

        // 3. On merge: development gets the version; 4. the Console deploy (a person).
        #expect(try fixture.run(["cloudkit", "push"]).status == 0)
        try fixture.fake.store(try fixture.fake.stored("development"), as: "production")
        // 5. verify-deploy pulls production into the snapshot; 6. the release gate passes.
        let verify = try fixture.run(["cloudkit", "verify-deploy"])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        let release = try fixture.run(["check", "--release", "--against", Self.snapshot], extra: noToken)
        #expect(release.status == 0, "\(release.stdout)\(release.stderr)")
        #expect(!release.stdout.contains("not in production"))
    }

    @Test func aBreakingVersionFailsBothGatesOnTheChangedFile() throws {
        let fixture = try CloudKitCommandTests.Fixture()
        defer { fixture.remove() }
        // Production holds v2 (deployed); v3 removes Score.note.
        #expect(try fixture.run(["cloudkit", "pull"]).status == 0)
        #expect(try fixture.run(["cloudkit", "push"]).status == 0)
        try fixture.fake.store(try fixture.fake.stored("development"), as: "production")
        #expect(try fixture.run(["cloudkit", "pull"]).status == 0)
        let v2 = try fixture.text("schemas/v2.yaml")
        try v2.replacingOccurrences(of: "version: 2", with: "version: 3")
            .replacingOccurrences(of: "      note: String?\n", with: "")
            .write(to: fixture.project.appendingPathComponent("schemas/v3.yaml"), atomically: true, encoding: .utf8)

        for gate in [[], ["--release"]] {
            let result = try fixture.run(["check"] + gate + ["--against", Self.snapshot, "--format", "github"])
            #expect(result.status == 1, "\(gate): \(result.stdout)")
            let files = Self.annotatedFiles(result.stdout)
            #expect(Set(files) == ["schemas/v3.yaml"], "\(gate): \(result.stdout)")
            // The removal is reported once, though both v2 and production have the field.
            let removals = result.stdout.split(separator: "\n").filter { $0.contains("title=field_no_delete") }
            #expect(removals.count == 1, "\(result.stdout)")
            #expect(removals.first?.contains("(was at schemas/v2.yaml:") == true, "\(result.stdout)")
        }
        // A field only production has (no version declared it): annotated in v3, at the entity that
        // lacks it, with the snapshot as "was at" — never an annotation on the snapshot.
        let snapshot = try fixture.text(Self.snapshot)
        try #require(snapshot.contains("RECORD TYPE CD_Score ("))
        try snapshot.replacingOccurrences(of: "RECORD TYPE CD_Score (", with: "RECORD TYPE CD_Score (\n        CD_legacy INT64,")
            .write(to: fixture.project.appendingPathComponent(Self.snapshot), atomically: true, encoding: .utf8)
        let legacy = try fixture.run(["check", "--against", Self.snapshot, "--format", "github"])
        #expect(legacy.status == 1)
        #expect(Set(Self.annotatedFiles(legacy.stdout)) == ["schemas/v3.yaml"], "\(legacy.stdout)")
        #expect(legacy.stdout.contains("field 'CD_legacy' of record type 'CD_Score' is deployed in production but the schema no longer declares it (was at cloudkit/production.ckdb:"), "\(legacy.stdout)")
        // The deployed field is the related location, never the annotated file.
        let sarif = try fixture.run(["check", "--against", Self.snapshot, "--format", "sarif"])
        #expect(sarif.status == 1)
        let run = try #require(((try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])?["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let uris = results.compactMap { result in
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
                .flatMap { ($0["artifactLocation"] as? [String: Any])?["uri"] as? String }
        }
        #expect(!uris.isEmpty && Set(uris) == ["schemas/v3.yaml"], "\(uris)")
        #expect(sarif.stdout.contains("\"relatedLocations\""))
        // JSON and JUnit: the same primary file, the older one as related.
        let json = try fixture.run(["check", "--against", Self.snapshot, "--format", "json"])
        let findings = try #require((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["findings"] as? [[String: Any]])
        #expect(Set(findings.compactMap { $0["file"] as? String }) == ["schemas/v3.yaml"])
        #expect(findings.contains { $0["rule"] as? String == "field_no_delete" && $0["relatedFile"] as? String == "schemas/v2.yaml" })
        let junit = try fixture.run(["check", "--against", Self.snapshot, "--format", "junit"])
        #expect(junit.stdout.contains("<testcase classname=\"schemas/v3.yaml\" name=\"field_no_delete"))
        #expect(!junit.stdout.contains("<failure") || !junit.stdout.contains("classname=\"cloudkit/production.ckdb\" name=\"field"))
    }

    @Test func theGatesIDsAreConfigurable() throws {
        let fixture = try CloudKitCommandTests.Fixture()
        defer { fixture.remove() }
        #expect(try fixture.run(["cloudkit", "pull"]).status == 0)
        let configuration = try fixture.text("ckschema.yaml")
        try (configuration + "\nrules:\n  release_not_deployed: warning\n  not_in_production_yet: off\n  release_missing_asset_companion: off\n")
            .write(to: fixture.project.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8)
        let release = try fixture.run(["check", "--release", "--against", Self.snapshot])
        #expect(release.status == 0, "\(release.stdout)\(release.stderr)")
        #expect(release.stdout.contains("warning: field 'CD_note' of record type 'CD_Score' is not in production"))
        let pullRequest = try fixture.run(["check", "--against", Self.snapshot])
        #expect(pullRequest.status == 0, "\(pullRequest.stdout)\(pullRequest.stderr)")
        #expect(!pullRequest.stdout.contains("not_in_production_yet"))
    }
}
