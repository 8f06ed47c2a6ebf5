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
    /// killed at fractions of that run's duration; every killed copy must read as before or after.
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
        var outcomes: [String] = []
        for (index, fraction) in [0.3, 0.6, 0.9, 1.2].enumerated() {
            let path = try copy(template, to: "\(label)-killed\(index).sqlite", in: folder)
            let (process, _, _) = try CLIRunner.start(arguments + ["--state", path, "--actor", "t"], in: folder)
            Thread.sleep(forTimeInterval: duration * fraction)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let seen = try Snapshot(path)
            #expect(seen == before || seen == after, "killed at \(fraction) of \(duration)s: a mixed state")
            outcomes.append(seen == before ? "before" : "after")
            #expect(try StoreConcurrencyTests.inspect(path).integrity == ["ok"])
        }
        // Reported for the record: where the kills landed.
        print("\(arguments.prefix(2).joined(separator: " ")) (\(String(format: "%.2f", duration)) s): \(outcomes)")
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
