import CKSchemaCore
import CKSchemaRules
import CKSchemaTestSupport
import Foundation
import Testing

/// One owner per rule ID: only a rule's own file words its findings. Elsewhere a finding of a rule
/// comes from a factory of its declaration (`FieldNoDeleteRule.deployedFieldMissing(…)`), and a
/// Swift-worded fix from the declaration's `swiftFix`, so changing a rule touches its file alone.
@Suite struct RuleWordingOwnershipTests {
    /// Where the rules live: each file there is the owner of the IDs it declares.
    static let ruleFolders = ["Sources/CKSchemaRules/Lint/Rules/", "Sources/CKSchemaRules/Compatibility/Rules/"]

    static func offenders(in files: [(path: String, text: String)]) -> [String] {
        // A diagnostic or finding built with a rule's ID (`id: FieldNoDeleteRule.id`), or wording
        // chosen by switching on one (`case UniqueConstraintRule.id:`).
        let wordedOutsideTheRule = #/(\b(id|ruleID): \w+Rule\.(description\.)?id\b)|(\bcase \w+Rule\.(description\.)?id\b)/#
        return files.filter { file in !ruleFolders.contains { file.path.hasPrefix($0) } }.flatMap { file in
            file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .filter { $0.element.contains(wordedOutsideTheRule) }
                .map { "\(file.path):\($0.offset + 1): \($0.element.trimmingCharacters(in: .whitespaces))" }
        }
    }

    @Test func noFindingOfARuleIsWordedOutsideItsFile() throws {
        let root = PackagePaths.url("Sources")
        let urls = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(urls.count > 100)
        let files = try urls.map { url in
            (path: "Sources/" + url.path.dropFirst(root.path.count + 1), text: try String(contentsOf: url, encoding: .utf8))
        }
        let offenders = Self.offenders(in: files)
        #expect(offenders.isEmpty, "use a factory of the rule's declaration instead:\n\(offenders.joined(separator: "\n"))")
    }

    @Test func theScanCatchesWordingOutsideTheRule() {
        let files = [
            (path: "Sources/CKSchemaStore/Promote.swift", text: "Diagnostic(\n    id: FieldNoDeleteRule.id, severity: .error,"),
            (path: "Sources/CKSchemaKit/Wording.swift", text: "switch d.id {\ncase UniqueConstraintRule.id:"),
            (path: "Sources/CKSchemaRules/Compatibility/Rules/Breaking/FieldNoDeleteRule.swift", text: "Diagnostic(id: FieldNoDeleteRule.id,"),
            (path: "Sources/CKSchemaCoreData/Report.swift", text: "(\"ordered\", RelationshipOrderedRule.id),"),
        ]
        #expect(Self.offenders(in: files).count == 2)
    }
}
