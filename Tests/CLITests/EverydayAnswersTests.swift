import CKSchemaTestSupport
import Foundation
import Testing

/// What a team reads every day, end to end through the built binary, in each place a model lives:
/// an adopted history that nobody changed, the release gate after the deploy, one edit to a released
/// version, a model compared with itself at a git revision, the version listings, and the commands
/// that would write something nobody uses.
@Suite struct EverydayAnswersTests {
    /// The rules of a `--format json` run's findings.
    static func rules(_ result: CLIRunner.Result) throws -> [String] {
        try GateProject.findings(result).compactMap { $0["rule"] as? String }
    }

    /// Runs git in `folder`.
    static func git(_ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=test", "-c", "user.email=test@example.com"] + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
    }

    // MARK: - A released version nobody changed (item 1)

    /// Every version released, nothing changed: the current version's additions since its
    /// predecessor shipped with it, said once; no `field_added` note, no "permanent once deployed".
    /// A new version's addition is news again.
    @Test(arguments: GateMode.allCases)
    func aReleasedCurrentVersionAddsNothingNew(mode: GateMode) throws {
        var project = try GateProject(mode, versions: [[.optional("title")], [.optional("title"), .optional("isbn")]])
        defer { project.remove() }
        let released = try project.run(["release"] + (mode == .yaml ? [] : ["--from", mode == .coreData ? "App/Library.xcdatamodeld" : "App/Models"]) + ["1", "2"])
        try #require(released.status == 0, "\(released.stdout)\(released.stderr)")

        let check = try project.run(["check"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(!check.stdout.contains("field_added") && !check.stdout.contains("permanent once deployed"), "\(check.stdout)")
        #expect(check.stdout.contains("version 2 is released: 1 field it added shipped with it\n"), "\(check.stdout)")
        let rules = try Self.rules(project.run(["check", "--format", "json"]))
        #expect(!rules.contains("field_added") && !rules.contains("record_type_added"), "\(rules)")

        try project.addVersion([.optional("title"), .optional("isbn"), .optional("pages")])
        let next = try project.run(["check"])
        #expect(next.stdout.contains("[field_added]") && next.stdout.contains("permanent once deployed:\n  - field 'CD_LibraryItem.CD_pages' (STRING)\n"),
                "\(next.stdout)")
        #expect(!next.stdout.contains("shipped with it"), "\(next.stdout)")
    }

    /// The gate still fails on what a released current version breaks: a lock never passes a change.
    @Test func aReleasedCurrentVersionThatBreaksProductionStillFails() throws {
        let project = try GateProject(.yaml, versions: [[.optional("title"), .optional("isbn")], [.optional("title")]])
        defer { project.remove() }
        try #require(try project.run(["release", "1", "2"]).status == 0)
        let check = try project.run(["check", "--format", "json"])
        #expect(check.status == 1)
        #expect(try Self.rules(check).contains("field_no_delete"), "\(check.stdout)")
    }

    // MARK: - The release gate after the deploy (item 5)

    /// Before the deploy production lacks the new field (an error); after it, the field is said to be
    /// in production once, and nothing is listed as "permanent once deployed".
    @Test(arguments: GateMode.allCases)
    func theReleaseGateAfterTheDeploySaysDeployedOnce(mode: GateMode) throws {
        var project = try GateProject(mode, versions: [[.optional("title")]])
        defer { project.remove() }
        let production = project.root.appendingPathComponent("production.ckdb")
        try project.run(["generate", "ckdb"]).stdout.write(to: production, atomically: true, encoding: .utf8)
        try project.addVersion([.optional("title"), .optional("isbn"), .optional("pages")])

        let before = try project.run(["check", "--release", "--against", "production.ckdb"])
        #expect(before.status == 1, "\(before.stdout)\(before.stderr)")
        #expect(before.stdout.contains("[release_not_deployed]") && before.stdout.contains("permanent once deployed:\n"), "\(before.stdout)")

        // The deploy: production now has what version 2 writes.
        let deployed = try project.run(["generate", "ckdb"])
        try #require(deployed.status == 0, "\(deployed.stderr)")
        try deployed.stdout.write(to: production, atomically: true, encoding: .utf8)
        let after = try project.run(["check", "--release", "--against", "production.ckdb"])
        #expect(after.status == 0, "\(after.stdout)\(after.stderr)")
        #expect(!after.stdout.contains("permanent once deployed") && !after.stdout.contains("[field_added]"), "\(after.stdout)")
        #expect(after.stdout.components(separatedBy: "already in production").count == 2, "said once: \(after.stdout)")
        #expect(after.stdout.contains("already in production (production.ckdb): 2 fields this version adds, deployed and permanent\n"), "\(after.stdout)")

        // The local store's production, named where it is; its development is not production.
        try #require(try project.run(["env", "import", "production", "production.ckdb"]).status == 0)
        let local = try project.run(["check", "--release", "--against", "production"])
        #expect(local.stdout.contains("already in production (.ckschema/state.sqlite): 2 fields this version adds"), "\(local.stdout)\(local.stderr)")
        let development = try project.run(["check", "--against", "development"])
        #expect(development.status == 0, "\(development.stdout)\(development.stderr)")
        #expect(!development.stdout.contains("already in production") && development.stdout.contains("permanent once deployed:\n"), "\(development.stdout)")
    }

    // MARK: - One edit to a released version (item 7)

    /// An attribute added to a released version is one finding, at the attribute; an entity
    /// added, one finding, at the entity — not also "entity changed" or "top-level settings changed".
    @Test(arguments: GateMode.allCases)
    func oneEditToAReleasedVersionIsOneFinding(mode: GateMode) throws {
        var project = try GateProject(mode, versions: [[.optional("title")]])
        defer { project.remove() }
        let released = try project.run(["release"] + (mode == .yaml ? [] : ["--from", mode == .coreData ? "App/Library.xcdatamodeld" : "App/Models"]) + ["1"])
        try #require(released.status == 0, "\(released.stdout)\(released.stderr)")
        try project.edit(version: 1, [.optional("title"), .optional("ghost")])
        let check = try project.run(["check", "--format", "json"])
        #expect(check.status == 1)
        let modified = try GateProject.findings(check).filter { $0["rule"] as? String == "released_version_modified" }
        #expect(modified.count == 1, "\(modified)")
        #expect((modified.first?["message"] as? String)?.contains("attribute 'LibraryItem.ghost' was added") == true, "\(modified)")
        let ghostLine = try project.attributeLine("ghost", version: 1)
        #expect(modified.first?["line"] as? Int == ghostLine)
    }

    @Test func anEntityAddedToAReleasedSnapshotIsOneFinding() throws {
        let project = try GateProject(.yaml, versions: [[.optional("title")]])
        defer { project.remove() }
        try #require(try project.run(["release", "1"]).status == 0)
        let file = project.root.appendingPathComponent(GateProject.snapshot(1))
        try (String(contentsOf: file, encoding: .utf8) + "  Shelf:\n    attributes:\n      name: String?\n")
            .write(to: file, atomically: true, encoding: .utf8)
        let check = try project.run(["check", "--format", "json"])
        let messages = try GateProject.findings(check).filter { $0["rule"] as? String == "released_version_modified" }.compactMap { $0["message"] as? String }
        #expect(messages.count == 2, "the entity and its one attribute: \(messages)")
        #expect(messages.contains { $0.contains("entity 'Shelf' was added") } && !messages.contains { $0.contains("top-level settings") }, "\(messages)")
    }

    // MARK: - A model at a git revision (item 4)

    /// `diff git:HEAD:App/Library.xcdatamodeld App/Library.xcdatamodeld` (and the SwiftData folder)
    /// compares the model with itself as committed; its positions are at `git:HEAD:…`, never at a copy.
    @Test(arguments: [GateMode.coreData, .swiftData])
    func diffReadsTheModelWhereItLivesAtARevision(mode: GateMode) throws {
        var project = try GateProject(mode, versions: [[.optional("title"), .optional("isbn")]])
        defer { project.remove() }
        try FileManager.default.removeItem(at: project.root.appendingPathComponent(".git"))
        try Self.git(["init", "-q"], in: project.root)
        try Self.git(["add", "-A"], in: project.root)
        try Self.git(["commit", "-q", "-m", "v1"], in: project.root)
        let model = mode == .coreData ? "App/Library.xcdatamodeld" : "App/Models"
        let committedLine = try project.attributeLine("isbn", version: 1)
        try project.edit(version: 1, [.optional("title")])

        let diff = try project.run(["diff", "git:HEAD:\(model)", model, "--format", "json"])
        #expect(diff.status == 0, "\(diff.stdout)\(diff.stderr)")
        let findings = try GateProject.findings(diff)
        let removed = try #require(findings.first { $0["rule"] as? String == "field_no_delete" }, "\(diff.stdout)")
        let committedFile = "git:HEAD:\(model)/" + project.modelFile(1).dropFirst(model.count + 1)
        #expect(removed["relatedFile"] as? String == committedFile, "\(removed)")
        #expect(removed["relatedLine"] as? Int == committedLine, "\(removed)")
        #expect(!diff.stdout.contains(FileManager.default.temporaryDirectory.path), "no position at the copy: \(diff.stdout)")

        // Both sides at revisions, and the gate's --against.
        let same = try project.run(["diff", "git:HEAD:\(model)", "git:HEAD:\(model)", "--format", "json"])
        let sameFindings = try GateProject.findings(same)
        #expect(same.status == 0 && sameFindings.isEmpty, "\(same.stdout)\(same.stderr)")
        let check = try project.run(["check", "--against", "git:HEAD:\(model)", "--format", "json"])
        #expect(try Self.rules(check).contains("field_no_delete"), "\(check.stdout)\(check.stderr)")

        // One file at the revision: a Swift file, or one Xcode version's `contents`.
        let file = try project.run(["diff", "git:HEAD:\(project.modelFile(1))", project.modelFile(1), "--format", "json"])
        let fileFindings = try GateProject.findings(file)
        #expect(fileFindings.contains { $0["rule"] as? String == "field_no_delete" && $0["relatedFile"] as? String == "git:HEAD:\(project.modelFile(1))" },
                "\(file.stdout)\(file.stderr)")
        // A folder of neither kind is said to be one, at the revision.
        if mode == .coreData {
            let folder = try project.run(["diff", "git:HEAD:App", model])
            #expect(folder.status == 2 && folder.stderr.contains("'App' at git revision 'HEAD' is a folder with no Swift file"), "\(folder.stderr)")
        }
        // A path the revision does not have is a located input error.
        let missing = try project.run(["diff", "git:HEAD:App/Nothing.xcdatamodeld", model])
        #expect(missing.status == 2 && missing.stderr.contains("[reference.git_path_missing]"), "\(missing.stderr)")
    }

    /// SwiftData code with no `VersionedSchema`, released under its folder's name, compared with
    /// itself as committed: the folder's name finds it (it was "no SwiftData model 'App'").
    @Test func unversionedSwiftDataCodeAtARevision() throws {
        let root = try TemporaryFolder.make("ckschema-test")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("App/Activity.swift")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "import SwiftData\n@Model final class Activity {\n    var title: String?\n    init() {}\n}\n".write(to: file, atomically: true, encoding: .utf8)
        try "version: 1\nswiftData: App\n".write(to: root.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8)
        try Self.git(["init", "-q"], in: root)
        try Self.git(["add", "-A"], in: root)
        try Self.git(["commit", "-q", "-m", "v1"], in: root)
        try #require(try CLIRunner.run(["release", "--from", "App"], in: root).status == 0)
        try "import SwiftData\n@Model final class Activity {\n    var title: String?\n    var note: String?\n    init() {}\n}\n"
            .write(to: file, atomically: true, encoding: .utf8)

        let diff = try CLIRunner.run(["diff", "git:HEAD:App", "App"], in: root)
        #expect(diff.status == 0, "\(diff.stdout)\(diff.stderr)")
        #expect(diff.stdout.contains("App/Activity.swift:4:9: note: field 'CD_note' (STRING) added to record type 'CD_Activity'"), "\(diff.stdout)")
        let local = try CLIRunner.run(["diff", "1", "App"], in: root)
        #expect(local.status == 0 && local.stdout.contains("CD_note"), "\(local.stdout)\(local.stderr)")
        let check = try CLIRunner.run(["check", "--against", "git:HEAD:App", "--format", "json"], in: root)
        #expect(try Self.rules(check).contains("field_added"), "\(check.stdout)\(check.stderr)")
    }

    // MARK: - Listings (item 8)

    /// `versions` heads both lists; SwiftData versions are named by their `VersionedSchema`.
    @Test(arguments: [GateMode.coreData, .swiftData])
    func versionsHeadsEachList(mode: GateMode) throws {
        let project = try GateProject(mode, versions: [[.optional("title")], [.optional("title"), .optional("isbn")]])
        defer { project.remove() }
        let none = try project.run(["versions"])
        #expect(none.stdout.hasPrefix("# schemas: no YAML snapshot yet"), "\(none.stdout)")
        try #require(try project.run(["release", "--from", mode == .coreData ? "App/Library.xcdatamodeld" : "App/Models", "1"]).status == 0)
        let versions = try project.run(["versions"])
        let lines = versions.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "# schemas: 1 YAML snapshot (the released versions check compares with)", "\(versions.stdout)")
        #expect(lines.dropFirst().first?.hasPrefix("Library\t1\tschemas/Library-v1.yaml\treleased") == true, "\(versions.stdout)")
        if mode == .swiftData {
            #expect(lines.contains("Library\t2\tLibrarySchemaV2 in App/Models/Library.swift\tnot released"), "\(versions.stdout)")
            let check = try project.run(["check"])
            #expect(check.stdout.hasPrefix("checked 'Library' version 2 (LibrarySchemaV2 in App/Models/Library.swift) against version 1"), "\(check.stdout)")
        }
    }

    /// SwiftData code with no `VersionedSchema` is named by its folder, not by whichever file came first.
    @Test func unversionedSwiftDataCodeIsNamedByItsFolder() throws {
        let root = try TemporaryFolder.make("ckschema-test")
        defer { try? FileManager.default.removeItem(at: root) }
        for (name, property) in [("Activity", "title"), ("Session", "start")] {
            let url = root.appendingPathComponent("App/\(name).swift")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "import SwiftData\n@Model final class \(name) {\n    var \(property): String?\n    init() {}\n}\n"
                .write(to: url, atomically: true, encoding: .utf8)
        }
        try "version: 1\nswiftData: App\n".write(to: root.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8)
        let check = try CLIRunner.run(["check"], in: root)
        #expect(check.stdout.hasPrefix("checked 'App' version 1 (the @Model classes in App)"), "\(check.stdout)\(check.stderr)")
        let versions = try CLIRunner.run(["versions"], in: root)
        #expect(versions.stdout.contains("App\t1\tthe @Model classes in App\tnot released"), "\(versions.stdout)")
    }

    // MARK: - Commands that would write what nobody uses (items 9, 10)

    /// A YAML-first team that imported its Xcode history: the next version is not "Xcode model
    /// version '…'", in the YAML or in the generated Swift.
    @Test func newVersionDropsTheImportsSourceComment() throws {
        let project = try GateProject(.coreData, versions: [[.optional("title")], [.optional("title"), .optional("isbn")]])
        defer { project.remove() }
        try "version: 1\n".write(to: project.root.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8)
        let imported = try project.run(["import", "xcdatamodel", "App/Library.xcdatamodeld"])
        try #require(imported.status == 0, "\(imported.stderr)")
        let v2 = try String(contentsOf: project.root.appendingPathComponent("schemas/Library-v2.yaml"), encoding: .utf8)
        try #require(v2.contains("comment: Xcode model version 'Library 2'") || v2.contains("comment: \"Xcode model version"), "the import names its source: \(v2)")

        let started = try project.run(["new-version"])
        #expect(started.status == 0, "\(started.stdout)\(started.stderr)")
        let v3 = try String(contentsOf: project.root.appendingPathComponent("schemas/Library-v3.yaml"), encoding: .utf8)
        #expect(!v3.contains("Xcode model version") && v3.contains("version: 3"), "\(v3)")
        let generated = try project.run(["generate", "swift", "--output", "Generated"])
        #expect(generated.status == 0, "\(generated.stdout)\(generated.stderr)")
        let swift = try String(contentsOf: project.root.appendingPathComponent("Generated/SchemaV3.swift"), encoding: .utf8)
        #expect(!swift.contains("Xcode model version"), "\(swift)")
        #expect(try String(contentsOf: project.root.appendingPathComponent("Generated/SchemaV2.swift"), encoding: .utf8)
            .contains("Xcode model version 'Library 2'"), "version 2 was imported from it")
    }

    /// `generate swift` where the model lives in Xcode or SwiftData code writes nothing and says
    /// why; naming the YAML versions with --schemas generates from them.
    @Test(arguments: [GateMode.coreData, .swiftData])
    func generateSwiftRefusesWhereTheModelLivesElsewhere(mode: GateMode) throws {
        let project = try GateProject(mode, versions: [[.optional("title")]])
        defer { project.remove() }
        try #require(try project.run(["release", "--from", mode == .coreData ? "App/Library.xcdatamodeld" : "App/Models", "1"]).status == 0)
        let refused = try project.run(["generate", "swift", "--output", "Generated"])
        #expect(refused.status == 2, "\(refused.stdout)\(refused.stderr)")
        #expect(refused.stderr.contains("[release.model_lives_elsewhere]"), "\(refused.stderr)")
        #expect(refused.stderr.contains(mode == .coreData ? "which a Core Data app does not run" : "that code is the model"), "\(refused.stderr)")
        #expect(refused.stderr.contains("--schemas schemas"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: project.root.appendingPathComponent("Generated").path))
        let chosen = try project.run(["generate", "swift", "--output", "Generated", "--schemas", "schemas"])
        #expect(chosen.status == 0, "\(chosen.stdout)\(chosen.stderr)")
        #expect(FileManager.default.fileExists(atPath: project.root.appendingPathComponent("Generated/SchemaV1.swift").path))
    }

    // MARK: - The local state (item 11)

    /// The store's folder ignores itself in git, and importing a whole production schema prints a
    /// count, not one line per field.
    @Test func theLocalStateIsIgnoredAndAnImportIsCounted() throws {
        let project = try GateProject(.yaml, versions: [(1...30).map { .optional("field\($0)") }])
        defer { project.remove() }
        try FileManager.default.removeItem(at: project.root.appendingPathComponent(".git"))
        try Self.git(["init", "-q"], in: project.root)
        let export = try project.run(["generate", "ckdb"])
        try export.stdout.write(to: project.root.appendingPathComponent("production.ckdb"), atomically: true, encoding: .utf8)

        let imported = try project.run(["env", "import", "production", "production.ckdb"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let lines = imported.stdout.split(separator: "\n")
        #expect(lines.count <= 5, "\(imported.stdout)")
        // `Users`, `CD_LibraryItem` and its fields with their asset companions, the grants.
        #expect(imported.stdout.contains("\nadded 2 record types, 76 fields, 5 grants\n"), "\(imported.stdout)")
        #expect(imported.stdout.contains("each change: ckschema env history --environment production --verbose"), "\(imported.stdout)")
        let history = try project.run(["env", "history", "--environment", "production", "--verbose"])
        #expect(history.stdout.contains("CD_LibraryItem.CD_field30"), "the history lists every change: \(history.stdout)")

        let ignoreFile = project.root.appendingPathComponent(".ckschema/.gitignore")
        let ignore = try String(contentsOf: ignoreFile, encoding: .utf8)
        #expect(ignore.hasSuffix("\n*\n"), "\(ignore)")
        // A folder an earlier ckschema made without it gets it at the next import.
        try FileManager.default.removeItem(at: ignoreFile)
        #expect(try project.run(["env", "import", "production", "production.ckdb"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: ignoreFile.path))
        let status = Process()
        status.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        status.arguments = ["git", "status", "--porcelain", "--untracked-files=all"]
        status.currentDirectoryURL = project.root
        let out = Pipe()
        status.standardOutput = out
        try status.run()
        let listed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        status.waitUntilExit()
        #expect(!listed.contains(".ckschema"), "git sees no local state: \(listed)")
        #expect(listed.contains("ckschema.yaml"), "git sees the project: \(listed)")
    }
}

/// The answer on real histories from the shared corpus, every version released and nothing
/// changed since (labelled by hand from the bundles' `contents`): Moonlight's current version
/// 'Moonlight v1.10' adds `deviceGyroMode` and `preferredCodec` to `Settings` over 'v1.9';
/// iNaturalist's 'INaturalist2.17' adds `ownersIdentificationFromVision` to `Observation`.
/// Those additions shipped with the release: `check` says so once and reports no `field_added`.
@Suite(.corpus("xcdatamodel"))
struct ReleasedHistoryCorpusTests {
    @Test(arguments: [
        ("moonlight-stream__moonlight-ios__Limelight", "2 fields"),
        ("inaturalist__INaturalistIOS__INaturalist", "1 field"),
    ])
    func anAdoptedHistoryNobodyChangedAddsNothing(prefix: String, added: String) throws {
        let (root, bundle) = try CoreDataWorkflowTests.repository(prefix)
        defer { try? FileManager.default.removeItem(at: root) }
        try "version: 1\ncoreData: Model.xcdatamodeld\n".write(to: root.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8)
        let count = try CoreDataWorkflowTests.versionNames(bundle).count
        let released = try CLIRunner.run(["release", "--from", "Model.xcdatamodeld"] + (1...count).map(String.init), in: root)
        try #require(released.status == 0, "\(released.stdout)\(released.stderr)")

        let check = try CLIRunner.run(["check"], in: root)
        #expect(!check.stdout.contains("[field_added]") && !check.stdout.contains("[record_type_added]"), "\(check.stdout)")
        #expect(!check.stdout.contains("permanent once deployed"), "\(check.stdout)")
        #expect(check.stdout.contains("version \(count) is released: \(added) it added shipped with it\n"), "\(check.stdout)")
        // What the step adds is there to see: diff of the last two versions lists it.
        let diff = try CLIRunner.run(["diff", String(count - 1), String(count), "--format", "json"], in: root)
        let additions = try GateProject.findings(diff).filter { $0["rule"] as? String == "field_added" }
        #expect("\(additions.count) field\(additions.count == 1 ? "" : "s")" == added, "\(diff.stdout)")
    }
}
