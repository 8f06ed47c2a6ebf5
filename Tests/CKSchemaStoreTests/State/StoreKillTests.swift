import CKSchemaCore
@testable import CKSchemaStore
import CKSchemaTestSupport
import Foundation
import Testing

/// `kill -9` at known points of a promotion and a reset of a large schema (the test-only
/// StoreProbeHost pauses there): killed inside the write transaction, after part or all of its
/// writes, the store reads exactly as before; killed after the commit, exactly as after.
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
            history = try store.log().map { "\($0.action) \($0.summary)" }
        }
    }

    /// Copies the store (no WAL left: every connection to it was closed) to a fresh path.
    static func copy(_ template: String, to name: String, in folder: URL) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try FileManager.default.copyItem(atPath: template, toPath: path)
        return path
    }

    /// Runs `step` in StoreProbeHost on a copy of `template` paused at `point`, checks whether
    /// it holds SQLite's write lock there, kills it and returns the copy's path.
    static func killed(_ step: String, at point: String, template: String, in folder: URL,
                       holdingTheWriteLock: Bool) throws -> String {
        let host = try #require(CLIRunner.built("StoreProbeHost"), "StoreProbeHost not built")
        let path = try copy(template, to: "\(step)-\(point.filter(\.isLetter)).sqlite", in: folder)
        let input = Pipe()
        defer { try? input.fileHandleForWriting.close() }
        let (process, _, err) = try CLIRunner.start([step, path, point], in: folder, program: host, input: input)
        var printed = ""
        while !printed.contains("paused in \(point)\n") {
            let data = err.fileHandleForReading.availableData
            if data.isEmpty { break }
            printed += String(decoding: data, as: UTF8.self)
        }
        let holder = writeLockHolder(path)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(printed == "paused in \(point)\n", "\(step) at \(point)")
        #expect(process.terminationReason == .uncaughtSignal, "\(step) at \(point): it ended before the kill")
        #expect(holder == (holdingTheWriteLock ? process.processIdentifier : nil), "\(step) at \(point)")
        return path
    }

    /// Kills `step` at each of its points on fresh copies of `template`: inside its transaction
    /// the copy reads as before, after its commit as a run to the end left it; never a mix.
    static func killAtEachPoint(_ step: String, inside points: [String], template: String, in folder: URL) throws {
        let host = try #require(CLIRunner.built("StoreProbeHost"), "StoreProbeHost not built")
        let before = try Snapshot(template)
        let full = try copy(template, to: "\(step)-full.sqlite", in: folder)
        let run = try CLIRunner.start([step, full, "none"], in: folder, program: host)
        let errors = String(decoding: run.stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        run.process.waitUntilExit()
        #expect(run.process.terminationStatus == 0, "\(errors)")
        let after = try Snapshot(full)
        #expect(after.history.count == before.history.count + 1)
        #expect(after != before)
        for point in points {
            let path = try killed(step, at: point, template: template, in: folder, holdingTheWriteLock: true)
            #expect(try Snapshot(path) == before, "killed in '\(point)': the store is not as before")
            #expect(try StoreConcurrencyTests.inspect(path).integrity == ["ok"])
        }
        let path = try killed(step, at: "committed", template: template, in: folder, holdingTheWriteLock: false)
        #expect(try Snapshot(path) == after, "killed after the commit: the store is not as after")
        #expect(try StoreConcurrencyTests.inspect(path).integrity == ["ok"])
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
    @Test func aPromotionOrAResetKilledInsideOrAfterItsTransactionLeavesTheStoreBeforeOrAfter() throws {
        let folder = try TemporaryFolder.make("ckschema-test")
        defer { try? FileManager.default.removeItem(at: folder) }
        let template = try Self.largeStore(in: folder)
        try Self.killAtEachPoint("promote", inside: ["promote: applied", "promote"], template: template, in: folder)
        try Self.killAtEachPoint("dev-reset", inside: ["dev-reset: tables dropped", "dev-reset"], template: template, in: folder)
    }
}
