@testable import CKSchemaCore
import Testing

/// Path names split without Foundation's `NSString` path methods, which trap on `"."` on Linux.
@Suite struct PathNameTests {
    @Test(arguments: [
        (".", ".", ".."), ("./", ".", ".."), ("..", "..", "../.."), ("a/.", ".", "a/./.."),
        ("a/b", "b", "a"), ("a/b/", "b", "a"), ("b", "b", ""), ("/b", "b", "/"), ("/", "/", "/"),
        ("App/Model.xcdatamodeld", "Model.xcdatamodeld", "App"),
    ])
    func lastComponentAndParent(path: String, last: String, parent: String) {
        #expect(PathName.last(path) == last)
        #expect(PathName.parent(path) == parent)
    }
}
