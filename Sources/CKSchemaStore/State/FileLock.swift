import CKSchemaCore
import CKSchemaGeneration
import CKSchemaRules
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory whole-file lock (`flock`), held while the store's tables are created or
/// migrated, so two processes opening a new store at once do not both create it. It does not
/// interfere with SQLite's own (fcntl) locks.
enum FileLock {
    static func exclusively<T>(path: String, _ body: () throws -> T) throws -> T {
        let descriptor = open(path, O_RDWR | O_CREAT, 0o644)
        guard descriptor >= 0 else {
            throw StoreError.database("cannot open '\(path)': \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            if errno != EINTR { throw StoreError.database("cannot lock '\(path)': \(String(cString: strerror(errno)))") }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
