import CKSchemaCore
import CKSchemaRules
import CKSchemaSwiftSource
import CKSchemaTestSupport
import Foundation
import Testing

/// The wild run as a test: in every app of the SwiftData corpus, a violation planted in a model
/// labelled synced (Tests/Fixtures/SwiftData/corpus-scopes.tsv, by hand) is an error, one planted
/// in a model labelled local is silent — with the app entitled to CloudKit, as the labels assume.
/// A model is planted in when one class of that name is declared (`@Attribute(.unique) var
/// plantedKey: String = ""`: CloudKit cannot enforce uniqueness).
@Suite(.corpus("swiftdata"))
struct PlantedViolationCorpusTests {
    static let entitled = Entitlements(files: ["App.entitlements"], cloudKit: true)

    /// The app's files with `model`'s class given the planted attribute; nil when not one class has that name.
    static func planted(_ sources: [SwiftSource], in model: String) -> [SwiftSource]? {
        let pattern = try? NSRegularExpression(
            pattern: "@Model\\s+(?:(?:public|final|private|internal|fileprivate)\\s+)*class\\s+\(NSRegularExpression.escapedPattern(for: model))\\b[^{]*\\{")
        var hits: [(Int, NSRange)] = []
        for (index, source) in sources.enumerated() {
            let text = source.text as NSString
            for match in pattern?.matches(in: source.text, range: NSRange(location: 0, length: text.length)) ?? [] {
                hits.append((index, match.range))
            }
        }
        guard hits.count == 1, let (index, range) = hits.first else { return nil }
        var result = sources
        let text = sources[index].text as NSString
        result[index].text = text.replacingCharacters(in: NSRange(location: range.location + range.length, length: 0),
                                                      with: "\n    @Attribute(.unique) var plantedKey: String = \"\"\n")
        return result
    }

    /// Whether linting the newest version of every model read from `sources` reports an error on `plantedKey`.
    static func flagged(_ sources: [SwiftSource]) -> Bool {
        let result = SwiftDataReader.read(sources: sources, entitlements: entitled)
        let linter = Linter()
        return result.models.contains { model in
            guard let newest = model.versions.last else { return false }
            return linter.lint(newest.schema).diagnostics.contains { $0.severity == .error && $0.message.contains("plantedKey") }
        }
    }

    @Test func plantedViolationsAreFlaggedInSyncedModelsAndSilentInLocalOnes() throws {
        let corpus = try #require(PackagePaths.corpusFile("swiftdata"))
        let labels = try SwiftDataScopeCorpusTests.labels()
        var synced = (planted: 0, flagged: 0), local = (planted: 0, silent: 0)
        for app in Set(labels.map(\.app)).sorted() {
            let folder = corpus.appendingPathComponent(app)
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
            let sources = try files.map { SwiftSource(path: $0, text: try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
            for scope in [SyncScope.synced, .local] {
                // The first model of that label one class declares.
                for label in labels where label.app == app && label.scope == scope && !label.model.contains(".") {
                    guard let changed = Self.planted(sources, in: label.model) else { continue }
                    let found = Self.flagged(changed)
                    if scope == .synced {
                        synced.planted += 1
                        if found { synced.flagged += 1 } else { Issue.record("\(app): planted in synced '\(label.model)', not flagged") }
                    } else {
                        local.planted += 1
                        if !found { local.silent += 1 } else { Issue.record("\(app): planted in local '\(label.model)', flagged") }
                    }
                    break
                }
            }
        }
        // Measured 2026-11-28: 21 of 21 flagged, 6 of 6 silent.
        #expect(synced.planted >= 20 && synced.flagged == synced.planted, "\(synced)")
        #expect(local.planted >= 5 && local.silent == local.planted, "\(local)")
    }
}
