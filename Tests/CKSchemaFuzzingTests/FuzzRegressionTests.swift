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

    /// What each committed input must come to, written by hand: an input that starts being
    /// accepted, or refused with another or an unlocated problem, fails here, and so does an input
    /// added or removed without its line.
    static let expected: [String: FuzzOutcome] = {
        // Refused before swift-syntax parses it (a shape that stops its parser, nesting it would
        // take minutes on): a located syntax error, and no model read.
        let guarded = FuzzOutcome.refused(["swiftdata.no_models", "swiftdata.syntax_error"])
        return [
            "xcdatamodel/issue-13-invalid-utf8-name": .refused(["import.malformed_xml"]),
            "xcdatamodel/issue-13-processing-instruction": .refused(["import.malformed_xml"]),
            "swift/crash-triple-quote-fuzzed": guarded,
            "swift/crash-triple-quote-minimal": guarded,
            "swift/crash-triple-quote-original": guarded,
            "swift/hostile-deep-nesting": guarded,
            "swift/hostile-empty": .refused(["swiftdata.no_models"]),
            "swift/hostile-invalid-utf8": .refused(["swiftdata.syntax_error"]),
            "swift/hostile-unterminated-model": .refused(["swiftdata.syntax_error"]),
            "swift/timeout-brackets-in-raw-interpolation": guarded,
            "swift/timeout-carriage-return-ends-string": guarded,
            "swift/timeout-quote-in-backticked-name": guarded,
            "swift/timeout-sixteen-brackets-with-attributes": guarded,
        ]
    }()

    @Test func everyRegressionInputComesToItsExpectedOutcome() throws {
        var seen: [String] = []
        for target in FuzzTarget.allCases {
            for (name, bytes) in try Self.inputs(of: target) {
                let key = "\(target.rawValue)/\(name)"
                seen.append(key)
                let outcome = target.run(bytes)
                #expect(outcome == Self.expected[key], "\(key): \(outcome)")
            }
        }
        #expect(seen.sorted() == Self.expected.keys.sorted())
    }
}
