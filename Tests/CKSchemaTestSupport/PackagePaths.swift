import Foundation

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
    /// when it is absent: tests that read it skip then.
    public static let corpus: URL? = {
        let url = root.appendingPathComponent("../shared/corpus").standardizedFileURL
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }()

    /// Whether the shared corpus is there.
    public static var corpusAvailable: Bool { corpus != nil }

    /// `relativePath` inside the shared corpus, nil when the corpus or the file is absent.
    public static func corpusFile(_ relativePath: String) -> URL? {
        guard let url = corpus?.appendingPathComponent(relativePath),
              FileManager.default.fileExists(atPath: url.path) else { return nil }
        return url
    }
}
