import CKSchemaCloudKit
import CKSchemaCore
import Foundation
import Testing

@Suite(.tool("python3 (the fake cktool)") { FakeCKTool.isAvailable })
struct CloudKitSnapshotsTests {
    @Test func writesTheExportVerbatimAndReadsItBack() throws {
        let fake = try FakeCKTool()
        defer { fake.remove() }
        let snapshots = CloudKitSnapshots(directory: fake.target.snapshotsDirectory)
        let export = try fake.tool.exportSchema(.production)
        #expect(try snapshots.read(.production) == nil)
        #expect(try snapshots.write(export))
        #expect(try String(contentsOfFile: snapshots.path(for: .production), encoding: .utf8) == export.text)
        #expect(try snapshots.read(.production) == export.schema)
        #expect(try !snapshots.write(export)) // unchanged: not rewritten
        #expect(snapshots.path(for: .development).hasSuffix("snapshots/development.ckdb"))
    }

    @Test func aFailedExportLeavesTheSnapshotAlone() throws {
        var fake = try FakeCKTool()
        defer { fake.remove() }
        let snapshots = CloudKitSnapshots(directory: fake.target.snapshotsDirectory)
        try snapshots.write(try fake.tool.exportSchema(.production))
        let before = try String(contentsOfFile: snapshots.path(for: .production), encoding: .utf8)
        for failure in ["garbage", "auth", "error"] {
            fake.inject(failure)
            #expect(throws: InputError.self) { try snapshots.write(try fake.tool.exportSchema(.production)) }
        }
        #expect(try String(contentsOfFile: snapshots.path(for: .production), encoding: .utf8) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fake.target.snapshotsDirectory)
        #expect(leftovers == ["production.ckdb"])
    }
}
