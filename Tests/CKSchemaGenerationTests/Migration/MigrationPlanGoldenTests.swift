import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaGeneration
@testable import CKSchemaRules
import CKSchemaTestSupport

/// Compares generated plans with the golden files in `Fixtures/Migration/<case>/`.
/// Re-record with `RECORD_GOLDENS=1 swift test --filter MigrationPlanGoldenTests`.
@Suite struct MigrationPlanGoldenTests {
    static let fixtures = PackagePaths.fixture("Migration")

    @Test(arguments: MigrationPlanCases.all.map(\.name))
    func matchesGoldenFiles(caseName: String) throws {
        let files = try MigrationPlanGenerator.generate(try MigrationPlanCases.history(caseName))
        let folder = Self.fixtures.appendingPathComponent(caseName)
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try? FileManager.default.removeItem(at: folder)
            for file in files { try AtomicFile.write(file.contents, to: folder.appendingPathComponent(file.path).path) }
            return
        }
        let recorded = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
        #expect(recorded == files.map(\.path), "generated file names differ from \(folder.path)")
        for file in files {
            let expected = try? String(contentsOf: folder.appendingPathComponent(file.path), encoding: .utf8)
            #expect(expected == file.contents,
                    "\(caseName)/\(file.path) differs from its golden file\(SwiftGeneratorGoldenTests.firstDifference(expected, file.contents))")
        }
    }

    @Test(.tool("swiftc") { ExternalTools.swiftc != nil }, arguments: MigrationPlanCases.all.map(\.name))
    func swiftPlanParses(caseName: String) throws {
        let files = try SwiftGenerator.generate(try MigrationPlanCases.history(caseName).versions)
        let swift = try #require(files.first { $0.path == "MigrationPlan.swift" })
        let path = TemporaryFolder.url("plan-parse", extension: "swift").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try AtomicFile.write(swift.contents, to: path)
        let (status, output) = try GeneratedSwiftParsesTests.run(try #require(ExternalTools.swiftc), ["-parse", path])
        #expect(status == 0, "swiftc -parse failed for '\(caseName)':\n\(output)")
        #expect(output.isEmpty, "swiftc -parse reported for '\(caseName)':\n\(output)")
    }

    @Test func generationIsDeterministic() throws {
        for (name, _) in MigrationPlanCases.all {
            let history = try MigrationPlanCases.history(name)
            #expect(try MigrationPlanGenerator.generate(history) == MigrationPlanGenerator.generate(history))
        }
    }
}
