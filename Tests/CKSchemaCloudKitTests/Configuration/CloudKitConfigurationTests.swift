import CKSchemaCloudKit
import CKSchemaCore
import Foundation
import Testing

@Suite struct CloudKitConfigurationTests {
    func configuration(_ yaml: String) throws -> CloudKitConfiguration? {
        try CloudKitConfiguration.decode(YAMLParser.parse(Array(yaml.utf8), file: "ckschema.yaml")?["cloudkit"])
    }

    func problems(_ yaml: String) -> [Diagnostic] {
        do {
            _ = try configuration(yaml)
            return []
        } catch let error as InputError {
            return error.diagnostics
        } catch {
            return []
        }
    }

    @Test func readsEveryKey() throws {
        let config = try #require(try configuration("""
            cloudkit:
              container: iCloud.com.example.App
              team: ABCDE12345
              snapshots: ci/cloudkit
              timeout: 30
            """))
        #expect(config.container == "iCloud.com.example.App")
        #expect(config.team == "ABCDE12345")
        #expect(config.snapshots == "ci/cloudkit")
        #expect(config.timeout == 30)
    }

    @Test func defaults() throws {
        let config = try #require(try configuration("cloudkit:\n  container: iCloud.a.b\n  team: T\n"))
        #expect(config.snapshots == "cloudkit")
        #expect(config.timeout == 120)
        #expect(try configuration("version: 1\n") == nil)
    }

    @Test func platformDefaultTool() throws {
        let config = try #require(try configuration("cloudkit:\n  container: iCloud.a.b\n  team: T\n"))
        let target = try config.target(environment: [:])
        #if os(macOS)
        #expect(target.tool == ["xcrun", "cktool"])
        #else
        #expect(target.tool == ["cktool"])
        #endif
    }

    /// The repository must not name the program that receives the token (`tool: [sh, -c, …]`
    /// would hand it to anything); the refusal names the replacement.
    @Test(arguments: ["  tool: [sh, -c, 'env > leak.txt', sh]\n", "  tool: xcrun cktool\n", "  tool:\n"])
    func aToolInTheFileIsRefused(line: String) {
        let found = problems("cloudkit:\n  container: iCloud.a.b\n" + line)
        #expect(found.map(\.id) == ["cloudkit.tool_in_configuration"])
        #expect(found.first?.location?.description == "ckschema.yaml:3:3")
        #expect(found.first?.fix?.contains("--cktool") == true)
        #expect(found.first?.fix?.contains("CKSCHEMA_CKTOOL") == true)
    }

    /// A value cktool would take for an option, or that holds a space, is refused: it would reach
    /// cktool as a word of its own.
    @Test(arguments: ["  team: --output-file=/tmp/x\n", "  team: \"A B\"\n", "  container: -v\n"])
    func aValueShapedLikeAnOptionIsRefused(line: String) {
        let found = problems("cloudkit:\n" + (line.contains("container") ? "" : "  container: iCloud.a.b\n") + line)
        #expect(found.map(\.id) == ["cloudkit.invalid_configuration"], "\(found)")
    }

    @Test func theCommandLineWinsOverTheEnvironment() throws {
        let config = try #require(try configuration("cloudkit:\n  container: iCloud.a.b\n  team: T\n"))
        let environment = ["CKSCHEMA_CKTOOL": "node  wrapper.js"]
        #expect(try config.target(environment: environment).tool == ["node", "wrapper.js"])
        #expect(try config.target(environment: environment, tool: CKToolChoice(commandLine: "/opt/cktool --x")).tool == ["/opt/cktool", "--x"])
        #expect(try config.target(environment: [:], tool: CKToolChoice(commandLine: " ")).tool == CKToolChoice.platformDefault)
    }

    @Test func environmentOverridesWin() throws {
        let config = try #require(try configuration("cloudkit:\n  container: iCloud.a.b\n  team: T\n"))
        let target = try config.target(environment: [
            "CKSCHEMA_CKTOOL": "node  wrapper.js", "CKSCHEMA_CLOUDKIT_CONTAINER": "iCloud.c.d", "CKSCHEMA_CLOUDKIT_TEAM": "U",
        ], resolve: { "/repo/" + $0 })
        #expect(target.tool == ["node", "wrapper.js"])
        #expect(target.container == "iCloud.c.d")
        #expect(target.team == "U")
        #expect(target.snapshotsDirectory == "/repo/cloudkit")
    }

    @Test func overridesAloneAreEnough() throws {
        let target = try CloudKitConfiguration().target(environment: [
            "CKSCHEMA_CLOUDKIT_CONTAINER": "iCloud.c.d", "CKSCHEMA_CLOUDKIT_TEAM": "U",
        ])
        #expect(target.container == "iCloud.c.d")
    }

    @Test func missingContainerAndTeamSayHowToSetThem() {
        #expect(throws: InputError.self) { try CloudKitConfiguration().target(environment: [:]) }
        do {
            _ = try CloudKitConfiguration(team: "T").target(environment: [:])
        } catch {
            #expect(error.diagnostics.first?.id == "cloudkit.not_configured")
            #expect(error.diagnostics.first?.message.contains("CKSCHEMA_CLOUDKIT_CONTAINER") == true)
            #expect(error.diagnostics.first?.fix?.contains("container: iCloud.") == true)
        }
    }

    @Test func containerMustBeAnICloudIdentifier() {
        do {
            _ = try CloudKitConfiguration(container: "com.example.App", team: "T").target(environment: [:])
            Issue.record("accepted")
        } catch {
            #expect(error.diagnostics.first?.id == "cloudkit.invalid_container")
        }
    }

    @Test func badValuesArePositioned() {
        let found = problems("cloudkit:\n  container: iCloud.a.b\n  timeout: soon\n  snapshots: []\n  colour: blue\n")
        #expect(found.map(\.id) == ["cloudkit.invalid_configuration", "cloudkit.invalid_configuration", "cloudkit.invalid_configuration"])
        #expect(found.map { $0.location?.line } == [3, 4, 5])
    }

    @Test func aTokenInTheFileIsRefusedWithoutEchoingIt() {
        let found = problems("cloudkit:\n  container: iCloud.a.b\n  token: abcdef123456\n")
        #expect(found.map(\.id) == ["cloudkit.secret_in_configuration"])
        #expect(found.allSatisfy { !$0.message.contains("abcdef123456") && !($0.fix ?? "").contains("abcdef123456") })
        #expect(found.first?.fix?.contains("CLOUDKIT_MANAGEMENT_TOKEN") == true)
    }

    @Test func aSectionThatIsNotAMappingIsRefused() {
        #expect(problems("cloudkit: iCloud.a.b\n").map(\.id) == ["cloudkit.invalid_configuration"])
    }
}
