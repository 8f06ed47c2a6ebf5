import CKSchemaCore
import CKSchemaKit
import CKSchemaRules
import CKSchemaTestSupport
import Foundation
import Testing

/// `docs/checks.md` and `docs/input-problems.md` are what the declarations generate, and every
/// identifier has one declaration that `explain` prints.
@Suite struct DiagnosticCatalogDocumentationTests {
    static let catalog = DiagnosticCatalog.complete

    @Test(arguments: [DiagnosticCatalog.Kind.check, .input])
    func checkedInPageIsUpToDate(kind: DiagnosticCatalog.Kind) throws {
        try GeneratedFile.expectCurrent(DiagnosticCatalog.markdownPath(kind), Self.catalog.markdown(kind),
                                        from: "the DiagnosticGroup declarations")
    }

    /// The complete catalog lists the groups of the rules and project layers interleaved, in the
    /// pages' order: every group either layer declares, once.
    @Test func theRulesAndProjectGroupsAreEachListedOnce() {
        let listed = DiagnosticGroup.rulesAndProject.map(\.name)
        let declared = (DiagnosticGroup.rules + DiagnosticGroup.project).map(\.name)
        #expect(listed.sorted() == declared.sorted(),
                "list each group of DiagnosticGroup.rules and DiagnosticGroup.project once in DiagnosticGroup.rulesAndProject")
        #expect(Set(declared).count == declared.count)
    }

    @Test func everyIdentifierIsDeclaredOnce() {
        let ids = Self.catalog.ids
        let repeated = Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(repeated.isEmpty, "declared more than once: \(repeated)")
        #expect(ids.count > 200)
    }

    @Test func everyIdentifierIsExplained() throws {
        for id in Self.catalog.ids {
            let text = try Self.catalog.explain(id)
            #expect(text.hasPrefix("\(id): "), "explain \(id)")
        }
        #expect(throws: InputError.self) { try Self.catalog.explain("release_not_deploy") }
    }

    @Test func checksPageHasARowAndASectionPerIdentifier() {
        let page = Self.catalog.markdown(.check)
        for id in Self.catalog.ids(of: .check) {
            #expect(page.contains("| [`\(id)`](#\(id)) |"), "checks page lacks a row for \(id)")
            #expect(page.contains("<a id=\"\(id)\"></a>\n### "), "checks page lacks a section for \(id)")
        }
    }

    /// The input problems' page is an index: one anchored row per identifier, and no rationale,
    /// fix or example (`explain` prints those), so it stays short.
    @Test func inputProblemsPageIsAnIndexWithAnAnchoredRowPerIdentifier() {
        let page = Self.catalog.markdown(.input)
        let ids = Self.catalog.ids(of: .input)
        for id in ids {
            #expect(page.contains("| <a id=\"\(id)\"></a>`\(id)` | "), "input page lacks a row for \(id)")
        }
        #expect(!page.contains("**Why.**") && !page.contains("**Example"))
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= ids.count + 7 * Self.catalog.groups(of: .input).count + 10, "\(lines) lines")
    }

    /// The rules' and checks' rationales cite public sources by URL, never a file outside the
    /// repository (input problems are declared with a summary alone).
    @Test func rationalesCitePublicSources() {
        let lint = Self.catalog.lintRules.map { ($0.description.id, $0.description.rationale) }
        let change = Self.catalog.changeRules.map { (type(of: $0).description.id, type(of: $0).description.rationale) }
        let checks = Self.catalog.groups(of: .check).flatMap { group in group.diagnostics.map { ($0.id, $0.rationale) } }
        for (id, rationale) in lint + change + checks {
            #expect(!rationale.contains("cloudkit.md") && !rationale.contains("shared/"), "\(id) cites a file outside the repository")
            #expect(rationale.contains("https://"), "\(id): the rationale cites no public source by URL")
        }
    }
}
