import Testing
@testable import CKSchemaCore
import CKSchemaTestSupport

/// SQL text written around names and values.
@Suite struct SQLTextTests {
    @Test func quotesAreDoubledInsideAndWrapOutside() {
        #expect(SQLText.identifier("CD_title") == "\"CD_title\"")
        #expect(SQLText.identifier("a\"b") == "\"a\"\"b\"")
        #expect(SQLText.literal("Photo") == "'Photo'")
        #expect(SQLText.literal("it's") == "'it''s'")
        #expect(SQLText.identifier("") == "\"\"")
    }
}
