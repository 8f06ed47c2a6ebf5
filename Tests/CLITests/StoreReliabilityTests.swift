import Foundation
import CKSchemaTestSupport
import Testing

/// Concurrent promotions serialize; a process killed inside a change leaves the store as it was.
@Suite(.serialized) struct StoreReliabilityTests {
    static func project() throws -> (folder: URL, state: [String]) {
        let folder = try StoreLifecycleTests.makeProject()
        return (folder, ["--state", folder.appendingPathComponent("state.sqlite").path, "--actor", "test"])
    }

    @Test func concurrentPromotionsSerializeAndNoneIsLost() throws {
        let (folder, state) = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        for round in 1...2 {
            #expect(try CLIRunner.run(["dev", "init", "--schema-version", "\(round)"] + state, in: folder).status == 0)
            // Four promotions at once
            let processes = try (0..<4).map { index in
                try CLIRunner.start(["promote", "--yes", "--output", "out\(index).ckdb"] + state, in: folder)
            }
            var outputs: [String] = []
            for (process, out, err) in processes {
                let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                #expect(process.terminationStatus == 0, "\(errors)")
                outputs.append(text)
            }
            // Exactly one promoted; the others waited, re-checked against the new production
            // and found nothing left
            let promoted = outputs.filter { $0.hasPrefix("promoted model 'WordErase' version \(round) to the local production store") }
            #expect(promoted.count == 1)
            #expect(outputs.filter { $0.contains("nothing to promote") }.count == 3)
            let history = try CLIRunner.run(["env", "history", "--environment", "production"] + state.prefix(2), in: folder)
            #expect(history.stdout.split(separator: "\n").count == round)
        }
        let development = try CLIRunner.run(["env", "export", "development"] + state.prefix(2), in: folder).stdout
        #expect(try CLIRunner.run(["env", "export", "production"] + state.prefix(2), in: folder).stdout == development)
    }

    /// Runs the store change `step` (`promote`, `dev-reset`) in the test-only StoreProbeHost, which
    /// pauses inside the transaction (until its standard input ends); kills it there, and returns
    /// what it printed.
    static func killInside(_ step: String, state: String, in folder: URL) throws -> String {
        let host = try #require(CLIRunner.built("StoreProbeHost"), "StoreProbeHost not built")
        let input = Pipe()
        defer { try? input.fileHandleForWriting.close() }
        let (process, _, err) = try CLIRunner.start([step, state], in: folder, program: host, input: input)
        var seen = ""
        while !seen.contains("paused in \(step)") {
            let data = err.fileHandleForReading.availableData
            if data.isEmpty { break }
            seen += String(decoding: data, as: UTF8.self)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        return seen
    }

    @Test func aPromotionKilledMidTransactionLeavesProductionAsBefore() throws {
        let (folder, state) = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CLIRunner.run(["dev", "init", "--schema-version", "1"] + state, in: folder).status == 0)
        #expect(try CLIRunner.run(["promote", "--yes"] + state, in: folder).status == 0)
        #expect(try CLIRunner.run(["dev", "init", "--schema-version", "2"] + state, in: folder).status == 0)
        let before = try CLIRunner.run(["env", "export", "production"] + state.prefix(2), in: folder).stdout
        let historyBefore = try CLIRunner.run(["env", "history", "--json"] + state.prefix(2), in: folder).stdout

        let printed = try Self.killInside("promote", state: state[1], in: folder)
        #expect(printed.contains("paused in promote"))

        // Before: production, history and the .ckdb are untouched
        #expect(try CLIRunner.run(["env", "export", "production"] + state.prefix(2), in: folder).stdout == before)
        #expect(try CLIRunner.run(["env", "history", "--json"] + state.prefix(2), in: folder).stdout == historyBefore)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("p.ckdb").path))
        // And the store is usable: the promotion runs to the end now
        let retry = try CLIRunner.run(["promote", "--yes", "--output", "p.ckdb"] + state, in: folder)
        #expect(retry.status == 0, "\(retry.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("p.ckdb"), encoding: .utf8).contains("CD_note "))
    }

    @Test func aResetKilledMidTransactionLeavesDevelopmentAsBefore() throws {
        let (folder, state) = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CLIRunner.run(["dev", "init", "--schema-version", "2"] + state, in: folder).status == 0)
        let before = try CLIRunner.run(["env", "export", "development"] + state.prefix(2), in: folder).stdout
        let printed = try Self.killInside("dev-reset", state: state[1], in: folder)
        #expect(printed.contains("paused in dev-reset"))
        #expect(try CLIRunner.run(["env", "export", "development"] + state.prefix(2), in: folder).stdout == before)
        let status = try CLIRunner.run(["dev", "status"] + state.prefix(2), in: folder)
        #expect(status.stdout.contains("records:\n  CD_Event: 0\n  CD_Score: 0\n  Users: 0\n"))
        let reset = try CLIRunner.run(["dev", "reset", "--yes"] + state, in: folder)
        #expect(reset.status == 0, "\(reset.stderr)")
        #expect(try CLIRunner.run(["env", "export", "development"] + state.prefix(2), in: folder).stdout == "DEFINE SCHEMA\n")
    }
}
