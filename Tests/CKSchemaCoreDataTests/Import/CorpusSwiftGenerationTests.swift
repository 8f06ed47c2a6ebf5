import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaCoreData
@testable import CKSchemaGeneration
@testable import CKSchemaRules
import CKSchemaTestSupport

/// Swift generated from every lint-clean real model of `../shared/corpus/xcdatamodel/` is Swift:
/// one `swiftc -parse` over every generated file (parsing needs no SwiftData, so it runs on Linux).
@Suite(.corpus("xcdatamodel"), .tool("swiftc") { ExternalTools.swiftc != nil })
struct CorpusSwiftGenerationTests {
    @Test func everyLintCleanModelGeneratesSwiftThatParses() throws {
        let folder = TemporaryFolder.url("corpus-swift")
        defer { try? FileManager.default.removeItem(at: folder) }
        let linter = Linter()
        var files: [String] = []
        var generated: [String] = []
        for corpusModel in XCDataModelCorpus.models(in: ImportFixtures.corpusModels) {
            let versions = try XCDataModelCorpus.importModel(corpusModel).versions.map(\.schema)
            // The whole history when every version is lint-clean, else each clean version alone.
            let clean = versions.filter { schema in !linter.lint(schema).diagnostics.contains { $0.severity == .error } }
            let histories = clean.count == versions.count ? [versions] : clean.map { [$0] }
            for (index, history) in histories.enumerated() {
                do {
                    for file in try SwiftGenerator.generate(history) {
                        // One folder, unique names: swiftc refuses two files of one name.
                        let url = folder.appendingPathComponent("\(corpusModel.key)-\(index)-\(file.path)")
                        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                        try file.contents.write(to: url, atomically: true, encoding: .utf8)
                        files.append(url.path)
                    }
                    generated.append("\(corpusModel.key) v\(history.map(\.version))")
                } catch {
                    Issue.record("\(corpusModel.key) versions \(history.map(\.version)): generation refused: \(error)")
                }
            }
        }
        // The corpus holds lint-clean models (the CloudKit samples among them), including one with
        // an entity named `Model` and Transformables of class `.DateComponents`.
        #expect(generated.count >= 20, "\(generated)")
        #expect(generated.contains { $0.hasPrefix("keybuk__EngineShed") })
        let result = try SwiftCompiler.parse(files)
        #expect(result.status == 0, "swiftc -parse failed:\n\(result.output.prefix(4000))")
    }

    /// Xcode's `.DateComponents` (a class of the app's own module) is read as Swift's `DateComponents`,
    /// and a module with no class (`App.`, `.`) as no class at all.
    @Test func xcodeCustomClassNamesBecomeSwiftTypes() {
        #expect(XCDataModelContentsReader.swiftClassName(".DateComponents") == "DateComponents")
        #expect(XCDataModelContentsReader.swiftClassName("UIKit.UIImage") == "UIKit.UIImage")
        #expect(XCDataModelContentsReader.swiftClassName("[String]") == "[String]")
        #expect(XCDataModelContentsReader.swiftClassName("UnCloudNotes.") == nil)
        #expect(XCDataModelContentsReader.swiftClassName(".") == nil)
        #expect(XCDataModelContentsReader.swiftClassName(nil) == nil)
    }
}

/// The Swift compiler that runs the tests, for `swiftc -parse`.
enum SwiftCompiler {
    /// Runs `swiftc -parse` over `files` in one process.
    static func parse(_ files: [String]) throws -> (status: Int32, output: String) {
        let path = try #require(ExternalTools.swiftc)
        return try ExternalTools.run(path, ["-parse"] + files)
    }
}
