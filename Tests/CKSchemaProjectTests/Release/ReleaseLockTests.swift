import Foundation
import Testing
@testable import CKSchemaCore
@testable import CKSchemaProject
import CKSchemaTestSupport

@Suite struct ReleaseLockTests {
    static let original = """
        # a comment
        model: M
        version: 1
        entities:
          Score:
            attributes:
              points: Int64 = 0
              note: String?
        """
    /// Same content: other comments, whitespace, key order and the full attribute form.
    static let reformatted = """
        version: 1
        model:   M
        entities:
          Score:
            attributes:
              note:
                optional: true
                type: String
              points:
                default: 0
                type: Int64
        """

    static func load(_ text: String, file: String = "v1.yaml") throws -> Schema {
        try SchemaLoader.load(bytes: Array(text.utf8), file: file)
    }

    /// A new temporary folder with ``original`` as `v1.yaml`, and a lock (not written) that
    /// released it.
    static func releasedFolder() throws -> (folder: URL, file: String, lock: ReleaseLock) {
        let folder = try TemporaryFolder.make("ckschema-test")
        let file = folder.appendingPathComponent("v1.yaml").path
        try original.write(toFile: file, atomically: true, encoding: .utf8)
        var lock = ReleaseLock()
        _ = try lock.release(try SchemaLoader.load(contentsOf: file), file: "v1.yaml")
        return (folder, file, lock)
    }

    @Test func sha256MatchesKnownVectors() {
        #expect(ContentHash.sha256("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(ContentHash.sha256("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(ContentHash.sha256(String(repeating: "a", count: 1000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
        // FIPS 180-2's two-block message and its million 'a's; bytes that are not UTF-8 text.
        #expect(ContentHash.sha256("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                    == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(ContentHash.sha256(String(repeating: "a", count: 1_000_000))
                    == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        #expect(ContentHash.of([0xff, 0x00, 0x80]) == "sha256:ef192b7af54e943f206ab27075ec1805384c972c9959fc5820f1fa7d5268fcef")
    }

    @Test func whitespaceCommentsKeyOrderAndFormDoNotCount() throws {
        #expect(CanonicalSchema.hash(of: try Self.load(Self.original)) == CanonicalSchema.hash(of: try Self.load(Self.reformatted)))
    }

    @Test func anEditToAReleasedVersionNamesTheFileEntityAndAttribute() throws {
        var lock = ReleaseLock()
        #expect(try lock.release(try Self.load(Self.original), file: "v1.yaml"))
        let edited = try Self.load(Self.original.replacingOccurrences(of: "points: Int64 = 0", with: "points: Int64 = 1"))
        let findings = try ReleaseLock.verify(edited, against: try #require(lock.entry(model: "M", version: 1)))
        #expect(findings.map { "\($0.location?.description ?? "") \($0.message)" } == [
            "v1.yaml:7:7 version 1 of 'M' is released and locked, but attribute 'Score.points' changed ('v1.yaml')",
        ])
        #expect(findings.first?.entity == "Score" && findings.first?.attribute == "points")
        #expect(throws: InputError.self) { try lock.release(edited, file: "v1.yaml") }
        #expect(try lock.release(try Self.load(Self.reformatted), file: "v1.yaml") == false)
    }

    @Test func addedAndRemovedMembersAreNamed() throws {
        var lock = ReleaseLock()
        _ = try lock.release(try Self.load(Self.original), file: "v1.yaml")
        let entry = try #require(lock.entry(model: "M", version: 1))
        let edited = try Self.load(Self.original.replacingOccurrences(of: "      note: String?", with: "      memo: String?"))
        // One edit, one finding each: the entity's list of members changed with them, and is not
        // reported again as "entity 'Score' changed".
        #expect(try ReleaseLock.verify(edited, against: entry).map(\.message) == [
            "version 1 of 'M' is released and locked, but attribute 'Score.memo' was added ('v1.yaml')",
            "version 1 of 'M' is released and locked, but member 'Score.note' was removed ('v1.yaml')",
        ])
        // An entity of its own added: the version's list of entities is not "top-level settings changed".
        let entityAdded = try Self.load(Self.original + "\n  Shelf:\n    attributes:\n      name: String?")
        #expect(try ReleaseLock.verify(entityAdded, against: entry).map(\.message) == [
            "version 1 of 'M' is released and locked, but entity 'Shelf' was added ('v1.yaml')",
            "version 1 of 'M' is released and locked, but attribute 'Shelf.name' was added ('v1.yaml')",
        ])
        // A setting of the entity changed beside a member: both are reported.
        let both = try Self.load(Self.original.replacingOccurrences(of: "  Score:\n", with: "  Score:\n    renamedFrom: Result\n")
            .replacingOccurrences(of: "      note: String?", with: "      memo: String?"))
        #expect(try ReleaseLock.verify(both, against: entry).map(\.message) == [
            "version 1 of 'M' is released and locked, but entity 'Score' changed ('v1.yaml')",
            "version 1 of 'M' is released and locked, but attribute 'Score.memo' was added ('v1.yaml')",
            "version 1 of 'M' is released and locked, but member 'Score.note' was removed ('v1.yaml')",
        ])
    }

    @Test func theLockRoundTripsThroughItsFile() throws {
        var lock = ReleaseLock()
        _ = try lock.release(try Self.load(Self.original), file: "v1.yaml")
        let text = try lock.rendered()
        #expect(try JSONDecoder().decode(ReleaseLock.self, from: Data(text.utf8)) == lock)
        #expect(text.hasPrefix("{\n  \"lockVersion\" : 1,\n  \"released\" : [\n"))
    }

    @Test func anUnchangedFileIsVerifiedByItsBytesAndAnEditedOneByItsElements() throws {
        let (folder, file, lock) = try Self.releasedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var entry = try #require(lock.entry(model: "M", version: 1))
        #expect(entry.fileSHA256 == ContentHash.of(Array(Self.original.utf8)))
        #expect(try ReleaseLock.verify(try SchemaLoader.load(contentsOf: file), against: entry).isEmpty)

        // Reformatted: other bytes, the same content; the element hashes decide.
        try Self.reformatted.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try ReleaseLock.verify(try SchemaLoader.load(contentsOf: file), against: entry).isEmpty)
        // Edited: the element hashes name the change.
        try Self.original.replacingOccurrences(of: "Int64 = 0", with: "Int64 = 1").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(Set(try ReleaseLock.verify(try SchemaLoader.load(contentsOf: file), against: entry).map(\.id)) == ["released_version_modified"])

        // A lock written before the file hash existed is verified by its elements.
        entry.fileSHA256 = nil
        #expect(Set(try ReleaseLock.verify(try SchemaLoader.load(contentsOf: file), against: entry).map(\.id)) == ["released_version_modified"])
        let old = try JSONDecoder().decode(ReleaseLock.self, from: Data(#"{"lockVersion": 1, "released": [{"model": "M", "version": 1, "file": "v1.yaml", "sha256": "x", "elements": {}}]}"#.utf8))
        #expect(old.released.first?.fileSHA256 == nil)
    }

    @Test func releasingAgainRecordsTheFileHashAnOlderLockLacks() throws {
        let folder = try TemporaryFolder.make("ckschema-test")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("v1.yaml").path
        try Self.original.write(toFile: file, atomically: true, encoding: .utf8)
        let schema = try SchemaLoader.load(contentsOf: file)
        var lock = ReleaseLock()
        _ = try lock.release(schema, file: "v1.yaml")
        lock.released[0].fileSHA256 = nil
        let older = lock
        #expect(try lock.release(schema, file: "v1.yaml") == false)
        #expect(lock != older)
        #expect(lock.released[0].fileSHA256 == ContentHash.of(Array(Self.original.utf8)))
        #expect(lock.released[0].sha256 == older.released[0].sha256)
    }

    @Test func aLockReadFromItsFolderIsTheLockWrittenAndABrokenOneIsInvalid() throws {
        let (folder, _, lock) = try Self.releasedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lockFile = folder.appendingPathComponent(ReleaseLock.fileName)
        try lock.rendered().write(to: lockFile, atomically: true, encoding: .utf8)
        #expect(try ReleaseLock.read(folder: folder.path) == lock)
        // Which released versions have no file.
        let read = try ReleaseLock.read(folder: folder.path)
        #expect(read.missingVersions(SchemaCatalog(models: []), folder: folder.path).map(\.id) == ["released_version_missing"])
        #expect(read.missingVersions(try SchemaLoader.loadDirectory(folder.path), folder: folder.path).isEmpty)

        // Element hashes of the wrong type: the lock is invalid, at its first line.
        let broken = try lock.rendered().replacing(#/"elements" : \{[^}]*\}/#, with: #""elements" : 5"#)
        try broken.write(to: lockFile, atomically: true, encoding: .utf8)
        let error = try #require(throws: InputError.self) { try ReleaseLock.read(folder: folder.path) }
        #expect(error.diagnostics.map(\.id) == ["release.invalid_lock"])
        #expect(error.diagnostics.first?.location?.description == lockFile.path + ":1:1")

        // Not JSON at all: reading the folder fails at once.
        try "{".write(to: lockFile, atomically: true, encoding: .utf8)
        #expect(throws: InputError.self) { try ReleaseLock.read(folder: folder.path) }
    }
}
