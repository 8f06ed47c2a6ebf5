import CKSchemaTestSupport
import Foundation
import Testing

/// The gate end to end in each mode — YAML-first, `coreData:` (an Xcode model) and `swiftData:`
/// (SwiftData code) — as a team meets it: adopt, pull requests, a release, mistakes with released
/// versions, and the release gate before and after the deploy. The built binary runs in a
/// temporary repository holding the model `Library` in the mode's form (``GateProject``).
@Suite struct GateModesTests {
    /// Version 1 as released: a title and a required code with a default.
    static let v1: [GateAttribute] = [.optional("title"), .required("code")]
    /// Version 2 adds an optional 'details'.
    static let v2: [GateAttribute] = v1 + [.optional("details")]

    /// A project whose versions 1 and 2 shipped: released (`release 1 2`), today's findings
    /// accepted (`baseline`).
    static func adopted(_ mode: GateMode) throws -> GateProject {
        let project = try GateProject(mode, versions: [v1, v2])
        let released = try project.run(["release", "1", "2"])
        #expect(released.status == 0, "\(released.stdout)\(released.stderr)")
        #expect(FileManager.default.fileExists(atPath: project.root.appendingPathComponent(GateProject.snapshot(2)).path))
        let baseline = try project.run(["baseline"])
        #expect(baseline.status == 0, "\(baseline.stdout)\(baseline.stderr)")
        return project
    }

    @Test(arguments: GateMode.allCases)
    func anAdoptedUnchangedModelPasses(mode: GateMode) throws {
        let project = try Self.adopted(mode)
        defer { project.remove() }
        for command in [["lint"], ["check"]] {
            let result = try project.run(command)
            #expect(result.status == 0, "\(mode) \(command): \(result.stdout)\(result.stderr)")
        }
        let check = try project.run(["check"])
        // SwiftData: the VersionedSchema, in its file.
        let origin = mode == .swiftData ? "LibrarySchemaV2 in \(project.modelFile(2))" : project.modelFile(2)
        #expect(check.stdout.contains("checked 'Library' version 2 (\(origin))"), "\(check.stdout)")
    }

    @Test(arguments: GateMode.allCases)
    func anAdditivePullRequestPasses(mode: GateMode) throws {
        var project = try Self.adopted(mode)
        defer { project.remove() }
        try project.addVersion(Self.v2 + [.optional("isbn")])
        let check = try project.run(["check", "--format", "json"])
        #expect(check.status == 0, "\(mode): \(check.stdout)\(check.stderr)")
        let added = try GateProject.findings(check).filter { $0["rule"] as? String == "field_added" }
        #expect(added.count == 1, "\(mode): \(check.stdout)")
        #expect(added.first?["file"] as? String == project.modelFile(3))
        #expect(added.first?["line"] as? Int == (try project.attributeLine("isbn", version: 3)))
    }

    @Test(arguments: GateMode.allCases)
    func aBreakingPullRequestFailsAtTheChangedLine(mode: GateMode) throws {
        var project = try Self.adopted(mode)
        defer { project.remove() }
        // Version 3 drops the released 'details' (and adds 'subtitle': a version identical to
        // version 1 would be a migration hazard of its own, migration_versions_identical).
        try project.addVersion(Self.v1 + [.optional("subtitle")])
        let check = try project.run(["check", "--format", "json"])
        #expect(check.status == 1, "\(mode): \(check.stdout)\(check.stderr)")
        let errors = try GateProject.findings(check).filter { $0["severity"] as? String == "error" }
        #expect(errors.map { $0["rule"] as? String } == ["field_no_delete"], "\(mode): \(check.stdout)")
        #expect(errors.first?["file"] as? String == project.modelFile(3))
        #expect(errors.first?["line"] as? Int == (try project.entityLine(version: 3)), "at the entity that lost it")
        #expect(errors.first?["relatedFile"] as? String == GateProject.snapshot(2), "the released version it was in")
    }

    /// Making a field required that exists since an earlier version adds nothing to production:
    /// no "added … permanent once deployed", whichever older version lacked it.
    @Test(arguments: GateMode.allCases)
    func makingAnExistingFieldRequiredAddsNothing(mode: GateMode) throws {
        var project = try Self.adopted(mode)
        defer { project.remove() }
        try project.addVersion(Self.v1 + [.required("details")])
        let check = try project.run(["check", "--format", "json"])
        #expect(check.status == 0, "\(mode): \(check.stdout)\(check.stderr)")
        let rules = try GateProject.findings(check).compactMap { $0["rule"] as? String }
        #expect(rules.contains("attribute_became_required"), "\(mode): \(check.stdout)")
        #expect(!rules.contains("field_added"), "'details' exists since version 2: \(check.stdout)")
        let text = try project.run(["check"])
        #expect(!text.stdout.contains("added"), "\(mode): \(text.stdout)")
    }

    @Test(arguments: GateMode.allCases)
    func editingAReleasedVersionInPlaceFails(mode: GateMode) throws {
        var project = try Self.adopted(mode)
        defer { project.remove() }
        try project.edit(version: 1, Self.v1 + [.optional("ghost")])
        let check = try project.run(["check", "--format", "json"])
        #expect(check.status == 1, "\(mode): \(check.stdout)\(check.stderr)")
        let modified = try GateProject.findings(check).filter { $0["rule"] as? String == "released_version_modified" }
        let ghost = try #require(modified.first { $0["attribute"] as? String == "ghost" }, "\(mode): \(check.stdout)")
        #expect(ghost["file"] as? String == project.modelFile(1))
        #expect(ghost["line"] as? Int == (try project.attributeLine("ghost", version: 1)))
    }

    /// The released YAML snapshots are what the model where it lives is compared with: an edit
    /// there that hides a change is caught at its line, and a deleted one is missing.
    @Test(arguments: GateMode.allCases)
    func aTamperedSnapshotFails(mode: GateMode) throws {
        var project = try Self.adopted(mode)
        defer { project.remove() }
        // Version 3 drops 'details', and someone drops it from the released snapshot too.
        try project.addVersion(Self.v1)
        try project.replace("      details: String?\n", with: "", in: GateProject.snapshot(2))
        let check = try project.run(["check", "--format", "json"])
        #expect(check.status == 1, "\(mode): \(check.stdout)\(check.stderr)")
        let modified = try GateProject.findings(check).filter { $0["rule"] as? String == "released_version_modified" }
        let snapshot = try #require(modified.first { $0["file"] as? String == GateProject.snapshot(2) }, "\(mode): \(check.stdout)")
        #expect(snapshot["line"] as? Int == (try project.line(of: "  LibraryItem:", in: GateProject.snapshot(2))),
                "at the entity that lost 'details'")
        // The same when the gate is given the file under review (the folder's lock still holds).
        let path = project.mode == .yaml ? GateProject.snapshot(3) : project.mode == .coreData ? "App/Library.xcdatamodeld" : "App/Models"
        let given = try project.run(["check", path, "--format", "json"])
        #expect(given.status == 1, "\(mode): \(given.stdout)\(given.stderr)")
        #expect(try GateProject.findings(given).contains { $0["rule"] as? String == "released_version_modified" && $0["file"] as? String == GateProject.snapshot(2) })

        // A deleted snapshot.
        try FileManager.default.removeItem(at: project.root.appendingPathComponent(GateProject.snapshot(1)))
        let deleted = try project.run(["check", "--format", "json"])
        #expect(deleted.status == 1, "\(mode): \(deleted.stdout)\(deleted.stderr)")
        let missing = try GateProject.findings(deleted).filter { $0["rule"] as? String == "released_version_missing" }
        #expect(missing.count == 1, "\(mode): \(deleted.stdout)")
        #expect(missing.first?["file"] as? String == "schemas/ckschema.lock")
    }

    @Test(arguments: GateMode.allCases)
    func theReleaseGateFailsBeforeTheDeployAndPassesAfter(mode: GateMode) throws {
        var project = try Self.adopted(mode)
        defer { project.remove() }
        // Production holds version 2; the next build adds 'isbn'.
        try project.addVersion(Self.v2 + [.optional("isbn")])

        // Nothing to compare with: exit 2, saying what to give, never a pass.
        let nothing = try project.run(["check", "--release"])
        #expect(nothing.status == 2, "\(mode): \(nothing.stdout)\(nothing.stderr)")
        #expect(nothing.stderr.contains("[reference.no_production]"), "\(nothing.stderr)")
        #expect(nothing.stderr.contains("--against cloudkit/production.ckdb"), "\(nothing.stderr)")
        // 'cloudkit:' configured, no snapshot pulled yet: exit 2, at the section.
        project.configuration = ["cloudkit:", "  container: iCloud.com.example.Library", "  team: TEAM123456"]
        let unpulled = try project.run(["check", "--release"])
        #expect(unpulled.status == 2, "\(mode): \(unpulled.stdout)\(unpulled.stderr)")
        #expect(unpulled.stderr.contains("cloudkit/production.ckdb"), "\(unpulled.stderr)")
        #expect(unpulled.stderr.contains("ckschema cloudkit pull"), "\(unpulled.stderr)")

        // The committed snapshot: production as version 2 made it.
        let deployed = try project.run(["generate", "ckdb", "--file", GateProject.snapshot(2), "--no-notes",
                                        "--output", "cloudkit/production.ckdb"])
        try #require(deployed.status == 0, "\(deployed.stderr)")
        let pullRequest = try project.run(["check", "--format", "json"])
        #expect(pullRequest.status == 0, "\(mode): \(pullRequest.stdout)\(pullRequest.stderr)")
        let early = try project.run(["check", "--release", "--format", "json"])
        #expect(early.status == 1, "\(mode): \(early.stdout)\(early.stderr)")
        let undeployed = try GateProject.findings(early).filter { $0["rule"] as? String == "release_not_deployed" }
        #expect(undeployed.count == 1, "\(mode): \(early.stdout)")
        #expect(undeployed.first?["file"] as? String == project.modelFile(3))
        #expect(undeployed.first?["line"] as? Int == (try project.attributeLine("isbn", version: 3)))
        // --against names the snapshot explicitly: the same answer.
        let explicit = try project.run(["check", "--release", "--against", "cloudkit/production.ckdb"])
        #expect(explicit.status == 1, "\(mode): \(explicit.stdout)")

        // The Console deploy brings version 3 to production; the snapshot is pulled again.
        let current = try project.run(["generate", "ckdb", "--no-notes", "--output", "cloudkit/production.ckdb"])
        try #require(current.status == 0, "\(current.stderr)")
        let release = try project.run(["check", "--release"])
        #expect(release.status == 0, "\(mode): \(release.stdout)\(release.stderr)")
        #expect(!release.stdout.contains("not in production"), "\(release.stdout)")
    }

    /// What the next build ships is judged alike by `lint` and `check`, released or not: a CloudKit
    /// error in it stays an error (the baseline is the one way to accept it), while a finding only
    /// an older version has is a note.
    @Test(arguments: GateMode.allCases)
    func lintAndCheckGiveOneAnswer(mode: GateMode) throws {
        // Version 1 has 'code' required without a default; version 2 gives it one but adds 'flag',
        // required without a default. Both shipped.
        let project = try GateProject(mode, versions: [
            [.optional("title"), .requiredWithoutDefault("code")],
            [.optional("title"), .required("code"), .requiredWithoutDefault("flag")],
        ])
        defer { project.remove() }
        let released = try project.run(["release", "1", "2"])
        try #require(released.status == 0, "\(released.stdout)\(released.stderr)")

        let lint = try project.run(["lint", "--format", "json"])
        let check = try project.run(["check", "--format", "json"])
        #expect(lint.status == 1 && check.status == 1, "\(mode): lint \(lint.status), check \(check.status)\n\(lint.stdout)\n\(check.stdout)")
        for result in [lint, check] {
            let errors = try GateProject.findings(result).filter { $0["severity"] as? String == "error" }
            #expect(errors.map { $0["attribute"] as? String } == ["flag"], "\(mode): \(result.stdout)")
            #expect(errors.first?["file"] as? String == project.modelFile(2))
            #expect(errors.first?["line"] as? Int == (try project.attributeLine("flag", version: 2)))
        }
        // Version 1's finding, which version 2 no longer has, is an older version's: a note of lint's, once.
        let older1 = try GateProject.findings(lint).filter { $0["attribute"] as? String == "code" }
        #expect(older1.count == 1, "\(mode): \(lint.stdout)")
        #expect(older1.first?["severity"] as? String == "note")
        let fix = older1.first?["fix"] as? String ?? ""
        #expect(fix.hasPrefix("an older version's finding: "), "\(older1)")
        #expect(try GateProject.findings(check).allSatisfy { $0["attribute"] as? String != "code" || $0["rule"] as? String != "attribute_required_without_default" })
        // An older version named alone is still a note: the same answer as for the whole model.
        let older = try project.run(["lint", project.mode == .coreData ? "App/Library.xcdatamodeld" : GateProject.snapshot(1), "--format", "json"])
        let olderCode = try GateProject.findings(older).filter { $0["attribute"] as? String == "code" }
        #expect(olderCode.count == 1 && olderCode.allSatisfy { $0["severity"] as? String == "note" }, "\(mode): \(older.stdout)")
        // The Markdown verdicts agree.
        let lintMarkdown = try project.run(["lint", "--format", "markdown"])
        let checkMarkdown = try project.run(["check", "--format", "markdown"])
        #expect(lintMarkdown.stdout.contains("❌ Breaks production"), "\(lintMarkdown.stdout)")
        #expect(checkMarkdown.stdout.contains("❌ Breaks production"), "\(checkMarkdown.stdout)")

        // Generation refuses what lint fails on: the shipped version's error, not version 1's note.
        #expect(try project.run(["generate", "ckdb", "--no-notes"]).status == 1)
        let olderCKDB = try project.run(["generate", "ckdb", "--file", GateProject.snapshot(1), "--no-notes"])
        #expect(olderCKDB.status == 0, "\(mode): \(olderCKDB.stdout)\(olderCKDB.stderr)")

        // Accepted in the baseline: both pass.
        let baseline = try project.run(["baseline"])
        try #require(baseline.status == 0, "\(baseline.stdout)\(baseline.stderr)")
        for command in [["lint"], ["check"], ["generate", "ckdb"]] {
            let result = try project.run(command)
            #expect(result.status == 0, "\(mode) \(command): \(result.stdout)\(result.stderr)")
        }
    }

    /// The documented release pipeline with the fake cktool playing the container: pull, the
    /// release gate fails on what production lacks, push, the Console deploy, verify-deploy, and
    /// the release gate passes — with no --against, from the snapshot `cloudkit:` names.
    @Test(.tool("python3 (the fake cktool)") { FakeCKToolState.isAvailable }, arguments: GateMode.allCases)
    func theReleasePipelineThroughCKTool(mode: GateMode) throws {
        var project = try Self.adopted(mode)
        defer { project.remove() }
        let fake = try FakeCKToolState(production: nil)
        defer { fake.remove() }
        let container = "iCloud.com.example.Library"
        try Data(container.utf8).write(to: fake.folder.appendingPathComponent("container"))
        let shipped = try project.run(["generate", "ckdb", "--file", GateProject.snapshot(2), "--no-notes"])
        try #require(shipped.status == 0, "\(shipped.stderr)")
        try fake.store(shipped.stdout, as: "production")
        try fake.store(shipped.stdout, as: "development")
        project.configuration = ["cloudkit:", "  container: \(container)", "  team: TEAM123456"]
        let environment = fake.environment.merging(["CKSCHEMA_CKTOOL": FakeCKToolState.script]) { $1 }
        func run(_ arguments: [String]) throws -> CLIRunner.Result {
            try CLIRunner.run(arguments, in: project.root, environment: environment)
        }
        try project.addVersion(Self.v2 + [.optional("isbn")])

        let pull = try run(["cloudkit", "pull"])
        try #require(pull.status == 0, "\(mode): \(pull.stdout)\(pull.stderr)")
        let early = try run(["check", "--release", "--format", "json"])
        #expect(early.status == 1, "\(mode): \(early.stdout)\(early.stderr)")
        let undeployed = try GateProject.findings(early).filter { $0["rule"] as? String == "release_not_deployed" }
        #expect(undeployed.map { $0["file"] as? String } == [project.modelFile(3)], "\(mode): \(early.stdout)")

        let push = try run(["cloudkit", "push"])
        #expect(push.status == 0, "\(mode): \(push.stdout)\(push.stderr)")
        try fake.store(try fake.stored("development"), as: "production")  // the Console deploy
        let verify = try run(["cloudkit", "verify-deploy"])
        #expect(verify.status == 0, "\(mode): \(verify.stdout)\(verify.stderr)")
        let release = try run(["check", "--release"])
        #expect(release.status == 0, "\(mode): \(release.stdout)\(release.stderr)")
    }
}
