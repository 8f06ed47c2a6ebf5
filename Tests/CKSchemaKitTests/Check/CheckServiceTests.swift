import CKSchemaCore
@testable import CKSchemaKit
import CKSchemaProject
import CKSchemaStore
import CKSchemaTestSupport
import Foundation
import Testing

/// What `check` compares and where it reports (issue: findings about the change under review).
@Suite struct CheckServiceTests {
    /// A project folder with `ckschema.yaml` (when given) and the versions in `folder`.
    static func project(_ versions: [Int: String], folder: String = "schemas", configuration: String? = nil,
                        release: [Int] = []) throws -> (root: URL, schemas: String) {
        let root = try TemporaryFolder.make("ckschema-test")
        let schemas = root.appendingPathComponent(folder)
        try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
        for (version, entities) in versions {
            let text = "model: Shop\nversion: \(version)\nentities:\n" + entities
            try text.write(to: schemas.appendingPathComponent("v\(version).yaml"), atomically: true, encoding: .utf8)
        }
        if let configuration {
            try configuration.write(to: root.appendingPathComponent("ckschema.yaml"), atomically: true, encoding: .utf8)
        }
        if !release.isEmpty {
            var lock = ReleaseLock()
            for version in release {
                let path = schemas.appendingPathComponent("v\(version).yaml").path
                _ = try lock.release(try SchemaLoader.load(contentsOf: path), file: "v\(version).yaml")
            }
            try lock.rendered().write(to: schemas.appendingPathComponent(ReleaseLock.fileName), atomically: true, encoding: .utf8)
        }
        return (root, schemas.path)
    }

    static let withNote = """
          Item:
            attributes:
              title: String = ""
              note: String?

        """
    static let withoutNote = """
          Item:
            attributes:
              title: String = ""

        """

    func check(_ root: URL, path: String? = nil) throws -> CheckOutcome {
        let project = try Project.load(from: root.path)
        return try CheckService(project: project) { _ in throw InputError(StoreProblems.missing, message: "no store") }
            .check(path: path)
    }

    @Test func aRemovalPresentInThreeEarlierVersionsIsOneFindingInTheNewestFile() throws {
        let (root, schemas) = try Self.project([1: Self.withNote, 2: Self.withNote, 3: Self.withNote, 4: Self.withoutNote],
                                               release: [1, 2, 3])
        let outcome = try check(root, path: schemas)
        let diagnostics = outcome.findings.diagnostics
        let removals = diagnostics.filter { $0.id == "field_no_delete" }
        #expect(removals.count == 1, "\(diagnostics)")
        let removal = try #require(removals.first)
        #expect(removal.location?.file.hasSuffix("v4.yaml") == true)
        #expect(removal.relatedLocation?.file.hasSuffix("v3.yaml") == true)
        #expect(outcome.failed)
    }

    @Test func additionsOfEarlierVersionsAreNotReportedAgain() throws {
        let (root, schemas) = try Self.project([1: Self.withoutNote, 2: Self.withNote, 3: Self.withNote], release: [1])
        let outcome = try check(root, path: schemas)
        // What was compared: the newest version with its predecessor and the released version 1,
        // which lacks 'note' (so a comparison that counted additions would report it).
        let model = try #require(outcome.models.first)
        #expect(model.proposed.version == 3)
        #expect(model.comparedVersions.map(\.version) == [2, 1])
        #expect(!outcome.findings.diagnostics.contains { $0.id == "field_added" }, "\(outcome.findings.diagnostics)")
        #expect(model.permanent.isEmpty)
    }

    @Test func aChangeOfTheNewestVersionIsComparedWithEveryReleasedVersion() throws {
        // v2 (never released) drops 'note'; v3 brings it back with another type: additive against
        // v2, a type change against the released v1.
        let retyped = """
              Item:
                attributes:
                  title: String = ""
                  note: Int64?

            """
        let (root, schemas) = try Self.project([1: Self.withNote, 2: Self.withoutNote, 3: retyped], release: [1])
        let diagnostics = try check(root, path: schemas).findings.diagnostics
        let typeChange = try #require(diagnostics.first { $0.id == "field_same_type" }, "\(diagnostics)")
        #expect(typeChange.location?.file.hasSuffix("v3.yaml") == true)
        #expect(typeChange.relatedLocation?.file.hasSuffix("v1.yaml") == true)
    }

    @Test func theConfigurationDecidesTheFolderSeveritiesAndSuppressions() throws {
        let unique = """
              Item:
                uniqueConstraints: [[title]]
                attributes:
                  title: String = ""
                  photo: Binary?

            """
        let configuration = """
            version: 1
            schemas: model
            rules:
              binary_without_external_storage: error
            suppressions:
              - rule: unique_constraint
                entity: Item
                reason: local cache, never synced
            """
        let (root, _) = try Self.project([1: unique], folder: "model", configuration: configuration)
        let previous = FileManager.default.currentDirectoryPath
        let outcome = try check(root)
        #expect(FileManager.default.currentDirectoryPath == previous)
        let diagnostics = outcome.findings.diagnostics
        #expect(!diagnostics.contains { $0.id == "unique_constraint" })
        #expect(diagnostics.contains { $0.id == "binary_without_external_storage" && $0.severity == .error })
    }

    // MARK: - SwiftData code beside the YAML versions

    /// `Item` as SwiftData code: the YAML `withNote` version when `note` is there.
    static func itemCode(note: Bool) -> String {
        """
        import SwiftData

        @Model final class Item {
            var title: String = ""
        \(note ? "    var note: String?\n" : "")}

        """
    }

    func checkWithSwift(_ root: URL, configured: Bool) throws -> CheckOutcome {
        let project = try Project.load(from: root.path)
        let service = CheckService(project: project) { _ in throw InputError(StoreProblems.missing, message: "no store") }
        let code = root.appendingPathComponent("Models").path
        return try configured ? service.check() : service.check(swift: [code])
    }

    @Test func codeThatDriftsFromItsYAMLVersionFailsTheCheck() throws {
        let (root, _) = try Self.project([1: Self.withNote])
        defer { try? FileManager.default.removeItem(at: root) }
        let models = root.appendingPathComponent("Models")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        let file = models.appendingPathComponent("Item.swift")
        try Self.itemCode(note: true).write(to: file, atomically: true, encoding: .utf8)
        let clean = try checkWithSwift(root, configured: false)
        #expect(clean.drift?.diagnostics == [])
        #expect(!clean.failed)

        try Self.itemCode(note: false).write(to: file, atomically: true, encoding: .utf8)
        let drifted = try checkWithSwift(root, configured: false)
        #expect(drifted.failed)
        let report = drifted.findingsReport()
        let drift = report.diagnostics.filter { $0.id == "swiftdata.drift" }
        #expect(drift.count == 1, "\(report.diagnostics)")
        #expect(drift.first?.message.contains("'Item.note'") == true)
        #expect(report.files.contains { $0.hasSuffix("Item.swift") })
        // The drift joins the report: the check's fingerprints, reviews and rule order stay.
        let check = drifted.findings.report(title: "ckschema check")
        #expect(report.fingerprints == check.fingerprints && report.reviews.count == drifted.models.count)
        #expect(Array(report.catalog.map(\.id).prefix(check.catalog.count)) == check.catalog.map(\.id))
        #expect(report.catalog.filter { $0.id == "swiftdata.drift" }.count == 1)
    }

    @Test func configuredSwiftPathsAreComparedWithoutBeingNamed() throws {
        let (root, _) = try Self.project([1: Self.withNote], configuration: "swift: [Models]\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let models = root.appendingPathComponent("Models")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        try Self.itemCode(note: false).write(to: models.appendingPathComponent("Item.swift"), atomically: true, encoding: .utf8)
        let outcome = try checkWithSwift(root, configured: true)
        #expect(outcome.drift != nil)
        #expect(outcome.failed)
        let (plain, _) = try Self.project([1: Self.withNote])
        defer { try? FileManager.default.removeItem(at: plain) }
        #expect(try check(plain).drift == nil)
    }

    // MARK: - The release lock

    @Test func aDeletedReleasedVersionFailsTheCheckAtTheLock() throws {
        let (root, schemas) = try Self.project([1: Self.withoutNote, 2: Self.withNote], release: [1])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try !check(root, path: schemas).failed)
        try FileManager.default.removeItem(atPath: schemas + "/v1.yaml")
        let outcome = try check(root, path: schemas)
        let missing = outcome.findings.diagnostics.filter { $0.id == "released_version_missing" }
        #expect(missing.count == 1, "\(outcome.findings.diagnostics)")
        #expect(missing.first?.location?.file.hasSuffix("ckschema.lock") == true)
        #expect(outcome.failed)
    }

    @Test func aReleasedModelWithNoFileLeftIsStillReported() throws {
        let (root, schemas) = try Self.project([1: Self.withNote], release: [1])
        defer { try? FileManager.default.removeItem(at: root) }
        try "model: Other\nversion: 1\nentities:\n\(Self.withNote)".write(toFile: schemas + "/other-v1.yaml", atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: schemas + "/v1.yaml")
        let outcome = try check(root, path: schemas)
        #expect(outcome.findings.diagnostics.filter { $0.id == "released_version_missing" }.count == 1,
                "\(outcome.findings.diagnostics)")
        #expect(outcome.failed)
    }
}

extension CheckServiceTests {
    /// `--fail-on`: the gate's own verdict at `error`, any warning left at `warning`, nothing at `never`.
    @Test func failLevelsDecideTheGateAndTheDiff() throws {
        let otherDefault = Self.withNote.replacingOccurrences(of: "title: String = \"\"", with: "title: String = \"untitled\"")
        // A changed default: a warning (older apps disagree), not an error.
        let (root, schemas) = try Self.project([1: Self.withNote, 2: otherDefault], release: [1])
        let warned = try check(root, path: schemas)
        let report = warned.findingsReport()
        #expect(report.diagnostics.contains { $0.id == "default_value_changed" }, "\(report.diagnostics)")
        #expect(!warned.fails(at: .error, report: report) && !warned.fails(at: .breaking, report: report))
        #expect(warned.fails(at: .warning, report: report))
        #expect(!warned.fails(at: .never, report: report))
        // A released field removed: an error at every level but never.
        let (brokenRoot, brokenSchemas) = try Self.project([1: Self.withNote, 2: Self.withoutNote], release: [1])
        let broken = try check(brokenRoot, path: brokenSchemas)
        let brokenReport = broken.findingsReport()
        #expect(broken.fails(at: .error, report: brokenReport) && broken.fails(at: .breaking, report: brokenReport))
        #expect(broken.fails(at: .warning, report: brokenReport) && !broken.fails(at: .never, report: brokenReport))

        let folder = try Project.load(from: root.path).schemasDirectory()
        let changedDefault = try DiffService.diff(old: "1", new: "2", schemasFolder: folder)
        #expect(!changedDefault.fails(at: .error) && changedDefault.fails(at: .warning) && !changedDefault.fails(at: .never))
        let removal = try DiffService.diff(old: "1", new: "2", schemasFolder: Project.load(from: brokenRoot.path).schemasDirectory())
        #expect(removal.fails(at: .error) && removal.fails(at: .breaking) && !removal.fails(at: .never))
        let addition = try DiffService.diff(old: "2", new: "1", schemasFolder: Project.load(from: brokenRoot.path).schemasDirectory())
        #expect(!addition.fails(at: .error) && !addition.fails(at: .warning))
    }
}
