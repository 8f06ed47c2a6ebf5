import CKSchemaTestSupport
import Foundation
import Testing

/// The gate's answers on real models of the shared corpus, adopted where they live: a Core Data
/// bundle with its history (`coreData:`) and SwiftData apps read in place (`swiftData:`), every
/// version shipped. `lint` and `check` judge the version the next build ships alike, the baseline
/// accepts it, and an edited snapshot fails.
@Suite(.corpus("swiftdata", "xcdatamodel"))
struct GateCorpusTests {
    /// The error findings of a `--format json` run, as `rule file:line`.
    static func errors(_ result: CLIRunner.Result) throws -> Set<String> {
        Set(try GateProject.findings(result).filter { $0["severity"] as? String == "error" }.map { finding in
            "\(finding["rule"] as? String ?? "") \(finding["file"] as? String ?? ""):\(finding["line"] as? Int ?? 0)"
        })
    }

    /// The IDs of the change rules: what `check` reports beyond lint (what a version changes).
    static func changeRuleIDs() throws -> Set<String> {
        let rules = try CLIRunner.run(["rules", "--kind", "change", "--format", "json"])
        let list = try #require(try JSONSerialization.jsonObject(with: Data(rules.stdout.utf8)) as? [[String: Any]])
        return Set(list.compactMap { $0["id"] as? String })
    }

    /// The Markdown verdict: the bold text that opens its first line (`❌ Breaks production`).
    static func verdict(_ result: CLIRunner.Result) -> String? {
        result.stdout.split(separator: "\n").first { $0.hasPrefix("**") }.map { String($0.dropFirst(2).prefix { $0 != "*" }) }
    }

    /// `lint` and `check` of a model whose every version shipped (so the current one is released):
    /// the same errors at the same lines, the same exit and the same verdict; accepted, both pass;
    /// then an attribute removed from the newest snapshot fails `check` at the snapshot.
    func expectOneAnswer(in root: URL, snapshot: String, file: String) throws {
        let lint = try CLIRunner.run(["lint", "--format", "json"], in: root)
        let check = try CLIRunner.run(["check", "--format", "json"], in: root)
        #expect(lint.status == 1 && check.status == 1, "lint \(lint.status), check \(check.status): \(lint.stderr)\(check.stderr)")
        let lintErrors = try Self.errors(lint)
        #expect(!lintErrors.isEmpty)
        // Beside lint's findings, check only reports what the current version changes.
        let changeRules = try Self.changeRuleIDs()
        let checkLintErrors = try Self.errors(check).filter { !changeRules.contains(String($0.prefix { $0 != " " })) }
        #expect(lintErrors == checkLintErrors, "\(lintErrors.symmetricDifference(checkLintErrors))")
        #expect(lintErrors.allSatisfy { $0.contains(" \(file)") }, "at the model where it lives: \(lintErrors)")
        let verdicts = try [["lint"], ["check"]].map { try Self.verdict(CLIRunner.run($0 + ["--format", "markdown"], in: root)) }
        #expect(verdicts[0] != nil && verdicts[0] == verdicts[1], "\(verdicts)")

        let baseline = try CLIRunner.run(["baseline"], in: root)
        try #require(baseline.status == 0, "\(baseline.stdout)\(baseline.stderr)")
        for command in [["lint"], ["check"]] {
            let result = try CLIRunner.run(command, in: root)
            #expect(result.status == 0, "\(command): \(result.stdout)\(result.stderr)")
        }

        let url = root.appendingPathComponent(snapshot)
        var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        let attribute = try #require(lines.firstIndex { $0.hasPrefix("      ") && !$0.hasPrefix("       ") && $0.contains(": ") },
                                     "an attribute in \(snapshot)")
        lines.remove(at: attribute)
        try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        let tampered = try CLIRunner.run(["check", "--format", "json"], in: root)
        #expect(tampered.status == 1, "\(tampered.stdout)\(tampered.stderr)")
        let modified = try GateProject.findings(tampered).filter { $0["rule"] as? String == "released_version_modified" }
        #expect(!modified.isEmpty && modified.allSatisfy { $0["file"] as? String == snapshot }, "\(tampered.stdout)")
    }

    @Test(arguments: ["Automattic__simplenote-ios__Simplenote", "moonlight-stream__moonlight-ios__Limelight"])
    func aCoreDataHistoryAdoptedWhereItLives(prefix: String) throws {
        let (root, bundle) = try CoreDataWorkflowTests.repository(prefix)
        defer { try? FileManager.default.removeItem(at: root) }
        try "version: 1\ncoreData: Model.xcdatamodeld\n".write(to: root.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8)
        let count = try CoreDataWorkflowTests.versionNames(bundle).count
        let released = try CLIRunner.run(["release"] + (1...count).map(String.init), in: root)
        try #require(released.status == 0, "\(released.stdout)\(released.stderr)")
        let check = try CLIRunner.run(["check"], in: root)
        let current = try #require(check.stdout.split(separator: "\n").first.flatMap { line in
            line.range(of: "(").map { String(line[$0.upperBound...].prefix { $0 != ")" }) }
        }, "\(check.stdout)")
        #expect(current.hasPrefix("Model.xcdatamodeld/") && current.hasSuffix(".xcdatamodel/contents"), "\(current)")
        try expectOneAnswer(in: root, snapshot: "schemas/Model-v\(count).yaml", file: current)
    }

    @Test(arguments: ["Barreloofy__monoTENKI", "Jench2103__asset-flow"])
    func aSwiftDataAppAdoptedWhereItLives(app: String) throws {
        let code = try #require(PackagePaths.corpusFile("swiftdata/\(app)"))
        let root = try TemporaryFolder.make("ckschema-test")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        // The corpus keeps the apps' code, not their entitlements: the app's CloudKit entitlement,
        // which makes its `.automatic` stores sync (Tests/Fixtures/SwiftData/corpus-scopes.tsv).
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>com.apple.developer.icloud-container-identifiers</key><array><string>iCloud.com.example.app</string></array>
            <key>com.apple.developer.icloud-services</key><array><string>CloudKit</string></array>
            </dict></plist>
            """.write(to: root.appendingPathComponent("App.entitlements"), atomically: true, encoding: .utf8)
        // The app's code inside the repository, as a team keeps it (ckschema.yaml names nothing outside).
        try FileManager.default.copyItem(at: code, to: root.appendingPathComponent("App"))
        try "version: 1\nswiftData: App\nentitlements: App.entitlements\n"
            .write(to: root.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8)
        let released = try CLIRunner.run(["release"], in: root)
        try #require(released.status == 0, "\(released.stdout)\(released.stderr)")
        let snapshot = try #require(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("schemas").path)
            .first { $0.hasSuffix(".yaml") })
        try expectOneAnswer(in: root, snapshot: "schemas/\(snapshot)", file: "App/")
    }
}
