import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaGeneration
@testable import CKSchemaRules
import CKSchemaTestSupport

/// Compares generated Swift with the golden files in `Fixtures/Generation/Swift/<case>/`.
/// Re-record with `RECORD_GOLDENS=1 swift test --filter SwiftGeneratorGoldenTests`.
@Suite struct SwiftGeneratorGoldenTests {
    static let fixtures = PackagePaths.fixture("Generation/Swift")

    @Test(arguments: SwiftGenerationCases.all.map(\.name))
    func matchesGoldenFiles(caseName: String) throws {
        let testCase = try #require(SwiftGenerationCases.all.first { $0.name == caseName })
        let files = try SwiftGenerator.generate(testCase.versions, additionalImports: testCase.imports)
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
            #expect(expected == file.contents, "\(caseName)/\(file.path) differs from its golden file\(Self.firstDifference(expected, file.contents))")
        }
    }

    @Test func generationIsDeterministic() throws {
        for (_, versions, imports) in SwiftGenerationCases.all {
            #expect(try SwiftGenerator.generate(versions, additionalImports: imports)
                == SwiftGenerator.generate(versions, additionalImports: imports))
        }
    }

    /// The first differing line, to make a failure readable.
    static func firstDifference(_ expected: String?, _ actual: String) -> String {
        guard let expected else { return " (golden file missing)" }
        let e = expected.components(separatedBy: "\n"), a = actual.components(separatedBy: "\n")
        for index in 0..<max(e.count, a.count) {
            let left = index < e.count ? e[index] : "<end>", right = index < a.count ? a[index] : "<end>"
            if left != right { return ": line \(index + 1): expected '\(left)', got '\(right)'" }
        }
        return ""
    }
}
