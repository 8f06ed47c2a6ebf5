import Foundation

/// One run of an external command: the words (never a shell line), its environment, where it
/// runs and how long it may take.
public struct ProcessRequest: Sendable {
    /// The executable (a name looked up on `PATH`, or a path) followed by its arguments.
    public var command: [String]
    /// The child's whole environment.
    public var environment: [String: String]
    /// The working folder; nil for the current one.
    public var directory: String?
    /// Seconds before the child (and its process group) is stopped.
    public var timeout: Double
    /// Bytes kept of each of standard output and standard error; the rest is read and dropped.
    public var outputLimit: Int

    public init(command: [String], environment: [String: String], directory: String? = nil,
                timeout: Double, outputLimit: Int = 16 * 1024 * 1024) {
        self.command = command
        self.environment = environment
        self.directory = directory
        self.timeout = timeout
        self.outputLimit = outputLimit
    }
}

/// What a finished (or stopped) child left behind.
public struct ProcessOutput: Sendable {
    /// The exit status; for a child killed by a signal, 128 + the signal number.
    public var status: Int32
    /// Standard output, up to the limit.
    public var stdout: Data
    /// Standard error, up to the limit.
    public var stderr: Data
    /// Whether standard output was longer than the request's limit (the rest was dropped).
    public var stdoutTruncated: Bool
    /// Whether standard error was longer than the request's limit.
    public var stderrTruncated: Bool
    /// Whether the child was stopped because it ran past the timeout.
    public var timedOut: Bool
    /// Seconds from start to exit.
    public var duration: Double

    public init(status: Int32, stdout: Data, stderr: Data, stdoutTruncated: Bool = false,
                stderrTruncated: Bool = false, timedOut: Bool = false, duration: Double = 0) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
        self.stdoutTruncated = stdoutTruncated
        self.stderrTruncated = stderrTruncated
        self.timedOut = timedOut
        self.duration = duration
    }

    /// Standard output as UTF-8 text (invalid bytes replaced).
    public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    /// Standard error as UTF-8 text (invalid bytes replaced).
    public var stderrText: String { String(decoding: stderr, as: UTF8.self) }
}

/// Why a command could not be started at all.
public enum ProcessLaunchError: Error, Sendable, Equatable {
    /// No executable of that name on `PATH`, or no file at that path.
    case notFound(String)
    /// The file exists but cannot be executed, or the system refused to start it.
    case cannotStart(String, reason: String)
}

/// Runs external commands with Foundation's `Process`: arguments as an array (no shell, so no
/// quoting or injection), standard input closed, both outputs captured up to a limit while they
/// are produced (a chatty child never blocks on a full pipe), and a timeout after which the
/// child's process group gets SIGTERM, then SIGKILL.
public struct ProcessRunner: Sendable {
    /// Seconds between SIGTERM and SIGKILL, and the longest wait for the outputs to close after
    /// the child is gone (a grandchild may still hold them).
    public var grace: Double
    /// When a child that has not ended is stopped: the request's timeout on the clock, unless a
    /// test names an event instead.
    public var deadline: ProcessDeadline

    public init(grace: Double = 2, deadline: ProcessDeadline = .clock) {
        self.grace = grace
        self.deadline = deadline
    }

    /// Runs `request` to completion (or its timeout).
    public func run(_ request: ProcessRequest) throws(ProcessLaunchError) -> ProcessOutput {
        guard let name = request.command.first, !name.isEmpty else { throw .notFound("") }
        let executable = try ExecutableLocator.locate(name, environment: request.environment,
                                                      directory: request.directory)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = Array(request.command.dropFirst())
        process.environment = request.environment
        if let directory = request.directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        let stdout = OutputCapture(limit: request.outputLimit), stderr = OutputCapture(limit: request.outputLimit)
        let start = Date()
        do {
            try process.run()
        } catch {
            throw .cannotStart(name, reason: error.localizedDescription)
        }
        stdout.startReading(out.fileHandleForReading)
        stderr.startReading(err.fileHandleForReading)
        var timedOut = false
        if !deadline.waitForExit(exited, request.timeout) {
            timedOut = true
            stop(process, exited: exited)
        }
        process.waitUntilExit()
        let duration = Date().timeIntervalSince(start)
        stdout.waitForEnd(seconds: grace)
        stderr.waitForEnd(seconds: grace)
        let status = process.terminationReason == .uncaughtSignal
            ? 128 + process.terminationStatus : process.terminationStatus
        return ProcessOutput(status: status, stdout: stdout.data, stderr: stderr.data,
                             stdoutTruncated: stdout.truncated, stderrTruncated: stderr.truncated,
                             timedOut: timedOut, duration: duration)
    }

    /// SIGTERM to the child's process group (or the child alone when it has none of its own),
    /// then SIGKILL after the grace period.
    private func stop(_ process: Process, exited: DispatchSemaphore) {
        let pid = process.processIdentifier
        let target = getpgid(pid) == pid ? -pid : pid
        kill(target, SIGTERM)
        if exited.wait(timeout: .now() + grace) == .timedOut {
            kill(target, SIGKILL)
        } else if target < 0 {
            kill(target, SIGKILL) // the group's stragglers: the child left, its children may not have
        }
    }
}

/// How the runner waits for a child before stopping it.
public struct ProcessDeadline: Sendable {
    /// Waits for the child's exit signal; returns whether the child ended before the deadline.
    let waitForExit: @Sendable (_ exited: DispatchSemaphore, _ seconds: Double) -> Bool

    /// The request's timeout, in seconds on the clock.
    public static let clock = ProcessDeadline { exited, seconds in
        exited.wait(timeout: .now() + seconds) == .success
    }

    /// A deadline reached when `event` returns rather than after a time, so that a test of the
    /// timeout waits on nothing but the child (the child counts as ended only if it already has).
    public static func when(_ event: @escaping @Sendable () -> Void) -> ProcessDeadline {
        ProcessDeadline { exited, _ in
            event()
            return exited.wait(timeout: .now()) == .success
        }
    }
}

/// Collects one output stream on a background thread, keeping at most `limit` bytes.
private final class OutputCapture: @unchecked Sendable {
    private let lock = NSLock()
    private let limit: Int
    private var buffer = Data()
    private var overflowed = false
    private let ended = DispatchSemaphore(value: 0)

    init(limit: Int) { self.limit = limit }

    func startReading(_ handle: FileHandle) {
        let fd = handle.fileDescriptor
        Thread.detachNewThread { [self] in
            var chunk = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                append(chunk[0..<count])
            }
            _ = handle // keeps the descriptor open until the reading ends
            ended.signal()
        }
    }

    private func append(_ bytes: ArraySlice<UInt8>) {
        lock.lock()
        defer { lock.unlock() }
        let room = limit - buffer.count
        if bytes.count > room { overflowed = true }
        if room > 0 { buffer.append(contentsOf: bytes.prefix(room)) }
    }

    func waitForEnd(seconds: Double) { _ = ended.wait(timeout: .now() + seconds) }

    var data: Data {
        lock.lock()
        defer { lock.unlock() }
        return buffer
    }

    var truncated: Bool {
        lock.lock()
        defer { lock.unlock() }
        return overflowed
    }
}
