@testable import CKSchemaKit
import CKSchemaTestSupport
import Foundation
import Testing

/// research/swiftdata-corpus-report.md is what reading and linting the SwiftData corpus gives.
@Suite(.corpus("swiftdata"))
struct SwiftDataCorpusReportTests {
    @Test func theCorpusReportInTheDocsIsCurrent() throws {
        let corpus = try #require(PackagePaths.corpus)
        let report = try SwiftDataCorpusReport.generate(corpus: corpus.path)
        let url = PackagePaths.url("research/swiftdata-corpus-report.md")
        let document = try String(contentsOf: url, encoding: .utf8)
        let begin = try #require(document.range(of: SwiftDataCorpusReport.beginMarker))
        let end = try #require(document.range(of: SwiftDataCorpusReport.endMarker))
        let updated = String(document[..<begin.upperBound]) + "\n\n" + report + "\n" + String(document[end.lowerBound...])
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try updated.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(updated == document, "research/swiftdata-corpus-report.md is stale: RECORD_GOLDENS=1 swift test --filter SwiftDataCorpusReportTests")
        #expect(report.contains("errors: 0."))
    }
}
