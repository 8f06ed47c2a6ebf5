import Foundation
import Testing
import CKSchemaFuzzing
import CKSchemaTestSupport

/// Every input a fuzzer ever found a problem with, run again through its target: a crash would
/// end the test run, an invariant broken again traps the same way.
@Suite struct FuzzRegressionTests {
    /// The committed inputs of `target`, by name.
    static func inputs(of target: FuzzTarget) throws -> [(name: String, bytes: [UInt8])] {
        let folder = PackagePaths.fixture("fuzz-regressions/\(target.rawValue)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
        return try names.map { name in (name, Array(try Data(contentsOf: folder.appendingPathComponent(name)))) }
    }

    @Test(arguments: FuzzTarget.allCases)
    func everyRegressionInputRunsCleanly(target: FuzzTarget) throws {
        for (_, bytes) in try Self.inputs(of: target) { target.run(bytes) }
    }

    @Test func theIssuesCrashingImporterInputsAreKept() throws {
        let names = try Self.inputs(of: .xcdatamodel).map(\.name)
        #expect(names.contains("issue-13-processing-instruction"))
        #expect(names.contains("issue-13-invalid-utf8-name"))
    }
}
