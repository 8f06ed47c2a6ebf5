import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaGeneration
@testable import CKSchemaRules
import CKSchemaTestSupport

/// Every generated file must be valid Swift syntax. `swiftc -parse` only parses (no SwiftData
/// needed), so this runs on Linux; skipped when no `swiftc` can be found, failed then in CI.
@Suite struct GeneratedSwiftParsesTests {
    @Test(.tool("swiftc") { ExternalTools.swiftc != nil }, arguments: SwiftGenerationCases.all.map(\.name))
    func generatedFilesParse(caseName: String) throws {
        let testCase = try #require(SwiftGenerationCases.all.first { $0.name == caseName })
        let files = try SwiftGenerator.generate(testCase.versions, additionalImports: testCase.imports)
        let folder = TemporaryFolder.url("swiftgen-parse")
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for file in files {
            let path = folder.appendingPathComponent(file.path).path
            try AtomicFile.write(file.contents, to: path)
            paths.append(path)
        }
        let (status, output) = try Self.run(try #require(ExternalTools.swiftc), ["-parse"] + paths)
        #expect(status == 0, "swiftc -parse failed for '\(caseName)':\n\(output)")
        #expect(output.isEmpty, "swiftc -parse reported for '\(caseName)':\n\(output)")
    }

    @Test(.tool("swiftc") { ExternalTools.swiftc != nil })
    func parseCheckCatchesBrokenSwift() throws {
        // Guards the test above: the same check must fail on invalid syntax.
        let path = TemporaryFolder.url("swiftgen-broken", extension: "swift").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try AtomicFile.write("final class {\n", to: path)
        let (status, _) = try Self.run(try #require(ExternalTools.swiftc), ["-parse", path])
        #expect(status != 0)
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (Int32, String) {
        try ExternalTools.run(executable, arguments)
    }
}
