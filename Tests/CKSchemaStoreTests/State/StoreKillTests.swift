import CKSchemaCore
@testable import CKSchemaStore
import CKSchemaTestSupport
import Foundation
import Testing

/// `kill -9` at arbitrary moments of a promotion and a reset of a large schema: the store is
/// always exactly as before or exactly as after, never a mix.
@Suite(.serialized) struct StoreKillTests {
    /// A lint-clean model of `entities` entities of `attributes` attributes.
    static func largeYAML(version: Int, entities: Int, attributes: Int) -> String {
        var yaml = "model: Big\nversion: \(version)\nentities:\n"
        for entity in 0..<entities {
            yaml += "  Entity\(entity):\n    attributes:\n"
            for attribute in 0..<attributes { yaml += "      field\(attribute): Int64 = 0\n" }
        }
        return yaml
    }

    /// What a reader sees of the store: both environments, Development's record counts and the history.
    struct Snapshot: Equatable {
        var development: String
        var production: String
        var records: [String]
        var history: [String]

        init(_ path: String) throws {
            let store = try EnvironmentStore.openExisting(path: path)
            development = try store.export(.development)
            production = try store.export(.production)
            records = try store.status().records.map { "\($0.recordType) \($0.count)" }
            history = try store.history().map { "\($0.action) \($0.summary)" }
        }
    }

    /// Copies the store (no WAL left: every connection to it was closed) to a fresh path.
    static func copy(_ template: String, to name: String, in folder: URL) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try FileManager.default.copyItem(atPath: template, toPath: path)
        return path
    }

    /// Runs `arguments` on a copy of `template` to the end, and then again on fresh copies
    /// killed at fractions of that run's duration, and on copies killed while the command's write
    /// transaction is open; every killed copy must read as before or after, and at least one kill
    /// must have landed inside the transaction.
    static func killAtArbitraryMoments(_ arguments: [String], template: String, in folder: URL) throws {
        let before = try Snapshot(template)
        let label = arguments.prefix(2).joined(separator: "-")
        let full = try copy(template, to: "\(label)-full.sqlite", in: folder)
        let started = Date()
        let result = try CLIRunner.run(arguments + ["--state", full, "--actor", "t"], in: folder)
        let duration = Date().timeIntervalSince(started)
        #expect(result.status == 0, "\(result.stderr)")
        let after = try Snapshot(full)
        #expect(after != before)
        var killedInside = 0
        for (index, fraction) in [0.3, 0.6, 0.9, 1.2].enumerated() {
            let path = try copy(template, to: "\(label)-killed\(index).sqlite", in: folder)
            let (process, _, _) = try CLIRunner.start(arguments + ["--state", path, "--actor", "t"], in: folder)
            Thread.sleep(forTimeInterval: duration * fraction)
            let inside = writeLockHolder(path) == process.processIdentifier
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let seen = try Snapshot(path)
            #expect(seen == before || seen == after, "killed at \(fraction) of \(duration)s: a mixed state")
            if inside && seen == before { killedInside += 1 }
            #expect(try StoreConcurrencyTests.inspect(path).integrity == ["ok"])
        }
        // Then kills timed by the transaction itself: once the command has held SQLite's write
        // lock for a few milliseconds (longer than the recovery a first connection runs under it).
        for attempt in 0..<3 where killedInside == 0 {
            let path = try copy(template, to: "\(label)-inside\(attempt).sqlite", in: folder)
            let (process, _, _) = try CLIRunner.start(arguments + ["--state", path, "--actor", "t"], in: folder)
            let pid = process.processIdentifier
            var heldSince: Date?
            while process.isRunning {
                if writeLockHolder(path) == pid {
                    if let since = heldSince, Date().timeIntervalSince(since) >= 0.005 { break }
                    heldSince = heldSince ?? Date()
                } else {
                    heldSince = nil
                }
                usleep(200)
            }
            let inside = writeLockHolder(path) == pid
            kill(pid, SIGKILL)
            process.waitUntilExit()
            let seen = try Snapshot(path)
            #expect(seen == before || seen == after, "killed inside the transaction: a mixed state")
            #expect(try StoreConcurrencyTests.inspect(path).integrity == ["ok"])
            if inside {
                // Killed with the transaction open: nothing of it may show.
                #expect(seen == before)
                if seen == before { killedInside += 1 }
            }
        }
        #expect(killedInside > 0, "no kill of '\(label)' landed inside its write transaction")
    }

    /// The process holding SQLite's WAL write lock on the store at `path`, nil when none does.
    ///
    /// In WAL mode a connection holds the lock on byte 120 of the `-shm` file exactly while it has a
    /// write transaction open (https://sqlite.org/walformat.html, "Locking"); `F_GETLK` reports
    /// the holder without taking the lock. The file is opened and closed here without any SQLite
    /// connection of this process on it, so closing it drops no lock of ours.
    static func writeLockHolder(_ path: String) -> pid_t? {
        let descriptor = open(path + "-shm", O_RDWR)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var lock = flock()
        lock.l_type = Int16(F_WRLCK)
        lock.l_whence = Int16(SEEK_SET)
        lock.l_start = 120
        lock.l_len = 1
        guard fcntl(descriptor, F_GETLK, &lock) == 0, lock.l_type != Int16(F_UNLCK) else { return nil }
        return lock.l_pid
    }

    /// A store with version 1 of a large model in production, version 2 in development, and
    /// records of half its entities (so a reset drops their tables).
    static func largeStore(in folder: URL) throws -> String {
        for version in 1...2 {
            try largeYAML(version: version, entities: 100, attributes: 30 + version)
                .write(to: folder.appendingPathComponent("v\(version).yaml"), atomically: true, encoding: .utf8)
        }
        try (0..<50).map { "Entity\($0): [{field0: 1}, {field1: 2}]\n" }.joined()
            .write(to: folder.appendingPathComponent("seed.yaml"), atomically: true, encoding: .utf8)
        let template = folder.appendingPathComponent("template.sqlite").path
        for arguments in [["dev", "init", "--schema", "v1.yaml"], ["promote", "--yes"], ["dev", "init", "--schema", "v2.yaml"],
                          ["dev", "seed", "seed.yaml"]] {
            let result = try CLIRunner.run(arguments + ["--state", template, "--actor", "t"], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
        }
        return template
    }

    /// One large store for both: building it is most of the time.
    @Test func aPromotionOrAResetKilledAnywhereLeavesTheStoreBeforeOrAfter() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let template = try Self.largeStore(in: folder)
        try Self.killAtArbitraryMoments(["promote", "--yes"], template: template, in: folder)
        try Self.killAtArbitraryMoments(["dev", "reset", "--yes"], template: template, in: folder)
    }
}
