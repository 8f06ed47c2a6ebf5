import CKSchemaTestSupport
import Foundation
import Testing

/// What the reader's guard is for, shown on the pinned swift-syntax: each input is parsed by the
/// parser alone (Tests/SwiftParserProbe) in a process of its own, so a crash ends that process,
/// not the test run. When a swift-syntax update makes one of these parse, its guard goes.
@Suite struct ParserGuardTests {
    /// How the parser alone ended on `bytes`: normally (it returned), or by a signal (it trapped).
    static func parseAlone(_ bytes: [UInt8]) throws -> (reason: Process.TerminationReason, output: String) {
        let probe = try #require(CLIRunner.built("SwiftParserProbe"), "SwiftParserProbe not built")
        let folder = try TemporaryFolder.make("ckschema-test")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Input.swift")
        try Data(bytes).write(to: file)
        let process = Process()
        process.executableURL = probe
        process.arguments = [file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationReason, output)
    }

    /// The committed inputs that once crashed the parser (Tests/Fixtures/fuzz-regressions/swift).
    static let crashes = ["crash-triple-quote-minimal", "crash-triple-quote-fuzzed", "crash-triple-quote-original"]

    @Test(arguments: crashes)
    func theTripleQuoteShapeStillStopsThePinnedParser(name: String) throws {
        let bytes = Array(try Data(contentsOf: PackagePaths.fixture("fuzz-regressions/swift/\(name)")))
        let (reason, output) = try Self.parseAlone(bytes)
        #expect(reason == .uncaughtSignal, "\(name) no longer stops swift-syntax: \(output)")
    }

    /// Nesting the parser's lookahead or its `#if` handling recurses into once per level: it runs
    /// out of stack (``NestingGuard`` refuses both before parsing).
    @Test(arguments: [String(repeating: "[", count: 2000), String(repeating: "#if a\n", count: 5000)])
    func deepNestingStillOverflowsThePinnedParsersStack(text: String) throws {
        let (reason, output) = try Self.parseAlone(Array(text.utf8))
        #expect(reason == .uncaughtSignal, "\(text.prefix(10))… no longer stops swift-syntax: \(output.prefix(200))")
    }

    /// The probe itself reports a parse that returns.
    @Test func aFileThatParsesEndsNormally() throws {
        let (reason, output) = try Self.parseAlone(Array("let a = \"\"\"\n  text\n  \"\"\"\n".utf8))
        #expect(reason == .exit)
        #expect(output == "parsed 25 bytes\n")
    }
}
