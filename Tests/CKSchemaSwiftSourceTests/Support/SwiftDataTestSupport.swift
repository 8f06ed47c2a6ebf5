import CKSchemaCore
import CKSchemaTestSupport
import Foundation
import Testing
@testable import CKSchemaSwiftSource

/// In these tests the name means ckschema's (Swift Testing has one too).
typealias SourceLocation = CKSchemaCore.SourceLocation

/// Reading Swift snippets in tests, and finding `↓` markers in them.
enum SwiftDataTestSupport {
    static let fileName = "Model.swift"

    /// Reads one snippet (markers removed) as the file `Model.swift`.
    /// Every snippet is parsed, model code or not: these tests are about the parser and the
    /// collectors (which files a read parses is `SwiftDataReaderSelectionTests`').
    static func read(_ source: String, modelName: String? = nil) -> SwiftDataReadResult {
        SwiftDataReader.read(sources: [SwiftSource(path: fileName, text: source.replacingOccurrences(of: "↓", with: ""))],
                             modelName: modelName, parsingEverything: true)
    }

    /// Reads several snippets, each under its own file name.
    static func read(files: [(String, String)], modelName: String? = nil) -> SwiftDataReadResult {
        SwiftDataReader.read(sources: files.map { SwiftSource(path: $0.0, text: $0.1) }, modelName: modelName)
    }

    /// The only version read from a snippet (recorded as an issue when there is not exactly one).
    static func schema(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Schema {
        let result = read(source)
        let versions = result.versions
        try #require(versions.count == 1, "expected one version, got \(versions.count)", sourceLocation: sourceLocation)
        return versions[0].schema
    }

    /// The positions of the `↓` markers in `source` (line and scalar column of the character after each).
    static func markers(in source: String, file: String = fileName) -> [SourceLocation] {
        var result: [SourceLocation] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var column = 1
            for scalar in line.unicodeScalars {
                if scalar == "↓" {
                    result.append(SourceLocation(file: file, line: index + 1, column: column))
                } else {
                    column += 1
                }
            }
        }
        return result
    }

    /// The shared corpus, nil when it (or its `swiftdata` folder) is absent.
    static let corpus: URL? = PackagePaths.corpusFile("swiftdata").flatMap {
        FileManager.default.fileExists(atPath: $0.path) ? PackagePaths.corpus : nil
    }

}

extension SwiftDataReadResult {
    /// The diagnostics with `id`.
    func diagnostics(_ id: String) -> [Diagnostic] { diagnostics.filter { $0.id == id } }

    /// The diagnostic ids, for failure messages.
    var ids: [String] { diagnostics.map(\.id) }
}

extension Schema {
    func entity(_ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Entity {
        try #require(entity(named: name), "no entity '\(name)' in \(entities.map(\.name))", sourceLocation: sourceLocation)
    }
}

extension Entity {
    func attribute(_ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Attribute {
        try #require(attribute(named: name), "no attribute '\(name)' in \(attributes.map(\.name))", sourceLocation: sourceLocation)
    }

    func relationship(_ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Relationship {
        try #require(relationship(named: name), "no relationship '\(name)' in \(relationships.map(\.name))",
                     sourceLocation: sourceLocation)
    }
}
