import Foundation
import Testing

/// Where the tests find the package's own files, its shared fixtures and the shared corpus.
public enum PackagePaths {
    /// The package root (the directory holding Package.swift).
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // CKSchemaTestSupport
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent()

    /// `relativePath` below the package root.
    public static func url(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }

    /// The fixtures every test target shares, `Tests/Fixtures/<relativePath>`.
    public static func fixture(_ relativePath: String) -> URL {
        root.appendingPathComponent("Tests/Fixtures").appendingPathComponent(relativePath)
    }

    /// The same as a path relative to the package root, for running the binary from there.
    public static func fixturePath(_ relativePath: String) -> String { "Tests/Fixtures/\(relativePath)" }

    /// The shared corpus of real models and exports (`../shared/corpus` beside the package), nil
    /// when it is absent: suites that read it say so with the ``Testing/Trait/corpus(_:)`` trait.
    public static let corpus: URL? = {
        let url = root.appendingPathComponent("../shared/corpus").standardizedFileURL
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }()

    /// Whether the shared corpus holds every folder of `parts` (`swiftdata`, `xcdatamodel`,
    /// `ckdb`, `pairs`): false where it does not (a contributor's clone), but an error when
    /// `CKSCHEMA_REQUIRE_CORPUS=1` (as `.ci/run` sets), so a run that must read it cannot skip it.
    public static func corpusHolds(_ parts: [String]) throws -> Bool {
        let missing = parts.filter { corpusFile($0) == nil }
        guard missing.isEmpty else {
            if ProcessInfo.processInfo.environment["CKSCHEMA_REQUIRE_CORPUS"] == "1" {
                throw CorpusMissing(folders: missing)
            }
            return false
        }
        return true
    }

    /// `relativePath` inside the shared corpus, nil when the corpus or the file is absent.
    public static func corpusFile(_ relativePath: String) -> URL? {
        guard let url = corpus?.appendingPathComponent(relativePath),
              FileManager.default.fileExists(atPath: url.path) else { return nil }
        return url
    }
}

/// The shared corpus lacks folders a test reads while `CKSCHEMA_REQUIRE_CORPUS=1`.
public struct CorpusMissing: Error, CustomStringConvertible {
    public var folders: [String]
    public var description: String {
        "../shared/corpus lacks \(folders.joined(separator: ", ")) (CKSCHEMA_REQUIRE_CORPUS=1: no skip)"
    }
}

extension Trait where Self == ConditionTrait {
    /// Every suite that reads the shared corpus: runs where it holds `parts`, is skipped where it
    /// does not, and fails instead of skipping when `CKSCHEMA_REQUIRE_CORPUS=1`.
    public static func corpus(_ parts: String...) -> Self {
        .enabled("the shared corpus is absent") { try PackagePaths.corpusHolds(parts) }
    }
}
