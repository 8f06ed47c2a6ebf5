import Foundation
import Testing
import CKSchemaTestSupport

/// A 1 GiB input of every format is refused by the binary in well under a second, from its size.
@Suite struct InputLimitTests {
    /// A folder holding a sparse 1 GiB file at `name`.
    static func folder(withSparse name: String) throws -> URL {
        let folder = try TemporaryFolder.make("ckschema-test")
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: url.path))
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        return folder
    }

    @Test(arguments: [
        ("v1.yaml", ["lint", "v1.yaml"], 67_108_864),
        ("records.yaml", ["dev", "seed", "records.yaml", "--state", "s.sqlite"], 67_108_864),
        ("ckschema.yaml", ["lint", "v1.yaml"], 1_048_576),
        ("prod.ckdb", ["inspect", "prod.ckdb"], 67_108_864),
        ("prod.ckdb", ["env", "import", "production", "prod.ckdb", "--state", "s.sqlite"], 67_108_864),
        ("M.xcdatamodeld/M.xcdatamodel/contents", ["import", "xcdatamodel", "M.xcdatamodeld"], 67_108_864),
        ("Models/Item.swift", ["import", "swiftdata", "Models"], 8_388_608),
        ("Models/Item.swift", ["lint", "Models"], 8_388_608),
    ])
    func aGibibyteInputIsRefusedAtOnce(file: String, arguments: [String], limit: Int) throws {
        let folder = try Self.folder(withSparse: file)
        defer { try? FileManager.default.removeItem(at: folder) }
        let started = Date()
        let result = try CLIRunner.run(arguments, in: folder)
        #expect(Date().timeIntervalSince(started) < 1)
        #expect(result.status == 2)
        let firstLine = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine.hasSuffix("\(file):1:1: error: the file is 1073741824 bytes, more than the limit of \(limit) bytes [input.too_large]"),
                "\(result.stderr)")
        // Nothing was written: no store, no imported schemas.
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("s.sqlite").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("schemas").path))
    }
}
