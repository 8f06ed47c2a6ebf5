import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaCoreData
@testable import CKSchemaGeneration
@testable import CKSchemaKit
@testable import CKSchemaRules
@testable import CKSchemaStore

/// Paths and golden-file helpers for the CloudKit tests.
enum CloudKitFixtures {
    /// `Tests/CKSchemaKitTests/Fixtures/CloudKit`.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/CloudKit")

    /// The shared corpus (`../shared/corpus` from the package root), nil when absent.
    static let corpus: URL? = {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let url = root.appendingPathComponent("../shared/corpus").standardizedFileURL
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }()

    static var corpusAvailable: Bool { corpus != nil }

    /// Every `.ckdb` file in the corpus, by file name.
    static func corpusCKDBFiles() -> [URL] {
        guard let folder = corpus?.appendingPathComponent("ckdb"),
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.filter { $0.hasSuffix(".ckdb") }.sorted().map { folder.appendingPathComponent($0) }
    }

    static func corpusFile(_ relativePath: String) -> URL? { corpus?.appendingPathComponent(relativePath) }

    static func read(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    /// Compares `actual` with the golden file `name` (re-recorded when `RECORD_GOLDENS=1`).
    static func assertGolden(
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
