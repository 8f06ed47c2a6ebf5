import CKSchemaCore
import CKSchemaRules
import CKSchemaSwiftSource
import CKSchemaTestSupport
import Foundation
import Testing

/// The migration plans of every SwiftData corpus app that declares a `VersionedSchema`, against the
/// labels written by hand from each app's code (Tests/Fixtures/SwiftData/corpus-migrations.tsv):
/// every plan is read with the versions it lists; an app labelled clean gets no migration finding;
/// an app labelled hazardous gets exactly its labelled findings, at the labelled lines.
@Suite(.corpus("swiftdata"))
struct SwiftDataMigrationCorpusTests {
    struct Label {
        var app: String
        var plan: String
        var versions: Int
        var hazard: Bool
        var rule: String
        var site: String
        var evidence: String
    }

    static func labels() throws -> [Label] {
        let text = try String(contentsOf: PackagePaths.fixture("SwiftData/corpus-migrations.tsv"), encoding: .utf8)
        return try text.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst().map { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            try #require(columns.count == 7, "\(line)")
            let versions = try #require(Int(columns[2]), "\(line)")
            try #require(["hazard", "clean"].contains(columns[3]), "\(line)")
            return Label(app: columns[0], plan: columns[1], versions: versions, hazard: columns[3] == "hazard",
                         rule: columns[4], site: columns[5], evidence: columns[6])
        }
    }

    @Test func everyAppWithVersionedSchemasIsLabelled() throws {
        let corpus = try #require(PackagePaths.corpusFile("swiftdata"))
        let apps = try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { app in
            let folder = corpus.appendingPathComponent(app).path
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return files.contains { file in
                file.hasSuffix(".swift")
                    && ((try? String(contentsOfFile: folder + "/" + file, encoding: .utf8))?.contains(": VersionedSchema") ?? false)
            }
        }
        #expect(Set(try Self.labels().map(\.app)) == Set(apps))
    }

    @Test func findingsAreExactlyTheHandLabelledHazards() throws {
        let corpus = try #require(PackagePaths.corpusFile("swiftdata"))
        let labels = try Self.labels()
        var hazards = 0
        for app in Set(labels.map(\.app)).sorted() {
            let appLabels = labels.filter { $0.app == app }
            let result = try SwiftDataReader.read(paths: [corpus.appendingPathComponent(app).path])
            // Every plan is read, with the versions its schemas lists.
            let plans = Dictionary(result.models.compactMap { $0.migration }.map { ($0.plan?.name ?? "", $0) },
                                   uniquingKeysWith: { first, _ in first })
            for label in appLabels where label.plan != "-" {
                let history = plans[label.plan]
                #expect(history?.versions.count == label.versions, "\(app): plan '\(label.plan)' read with \(history?.versions.count ?? 0) versions, labelled \(label.versions)")
                #expect(history?.stagesKnown == true, "\(app): the stages of '\(label.plan)' are not read whole")
            }
            #expect(Set(plans.keys) == Set(appLabels.map(\.plan).filter { $0 != "-" }), "\(app): plans read \(plans.keys.sorted())")
            // The findings, once each (plans may share versions), against the labelled sites.
            var found: Set<String> = []
            for history in plans.values {
                for diagnostic in MigrationLinter().lint(history).diagnostics {
                    let file = URL(fileURLWithPath: diagnostic.location?.file ?? "").lastPathComponent
                    found.insert("\(diagnostic.id)\t\(file):\(diagnostic.location?.line ?? 0)")
                }
            }
            let expected = Set(appLabels.filter(\.hazard).map { "\($0.rule)\t\($0.site)" })
            hazards += expected.count
            #expect(found == expected, "\(app): unlabelled findings \(found.subtracting(expected).sorted()), missing \(expected.subtracting(found).sorted())")
            if appLabels.allSatisfy({ !$0.hazard }) {
                #expect(found.isEmpty, "\(app) is labelled clean")
            }
        }
        #expect(hazards > 0)
    }
}
