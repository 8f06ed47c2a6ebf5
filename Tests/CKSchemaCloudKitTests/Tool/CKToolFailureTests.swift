import CKSchemaCloudKit
import CKSchemaCore
import Foundation
import Testing

/// Every failure of a cktool run: its id, a message naming what was touched, and never the token.
@Suite(.tool("python3 (the fake cktool)") { FakeCKTool.isAvailable })
struct CKToolFailureTests {
    @Test func toolNotFoundSaysHowToInstallOrConfigure() throws {
        var fake = try FakeCKTool()
        defer { fake.remove() }
        fake.target.tool = ["cktool-that-does-not-exist-\(UUID().uuidString.prefix(8))"]
        let text = expectFailure(.toolNotFound) { _ = try fake.tool.exportSchema(.production) }
        #expect(text.contains("cannot find"))
        #expect(text.contains("CKSCHEMA_CKTOOL"))
        #expect(text.contains("Xcode"))
    }

    @Test func xcrunWithoutCKToolIsToolNotFound() {
        let kind = FailureClassifier.classify(status: 72, timedOut: false,
                                              message: "xcrun: error: unable to find utility \"cktool\", not a developer tool or in PATH")
        #expect(kind == .toolNotFound)
    }

    @Test func authenticationFailureNamesTheVariableAndSaveTokenButNotTheToken() throws {
        var fake = try FakeCKTool()
        defer { fake.remove() }
        fake.inject("auth") // the fake echoes the token in its message
        let text = expectFailure(.authenticationFailed) { _ = try fake.tool.exportSchema(.production) }
        #expect(text.contains("CLOUDKIT_MANAGEMENT_TOKEN is set but was refused"))
        #expect(text.contains("save-token"))
        #expect(text.contains("<redacted CLOUDKIT_MANAGEMENT_TOKEN>"))
        #expect(text.contains("CloudKit production of iCloud.com.example.App"))
    }

    @Test func missingTokenSaysItIsNotSet() throws {
        let fake = try FakeCKTool(token: nil)
        defer { fake.remove() }
        let text = expectFailure(.authenticationFailed) { try fake.tool.resetSchema() }
        #expect(text.contains("CLOUDKIT_MANAGEMENT_TOKEN is not set"))
    }

    @Test func wrongTokenIsAnAuthenticationFailure() throws {
        let fake = try FakeCKTool(token: "some-other-token-value")
        defer { fake.remove() }
        let text = expectFailure(.authenticationFailed) { _ = try fake.tool.exportSchema(.development) }
        #expect(!text.contains("some-other-token-value"))
    }

    @Test func exit64IsReportedAsACKSchemaBug() throws {
        var fake = try FakeCKTool()
        defer { fake.remove() }
        fake.inject("usage")
        let text = expectFailure(.usageError) { try fake.tool.resetSchema() }
        #expect(text.contains("ckschema bug, please report it"))
        #expect(text.contains("--frobnicate"))
    }

    @Test func validationFailureIsMappedToTheGeneratedElementAndTheModel() throws {
        var fake = try FakeCKTool()
        defer { fake.remove() }
        fake.inject("validation:11:25") // line 11 of the file is CD_note
        let file = FakeCKTool.fixtures.appendingPathComponent("development-adds-note.ckdb").path
        let model = CKSchemaCore.SourceLocation(file: "schemas/v2.yaml", line: 9, column: 7)
        let text = expectFailure(.validationFailed) {
            try fake.tool.validateSchema(file: file, locate: { type, field in
                type == "CD_Score" && field == "CD_note" ? model : nil
            })
        }
        #expect(text.contains("field 'CD_note' of record type 'CD_Score'"))
        #expect(text.contains("Encountered \"QUERYABLE\" at line 11, column 25"))
        #expect(text.contains("schemas/v2.yaml:9:7"))
        #expect(text.contains("(line 11: 'CD_note         STRING QUERYABLE SEARCHABLE SORTABLE,')"))
    }

    @Test func validationFailureWithoutAModelPointsIntoTheFile() throws {
        var fake = try FakeCKTool()
        defer { fake.remove() }
        fake.inject("validation:3:5")
        let file = FakeCKTool.fixtures.appendingPathComponent("development-adds-note.ckdb").path
        let text = expectFailure(.validationFailed) { try fake.tool.importSchema(file: file) }
        #expect(text.contains("record type 'CD_Score'"))
        #expect(text.contains("development-adds-note.ckdb:3:5"))
        #expect(try !fake.stored("development").contains("CD_note"))
    }

    @Test func realSyntaxErrorsComeBackWithTheirPosition() throws {
        let fake = try FakeCKTool()
        defer { fake.remove() }
        let folder = try PrivateFolder.create()
        defer { folder.remove() }
        let bad = try fake.stored("production").replacingOccurrences(of: "CD_points       INT64", with: "CD_points       INTEGER")
        let file = try folder.write(bad, named: "bad.ckdb")
        let text = expectFailure(.validationFailed) { try fake.tool.validateSchema(file: file) }
        #expect(text.contains("at field 'CD_points' of record type 'CD_Score'"))
        #expect(text.contains("bad.ckdb:11:25"))
    }

    @Test func importThatWouldLoseProductionDataIsRejected() throws {
        let fake = try FakeCKTool()
        defer { fake.remove() }
        let file = FakeCKTool.fixtures.appendingPathComponent("development-drops-points.ckdb").path
        let text = expectFailure(.validationFailed) { try fake.tool.importSchema(file: file) }
        #expect(text.contains("cannot delete field 'CD_points'"))
        #expect(try fake.stored("development") == (try fake.stored("production")))
    }

    @Test func productionRefusingAnImportIsNamed() throws {
        var fake = try FakeCKTool()
        defer { fake.remove() }
        fake.inject("production@import-schema")
        let file = FakeCKTool.fixtures.appendingPathComponent("development-adds-note.ckdb").path
        let text = expectFailure(.productionRefused) { try fake.tool.importSchema(file: file) }
        #expect(text.contains("only the CloudKit Console deploys to production"))
    }

    @Test func aHangingToolIsStoppedAtTheTimeout() throws {
        var fake = try FakeCKTool(timeout: 0.25)
        defer { fake.remove() }
        fake.inject("hang")
        fake.deadline = .when {} // a tool that never finishes: the deadline is reached at once
        fake.grace = 0
        let text = expectFailure(.timeout) { _ = try fake.tool.exportSchema(.production) }
        #expect(text.contains("did not finish within 0.25 seconds"))
    }

    @Test func anExportThatDoesNotParseIsRefused() throws {
        var fake = try FakeCKTool()
        defer { fake.remove() }
        fake.inject("garbage")
        let text = expectFailure(.exportUnparsable) { _ = try fake.tool.exportSchema(.production) }
        #expect(text.contains("the export of CloudKit production of iCloud.com.example.App is not a CloudKit schema"))
        #expect(text.contains("nothing was written"))
    }

    @Test func otherFailuresShowCKToolsMessage() throws {
        var fake = try FakeCKTool()
        defer { fake.remove() }
        fake.inject("error")
        let text = expectFailure(.operationFailed) { try fake.tool.resetSchema() }
        #expect(text.contains("The network connection was lost"))
        #expect(text.contains("cktool reset-schema on CloudKit development of iCloud.com.example.App failed (exit 1)"))
    }

    @Test func aTokenInTheConfiguredToolIsRefusedBeforeAnythingRuns() throws {
        var fake = try FakeCKTool()
        defer { fake.remove() }
        fake.target.tool = [FakeCKTool.script, "--token", FakeCKTool.token]
        let text = expectFailure(.tokenOnCommandLine) { try fake.tool.resetSchema() }
        #expect(text.contains("nothing was run"))
        #expect(try fake.calls().isEmpty)
    }

    @Test func noisyOutputIsBoundedAndDoesNotBlock() throws {
        var fake = try FakeCKTool()
        defer { fake.remove() }
        fake.inject("noisy")
        let export = try fake.tool.exportSchema(.production)
        #expect(export.schema.recordType(named: "CD_Score") != nil)
    }
}
