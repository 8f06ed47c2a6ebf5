import CKSchemaCore
import Foundation
import CKSchemaTestSupport
import Testing

/// The GitHub Action's step (`scripts/ckschema-action.sh`, called by `action.yml`), run as the
/// runner would: `GITHUB_STEP_SUMMARY` and `GITHUB_OUTPUT` point at temporary files.
@Suite struct GitHubActionScriptTests {
    struct Run {
        var status: Int32
        var stdout: String
        var summary: String
        var outputs: [String: String]
        var folder: URL
    }

    /// Runs the script in a copy of a review fixture with `inputs` as its `INPUT_*` variables.
    func run(fixture: String, _ inputs: [String: String] = [:]) throws -> Run {
        let folder = try TemporaryFolder.make("ckschema-test")
        try FileManager.default.copyItem(at: PackagePaths.fixture("Review/\(fixture)/schemas"),
                                         to: folder.appendingPathComponent("schemas"))
        return try run(in: folder, inputs)
    }

    /// Runs the script in `folder` with `inputs` as its `INPUT_*` variables and `extra` set as is.
    func run(in folder: URL, _ inputs: [String: String] = [:], extra: [String: String] = [:]) throws -> Run {
        let summary = folder.appendingPathComponent("step-summary.md"), output = folder.appendingPathComponent("output.txt")
        let binary = try #require(CLIRunner.binary, "build ckschema first")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", PackagePaths.url("scripts/ckschema-action.sh").path]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["GITHUB_STEP_SUMMARY"] = summary.path
        environment["GITHUB_OUTPUT"] = output.path
        environment["CKSCHEMA_BIN"] = binary.path
        environment["NO_COLOR"] = "1"
        environment["PULL_REQUEST_BASE_SHA"] = nil
        for (key, value) in inputs { environment["INPUT_" + key] = value }
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let outputs = ((try? String(contentsOf: output, encoding: .utf8)) ?? "").split(separator: "\n").reduce(into: [String: String]()) {
            let parts = $1.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { $0[String(parts[0])] = String(parts[1]) }
        }
        return Run(status: process.terminationStatus, stdout: String(decoding: data, as: UTF8.self),
                   summary: (try? String(contentsOf: summary, encoding: .utf8)) ?? "", outputs: outputs, folder: folder)
    }

    @Test func aBreakingChangeFailsWithTheSummaryOutputsAndSARIF() throws {
        let result = try run(fixture: "breaking", ["SARIF_FILE": "ckschema.sarif"])
        defer { try? FileManager.default.removeItem(at: result.folder) }
        #expect(result.status == 1, "\(result.stdout)")
        #expect(result.stdout.contains("::error file=schemas/v2.yaml,line=16,col=14,title=field_same_type::"))
        #expect(result.summary.hasPrefix("### ckschema check\n\n**❌ Breaks production**"))
        #expect(result.summary.contains("erDiagram"))
        #expect(result.outputs["verdict"] == "breaks-production")
        #expect(result.outputs["errors"] == "3")
        #expect(result.outputs["exit-code"] == "1")
        let sarif = try #require(result.outputs["sarif-file"])
        #expect(sarif.hasSuffix("/ckschema.sarif"))
        #expect(try String(contentsOf: URL(fileURLWithPath: sarif), encoding: .utf8).contains("\"version\": \"2.1.0\""))
    }

    @Test func aMigrationPassesUnlessWarningsFail() throws {
        let passed = try run(fixture: "migration")
        defer { try? FileManager.default.removeItem(at: passed.folder) }
        #expect(passed.status == 0, "\(passed.stdout)")
        #expect(passed.outputs == ["exit-code": "0", "verdict": "needs-migration", "errors": "0", "warnings": "2", "notes": "3"])
        #expect(passed.summary.contains("**⚠️ Needs migration**"))
        let strict = try run(fixture: "migration", ["FAIL_ON": "warning"])
        defer { try? FileManager.default.removeItem(at: strict.folder) }
        #expect(strict.status == 1)
        #expect(strict.outputs["exit-code"] == "1")
    }

    @Test func theReleaseInputRunsTheReleaseGate() throws {
        // A production snapshot holding v1: v2's additions are notes on a pull request, errors at a release.
        let snapshotFolder = try TemporaryFolder.make("ckschema-test")
        defer { try? FileManager.default.removeItem(at: snapshotFolder) }
        let snapshot = snapshotFolder.appendingPathComponent("production.ckdb").path
        let v1 = PackagePaths.fixture("Review/additive/schemas/v1.yaml").path
        let generated = try CLIRunner.run(["generate", "ckdb", "--schema", v1, "--mode", "jit", "--no-notes", "--output", snapshot])
        try #require(generated.status == 0, "\(generated.stderr)")
        let pullRequest = try run(fixture: "additive", ["AGAINST": snapshot])
        defer { try? FileManager.default.removeItem(at: pullRequest.folder) }
        #expect(pullRequest.status == 0, "\(pullRequest.stdout)")
        #expect(pullRequest.stdout.contains("title=not_in_production_yet::"))
        let release = try run(fixture: "additive", ["AGAINST": snapshot, "RELEASE": "true"])
        defer { try? FileManager.default.removeItem(at: release.folder) }
        #expect(release.status == 1, "\(release.stdout)")
        #expect(release.stdout.contains("::error file=schemas/v2.yaml,"))
        #expect(release.stdout.contains("title=release_not_deployed::"))
        let wrong = try run(fixture: "additive", ["RELEASE": "yes"])
        defer { try? FileManager.default.removeItem(at: wrong.folder) }
        #expect(wrong.status == 2)
    }

    /// The release gate never passes on nothing compared: with no `against` and no `cloudkit:`
    /// snapshot, the step fails as invalid input, saying what to give.
    @Test func theReleaseInputWithoutProductionFails() throws {
        let release = try run(fixture: "additive", ["RELEASE": "true"])
        defer { try? FileManager.default.removeItem(at: release.folder) }
        #expect(release.status == 2, "\(release.stdout)")
        #expect(release.outputs["exit-code"] == "2")
        #expect(release.stdout.contains("[reference.no_production]"), "\(release.stdout)")
        #expect(release.stdout.contains("--against cloudkit/production.ckdb"), "\(release.stdout)")
    }

    @Test func baselinesAndBadInputReachTheGate() throws {
        let against = try run(fixture: "additive", ["AGAINST": "1", "SCHEMAS": "schemas/v2.yaml"])
        defer { try? FileManager.default.removeItem(at: against.folder) }
        #expect(against.status == 0, "\(against.stdout)")
        #expect(against.outputs["verdict"] == "safe")
        let missing = try run(fixture: "additive", ["AGAINST": "schemas/v9.yaml"])
        defer { try? FileManager.default.removeItem(at: missing.folder) }
        #expect(missing.status == 2)
        #expect(missing.outputs["exit-code"] == "2")
        let wrong = try run(fixture: "additive", ["FAIL_ON": "sometimes"])
        defer { try? FileManager.default.removeItem(at: wrong.folder) }
        #expect(wrong.status == 2)
        #expect(wrong.stdout.contains("fail-on must be error, warning or never"))
    }

    /// On a pull request the Action passes the base commit to `check --base`: the change's own
    /// relaxations reach the annotations and the summary.
    @Test func thePullRequestsBaseIsCompared() throws {
        let repository = try TemporaryGitRepository()
        defer { repository.remove() }
        try repository.copy(fromPackage: "schemas/v1.yaml", to: "schemas/v1.yaml")
        try repository.write("ckschema.yaml", "version: 1\n")
        try repository.commit("base")
        let base = try repository.revision("HEAD")
        try repository.write("ckschema.yaml", "version: 1\nrules:\n  field_no_delete: off\n")
        try repository.commit("change")
        let result = try run(in: repository.folder, extra: ["PULL_REQUEST_BASE_SHA": base])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("::warning file=ckschema.yaml,line=3,col=20,title=relaxation.rule_weakened::"), "\(result.stdout)")
        #expect(result.summary.contains("#### The change relaxes the gate (1)"))
        #expect(result.outputs["warnings"] == "1")
        let skipped = try run(in: repository.folder, ["BASE": "none"], extra: ["PULL_REQUEST_BASE_SHA": base])
        #expect(!skipped.stdout.contains("relaxation."))
        let dash = try run(in: repository.folder, ["BASE": "--output=x"])
        #expect(dash.status == 2)
        #expect(dash.outputs["exit-code"] == "2")
    }

    /// action.yml is read by GitHub's strict YAML loader: it must parse, and hand the pull
    /// request's base to the script.
    @Test func theActionParsesAndPassesTheBase() throws {
        let text = try String(contentsOf: PackagePaths.url("action.yml"), encoding: .utf8)
        let action = try #require(try YAMLParser.parse(Array(text.utf8), file: "action.yml"))
        #expect(action["inputs"]?["base"]?["default"]?.scalar == "")
        let steps = action["runs"]?["steps"]?.sequence ?? []
        let check = try #require(steps.first { $0["id"]?.scalar == "check" })
        #expect(check["env"]?["INPUT_BASE"]?.scalar == "${{ inputs.base }}")
        #expect(check["env"]?["PULL_REQUEST_BASE_SHA"]?.scalar == "${{ github.event.pull_request.base.sha }}")
        for pair in action["outputs"]?.mapping ?? [] {
            #expect(pair.value["description"]?.scalar?.isEmpty == false, "\(pair.key.scalar ?? "")")
        }
    }
}
