import Foundation
import Testing

/// Paths and golden-file helpers for the CloudKit tests.
public enum CloudKitFixtures {
    /// `Tests/Fixtures/CloudKit`.
    public static let folder = PackagePaths.fixture("CloudKit")
    public static let corpus = PackagePaths.corpus

    /// Every `.ckdb` file in the corpus, by file name.
    public static func corpusCKDBFiles() -> [URL] {
        guard let folder = corpus?.appendingPathComponent("ckdb"),
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.filter { $0.hasSuffix(".ckdb") }.sorted().map { folder.appendingPathComponent($0) }
    }

    public static func corpusFile(_ relativePath: String) -> URL? { PackagePaths.corpusFile(relativePath) }

    public static func read(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    /// Compares `actual` with the golden file `name` (re-recorded when `RECORD_GOLDENS=1`).
    public static func assertGolden(
        _ actual: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "golden '\(name)' differs; re-record with RECORD_GOLDENS=1", sourceLocation: sourceLocation)
    }
}
