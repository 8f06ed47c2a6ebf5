import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaRules
import CKSchemaTestSupport

/// Runs every rule's declared before/after examples: a triggering example must produce findings of
/// the rule exactly at its `↓` markers; a non-triggering one none at the rule's level.
@Suite struct ChangeRuleExampleTests {
    static let ids = ChangeRules.all.map { type(of: $0).description.id }

    @Test(arguments: ids)
    func examplesProduceFindingsExactlyAtTheirMarkers(id: String) throws {
        let rule = try #require(ChangeRules.rule(id: id))
        let description = type(of: rule).description
        for example in description.examples {
            let where_ = Testing.SourceLocation(fileID: example.fileID, filePath: example.filePath,
                                                line: example.line, column: example.column)
            let before = Marked(example.before), after = Marked(example.after)
            let old = try SchemaLoader.load(bytes: Array(before.text.utf8), file: "before.yaml")
            let new = try SchemaLoader.load(bytes: Array(after.text.utf8), file: "after.yaml")
            let report = CompatibilityChecker().check(old: old, new: new)
            #expect(!report.findings.contains { $0.ruleID == CompatibilityChecker.unclassifiedID },
                    "unclassified change in example: \(report.findings.filter { $0.ruleID == CompatibilityChecker.unclassifiedID }.map(\.message))",
                    sourceLocation: where_)
            let own = report.reported.filter { $0.ruleID == id }.map(\.diagnostic)
            if example.triggers {
                let expected = before.markers.map { "before.yaml:\($0)" } + after.markers.map { "after.yaml:\($0)" }
                let actual = own.compactMap { $0.location.map { "\($0.file):\($0.line):\($0.column)" } }
                #expect(actual.sorted() == expected.sorted(), "\(own.map(\.message))", sourceLocation: where_)
                #expect(own.allSatisfy { $0.severity == description.level.severity }, sourceLocation: where_)
            } else {
                #expect(own.isEmpty, "\(own.map(\.message))", sourceLocation: where_)
            }
        }
    }

    @Test func rulesAreDeclaredConsistently() throws {
        #expect(Set(Self.ids).count == Self.ids.count)
        for rule in ChangeRules.all {
            let description = type(of: rule).description
            #expect(RuleIDGrammar.isWellFormed(description.id), "\(description.id)")
            #expect(String(describing: type(of: rule)) == RuleIDGrammar.typeName(for: description.id), "\(description.id)")
            #expect(!description.summary.hasSuffix("."), "\(description.id)")
            #expect(!type(of: rule).handles.isEmpty, "\(description.id) handles no change")
            #expect(Set(type(of: rule).handles).count == type(of: rule).handles.count, "\(description.id) declares a subject twice")
            #expect(description.examples.contains { !$0.triggers }, "\(description.id) needs a non-triggering example")
            if description.id != "local_only_change" {
                #expect(description.examples.contains { $0.triggers }, "\(description.id) needs a triggering example")
            }
        }
    }

    /// Each rule file sits in the folder of its level (`Rules/Breaking/FieldNoDeleteRule.swift`).
    @Test func everyRuleFileIsRegisteredInTheFolderOfItsLevel() throws {
        let folder = PackagePaths.url("Sources/CKSchemaRules/Compatibility/Rules")
        let enumerator = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        var files: [String: String] = [:]  // type name → folder
        for case let url as URL in enumerator where url.lastPathComponent.hasSuffix("Rule.swift") {
            files[url.deletingPathExtension().lastPathComponent] = url.deletingLastPathComponent().lastPathComponent
        }
        var registered: [String: String] = [:]
        for rule in ChangeRules.all {
            let level = String(describing: type(of: rule).description.level)
            registered[String(describing: type(of: rule))] = level.prefix(1).uppercased() + level.dropFirst()
        }
        #expect(files.count == ChangeRules.all.count)
        #expect(files == registered)
    }
}

/// A YAML document with `↓` markers: the text without them and their positions.
struct Marked {
    var text: String
    var markers: [String]

    init(_ marked: String) {
        text = String(String.UnicodeScalarView(marked.unicodeScalars.filter { $0 != "↓" }))
        var markers: [String] = []
        var line = 1, column = 1
        for scalar in marked.unicodeScalars {
            if scalar == "↓" { markers.append("\(line):\(column)") }
            else if scalar == "\n" { line += 1; column = 1 }
            else { column += 1 }
        }
        self.markers = markers
    }
}
