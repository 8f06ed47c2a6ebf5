import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock (`flock`) on the store's sibling lock file, `<store>.lock`, held while a
/// store is inspected, created and migrated, so two processes opening a new store at once do not
/// both create it and none inspects a half-created file.
///
/// The lock is never taken on the database file itself: on POSIX, closing *any* descriptor of a
/// file drops every `fcntl` lock the process holds on it, SQLite's own included, and another
/// process may then believe it is the last connection and checkpoint and delete the write-ahead
/// log under a live one (https://www.sqlite.org/howtocorrupt.html, section 2.2). Closing the
/// lock file's descriptor only releases this lock.
enum FileLock {
    /// The lock file of the store at `path`.
    static func lockPath(forStore path: String) -> String { path + ".lock" }

    /// Runs `body` holding the exclusive lock of the store at `path`, creating the lock file.
    static func exclusively<T>(store path: String, _ body: () throws -> T) throws -> T {
        let lockPath = lockPath(forStore: path)
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw StoreError.database("cannot open the lock file '\(lockPath)': \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        try lock(descriptor, LOCK_EX, lockPath)
        return try body()
    }

    /// Runs `body` holding the shared lock of the store at `path`, so no creation or migration
    /// runs meanwhile; without a lock file (a store of an older ckschema, or none) it runs
    /// unlocked, and never creates one: readers change nothing.
    static func shared<T>(store path: String, _ body: () throws -> T) throws -> T {
        let lockPath = lockPath(forStore: path)
        let descriptor = open(lockPath, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        try lock(descriptor, LOCK_SH, lockPath)
        return try body()
    }

    /// Tests only: told the lock file's path when a request has to wait for another holder.
    static let waitObserver = WaitObserver()

    /// Takes the lock, or waits for it (retrying when a signal interrupts the wait). Closing the
    /// descriptor releases it.
    private static func lock(_ descriptor: Int32, _ operation: Int32, _ lockPath: String) throws {
        if flock(descriptor, operation | LOCK_NB) == 0 { return }
        if errno == EWOULDBLOCK { waitObserver.notify(lockPath) }
        while flock(descriptor, operation) != 0 {
            if errno != EINTR {
                throw StoreError.database("cannot lock '\(lockPath)': \(String(cString: strerror(errno)))")
            }
        }
    }
}

/// What a test sets to see a lock request wait (``FileLock/waitObserver``); nil otherwise.
final class WaitObserver: @unchecked Sendable {
    private let lock = NSLock()
    private var body: (@Sendable (String) -> Void)?

    func set(_ body: (@Sendable (String) -> Void)?) { lock.withLock { self.body = body } }
    func notify(_ path: String) { lock.withLock { body }?(path) }
}
