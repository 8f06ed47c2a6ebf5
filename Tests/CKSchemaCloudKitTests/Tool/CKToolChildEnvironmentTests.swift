import CKSchemaCloudKit
import Testing

@Suite struct CKToolChildEnvironmentTests {
    @Test func passesOnlyTheAllowList() {
        let child = CKToolChildEnvironment.of([
            "PATH": "/usr/bin", "HOME": "/home/ci", "TMPDIR": "/tmp", "LANG": "C.UTF-8", "LC_CTYPE": "C",
            "CLOUDKIT_MANAGEMENT_TOKEN": "secret-token", "GITHUB_TOKEN": "ghs_x", "NPM_TOKEN": "n",
            "CKSCHEMA_CKTOOL": "cktool", "LD_PRELOAD": "/tmp/evil.so", "HTTPS_PROXY": "http://proxy:3128",
        ])
        #expect(Set(child.keys) == ["PATH", "HOME", "TMPDIR", "LANG", "LC_CTYPE", "CLOUDKIT_MANAGEMENT_TOKEN", "HTTPS_PROXY"])
    }

    /// The locale's real categories pass; a secret whose name merely starts with `LC_` does not.
    @Test func onlyRealLocaleCategoriesPass() {
        let child = CKToolChildEnvironment.of(["LC_ALL": "C", "LC_MESSAGES": "C", "LC_TOKEN": "secret", "LC_API_KEY": "k"])
        #expect(Set(child.keys) == ["LC_ALL", "LC_MESSAGES"])
    }

    @Test func theRunnerNamesExtraVariables() {
        let child = CKToolChildEnvironment.of([
            "CKSCHEMA_CKTOOL_ENV": "NODE_OPTIONS, FAKE_CKTOOL_STATE", "NODE_OPTIONS": "--x", "FAKE_CKTOOL_STATE": "/s", "OTHER": "1",
        ])
        #expect(Set(child.keys) == ["NODE_OPTIONS", "FAKE_CKTOOL_STATE"])
    }
}
