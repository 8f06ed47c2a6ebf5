import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaRules
import CKSchemaTestSupport

/// Checks that every rule declares itself the way the docs, the CLI and the tests expect.
@Suite struct LintRuleConformanceTests {
    static let descriptions = LintRules.all.map { $0.description }

    @Test func identifiersAreUniqueSnakeCase() {
        let ids = Self.descriptions.map(\.id) + Self.descriptions.flatMap(\.deprecatedAliases)
        #expect(Set(ids).count == ids.count, "duplicate identifiers or aliases")
        for id in ids {
            #expect(RuleIDGrammar.isWellFormed(id), "'\(id)' is not snake_case")
        }
    }

    @Test(arguments: LintRules.ids)
    func descriptionIsComplete(ruleID: String) throws {
        let description = try #require(LintRules.rule(withID: ruleID)).description
        // Summary: one sentence, capitalised, no trailing period.
        #expect(description.summary.first?.isUppercase == true)
        #expect(!description.summary.hasSuffix("."), "summary ends with a period")
        #expect(!description.summary.contains(". "), "summary has more than one sentence")
        #expect(!description.summary.contains("\n"))
        // Name: Title Case words.
        #expect(description.name.split(separator: " ").allSatisfy { $0.first?.isUppercase == true }, "name is not Title Case")
        // Rationale cites a public source by URL, never a file outside the repository; fix says what to do.
        #expect(description.rationale.contains("https://"), "rationale cites no public source by URL")
        #expect(!description.rationale.contains("cloudkit.md"), "rationale cites a file outside the repository")
        #expect(!description.fix.isEmpty)
        #expect(!description.triggeringExamples.isEmpty, "no triggering example")
        #expect(!description.nonTriggeringExamples.isEmpty, "no non-triggering example")
        for example in description.nonTriggeringExamples {
            #expect(example.markerPositions.isEmpty, "markers in a non-triggering example", sourceLocation: example.sourceLocation)
        }
        for example in description.triggeringExamples + description.nonTriggeringExamples where example.excludedFromDocumentation {
            #expect(example.documentationNote?.isEmpty == false, "an example left out of the docs needs a note", sourceLocation: example.sourceLocation)
        }
    }

    @Test func typeNamesMatchIdentifiers() {
        for rule in LintRules.all {
            #expect(String(describing: rule) == RuleIDGrammar.typeName(for: rule.description.id))
        }
    }

    @Test func everyRuleFileIsRegisteredInItsCategoryFolder() throws {
        let rulesDirectory = PackagePaths.url("Sources/CKSchemaRules/Lint/Rules")
        let enumerator = try #require(FileManager.default.enumerator(at: rulesDirectory, includingPropertiesForKeys: nil))
        var files: [String: String] = [:] // type name -> category folder
        for case let url as URL in enumerator where url.lastPathComponent.hasSuffix("Rule.swift") {
            files[url.deletingPathExtension().lastPathComponent] = url.deletingLastPathComponent().lastPathComponent
        }
        var registered: [String: String] = [:]
        for rule in LintRules.all { registered[String(describing: rule)] = rule.description.category.rawValue }
        #expect(files.count >= 20)
        #expect(Set(files.keys).subtracting(registered.keys).sorted() == [], "rule files missing from LintRules.all")
        #expect(Set(registered.keys).subtracting(files.keys).sorted() == [], "registered rules without their own file")
        #expect(files == registered, "a rule file is not in the folder of its category")
    }
}
