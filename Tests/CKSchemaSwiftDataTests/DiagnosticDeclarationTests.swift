import CKSchemaCore
import Testing
@testable import CKSchemaSwiftData

/// Every diagnostic the reader can report is declared once, and its example reports it where the
/// example's `↓` says.
@Suite struct DiagnosticDeclarationTests {
    @Test func identifiersAreUniqueAndPrefixed() {
        let ids = SwiftDataDiagnostics.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for description in SwiftDataDiagnostics.all {
            #expect(description.id.hasPrefix("swiftdata."), "\(description.id)")
            #expect(!description.summary.hasSuffix("."), "\(description.id)")
            #expect(!description.rationale.isEmpty && !description.fix.isEmpty, "\(description.id)")
        }
    }

    @Test(arguments: SwiftDataDiagnostics.all.filter { !$0.example.isEmpty }.map(\.id))
    func exampleReportsTheDiagnosticAtItsMarker(id: String) throws {
        let description = try #require(SwiftDataDiagnostics.description(of: id))
        let markers = SwiftDataTestSupport.markers(in: description.example)
        try #require(markers.count == 1, "the example of \(id) needs exactly one ↓")
        let result = SwiftDataTestSupport.read(description.example)
        let found = result.diagnostics(id)
        #expect(found.map(\.location) == [markers[0]], "\(id): \(result.diagnostics.map { "\($0.id) \($0.location.map(String.init(describing:)) ?? "-") \($0.message)" })")
        #expect(found.allSatisfy { $0.severity == description.severity })
    }

    /// Every ID any read of the examples produced is declared (no undeclared ID slips out).
    @Test func everyReportedIDIsDeclared() {
        let declared = Set(SwiftDataDiagnostics.all.map(\.id))
        for description in SwiftDataDiagnostics.all {
            for diagnostic in SwiftDataTestSupport.read(description.example).diagnostics {
                #expect(declared.contains(diagnostic.id), "\(diagnostic.id) from the example of \(description.id)")
            }
        }
    }
}
