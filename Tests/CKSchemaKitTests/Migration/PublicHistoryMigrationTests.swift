import CKSchemaCore
import CKSchemaRules
import CKSchemaSwiftSource
import CKSchemaTestSupport
import Foundation
import Testing

/// Migration crashes of public SwiftData apps, labelled by hand (Tests/Fixtures/SwiftData/
/// public-history-migrations.tsv): the migration rules on a minimal reproduction of each bug and
/// fix commit's plan give exactly the labelled findings, name every class the crash is about at the
/// bug commit, and none of them at the fix commit.
@Suite struct PublicHistoryMigrationTests {
    struct Label {
        var name: String
        var role: String
        var reproduction: String
        var expected: Set<String>
        var crashed: [String]
    }

    static func labels() throws -> [Label] {
        let text = try String(contentsOf: PackagePaths.fixture("SwiftData/public-history-migrations.tsv"), encoding: .utf8)
        return try text.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst().map { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            try #require(columns.count == 9, "\(line)")
            try #require(["bug", "fix"].contains(columns[3]), "\(line)")
            func list(_ text: String, _ separator: Character) -> [String] { text == "-" ? [] : text.split(separator: separator).map(String.init) }
            return Label(name: columns[0], role: columns[3], reproduction: columns[5],
                         expected: Set(list(columns[6], ";")), crashed: list(columns[7], ","))
        }
    }

    /// `rule:Class@line` for each migration finding of the reproduction.
    static func findings(_ folder: String) throws -> Set<String> {
        let path = PackagePaths.fixture("SwiftData/PublicHistory/" + folder).path
        let result = try SwiftDataReader.read(paths: [path])
        #expect(!result.diagnostics.contains { $0.id == "swiftdata.empty_version" || $0.id == "swiftdata.not_static" }, "\(folder)")
        return Set(result.models.compactMap(\.migration).flatMap { MigrationLinter().lint($0).diagnostics }.map { finding in
            "\(finding.id):\(finding.entity ?? "")@\(finding.location?.line ?? 0)"
        })
    }

    @Test func eachReproductionGetsItsLabels() throws {
        let labels = try Self.labels().filter { $0.reproduction != "-" }
        #expect(labels.count == 4)
        for label in labels {
            let found = try Self.findings(label.reproduction)
            #expect(found == label.expected, "\(label.name) \(label.role): unlabelled \(found.subtracting(label.expected).sorted()), missing \(label.expected.subtracting(found).sorted())")
            let named = Set(found.compactMap { $0.split(separator: ":").last?.split(separator: "@").first.map(String.init) })
            for crashed in label.crashed {
                if label.role == "bug" {
                    #expect(named.contains(crashed), "\(label.name): the bug commit's crash on '\(crashed)' is not caught")
                } else {
                    #expect(!named.contains(crashed), "\(label.name): '\(crashed)' is still named after the fix")
                }
            }
        }
    }

    /// Every case has its bug and its fix commit.
    @Test func everyCaseHasABugAndAFix() throws {
        let labels = try Self.labels()
        for name in Set(labels.map(\.name)) {
            #expect(labels.filter { $0.name == name }.map(\.role).sorted() == ["bug", "fix"], "\(name)")
        }
    }
}
