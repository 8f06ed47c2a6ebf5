import CKSchemaCore
@testable import CKSchemaKit
import CKSchemaProject
import CKSchemaStore
import CKSchemaTestSupport
import Foundation
import Testing

/// What the release gate compares with: production, always — the reference given, else the
/// snapshot `cloudkit:` names, else nothing to compare with (exit 2), never a pass.
@Suite struct ReleaseGateTests {
    static let cloudKit = "version: 1\ncloudkit:\n  container: iCloud.com.example.Shop\n  team: TEAM123456\n"

    func service(configuration: String?, snapshot: Bool = false) throws -> (CheckService, URL) {
        let (root, _) = try CheckServiceTests.project([1: CheckServiceTests.withNote], configuration: configuration)
        if snapshot {
            let folder = root.appendingPathComponent("cloudkit")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "DEFINE SCHEMA\n".write(to: folder.appendingPathComponent("production.ckdb"), atomically: true, encoding: .utf8)
        }
        let project = try Project.load(from: root.path)
        return (CheckService(project: project) { _ in throw InputError(StoreProblems.missing, message: "no store") }, root)
    }

    @Test(arguments: [["prod.ckdb"], ["cloudkit:production"], ["production"], ["3", "exports/Production.CKDB"]])
    func aReferenceToProductionIsKept(against: [String]) throws {
        let (service, root) = try service(configuration: Self.cloudKit, snapshot: true)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try service.releaseReferences(against) == against)
    }

    @Test func theConfiguredSnapshotIsAddedToSchemaReferences() throws {
        let (service, root) = try service(configuration: Self.cloudKit, snapshot: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let references = try service.releaseReferences(["3"])
        #expect(references.count == 2 && references.first == "3")
        #expect(references.last?.hasSuffix("cloudkit/production.ckdb") == true, "\(references)")
        #expect(try service.releaseReferences([]).count == 1)
    }

    @Test func withoutProductionTheGateStops() throws {
        let (bare, bareRoot) = try service(configuration: nil)
        defer { try? FileManager.default.removeItem(at: bareRoot) }
        let nothing = try #require(throws: InputError.self) { try bare.releaseReferences(["3"]) }
        #expect(nothing.diagnostics.map(\.id) == ["reference.no_production"])
        #expect(nothing.diagnostics.first?.fix?.contains("--against cloudkit/production.ckdb") == true)
        #expect(throws: InputError.self) { try bare.check(gate: .release) }
        #expect(throws: Never.self) { try bare.check(gate: .pullRequest) }

        let (unpulled, unpulledRoot) = try service(configuration: Self.cloudKit)
        defer { try? FileManager.default.removeItem(at: unpulledRoot) }
        let missing = try #require(throws: InputError.self) { try unpulled.releaseReferences([]) }
        #expect(missing.diagnostics.first?.message.contains("cloudkit/production.ckdb") == true)
        #expect(missing.diagnostics.first?.location?.file.hasSuffix("ckschema.yaml") == true)
    }
}
