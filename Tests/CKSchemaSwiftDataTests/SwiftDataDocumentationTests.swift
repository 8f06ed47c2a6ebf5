import CKSchemaTestSupport
import Foundation
import Testing
@testable import CKSchemaSwiftData

/// The diagnostics catalogue in docs/swiftdata.md is generated from the declarations.
@Suite struct SwiftDataDocumentationTests {
    @Test func theCatalogueInTheDocsIsCurrent() throws {
        let url = PackagePaths.url(SwiftDataDocumentation.markdownPath)
        let document = try String(contentsOf: url, encoding: .utf8)
        let updated = try #require(SwiftDataDocumentation.updating(document), "markers missing in docs/swiftdata.md")
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try updated.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(updated == document, "docs/swiftdata.md is stale: RECORD_GOLDENS=1 swift test --filter SwiftDataDocumentationTests")
        for description in SwiftDataDiagnostics.all {
            #expect(document.contains("`\(description.id)`"), "\(description.id)")
        }
    }

    @Test func explanationsSayWhyAndWhatToDo() {
        let text = SwiftDataDocumentation.explain(SwiftDataDiagnostics.unresolvedType)
        #expect(text.hasPrefix("swiftdata.unresolved_type\nreported by the SwiftData reader, severity warning\n"))
        #expect(text.contains("Why\n\n    SwiftData stores"))
        #expect(text.contains("Example (↓ marks where it is reported)"))
    }
}
