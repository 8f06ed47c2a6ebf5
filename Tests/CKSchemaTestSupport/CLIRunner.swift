import Foundation
import Testing

/// Runs the built `ckschema` binary, as a user would, and captures what it prints.
public struct CLIRunner {
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The package root.
    public static let packageRoot: URL = PackagePaths.root

    /// The binary: `CKSCHEMA_BIN`, else next to the test bundle, else `.build/debug`.
    public static let binary: URL? = {
        if let env = ProcessInfo.processInfo.environment["CKSCHEMA_BIN"],
           FileManager.default.isExecutableFile(atPath: env) { return URL(fileURLWithPath: env) }
        return built("ckschema")
    }()

    /// A program this package builds (`ckschema`, the test-only `StoreProbeHost`), next to the test
    /// bundle or in `.build/debug`.
    public static func built(_ name: String) -> URL? {
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let candidates = [
            runner.deletingLastPathComponent().appendingPathComponent(name),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(name),
            packageRoot.appendingPathComponent(".build/debug/\(name)"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Starts `ckschema arguments…` (or `program`) in `directory` with `stdin` closed, or reading
    /// `input`, without waiting; the caller reads the pipes and waits. `NO_COLOR` is set unless
    /// `environment` says otherwise.
    public static func start(_ arguments: [String], in directory: URL, environment: [String: String] = [:],
                             program: URL? = nil, input: Pipe? = nil) throws -> (process: Process, stdout: Pipe, stderr: Pipe)
    {
        let executable = try #require(program ?? binary, "ckschema binary not found; run `swift build` first or set CKSCHEMA_BIN")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input ?? FileHandle.nullDevice
        try process.run()
        return (process, out, err)
    }

    /// Runs `ckschema arguments…` in `directory` with `stdin` closed. `NO_COLOR` is set unless
    /// `environment` says otherwise.
    public static func run(_ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:]) throws -> Result {
        let (process, out, err) = try start(arguments, in: directory, environment: environment)
        // Read both pipes at once, before waiting: a child that fills one pipe while the other is
        // read would block forever.
        nonisolated(unsafe) var errData = Data()
        let stderrRead = DispatchGroup()
        stderrRead.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            stderrRead.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        stderrRead.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}
