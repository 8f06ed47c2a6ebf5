import Testing
@testable import ckschema

/// `check` names the versions it compared with shortly.
@Suite struct CheckedLineTests {
    @Test func runsOfThreeOrMoreAreShortened() {
        #expect(FindingsText.ranges([1, 2, 3, 4, 5, 6, 8]) == "1–6, 8")
        #expect(FindingsText.ranges([1, 3]) == "1, 3")
        #expect(FindingsText.ranges([2, 3]) == "2, 3")
        #expect(FindingsText.ranges([]) == "")
    }
}
