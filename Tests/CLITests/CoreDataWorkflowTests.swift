import CKSchemaTestSupport
import Foundation
import Testing

/// A Core Data team on real multi-version bundles of the shared corpus: the model stays in its
/// `.xcdatamodeld`; `lint`, `check` and `diff` read it in place, `release --from` snapshots it into
/// the YAML history; and on an adopted history every command gives one answer.
@Suite(.corpus("xcdatamodel"))
struct CoreDataWorkflowTests {
    /// A repository with the corpus model `prefix` as `Model.xcdatamodeld`.
    static func repository(_ prefix: String) throws -> (root: URL, bundle: URL) {
        let root = try TemporaryFolder.make("ckschema-test")
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        return (root, try AdoptionTests.bundle(prefix, in: root))
    }

    static func findings(_ json: String) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return object["findings"] as? [[String: Any]] ?? []
    }

    /// The version folders of a bundle, oldest first (the corpus names sort naturally).
    static func versionNames(_ bundle: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: bundle.path).filter { $0.hasSuffix(".xcdatamodel") }
    }

    @Test func lintReadsEveryVersionOfTheBundleWhereItLives() throws {
        // Simplenote: six versions, CloudKit rules broken in several.
        let (root, bundle) = try Self.repository("Automattic__simplenote-ios__Simplenote")
        let result = try CLIRunner.run(["lint", "Model.xcdatamodeld", "--format", "json"], in: root)
        #expect(result.status != 2, "\(result.stderr)")
        let findings = try Self.findings(result.stdout)
        #expect(!findings.isEmpty, "\(result.stdout)")
        let files = Set(findings.compactMap { $0["file"] as? String })
        #expect(files.allSatisfy { $0.hasPrefix("Model.xcdatamodeld/") && $0.hasSuffix(".xcdatamodel/contents") }, "\(files)")
        #expect(findings.allSatisfy { ($0["line"] as? Int ?? 0) > 1 }, "each finding at its element")
        // The text form quotes the contents file's line.
        let text = try CLIRunner.run(["lint", "Model.xcdatamodeld"], in: root)
        #expect(text.stdout.contains(".xcdatamodel/contents:"), "\(text.stdout)")
        // Fixes in the words of Xcode's model editor, not the YAML format's.
        #expect(text.stdout.contains("in the Data Model inspector"), "\(text.stdout)")
        #expect(!text.stdout.contains("renamedFrom") && !text.stdout.contains("externalStorage: true"), "\(text.stdout)")
        #expect(try Self.versionNames(bundle).count == 6)
    }

    @Test func checkGatesTheCurrentVersionAgainstTheReleasedYAMLHistory() throws {
        let (root, bundle) = try Self.repository("Automattic__simplenote-ios__Simplenote")
        let versions = try Self.versionNames(bundle).count
        // Adopting: the versions that shipped become the released history.
        let released = try CLIRunner.run(["release", "--from", "Model.xcdatamodeld"] + (1..<versions).map(String.init), in: root)
        #expect(released.status == 0, "\(released.stdout)\(released.stderr)")
        #expect(released.stdout.contains("wrote schemas/Model-v1.yaml from Model.xcdatamodeld"), "\(released.stdout)")
        #expect(released.stdout.contains("released Model version \(versions - 1)"))
        let check = try CLIRunner.run(["check", "Model.xcdatamodeld", "--format", "json"], in: root)
        #expect(check.status != 2, "\(check.stderr)")
        for finding in try Self.findings(check.stdout) {
            let file = finding["file"] as? String ?? ""
            #expect(file.hasPrefix("Model.xcdatamodeld/Simplenote_7.xcdatamodel/contents"), "\(finding)")
        }
        let text = try CLIRunner.run(["check", "Model.xcdatamodeld"], in: root)
        #expect(text.stdout.contains("checked 'Model' version \(versions) (Model.xcdatamodeld/Simplenote_7.xcdatamodel/contents) against version"), "\(text.stdout)")

        // Editing a released version in Xcode is an error at the edited element.
        let first = bundle.appendingPathComponent("Simplenote_2.xcdatamodel/contents")
        let contents = try String(contentsOf: first, encoding: .utf8)
        let edited = contents.replacingOccurrences(of: "<entity name=", with: "<entity name=\"Ghost\" syncable=\"YES\"/>\n    <entity name=",
                                                   options: [], range: contents.range(of: "<entity name="))
        try edited.write(to: first, atomically: true, encoding: .utf8)
        let broken = try CLIRunner.run(["check", "Model.xcdatamodeld", "--format", "json"], in: root)
        #expect(broken.status == 1, "\(broken.stdout)\(broken.stderr)")
        let modified = try Self.findings(broken.stdout).filter { $0["rule"] as? String == "released_version_modified" }
        let ghost = try #require(modified.first { $0["entity"] as? String == "Ghost" }, "\(broken.stdout)")
        #expect(ghost["file"] as? String == "Model.xcdatamodeld/Simplenote_2.xcdatamodel/contents")
        #expect((ghost["line"] as? Int ?? 0) > 1, "at the added element")
        #expect(ghost["relatedFile"] as? String == "schemas/Model-v1.yaml")
        #expect(modified.allSatisfy { $0["file"] as? String == "Model.xcdatamodeld/Simplenote_2.xcdatamodel/contents" })
        try contents.write(to: first, atomically: true, encoding: .utf8)

        // The current version ships: snapshotted and locked; the released files stay byte for byte.
        let before = try String(contentsOf: root.appendingPathComponent("schemas/Model-v1.yaml"), encoding: .utf8)
        let shipped = try CLIRunner.run(["release", "--from", "Model.xcdatamodeld"], in: root)
        #expect(shipped.status == 0, "\(shipped.stdout)\(shipped.stderr)")
        #expect(shipped.stdout.contains("wrote schemas/Model-v\(versions).yaml"))
        #expect(try String(contentsOf: root.appendingPathComponent("schemas/Model-v1.yaml"), encoding: .utf8) == before)
        let again = try CLIRunner.run(["release", "--from", "Model.xcdatamodeld"], in: root)
        #expect(again.status == 0 && !again.stdout.contains("wrote"), "\(again.stdout)")
        // Released, the current version is still checked where it lives: the findings stay at the
        // Xcode lines, as lint reports them, not at the snapshot's.
        let afterRelease = try CLIRunner.run(["check", "Model.xcdatamodeld", "--format", "json"], in: root)
        let current = try Self.findings(afterRelease.stdout).filter { $0["rule"] as? String != "released_version_modified" }
        #expect(!current.isEmpty, "\(afterRelease.stdout)")
        #expect(current.allSatisfy { ($0["file"] as? String ?? "").hasPrefix("Model.xcdatamodeld/Simplenote_7.xcdatamodel/contents") },
                "\(afterRelease.stdout)")
        // diff reads the bundle too.
        let diff = try CLIRunner.run(["diff", String(versions - 1), "Model.xcdatamodeld"], in: root)
        #expect(diff.status == 0, "\(diff.stderr)")
    }

    @Test func reimportingAfterAddingAModelVersionWritesOnlyTheNewOne() throws {
        let (root, bundle) = try Self.repository("antazoey__patchday-ios__patchData")
        #expect(try CLIRunner.run(["import", "xcdatamodel", "Model.xcdatamodeld"], in: root).status == 0)
        let schemas = root.appendingPathComponent("schemas")
        let files = try FileManager.default.contentsOfDirectory(atPath: schemas.path).sorted()
        let before = try files.map { try String(contentsOf: schemas.appendingPathComponent($0), encoding: .utf8) }
        // Xcode: Add Model Version (a copy of the current one), made current.
        let current = try #require(try Self.versionNames(bundle).sorted().last)
        let added = bundle.appendingPathComponent("patchData_3.xcdatamodel")
        try FileManager.default.copyItem(at: bundle.appendingPathComponent(current), to: added)
        let plist = try PropertyListSerialization.data(
            fromPropertyList: ["_XCCurrentVersionName": "patchData_3.xcdatamodel"], format: .xml, options: 0)
        try plist.write(to: bundle.appendingPathComponent(".xccurrentversion"))
        let again = try CLIRunner.run(["import", "xcdatamodel", "Model.xcdatamodeld"], in: root)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("(\(files.count) unchanged, left as they were)"), "\(again.stdout)")
        let after = try files.map { try String(contentsOf: schemas.appendingPathComponent($0), encoding: .utf8) }
        #expect(after == before, "released files' headers are not rewritten")
        #expect(try FileManager.default.contentsOfDirectory(atPath: schemas.path).count == files.count + 1)
    }

    /// On an adopted real history (every version released, today's findings accepted), the gates
    /// and the generators agree — and adding a version leaves the baseline matching.
    @Test(arguments: AdoptionTests.histories)
    func anAdoptedHistoryPassesEveryCommand(prefix: String) throws {
        let (root, _) = try Self.repository(prefix)
        #expect(try CLIRunner.run(["import", "xcdatamodel", "Model.xcdatamodeld"], in: root).status == 0)
        let count = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("schemas").path).count
        #expect(try CLIRunner.run(["release"] + (1...count).map(String.init), in: root).status == 0)
        let baseline = try CLIRunner.run(["baseline"], in: root)
        #expect(baseline.status == 0, "\(baseline.stdout)\(baseline.stderr)")
        for command in [["lint"], ["check"], ["generate", "swift"], ["filters"], ["generate", "ckdb"]] {
            let result = try CLIRunner.run(command, in: root)
            #expect(result.status == 0, "\(command): \(result.stdout)\(result.stderr)")
        }
        // A new version that changes nothing: the baseline still matches.
        let started = try CLIRunner.run(["new-version"], in: root)
        #expect(started.status == 0, "\(started.stderr)")
        let check = try CLIRunner.run(["check"], in: root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        // What was checked: the new version.
        #expect(check.stdout.contains("version \(count + 1) ("), "\(check.stdout)")
        #expect(!check.stdout.contains("no longer match"), "\(check.stdout)")
        #expect(!(try CLIRunner.run(["lint"], in: root).stdout.contains("no longer match")))
    }
}
