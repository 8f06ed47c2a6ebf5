import CKSchemaCKDB
import Foundation
import Testing
@testable import CKSchemaCore
import CKSchemaTestSupport

/// Sizes are checked before content: a 1 GiB file is refused without being read, pipes are read
/// only up to the limit.
@Suite struct InputFileTests {
    /// A sparse file of `size` bytes (no disk space, no time to write).
    static func sparseFile(_ size: UInt64, named name: String = "big") throws -> String {
        let folder = try TemporaryFolder.make("ckschema-test")
        let path = folder.appendingPathComponent(name).path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: size)
        try handle.close()
        return path
    }

    @Test(arguments: InputFormat.allCases)
    func aGibibyteFileIsRefusedFromItsSizeAlone(format: InputFormat) throws {
        let path = try Self.sparseFile(1 << 30)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let error = try #require(throws: InputError.self) { try InputFile.read(path, format: format) }
        #expect(error.diagnostics == [Diagnostic(
            id: InputProblems.tooLarge.id, severity: .error,
            message: "the file is 1073741824 bytes, more than the limit of \(format.byteLimit) bytes",
            location: SourceLocation(file: path, line: 1, column: 1),
            fix: "ckschema reads \(format.summary) of up to \(format.byteLimit) bytes")])
    }

    @Test func aFileAtTheLimitIsReadAndOneByteMoreIsNot() throws {
        let path = try Self.sparseFile(100)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try InputFile.read(path, format: .configuration, limit: 100)?.count == 100)
        #expect(throws: InputError.self) { try InputFile.read(path, format: .configuration, limit: 99) }
        let error = try #require(throws: InputError.self) {
            try InputFile.read(path, format: .configuration, limit: 99, reportedAs: "shown")
        }
        #expect(error.diagnostics.first?.location == SourceLocation(file: "shown", line: 1, column: 1))
    }

    @Test func missingFilesAndFoldersAreNilNotErrors() throws {
        #expect(try InputFile.read("/nonexistent/ckschema", format: .yamlSchema) == nil)
        #expect(try InputFile.read(FileManager.default.temporaryDirectory.path, format: .yamlSchema) == nil)
    }

    @Test func aPipeIsReadOnlyUpToTheLimit() throws {
        // The writer finds the pipe closed once the reader has had enough: an error, not a signal.
        signal(SIGPIPE, SIG_IGN)
        let pipe = Pipe()
        let writer = Thread {
            let chunk = Data(repeating: UInt8(ascii: "x"), count: 1 << 16)
            // Far more than the limit; the reader stops, closing the pipe ends the writer.
            for _ in 0..<1024 { guard (try? pipe.fileHandleForWriting.write(contentsOf: chunk)) != nil else { return } }
            try? pipe.fileHandleForWriting.close()
        }
        writer.start()
        let error = try #require(throws: InputError.self) {
            try InputFile.read(descriptor: pipe.fileHandleForReading.fileDescriptor, file: "<stdin>", format: .ckdb,
                               limit: 1 << 20)
        }
        try pipe.fileHandleForReading.close()
        #expect(error.diagnostics.first?.message == "the input is larger than the limit of 1048576 bytes")
        #expect(error.diagnostics.first?.location == SourceLocation(file: "<stdin>", line: 1, column: 1))
    }

    @Test func theSchemaLoaderRefusesBeforeReading() throws {
        let path = try Self.sparseFile(1 << 30, named: "v1.yaml")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let error = try #require(throws: InputError.self) { try SchemaLoader.load(contentsOf: path) }
        #expect(error.diagnostics.map(\.id) == [InputProblems.tooLarge.id])
        // A lower limit (YAMLLimits) is the one applied.
        let small = try Self.sparseFile(2000, named: "v2.yaml")
        let limited = try #require(throws: InputError.self) {
            try SchemaLoader.load(contentsOf: small, limits: YAMLLimits(maxBytes: 1000))
        }
        #expect(limited.diagnostics.first?.message == "the file is 2000 bytes, more than the limit of 1000 bytes")
    }

    @Test func theCKDBReaderRefusesBeforeReading() throws {
        let path = try Self.sparseFile(UInt64(InputFormat.ckdb.byteLimit + 1), named: "x.ckdb")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let error = try #require(throws: InputError.self) { try CKDBParser.parseFile(atPath: path) }
        #expect(error.diagnostics.map(\.id) == [InputProblems.tooLarge.id])
    }
}
