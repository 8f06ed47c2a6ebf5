import CKSchemaCore
import Foundation
import Testing

/// The four operations against the fake, on the paths that succeed.
@Suite(.tool("python3 (the fake cktool)") { FakeCKTool.isAvailable })
struct CKToolOperationTests {
    @Test func exportsEachEnvironmentParsed() throws {
        let fake = try FakeCKTool(development: "development-adds-note.ckdb")
        defer { fake.remove() }
        let production = try fake.tool.exportSchema(.production)
        let development = try fake.tool.exportSchema(.development)
        #expect(production.schema.recordType(named: "CD_Score")?.field(named: "CD_note") == nil)
        #expect(development.schema.recordType(named: "CD_Score")?.field(named: "CD_note") != nil)
        #expect(production.text == (try fake.stored("production")))
    }

    @Test func passesTeamContainerAndEnvironmentAsSeparateArguments() throws {
        let fake = try FakeCKTool()
        defer { fake.remove() }
        _ = try fake.tool.exportSchema(.production)
        try fake.tool.resetSchema()
        let calls = try fake.calls()
        #expect(calls.count == 2)
        #expect(Array(calls[0].prefix(7)) == ["export-schema", "--team-id", "TEAM123456", "--container-id",
                                              "iCloud.com.example.App", "--environment", "production"])
        #expect(calls[0][7] == "--output-file")
        #expect(calls[1] == ["reset-schema", "--team-id", "TEAM123456", "--container-id", "iCloud.com.example.App"])
        #expect(!fake.log().contains(FakeCKTool.token))
    }

    @Test func validateThenImportReplacesDevelopmentOnly() throws {
        let fake = try FakeCKTool()
        defer { fake.remove() }
        let file = FakeCKTool.fixtures.appendingPathComponent("development-adds-note.ckdb").path
        let message = try fake.tool.validateSchema(file: file)
        #expect(message == "✅ Schema is valid.")
        try fake.tool.importSchema(file: file)
        #expect(try fake.stored("development").contains("CD_note"))
        #expect(try !fake.stored("production").contains("CD_note"))
        let calls = try fake.calls()
        #expect(calls.map { $0[$0.firstIndex(of: "--environment").map { $0 + 1 } ?? 0] } == ["development", "development"])
    }

    @Test func resetMakesDevelopmentEqualToProduction() throws {
        let fake = try FakeCKTool(development: "development-adds-note.ckdb")
        defer { fake.remove() }
        try fake.tool.resetSchema()
        #expect(try fake.stored("development") == (try fake.stored("production")))
    }

    @Test func theTokenIsNeverOnTheCommandLine() throws {
        let fake = try FakeCKTool()
        defer { fake.remove() }
        _ = try fake.tool.exportSchema(.development)
        let log = fake.log()
        #expect(log.contains("\"token_in_env\": true"))
        #expect(!log.contains(FakeCKTool.token))
        #expect(!log.contains("--token"))
    }
}
