import CKSchemaCloudKit
import CKSchemaKit
import CKSchemaProject
import CKSchemaRules
import CKSchemaTestSupport
import Foundation
import Testing

@Suite struct CloudKitDocumentationTests {
    static let doc = PackagePaths.url("docs/cloudkit.md")

    /// The text between `<!-- generated: NAME -->` and `<!-- end -->`, replaced by `table`.
    static func replacing(_ name: String, with table: String, in text: String) -> String {
        let start = "<!-- generated: \(name) -->\n"
        guard let open = text.range(of: start), let close = text.range(of: "<!-- end -->", range: open.upperBound..<text.endIndex) else {
            return text
        }
        return text.replacingCharacters(in: open.upperBound..<close.lowerBound, with: table)
    }

    /// docs/cloudkit.md's tables are what the declarations generate (`make generate` rewrites them).
    @Test func docsTablesMatchTheDeclarations() throws {
        let text = try String(contentsOf: Self.doc, encoding: .utf8)
        var expected = Self.replacing("CloudKitDocumentation.failuresTable()", with: CloudKitDocumentation.failuresTable(), in: text)
        expected = Self.replacing("CloudKitDocumentation.findingsTable()", with: CloudKitDocumentation.findingsTable(), in: expected)
        try GeneratedFile.expectCurrent("docs/cloudkit.md", expected, from: "the CloudKit failure and finding declarations")
    }

    @Test func everyIdIsExplainedByTheCatalog() throws {
        for failure in CloudKitFailure.allCases {
            #expect(try DiagnosticCatalog.complete.explain(failure.id).contains(failure.summary))
        }
        for finding in CloudKitFinding.allCases {
            #expect(try DiagnosticCatalog.complete.explain(finding.id).contains(finding.summary))
        }
    }

    @Test func theConfigurationAcceptsACloudKitSection() throws {
        let configuration = try ProjectConfiguration.parse(
            Array("version: 1\ncloudkit:\n  container: iCloud.a.b\n  team: T\n".utf8), file: "ckschema.yaml")
        #expect(try configuration.cloudKit()?.container == "iCloud.a.b")
        #expect(CloudKitService.isConfigured(Project(configuration: configuration), environment: [:]))
        #expect(!CloudKitService.isConfigured(Project(configuration: ProjectConfiguration()), environment: [:]))
        #expect(CloudKitService.isConfigured(Project(configuration: ProjectConfiguration()),
                                             environment: ["CKSCHEMA_CLOUDKIT_CONTAINER": "iCloud.a.b"]))
    }
}

@Suite struct CloudKitConfigurationSchemaTests {
    /// docs/ckschema-config-schema.json lists exactly the keys of the `cloudkit:` section.
    @Test func listsEveryCloudKitKey() throws {
        let data = try Data(contentsOf: PackagePaths.url("docs/ckschema-config-schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let cloudkit = (schema["properties"] as? [String: Any])?["cloudkit"] as? [String: Any]
        let keys = (cloudkit?["properties"] as? [String: Any]).map { Set($0.keys) }
        #expect(keys == Set(CloudKitConfiguration.keys))
    }
}
