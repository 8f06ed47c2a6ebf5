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

/// `sorted(byKey:_:)` orders as `sorted(by:)` does, reading each key once.
@Suite struct SortedByKeyTests {
    @Test func ordersAsTheComparisonOfTheKeysDoes() {
        let words = ["pear", "Apple", "fig", "apple", "banana", "", "fig"]
        #expect(words.sorted(byKey: { $0 }, <) == words.sorted())
        #expect(words.sorted(byKey: \.count, <).map(\.count) == words.map(\.count).sorted())
        let pairs = [("b", 2), ("a", 9), ("b", 1), ("a", 3)]
        let sorted = pairs.sorted(byKey: { ($0.0, $0.1) }, <)
        #expect(sorted.map { "\($0.0)\($0.1)" } == ["a3", "a9", "b1", "b2"])
        #expect([Int]().sorted(byKey: { $0 }, <).isEmpty)
        var reads = 0
        _ = words.sorted(byKey: { (word: String) -> String in reads += 1; return word }, >)
        #expect(reads == words.count)
    }
}
