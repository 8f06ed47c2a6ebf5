import Foundation

/// `make bench`: the built `ckschema` run as users run it (process start, reading, output and exit
/// included), held to the goals of Benchmarks/README.md:
///
/// - a realistic history (two versions of 100 entities × 15 attributes): `check` at most 2× the
///   start-up (`--version`), and the start-up at most 10 ms;
/// - a large one (two versions of 2,000 × 30), no goal of its own: only to show that cost grows
///   linearly. `check`'s time beyond the start-up, per attribute, may be at most 3 × the
///   realistic size's (a generous bound: it catches a cliff, not a slowdown).
///
/// Every command of a size is run in turn, round after round, so a busy moment on a shared machine
/// falls on all of them; each is judged on its best round (the code's own speed), the median is
/// printed beside it. Returns the goals missed.
struct EndToEnd {
    /// What a command's best time is held to.
    enum Goal {
        /// At most this many times the best time of the command named.
        case timesOf(String, Double)
        /// At most this many seconds.
        case seconds(Double)
        /// Measured and printed only.
        case none
    }

    struct Command {
        var name: String
        var arguments: [String]
        var goal: Goal = .none
        /// The exit code it must end with.
        var expectedStatus: Int32 = 0
        /// Run before each run, untimed (a fresh store for `dev init`).
        var prepare: () -> Void = {}
    }

    /// One size of schema history.
    struct Size {
        var label: String
        var entities: Int
        var attributes: Int
        var rounds: Int
    }

    var binary: String
    var folder: URL

    static let startUp = "start-up (--version)"
    /// How much more `check` may cost per attribute at the large size than at the realistic one.
    static let linearBound = 3.0

    func run(realistic: Size, large: Size) throws -> [String] {
        var failures: [String] = []
        var perAttribute: [Double] = []
        var startUp = 0.0
        for size in [realistic, large] {
            // The start-up is timed at each size, in the same rounds as the commands.
            let commands = try setUp(size, isLarge: size.label == large.label)
            let results = Self.measure(commands, rounds: size.rounds)
            say("\(size.label): two versions of \(size.entities) entities × \(size.attributes) attributes, best of \(size.rounds) rounds (median)")
            failures += Self.report(commands, results: results, label: size.label)
            startUp = results[Self.startUp]?.best ?? startUp
            let check = results["check"]?.best ?? .infinity
            perAttribute.append((check - startUp) / Double(size.entities * size.attributes))
        }
        let ratio = perAttribute[1] / perAttribute[0]
        let verdict = String(format: "check beyond start-up, per attribute: %.2f µs at %@, %.2f µs at %@ = %.2f × (bound ≤ %.0f ×)",
                             perAttribute[0] * 1e6, realistic.label, perAttribute[1] * 1e6, large.label, ratio, Self.linearBound)
        say(verdict)
        if !(ratio <= Self.linearBound) { failures.append("cost does not grow linearly: " + verdict) }
        return failures
    }

    /// Prints each command's best and median time with its verdict; the goals missed, each
    /// prefixed with `label`.
    static func report(_ commands: [Command], results: [String: (best: Double, median: Double)], label: String) -> [String] {
        var failures: [String] = []
        for command in commands {
            guard let result = results[command.name] else { continue }
            var verdict = ""
            switch command.goal {
            case .timesOf(let other, let limit):
                let ratio = result.best / (results[other]?.best ?? .infinity)
                verdict = String(format: "%.2f × %@ (goal ≤ %.0f ×)", ratio, other, limit)
                if ratio > limit {
                    failures.append("\(label): \(command.name) is " + String(format: "%.2f × %@ (goal ≤ %.0f ×)", ratio, other, limit))
                }
            case .seconds(let limit):
                verdict = "goal ≤ \(Self.duration(limit))"
                if result.best > limit {
                    failures.append("\(label): \(command.name) takes \(Self.duration(result.best)) (goal ≤ \(Self.duration(limit)))")
                }
            case .none:
                break
            }
            say("  " + command.name.padding(toLength: 34, withPad: " ", startingAt: 0)
                + "\(Self.duration(result.best).leftPadded(9)) (\(Self.duration(result.median)))  \(verdict)")
        }
        return failures
    }

    static func duration(_ seconds: Double) -> String {
        seconds < 0.1 ? String(format: "%.1f ms", seconds * 1000) : String(format: "%.3f s", seconds)
    }

    /// Runs every command once per round; the best and median time of each.
    static func measure(_ commands: [Command], rounds: Int) -> [String: (best: Double, median: Double)] {
        var times: [String: [Double]] = [:]
        for _ in 0..<rounds {
            for command in commands {
                command.prepare()
                let run = spawnAndWait(command.arguments)
                if run.status != command.expectedStatus {
                    say("  warning: '\(command.arguments.joined(separator: " "))' exited \(run.status), expected \(command.expectedStatus)")
                }
                times[command.name, default: []].append(run.seconds)
            }
        }
        return times.mapValues { list in
            let sorted = list.sorted()
            return (sorted[0], sorted[sorted.count / 2])
        }
    }

    /// Writes both versions of one size and returns the commands to time on them.
    private func setUp(_ size: Size, isLarge: Bool) throws -> [Command] {
        let root = folder.appendingPathComponent("\(size.entities)x\(size.attributes)")
        let schemas = root.appendingPathComponent("schemas"), stores = root.appendingPathComponent("state")
        try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
        for version in [1, 2] {
            let text = SyntheticSchema.yaml(entities: size.entities, attributes: size.attributes, version: version)
            try text.write(to: schemas.appendingPathComponent("v\(version).yaml"), atomically: true, encoding: .utf8)
        }
        let files = ["v1.yaml", "v2.yaml"].map { schemas.appendingPathComponent($0).path }
        let store = stores.appendingPathComponent("state.sqlite").path
        return [
            Command(name: Self.startUp, arguments: [binary, "--version"], goal: isLarge ? .none : .seconds(0.010)),
            Command(name: "check", arguments: [binary, "check", schemas.path], goal: isLarge ? .none : .timesOf(Self.startUp, 2)),
            Command(name: "lint", arguments: [binary, "lint", schemas.path]),
            Command(name: "diff 1 2", arguments: [binary, "diff", "1", "2", "--schemas", schemas.path]),
            Command(name: "dev init (version 2, new store)", arguments: [binary, "dev", "init", "--file", files[1], "--state", store],
                    prepare: {
                        try? FileManager.default.removeItem(at: stores)
                        try? FileManager.default.createDirectory(at: stores, withIntermediateDirectories: true)
                    }),
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
