import Foundation

/// Paths inside the package, computed from this file's location so tests work from any directory.
enum PackagePaths {
    /// The package root (the directory holding Package.swift).
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // Support
        .deletingLastPathComponent() // CKSchemaKitTests
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent()

    static func url(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }
}
