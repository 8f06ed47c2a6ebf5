import Testing
@testable import CKSchemaCore
import CKSchemaTestSupport

@Suite struct MappingKeysTests {
    private func register(_ keys: inout MappingKeys, _ key: String, line: Int) -> Int? {
        keys.register(key, line: line)
    }

    @Test func reportsTheFirstLineOfARepeatedKeyUntilReset() {
        var seen = MappingKeys()
        let keys = ["", "a", "name", "a_long_key_that_differs_at_the_end_1", "a_long_key_that_differs_at_the_end_2",
                    "ümlaut_key"]
        for (line, key) in keys.enumerated() { #expect(register(&seen, key, line: line + 1) == nil, "\(key)") }
        for (line, key) in keys.enumerated() { #expect(register(&seen, key, line: 99) == line + 1, "\(key)") }
        #expect(register(&seen, "a_long_key_that_differs_at_the_end_3", line: 51) == nil)
        seen.reset()
        #expect(register(&seen, "name", line: 7) == nil)
        #expect(register(&seen, "name", line: 8) == 7)
    }
}
