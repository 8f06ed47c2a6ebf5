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
        #expect(try reader.history().count == 2)
        #expect(try reader.schema(of: .production).recordTypes.map(\.name.value) == ["A"])
        #expect(throws: (any Error).self) { try reader.executeForTesting("DELETE FROM role") }
    }

    @Test func theLockIsASiblingFileAndTheDatabaseIsNeverLockedDirectly() throws {
        let path = try StoreSafetyTests.temporaryPath()
        _ = try EnvironmentStore(path: path)
        #expect(FileLock.lockPath(forStore: path) == path + ".lock")
        #expect(FileManager.default.fileExists(atPath: path + ".lock"))
        // While another holds the lock, a reader of the store waits for it: the holder keeps the
        // lock until the kernel shows the reader's request waiting on the lock file, then lets go.
        let held = DispatchSemaphore(value: 0), opened = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        let log = EventLog()
        let lockFile = FileLock.lockPath(forStore: path)
        Thread {
            _ = try? FileLock.exclusively(store: path) {
                held.signal()
                Self.waitForABlockedRequest(on: lockFile, unless: opened)
                if opened.wait(timeout: .now()) == .success { log.append("opened while the lock was held") }
                log.append("released")
            }
            done.signal()
        }.start()
        held.wait()
        Thread {
            _ = try? EnvironmentStore.openExisting(path: path)
            log.append("opened")
            opened.signal()
        }.start()
        done.wait()
        #expect(opened.wait(timeout: .now() + 30) == .success)
        #expect(log.events == ["released", "opened"])
    }

    @Test func aForeignDatabaseIsStillRefusedByReaders() throws {
        let path = try StoreSafetyTests.temporaryPath()
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: "CREATE TABLE notes (text TEXT)") }
        try queue.close()
        #expect(throws: StoreError.foreignDatabase(path: path)) { try EnvironmentStore.openExisting(path: path) }
    }
}

extension StoreOpeningTests {
    /// Returns once a lock request on the file at `path` waits in the kernel (Linux lists it in
    /// /proc/locks with `->`), or once `opened` is signalled (a reader that got through: the
    /// caller records it). Elsewhere, without /proc, it gives the reader a moment instead.
    static func waitForABlockedRequest(on path: String, unless opened: DispatchSemaphore) {
        var info = stat()
        guard stat(path, &info) == 0, FileManager.default.fileExists(atPath: "/proc/locks") else {
            if opened.wait(timeout: .now() + 0.3) == .success { opened.signal() }
            return
        }
        let inode = ":\(info.st_ino) "
        while true {
            let locks = (try? String(contentsOfFile: "/proc/locks", encoding: .utf8)) ?? ""
            if locks.split(separator: "\n").contains(where: { $0.contains("->") && $0.contains(inode) }) { return }
            if opened.wait(timeout: .now() + 0.001) == .success {
                opened.signal()
                return
            }
        }
    }
}

/// Events appended from several threads, in the order they happened.
private final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func append(_ event: String) { lock.withLock { list.append(event) } }
    var events: [String] { lock.withLock { list } }
}
