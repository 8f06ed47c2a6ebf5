import CKSchemaCore
import CKSchemaRules
import CKSchemaSwiftSource
import CKSchemaTestSupport
import Foundation
import Testing

/// The scope of every `@Model` class of the SwiftData corpus, against the labels written by hand
/// from each app's configuration code (Tests/Fixtures/SwiftData/corpus-scopes.tsv); every app reads
/// at least one entity in every version; no CloudKit error lands on a local model.
@Suite(.corpus("swiftdata"))
struct SwiftDataScopeCorpusTests {
    struct Label {
        var app: String
        var model: String
        var scope: SyncScope
        var evidence: String
    }

    static func labels() throws -> [Label] {
        let text = try String(contentsOf: PackagePaths.fixture("SwiftData/corpus-scopes.tsv"), encoding: .utf8)
        return try text.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst().map { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            try #require(columns.count == 4, "\(line)")
            let scope = try #require(SyncScope(rawValue: columns[2]), "\(line)")
            return Label(app: columns[0], model: columns[1], scope: scope, evidence: columns[3])
        }
    }

    /// The label of a class: the one naming it most precisely (`V3.Tag` before `Tag`).
    static func label(of qualifiedName: String, in labels: [Label]) -> Label? {
        labels.filter { qualifiedName == $0.model || qualifiedName.hasSuffix("." + $0.model) }
            .max { $0.model.count < $1.model.count }
    }

    @Test func everyModelHasItsHandLabelledScopeAndNoLocalModelGetsACloudKitError() throws {
        let corpus = try #require(PackagePaths.corpusFile("swiftdata"))
        let labels = try Self.labels()
        let linter = Linter()
        var used: Set<String> = []
        var errors = (onSyncedOrUnknown: 0, onLocal: 0)
        for app in Set(labels.map(\.app)).sorted() {
            let appLabels = labels.filter { $0.app == app }
            let result = try SwiftDataReader.read(paths: [corpus.appendingPathComponent(app).path])
            #expect(!result.versions.isEmpty, "\(app) reads no version")
            for version in result.versions {
                #expect(!version.schema.entities.isEmpty, "\(app) \(version.versionedSchema ?? "") has no entity")
            }
            for (name, evidence) in result.scopes {
                guard let label = Self.label(of: name, in: appLabels) else {
                    Issue.record("\(app): '\(name)' has no label")
                    continue
                }
                used.insert("\(app)\t\(label.model)")
                #expect(evidence.scope == label.scope, "\(app) \(name): ckschema says \(evidence.scope) (\(evidence.reason)), labelled \(label.scope) (\(label.evidence))")
            }
            for model in result.models {
                guard let newest = model.versions.last else { continue }
                for diagnostic in linter.lint(newest.schema).diagnostics where diagnostic.severity == .error {
                    let entity = diagnostic.entity.flatMap { newest.schema.entity(named: $0) }
                    if entity?.scope == .local {
                        errors.onLocal += 1
                        Issue.record("\(app): CloudKit error on a local model: \(diagnostic)")
                    } else {
                        errors.onSyncedOrUnknown += 1
                    }
                }
            }
        }
        for label in labels where !used.contains("\(label.app)\t\(label.model)") {
            Issue.record("\(label.app): the label of '\(label.model)' matches no @Model class read")
        }
        #expect(errors.onLocal == 0)
        #expect(errors.onSyncedOrUnknown > 0)
    }
}

/// The findings of the relationship rules SwiftData's CloudKit integration adds (a non-optional
/// to-many relationship, a many-to-many pair without inverse) on the SwiftData corpus, against the
/// labels written by hand (Tests/Fixtures/SwiftData/corpus-relationship-findings.tsv): each labelled
/// finding is reported, nothing else is.
@Suite(.corpus("swiftdata"))
struct SwiftDataRelationshipCorpusTests {
    @Test func theRelationshipRulesReportExactlyTheLabelledFindings() throws {
        let corpus = try #require(PackagePaths.corpusFile("swiftdata"))
        let text = try String(contentsOf: PackagePaths.fixture("SwiftData/corpus-relationship-findings.tsv"), encoding: .utf8)
        let labelled = Set(text.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst().map { line in
            line.split(separator: "\t").prefix(3).joined(separator: "\t")
        })
        let rules: Set<String> = ["to_many_not_optional", "many_to_many_without_inverse"]
        let apps = try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { !$0.contains(".") }.sorted()
        var found: Set<String> = []
        let linter = Linter()
        for app in apps {
            let result = try SwiftDataReader.read(paths: [corpus.appendingPathComponent(app).path])
            for model in result.models {
                guard let newest = model.versions.last else { continue }
                for diagnostic in linter.lint(newest.schema).diagnostics where rules.contains(diagnostic.id) {
                    found.insert("\(app)\t\(diagnostic.id)\t\(diagnostic.entity ?? "").\(diagnostic.relationship ?? "")")
                }
            }
        }
        #expect(found.subtracting(labelled).sorted() == [], "reported, not labelled")
        #expect(labelled.subtracting(found).sorted() == [], "labelled, not reported")
    }
}
