import CKSchemaCore
import CKSchemaTestSupport
import Foundation
import Testing

/// Who picks the program that receives the CloudKit token: whoever runs ckschema, never the
/// repository under review.
extension CloudKitCommandTests {
    /// The attack of a pull request: `cloudkit.tool` naming a shell that copies the environment.
    /// ckschema refuses the file before anything runs, and the token goes nowhere.
    @Test func aToolNamedByTheRepositoryIsRefusedAndNeverRun() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try """
            version: 1
            cloudkit:
              container: \(Self.container)
              team: TEAM123456
              tool: [sh, -c, 'env > leak.txt', sh]
            """.write(to: fixture.project.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8)
        for arguments in [["cloudkit", "pull"], ["check", "--against", "cloudkit:production"]] {
            let result = try fixture.run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("ckschema.yaml:5:3: error: 'cloudkit.tool' is not read from ckschema.yaml"), "\(result.stderr)")
            #expect(result.stderr.contains("[cloudkit.tool_in_configuration]"))
            #expect(result.stderr.contains("--cktool COMMAND") && result.stderr.contains("CKSCHEMA_CKTOOL"))
            #expect(!FileManager.default.fileExists(atPath: fixture.project.appendingPathComponent("leak.txt").path))
        }
        #expect(fixture.fake.log().isEmpty)
    }

    /// `--cktool` names the command and wins over `CKSCHEMA_CKTOOL`, for `cloudkit` commands and
    /// for `check --against cloudkit:…`.
    @Test func theCommandLineNamesTheTool() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let elsewhere = ["CKSCHEMA_CKTOOL": "/nonexistent/cktool"]
        let refused = try fixture.run(["cloudkit", "pull"], extra: elsewhere)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("cloudkit.tool_not_found"))
        let pulled = try fixture.run(["cloudkit", "pull", "--cktool", FakeCKToolState.script], extra: elsewhere)
        #expect(pulled.status == 0, "\(pulled.stderr)")
        let checked = try fixture.run(["check", "--cktool", FakeCKToolState.script, "--against", "cloudkit:production"], extra: elsewhere)
        #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
        #expect(try fixture.fake.calls().count == 3)
    }

    /// The fake cktool sees only the allow-listed variables: not a CI secret meant for another
    /// step, not ckschema's own settings.
    @Test func theToolSeesOnlyTheVariablesItNeeds() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let pull = try fixture.run(["cloudkit", "pull"], extra: [
            "GITHUB_TOKEN": "ghs_notforcktool", "AWS_SECRET_ACCESS_KEY": "notforcktool", "LC_ALL": "C", "LANG": "C",
        ])
        #expect(pull.status == 0, "\(pull.stderr)")
        let allowed: Set<String> = [
            "PATH", "HOME", "TMPDIR", "LANG", "DEVELOPER_DIR", "HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy",
            "NO_PROXY", "no_proxy", "ALL_PROXY", "all_proxy", "CLOUDKIT_MANAGEMENT_TOKEN", "CLOUDKIT_USER_TOKEN", "CKTOOL_MGMT_TOKEN",
            "FAKE_CKTOOL_STATE", "FAKE_CKTOOL_FAIL",
        ]
        let runs = try fixture.fake.environmentNames()
        #expect(runs.count == 2)
        for names in runs {
            // What the launchers between ckschema and the script add themselves: the shell's PWD and
            // SHLVL, a pyenv shim's PYENV_*, macOS's __CF_USER_TEXT_ENCODING.
            let launchers = ["PWD", "OLDPWD", "SHLVL", "_"], prefixes = ["LC_", "__CF", "PYENV_", "_PYENV_"]
            let unexpected = names.filter { name in !allowed.contains(name) && !launchers.contains(name) && !prefixes.contains { name.hasPrefix($0) } }
            #expect(unexpected.isEmpty, "cktool saw \(unexpected)")
            #expect(names.contains("CLOUDKIT_MANAGEMENT_TOKEN") && names.contains("PATH") && names.contains("LC_ALL"))
            #expect(!names.contains("GITHUB_TOKEN") && !names.contains("AWS_SECRET_ACCESS_KEY"))
        }
    }
}
