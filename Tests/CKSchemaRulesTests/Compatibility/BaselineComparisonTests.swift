import Testing
@testable import CKSchemaCore
@testable import CKSchemaRules

/// A version against its predecessor and the released versions before it.
@Suite struct BaselineComparisonTests {
    static func schema(_ version: Int, _ attributes: String) throws -> Schema {
        try SchemaLoader.load(bytes: Array("""
            model: Notes
            version: \(version)
            entities:
              Note:
                attributes:
            \(attributes)
            """.utf8), file: "v\(version).yaml")
    }

    @Test func comparingSinceThePredecessorDiffsItOnceAndKeepsOnlyWhatTheProposedVersionChanges() throws {
        // v1 (released) has 'legacy'; v2 removed it; v3 retypes 'count' and adds 'body'
        let v1 = try Self.schema(1, "      title: String = \"\"\n      count: Int64 = 0\n      legacy: String?")
        let v2 = try Self.schema(2, "      title: String = \"\"\n      count: Int64 = 0")
        let v3 = try Self.schema(3, "      title: String = \"\"\n      count: String = \"\"\n      body: String?")
        var once = BaselineComparison(proposed: v3)
        once.compare(sincePredecessor: v2, released: [v1])
        var general = BaselineComparison(proposed: v3)
        general.compare(with: [v2, v1], onlyChangesSince: v2)
        #expect(once.diagnostics == general.diagnostics)
        #expect(once.files == ["v2.yaml", "v1.yaml"] && general.files == once.files)
        #expect(once.permanent == general.permanent)
        #expect(once.reports.map(\.changes) == general.reports.map(\.changes))
        // The retyped field is reported once by each rule, though both baselines see it
        #expect(once.diagnostics.filter { $0.id == "field_same_type" }.count == 1)
        #expect(Set(once.diagnostics.map { $0.id + $0.message }).count == once.diagnostics.count)
        // v2's removal of 'legacy' was reported when v2 was the newest
        #expect(!once.diagnostics.contains { $0.attribute == "legacy" })
    }
}
