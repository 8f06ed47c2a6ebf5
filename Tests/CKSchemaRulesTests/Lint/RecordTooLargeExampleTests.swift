import Testing
@testable import CKSchemaCore
@testable import CKSchemaRules

/// The wide entity `record_too_large`'s examples are built from.
@Suite struct RecordTooLargeExampleTests {
    @Test func wideEntityExampleText() {
        let text = RecordTooLargeRule.wideEntity(attributeCount: 12, marked: true)
        let padding = String(repeating: "x", count: 235)
        var lines = ["model: Telemetry", "version: 1", "entities:", "  ↓Wide:", "    attributes:"]
        for index in 0..<12 { lines.append("      f\(String(repeating: "0", count: 4 - String(index).count))\(index)\(padding): Int64?") }
        #expect(text == lines.joined(separator: "\n") + "\n")
        #expect(RecordTooLargeRule.wideEntity(attributeCount: 0, marked: false)
            == "model: Telemetry\nversion: 1\nentities:\n  Wide:\n    attributes:\n")
    }
}
