import Testing
@testable import CKSchemaCore
import CKSchemaTestSupport

@Suite struct KeyRegistryTests {
    private func register(_ registry: inout KeyRegistry, _ key: String, line: Int) -> Int? {
        var key = key
        return key.withUTF8 { registry.register($0, line: line) }
    }

    @Test func findsDuplicatesOfShortAndLongKeys() {
        var registry = KeyRegistry()
        let keys = ["", "a", "name", "exactlysixteen16", "seventeen_bytes17", "a_long_key_that_differs_at_the_end_1",
                    "a_long_key_that_differs_at_the_end_2", "ümlaut_key"]
        for (line, key) in keys.enumerated() { #expect(register(&registry, key, line: line + 1) == nil, "\(key)") }
        for (line, key) in keys.enumerated() { #expect(register(&registry, key, line: 99) == line + 1, "\(key)") }
        #expect(register(&registry, "exactlysixteen1", line: 50) == nil)
        #expect(register(&registry, "a_long_key_that_differs_at_the_end_3", line: 51) == nil)
        registry.reset()
        #expect(register(&registry, "name", line: 7) == nil)
    }

    @Test func manyKeysGoThroughTheTable() {
        var registry = KeyRegistry()
        for i in 0..<500 { #expect(register(&registry, "field\(i)", line: i) == nil) }
        for i in stride(from: 0, to: 500, by: 7) { #expect(register(&registry, "field\(i)", line: 1_000) == i) }
        #expect(register(&registry, "field500", line: 1) == nil)
        registry.reset()
        #expect(register(&registry, "field1", line: 3) == nil)
        #expect(register(&registry, "field1", line: 4) == 3)
    }
}
