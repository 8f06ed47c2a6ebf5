import Foundation
import Testing
@testable import CKSchemaCore
import CKSchemaTestSupport

@Suite struct AtomicFileTests {
    @Test func writesCreatesFoldersAndLeavesNoTemporaryFile() throws {
        let folder = TemporaryFolder.url("atomic")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("a/b/out.txt").path
        try AtomicFile.write("one\n", to: path)
        try AtomicFile.write("two\n", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "two\n")
        #expect(AtomicFile.isUpToDate("two\n", at: path))
        #expect(!AtomicFile.isUpToDate("one\n", at: path))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("a/b").path)
        #expect(leftovers == ["out.txt"])
    }
}
