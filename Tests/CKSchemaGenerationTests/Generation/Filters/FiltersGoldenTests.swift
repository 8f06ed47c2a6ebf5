import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaGeneration
@testable import CKSchemaRules
import CKSchemaTestSupport

/// Compares every filter form with the golden files in `Fixtures/Generation/Filters/<case>/`, and
/// checks that the Swift form parses. Re-record with
/// `RECORD_GOLDENS=1 swift test --filter FiltersGoldenTests`.
@Suite struct FiltersGoldenTests {
    static let fixtures = PackagePaths.fixture("Generation/Filters")

    /// The Journal history (v1–v4: an incompatible Entry change in v2, one on Photo in v3, an
    /// inheritance tree, a local-only and an opted-out entity) for apps built with v1, v2 and v4.
    static let cases: [(name: String, client: Int)] = [("journal", 1), ("journal", 2), ("journal", 4)]

    static func versions(_ name: String) throws -> [Schema] {
        try SchemaLoader.loadDirectory(fixtures.appendingPathComponent("\(name)/schemas").path).schemas
    }

    static func fileName(client: Int, format: FilterFormat) -> String {
        let ext: String = switch format {
        case .swift: "swift"
        case .json: "json"
        case .sql: "sql"
        case .nspredicate, .ckquery: "txt"
        }
        return "v\(client)-\(format.rawValue).\(ext)"
    }

    @Test(arguments: cases.map { "\($0.name)@\($0.client)" })
    func matchesGoldenFiles(caseID: String) throws {
        let parts = caseID.split(separator: "@")
        let name = String(parts[0]), client = try #require(Int(parts[1]))
        let versions = try Self.versions(name)
        for format in FilterFormat.allCases {
            let text = try FiltersGenerator.generate(versions, clientVersion: client, format: format)
            let url = Self.fixtures.appendingPathComponent("\(name)/\(Self.fileName(client: client, format: format))")
            if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
                try AtomicFile.write(text, to: url.path)
                continue
            }
            let expected = try? String(contentsOf: url, encoding: .utf8)
            #expect(expected == text, "\(url.lastPathComponent) differs\(SwiftGeneratorGoldenTests.firstDifference(expected, text))")
        }
    }

    @Test(.tool("swiftc") { ExternalTools.swiftc != nil })
    func swiftFormParses() throws {
        let folder = TemporaryFolder.url("filters-parse")
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (name, client) in Self.cases {
            let path = folder.appendingPathComponent("\(name)-v\(client).swift").path
            try AtomicFile.write(try FiltersGenerator.generate(try Self.versions(name), clientVersion: client, format: .swift), to: path)
            paths.append(path)
        }
        let example = folder.appendingPathComponent("example.swift").path
        try AtomicFile.write(try ExampleFiltersTests.generated(.swift), to: example)
        for path in paths + [example] {
            let (status, output) = try GeneratedSwiftParsesTests.run(try #require(ExternalTools.swiftc), ["-parse", path])
            #expect(status == 0, "swiftc -parse failed for \(path):\n\(output)")
            #expect(output.isEmpty, "swiftc -parse reported:\n\(output)")
        }
    }

    @Test func generationIsDeterministic() throws {
        let versions = try Self.versions("journal")
        for format in FilterFormat.allCases {
            #expect(try FiltersGenerator.generate(versions, format: format)
                == FiltersGenerator.generate(versions.reversed(), format: format))
        }
    }
}

/// The example app's filters are committed under `Generated/Filters/` and must stay fresh (the
/// `ckschema filters --check` of the repository).
@Suite struct ExampleFiltersTests {
    static let committed: [(FilterFormat, String)] = [
        (.swift, "Generated/Filters/VersionFilters.swift"),
        (.json, "Generated/Filters/version-filters.json"),
    ]

    static func generated(_ format: FilterFormat) throws -> String {
        let versions = try SchemaLoader.loadDirectory(PackagePaths.url("schemas").path).selectModel(nil, source: "schemas").versions
        return try FiltersGenerator.generate(versions, format: format)
    }

    @Test(arguments: committed.map(\.1))
    func committedFiltersAreUpToDate(path: String) throws {
        let format = try #require(Self.committed.first { $0.1 == path }?.0)
        try GeneratedFile.expectCurrent(path, try Self.generated(format), from: "`ckschema filters` of schemas/")
    }

    @Test func exampleFiltersEveryEntityOnItsVersionAttribute() throws {
        let plan = try VersionFilterPlanner().plan(try SchemaLoader.loadDirectory(PackagePaths.url("schemas").path).schemas)
        #expect(plan.maxCompatibleVersion == 3)
        #expect(plan.entities.map(\.entity) == ["Score", "Event", "Article", "Post"])
        #expect(plan.entities.map(\.maxReadableVersion) == [3, 3, 3, 3])
        #expect(plan.entities.map(\.attribute) == ["schemaVersion", "schemaVersion", "schemaVersion", "version"])
        #expect(plan.entities.map(\.minimumReaderVersion) == [1, 1, 3, 3])
    }

    /// The Swift form names the classes of the model where it lives: an app's own `@Model`
    /// classes by name, none at all for an Xcode model (Core Data fetches with NSPredicate).
    @Test func theSwiftFormNamesTheAppsOwnClasses() throws {
        let yaml = "model: M\nversion: 1\nversionAttribute: v\nentities:\n  Item:\n    attributes:\n      v: Int16 = 1\n      isDeleted: Bool = false\n"
        func schema(from file: String) throws -> Schema {
            var schema = try SchemaLoader.load(bytes: Array(yaml.utf8), file: "v1.yaml")
            schema.file = file
            return schema
        }
        // YAML: the generated classes, which cannot have a property named like a PersistentModel member.
        #expect(throws: InputError.self) { try FiltersGenerator.generate([try schema(from: "v1.yaml")], format: .swift) }
        let code = try FiltersGenerator.generate([try schema(from: "App/Models/Item.swift")], format: .swift)
        #expect(code.contains("static var swiftDataPredicate: Predicate<Item> {") && !code.contains("SchemaV1"), "\(code)")
        let xcode = try FiltersGenerator.generate([try schema(from: "App/M.xcdatamodeld/M.xcdatamodel/contents")], format: .swift)
        #expect(!xcode.contains("SwiftData") && !xcode.contains("Predicate<"), "\(xcode)")
        #expect(xcode.contains("static var predicate: NSPredicate") && xcode.contains("static var ckQuery: CKQuery"))
    }
}
