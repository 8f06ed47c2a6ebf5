import Foundation

/// `make bench`, end to end: the built `ckschema` run as users run it (process start, reading,
/// output and exit included) on two versions of the synthetic schema, against a C program that
/// only pulls libyaml's events from both files (scripts/yaml-scan.c), at 1× and 10× the size.
///
/// Every command and the scan are run in turn, round after round, so a busy minute on a shared
/// machine falls on all of them; each is judged on its best round (the code's own speed), the
/// median is printed beside it. Returns the targets missed.
struct EndToEnd {
    /// What a command is held to.
    enum Target {
        /// At most this many times the bare scan of both schema files.
        case ratio(Double)
        /// At most this many seconds.
        case seconds(Double)
        /// Measured and printed only.
        case none
    }

    struct Command {
        var name: String
        var arguments: [String]
        var target: Target
        /// The files it reads, for the memory target.
        var inputs: [String]
        /// The exit code it must end with (check against an older production export reports findings).
        var expectedStatus: Int32 = 0
        /// Run before each run, untimed (a fresh store for `dev init`).
        var prepare: () -> Void = {}
        /// Whether its time depends on the schema's size (start-up does not).
        var scales = true
        /// Timed in the first round only (minutes long at 10×).
        var once = false
    }

    struct Result {
        var best: Double
        var median: Double
        var peakBytes: Int
        var inputBytes: Int
    }

    var binary: String
    var scanner: String
    var entities: Int
    var attributes: Int
    var runs: Int
    var folder: URL

    /// Time may grow at most this much from 1× to 10× the schema (the second scale is 10× the
    /// first); peak memory stays under this many times the bytes read.
    static let growthLimit = 11.0
    static let memoryLimit = 20.0

    func run(scales: [Int]) throws -> [String] {
        var failures: [String] = []
        var previous: (scale: Int, results: [String: Result])?
        for scale in scales {
            let commands = try setUp(scale: scale)
            let scan = Command(name: "bare libyaml scan of both files", arguments: [scanner] + schemaFiles(scale),
                               target: .none, inputs: schemaFiles(scale))
            let results = measure([scan] + commands)
            let count = entities * scale
            say(String(format: "%d× (%d entities × %d attributes, 2 files of %.1f MB), best of %d rounds (median):",
                         scale, count, attributes, Double(results[scan.name]?.inputBytes ?? 0) / 2e6, runs))
            let scanTime = results[scan.name]?.best ?? 0
            say(line(scan.name, results[scan.name], detail: ""))
            for command in commands {
                guard let result = results[command.name] else { continue }
                var verdicts: [String] = []
                switch command.target {
                case .ratio(let limit):
                    let ratio = result.best / scanTime
                    verdicts.append(String(format: "%.2f × the scan (target ≤ %.2f ×)", ratio, limit))
                    if ratio > limit {
                        failures.append("\(scale)×: \(command.name) is " + String(format: "%.2f × the bare scan (target ≤ %.2f ×)", ratio, limit))
                    }
                case .seconds(let limit):
                    verdicts.append(String(format: "%.2f × the scan", result.best / scanTime) + " (target ≤ \(Self.duration(limit)))")
                    if result.best > limit { failures.append("\(scale)×: \(command.name) takes \(Self.duration(result.best)) (target ≤ \(Self.duration(limit)))") }
                case .none:
                    verdicts.append(String(format: "%.2f × the scan", result.best / scanTime))
                }
                if let previous, command.scales, let before = previous.results[command.name] {
                    let growth = result.best / before.best
                    let memory = Double(result.peakBytes) / Double(max(result.inputBytes, 1))
                    verdicts.append(String(format: "%.1f × the %d× time (≤ %.0f ×), peak %.0f MB = %.1f × its input (< %.0f ×)",
                                           growth, previous.scale, Self.growthLimit, Double(result.peakBytes) / 1e6, memory, Self.memoryLimit))
                    if growth > Self.growthLimit {
                        failures.append("\(scale)×: \(command.name) takes " + String(format: "%.1f × its %d× time", growth, previous.scale))
                    }
                    if memory >= Self.memoryLimit {
                        failures.append("\(scale)×: \(command.name) peaks at " + String(format: "%.1f × its input", memory))
                    }
                }
                say(line(command.name, result, detail: verdicts.joined(separator: "; ")))
            }
            previous = (scale, results)
        }
        return failures
    }

    private func line(_ name: String, _ result: Result?, detail: String) -> String {
        guard let result else { return "  \(name): not measured" }
        return "  " + name.padding(toLength: 34, withPad: " ", startingAt: 0)
            + "\(Self.duration(result.best).leftPadded(8)) (\(Self.duration(result.median)))  \(detail)"
    }

    static func duration(_ seconds: Double) -> String {
        seconds < 0.1 ? String(format: "%.1f ms", seconds * 1000) : String(format: "%.3f s", seconds)
    }

    /// Runs every command once per round, `runs` rounds; the best and median time and the peak
    /// memory of each.
    private func measure(_ commands: [Command]) -> [String: Result] {
        var times: [String: [Double]] = [:]
        var peaks: [String: Int] = [:]
        for round in 0..<runs {
            for command in commands where round == 0 || !command.once {
                command.prepare()
                let run = spawnAndWait(command.arguments)
                if run.status != command.expectedStatus {
                    say("  warning: '\(command.arguments.joined(separator: " "))' exited \(run.status), expected \(command.expectedStatus)")
                }
                times[command.name, default: []].append(run.seconds)
                peaks[command.name] = max(peaks[command.name] ?? 0, run.peakBytes)
            }
        }
        var results: [String: Result] = [:]
        for command in commands {
            let sorted = (times[command.name] ?? [0]).sorted()
            let bytes = command.inputs.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
            results[command.name] = Result(best: sorted[0], median: sorted[sorted.count / 2], peakBytes: peaks[command.name] ?? 0,
                                           inputBytes: bytes)
        }
        return results
    }

    private func directory(_ scale: Int) -> URL { folder.appendingPathComponent("\(scale)x") }

    private func schemaFiles(_ scale: Int) -> [String] {
        ["v1.yaml", "v2.yaml"].map { directory(scale).appendingPathComponent("schemas/\($0)").path }
    }

    /// Writes the inputs of one scale (both versions, a production export of version 1, a copy
    /// with version 1 released) and returns the commands to time on them.
    private func setUp(scale: Int) throws -> [Command] {
        let root = directory(scale)
        let schemas = root.appendingPathComponent("schemas"), released = root.appendingPathComponent("released")
        for folder in [schemas, released] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        for version in [1, 2] {
            let text = SyntheticSchema.yaml(entities: entities * scale, attributes: attributes, version: version)
            try text.write(to: schemas.appendingPathComponent("v\(version).yaml"), atomically: true, encoding: .utf8)
            try text.write(to: released.appendingPathComponent("v\(version).yaml"), atomically: true, encoding: .utf8)
        }
        let export = root.appendingPathComponent("production.ckdb").path
        let v1 = schemas.appendingPathComponent("v1.yaml").path, v2 = schemas.appendingPathComponent("v2.yaml").path
        for setup in [["release", "1", "--schemas", released.path],
                      ["generate", "ckdb", "--file", v1, "--mode", "jit", "--no-notes", "--output", export]] {
            let run = spawnAndWait([binary] + setup)
            guard run.status == 0 else { throw BenchError("'ckschema \(setup.joined(separator: " "))' exited \(run.status)") }
        }
        let both = schemaFiles(scale), lock = released.appendingPathComponent("ckschema.lock").path
        let stores = root.appendingPathComponent("state"), store = stores.appendingPathComponent("state.sqlite").path
        return [
            Command(name: "lint (load + lint, both versions)", arguments: [binary, "lint", schemas.path], target: .ratio(1.5), inputs: both),
            Command(name: "check", arguments: [binary, "check", schemas.path], target: .ratio(1.5), inputs: both),
            Command(name: "diff 1 2", arguments: [binary, "diff", "1", "2", "--schemas", schemas.path], target: .ratio(1.5), inputs: both),
            // Measured, and held to the growth and memory limits, but not to a ratio to the YAML
            // scan: it parses a 4.2 MB export the scan does not read and prints 18,020 findings with
            // their source lines (docs/performance.md, `check --against`).
            Command(name: "check --against production.ckdb", arguments: [binary, "check", v2, "--against", export],
                    target: .none, inputs: [v2, export], expectedStatus: 1),
            Command(name: "check, version 1 released (lock)", arguments: [binary, "check", released.path], target: .none,
                    inputs: both + [lock]),
            Command(name: "dev init (version 2, new store)", arguments: [binary, "dev", "init", "--file", v2, "--state", store],
                    target: scale == 1 ? .seconds(1) : .none, inputs: [v2],
                    prepare: {
                        try? FileManager.default.removeItem(at: stores)
                        try? FileManager.default.createDirectory(at: stores, withIntermediateDirectories: true)
                    }, once: scale > 1),
            Command(name: "start-up (--version)", arguments: [binary, "--version"], target: .seconds(0.010), inputs: [],
                    scales: false),
        ]
    }
}

/// Prints a line at once (output to a file is otherwise buffered until the end).
func say(_ line: String) {
    print(line)
    fflush(nil)
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension String {
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
