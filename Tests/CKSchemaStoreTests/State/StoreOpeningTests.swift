import CKSchemaCKDB
import Foundation
import GRDB
import Testing
@testable import CKSchemaCore
@testable import CKSchemaStore
import CKSchemaTestSupport

/// Opening a store: readers never create one; the lock is a sibling file, never the database.
@Suite struct StoreOpeningTests {
    @Test func aMissingStoreIsRefusedByReadersAndNothingIsCreated() throws {
        let path = try StoreSafetyTests.temporaryPath()
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let typo = folder.appendingPathComponent("typo/x.sqlite").path
        for missing in [path, typo] {
            #expect(throws: StoreError.missing(path: missing)) { try EnvironmentStore.openExisting(path: missing) }
            #expect(throws: StoreError.missing(path: missing)) { try EnvironmentStore(path: missing, creating: false) }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func anEmptyFileIsNoStoreForReaders() throws {
        let path = try StoreSafetyTests.temporaryPath()
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        #expect(throws: StoreError.missing(path: path)) { try EnvironmentStore.openExisting(path: path) }
    }

    @Test func aReaderSeesTheStoreAndCannotWriteIt() throws {
        let path = try StoreSafetyTests.temporaryPath()
        _ = try EnvironmentStore(path: path).importSchema(
            try CKDBParser.parse("DEFINE SCHEMA\n RECORD TYPE A (\"f\" STRING);\n"), text: "", file: "a.ckdb",
            into: .production, stamp: StoreFixtures.stamp)
        let reader = try EnvironmentStore.openExisting(path: path)
        #expect(try reader.log().count == 2)
        #expect(try reader.schema(of: .production).recordTypes.map(\.name.value) == ["A"])
        #expect(throws: (any Error).self) { try reader.executeForTesting("DELETE FROM role") }
    }

    @Test func theLockIsASiblingFileAndTheDatabaseIsNeverLockedDirectly() throws {
        let path = try StoreSafetyTests.temporaryPath()
        _ = try EnvironmentStore(path: path)
        #expect(FileLock.lockPath(forStore: path) == path + ".lock")
        #expect(FileManager.default.fileExists(atPath: path + ".lock"))
        // While another holds the lock, a reader of the store waits for it: the holder keeps the
        // lock until the reader's request has to wait (or, were it not to lock, the reader opened).
        let held = DispatchSemaphore(value: 0), progress = DispatchSemaphore(value: 0), done = DispatchGroup()
        let log = EventLog()
        let lockFile = FileLock.lockPath(forStore: path)
        FileLock.waitObserver.set { waiting in
            guard waiting == lockFile else { return }
            log.append("reader waits")
            progress.signal()
        }
        defer { FileLock.waitObserver.set(nil) }
        done.enter()
        Thread {
            _ = try? FileLock.exclusively(store: path) {
                held.signal()
                progress.wait()
                log.append("released")
            }
            done.leave()
        }.start()
        held.wait()
        done.enter()
        Thread {
            _ = try? EnvironmentStore.openExisting(path: path)
            log.append("opened")
            progress.signal()
            done.leave()
        }.start()
        done.wait()
        #expect(log.events == ["reader waits", "released", "opened"])
    }

    @Test func aForeignDatabaseIsStillRefusedByReaders() throws {
        let path = try StoreSafetyTests.temporaryPath()
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: "CREATE TABLE notes (text TEXT)") }
        try queue.close()
        #expect(throws: StoreError.foreignDatabase(path: path)) { try EnvironmentStore.openExisting(path: path) }
    }
}

/// Events appended from several threads, in the order they happened.
private final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func append(_ event: String) { lock.withLock { list.append(event) } }
    var events: [String] { lock.withLock { list } }
}
