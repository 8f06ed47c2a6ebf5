import CKSchemaCore
import CKSchemaTestSupport
import Foundation
import Testing

@Suite struct ProcessRunnerTests {
    let environment = ProcessInfo.processInfo.environment

    @Test func capturesBothStreamsAndTheStatus() throws {
        let output = try ProcessRunner().run(ProcessRequest(
            command: ["sh", "-c", "echo out; echo err >&2; exit 3"], environment: environment, timeout: 10))
        #expect(output.status == 3)
        #expect(output.stdoutText == "out\n")
        #expect(output.stderrText == "err\n")
        #expect(!output.timedOut)
    }

    @Test func argumentsAreNeverInterpretedByAShell() throws {
        let output = try ProcessRunner().run(ProcessRequest(
            command: ["printf", "%s|", "a b", "$(echo no)", ";rm -rf x"], environment: environment, timeout: 10))
        #expect(output.stdoutText == "a b|$(echo no)|;rm -rf x|")
    }

    @Test func aHangingChildAndItsChildrenAreStopped() throws {
        let folder = try TemporaryFolder.make("runner")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pids = folder.appendingPathComponent("pids").path
        let ready = folder.appendingPathComponent("ready").path
        #expect(mkfifo(ready, 0o600) == 0)
        // The shell records its own pid and its background child's, says so through the FIFO, then
        // both would sleep a minute. The deadline is that message, not a time on the clock.
        let deadline = ProcessDeadline.when {
            guard let handle = FileHandle(forReadingAtPath: ready) else { return }
            _ = handle.readDataToEndOfFile()
        }
        // No grace period: the group gets SIGKILL at once. (Under the test host the children inherit
        // a signal mask that blocks SIGTERM, so waiting for SIGTERM to work would wait the grace out.)
        let output = try ProcessRunner(grace: 0, deadline: deadline).run(ProcessRequest(
            command: ["sh", "-c", "sleep 60 & echo $! > '\(pids)'; echo $$ >> '\(pids)'; echo ready > '\(ready)'; sleep 60; wait"],
            environment: environment, timeout: 3600))
        #expect(output.timedOut)
        // When run returns, neither is left running (gone, or a zombie its new parent has yet to reap).
        let recorded = try String(contentsOfFile: pids, encoding: .utf8).split(separator: "\n").compactMap { pid_t($0) }
        #expect(recorded.count == 2)
        for pid in recorded {
            #expect(!Self.isRunning(pid), "process \(pid) outlived the timeout")
        }
    }

    /// Whether `pid` is a live process: it exists, is not a zombie, and has no `SIGKILL` or `SIGTERM` waiting
    /// (a process killed a moment ago may not have been scheduled to die yet: under load, checking
    /// only for a zombie made this test fail now and then).
    static func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        #if os(Linux)
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return false }
        var pending: UInt64 = 0
        for line in status.split(separator: "\n") {
            let fields = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 2 else { continue }
            if fields[0] == "State", fields[1].hasPrefix("Z") || fields[1].hasPrefix("X") { return false }
            if fields[0] == "SigPnd" || fields[0] == "ShdPnd" { pending |= UInt64(fields[1], radix: 16) ?? 0 }
        }
        // SIGKILL (9) and SIGTERM (15), which `sleep` does not catch: bits 8 and 14 of the masks.
        return pending & (1 << 8 | 1 << 14) == 0
        #else
        return true
        #endif
    }

    @Test func outputIsBoundedButFullyDrained() throws {
        let output = try ProcessRunner().run(ProcessRequest(
            command: ["sh", "-c", "head -c 3000000 /dev/zero; echo done >&2"], environment: environment,
            timeout: 20, outputLimit: 1000))
        #expect(output.stdout.count == 1000)
        #expect(output.stdoutTruncated)
        #expect(!output.stderrTruncated)
        #expect(output.stderrText == "done\n")
        #expect(output.status == 0)
    }

    @Test func standardInputIsClosed() throws {
        let output = try ProcessRunner().run(ProcessRequest(command: ["cat"], environment: environment, timeout: 5))
        #expect(output.status == 0)
        #expect(!output.timedOut)
    }

    @Test func missingExecutables() {
        #expect(throws: ProcessLaunchError.notFound("no-such-tool-xyz")) {
            try ProcessRunner().run(ProcessRequest(command: ["no-such-tool-xyz"], environment: environment, timeout: 5))
        }
        #expect(throws: ProcessLaunchError.notFound("./no/such/path")) {
            try ProcessRunner().run(ProcessRequest(command: ["./no/such/path"], environment: environment, timeout: 5))
        }
    }

    @Test func theChildGetsExactlyTheGivenEnvironment() throws {
        let output = try ProcessRunner().run(ProcessRequest(
            command: ["/usr/bin/env"], environment: ["ONLY": "this", "PATH": "/usr/bin:/bin"], timeout: 5))
        #expect(output.stdoutText.split(separator: "\n").sorted() == ["ONLY=this", "PATH=/usr/bin:/bin"])
    }
}
