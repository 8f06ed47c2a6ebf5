import CKSchemaCloudKit
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
        let start = Date()
        let output = try ProcessRunner(grace: 1).run(ProcessRequest(
            command: ["sh", "-c", "sleep 60 & sleep 60; wait"], environment: environment, timeout: 1))
        #expect(output.timedOut)
        #expect(Date().timeIntervalSince(start) < 8)
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
