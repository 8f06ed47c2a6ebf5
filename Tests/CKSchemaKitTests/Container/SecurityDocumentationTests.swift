import CKSchemaCloudKit
import CKSchemaCore
import CKSchemaTestSupport
import Foundation
import Testing

/// docs/security.md: its workflows are YAML GitHub can read, it is linked from the README and the
/// CI guide, and what it says about cktool's environment is what the code does.
@Suite struct SecurityDocumentationTests {
    static let page = PackagePaths.url("docs/security.md")

    @Test func itsWorkflowsParseStrictly() throws {
        let markdown = try String(contentsOf: Self.page, encoding: .utf8)
        let blocks = markdown.components(separatedBy: "```yaml\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
        #expect(blocks.count == 2)
        for block in blocks {
            let workflow = try #require(try YAMLParser.parse(Array(block.utf8), file: "docs/security.md"))
            #expect(workflow["on"] != nil && workflow["jobs"] != nil && workflow["permissions"] != nil)
        }
        #expect(!blocks[0].contains("secrets."), "the pull-request gate needs no secret")
        #expect(!markdown.contains("pull_request_target:"))
    }

    @Test func theReadmeAndTheCIGuideLinkIt() throws {
        for (path, link) in [("README.md", "(docs/security.md)"), ("docs/ci.md", "(security.md)")] {
            #expect(try String(contentsOf: PackagePaths.url(path), encoding: .utf8).contains(link), "\(path)")
        }
    }

    @Test func itNamesEveryVariableCKToolGets() throws {
        let markdown = try String(contentsOf: Self.page, encoding: .utf8)
        for name in CKToolChildEnvironment.passed + [CKToolChildEnvironment.extraVariable, CKToolChoice.variable] {
            // The proxies' lower-case spellings are documented as "either case".
            #expect(markdown.contains(name) || markdown.contains(name.uppercased()), "\(name)")
        }
    }

    /// Each test the page names as showing a claim exists.
    @Test func everyTestItNamesExists() throws {
        let markdown = try String(contentsOf: Self.page, encoding: .utf8)
        let named = Set(markdown.components(separatedBy: "`").filter { $0.hasSuffix("Tests") || $0.contains("Tests/") }
            .map { String($0.split(separator: "/").first ?? "") }.filter { $0.hasSuffix("Tests") && $0 != "Tests" && !$0.contains(" ") })
        #expect(named.count >= 6, "\(named)")
        let sources = FileManager.default.enumerator(atPath: PackagePaths.url("Tests").path)
        var declared: Set<String> = []
        while let file = sources?.nextObject() as? String {
            guard file.hasSuffix(".swift"), let text = try? String(contentsOf: PackagePaths.url("Tests/" + file), encoding: .utf8) else { continue }
            for name in named where text.contains("struct \(name)") { declared.insert(name) }
        }
        #expect(named.subtracting(declared).isEmpty, "named but not declared: \(named.subtracting(declared).sorted())")
    }
}
