import Testing
@testable import CKSchemaCore
@testable import CKSchemaRules

/// A version against its predecessor and the released versions before it.
@Suite struct ProposedVersionComparisonTests {
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

    @Test func comparingSinceThePredecessorKeepsOnlyWhatTheProposedVersionChangesEachOnce() throws {
        // v1 (released) has 'legacy'; v2 removed it; v3 retypes 'count' and adds 'body'
        let v1 = try Self.schema(1, "      title: String = \"\"\n      count: Int64 = 0\n      legacy: String?")
        let v2 = try Self.schema(2, "      title: String = \"\"\n      count: Int64 = 0")
        let v3 = try Self.schema(3, "      title: String = \"\"\n      count: String = \"\"\n      body: String?")
        var once = ProposedVersionComparison(proposed: v3)
        once.compare(sincePredecessor: v2, released: [v1])
        // Both earlier versions compared, nearest first; the predecessor's changes are the diff's
        #expect(once.files == ["v2.yaml", "v1.yaml"])
        #expect(once.reports.map(\.changes) == [SchemaDiff.changes(from: v2, to: v3), SchemaDiff.changes(from: v1, to: v3)])
        #expect(once.permanent == once.reports.first?.permanent)
        // The retyped field is reported once by each rule, though both earlier versions see it
        #expect(once.diagnostics.map(\.id).sorted()
            == ["default_value_changed", "field_added", "field_same_type", "migration_transforms_values"])
        // 'body' is no rename of 'legacy': v2 removed that, not v3
        #expect(!once.diagnostics.contains { $0.id == "possible_rename" })
        #expect(once.diagnostics.filter { $0.attribute == "count" }.allSatisfy { $0.relatedLocation?.file == "v2.yaml" })
        // v2's removal of 'legacy' was reported when v2 was the newest; compared without the
        // predecessor's filter, it is there
        #expect(!once.diagnostics.contains { $0.attribute == "legacy" })
        var unfiltered = ProposedVersionComparison(proposed: v3)
        unfiltered.compare(with: [v2, v1])
        #expect(unfiltered.diagnostics.contains { $0.attribute == "legacy" })
    }

    /// An element the predecessor has is not new in production, whichever older version lacked
    /// it: making it required reports no addition. What production refuses against an older
    /// version stays reported.
    @Test func additionsComeFromThePredecessorAlone() throws {
        let v1 = try Self.schema(1, "      title: String?")
        let v2 = try Self.schema(2, "      title: String?\n      details: String?")
        let v3 = try Self.schema(3, "      title: String?\n      details: String = \"\"")
        var comparison = ProposedVersionComparison(proposed: v3)
        comparison.compare(sincePredecessor: v2, released: [v1])
        #expect(comparison.diagnostics.contains { $0.id == "attribute_became_required" })
        #expect(!comparison.diagnostics.contains { $0.id == "field_added" }, "\(comparison.diagnostics.map(\.message))")
        #expect(comparison.permanent.isEmpty)
        // v1 had 'title' as a String; v2 dropped it; v3 brings it back as an integer: added
        // against v2, retyped against the released v1, and that is what is reported.
        let retyped = try Self.schema(3, "      details: String?\n      title: Int64 = 0")
        var again = ProposedVersionComparison(proposed: retyped)
        again.compare(sincePredecessor: try Self.schema(2, "      details: String?"), released: [v1])
        #expect(again.diagnostics.contains { $0.id == "field_same_type" && $0.attribute == "title" })
    }

    /// The rename hint pairs a removal and an addition of the same step, closest names first.
    @Test func renameHintPairsTheRemovalOfTheSameStepWithTheClosestName() throws {
        let v1 = try Self.schema(1, "      blue: String?\n      green: String?\n      red: String?")
        let v2 = try Self.schema(2, "      green: String?\n      red: String?")
        let v3 = try Self.schema(3, "      green_: String?\n      red: String?")
        var comparison = ProposedVersionComparison(proposed: v3)
        comparison.compare(sincePredecessor: v2, released: [v1])
        let hints = comparison.diagnostics.filter { $0.id == "possible_rename" }
        #expect(hints.map(\.message) == ["'green_' looks like a rename of attribute 'Note.green'; CloudKit cannot rename"])
        // Removed in one step, two of the same type: each addition gets its closest name
        let both = try Self.schema(2, "      red: String?\n      green_: String?\n      bleu: String?")
        let pairs = CompatibilityChecker().check(old: v1, new: both).reported.filter { $0.ruleID == "possible_rename" }
        #expect(pairs.map(\.message).sorted() == [
            "'bleu' looks like a rename of attribute 'Note.blue'; CloudKit cannot rename",
            "'green_' looks like a rename of attribute 'Note.green'; CloudKit cannot rename",
        ])
    }
}
