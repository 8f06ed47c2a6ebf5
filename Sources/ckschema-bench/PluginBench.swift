import CKSchemaSwiftSource
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The build plugin at app scale (`ckschema build-lint`, what the plugin runs on every build): a
/// target made of a real SwiftData app's model package (read in place from the corpus, default
/// `../shared/corpus/swiftdata/fer0n__Unwatched`, or `--plugin-app FOLDER`) and swift-syntax's own
/// sources standing in for the app's views and services (real, interlinked code: every `.swift`
/// file of the package checkout's `.build/checkouts/swift-syntax/Sources`, or `--plugin-code
/// FOLDER`, copied into the benchmark's temporary folder), about 190,000 lines in all, timed
/// against the binary's own start-up in four builds, each with its goal:
///
/// | build | goal |
/// |---|---|
/// | nothing changed (cache warm) | ≤ 3 × start-up |
/// | one non-model file edited | ≤ 10 × |
/// | one model file edited | ≤ 15 × |
/// | cold (no cache) | ≤ one full parse of the target on one core (swift-syntax's `Parser.parse` of every file, in this process) |
///
/// The edited model file is a copy of one of the app's files in the benchmark's temporary folder
/// (the corpus is never written). Returns the goals missed.
enum PluginBench {
    /// Where `make build` leaves swift-syntax's sources (the package's own dependency).
    static let defaultCode = ".build/checkouts/swift-syntax/Sources"

    static func run(app: String, code: String, binary: String, folder: URL, rounds: Int) throws -> [String] {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: app) else {
            print("build plugin at app scale: no app at '\(app)' (skipped)")
            return []
        }
        let appFiles = names.filter { $0.hasSuffix(".swift") }.sorted().map { (app as NSString).appendingPathComponent($0) }
        let modelFiles = appFiles.filter { (try? String(contentsOfFile: $0, encoding: .utf8))?.contains("@Model") == true }
        guard let edited = modelFiles.first(where: { !$0.contains("Legacy") }) ?? modelFiles.first else {
            print("build plugin at app scale: '\(app)' declares no @Model class (skipped)")
            return []
        }
        let codeFiles = (manager.subpaths(atPath: code) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        guard !codeFiles.isEmpty else {
            throw BenchError("the build plugin's benchmark needs swift-syntax's sources at '\(code)' (run `make build` first, "
                             + "which checks the package's dependencies out, or name a folder of Swift code with --plugin-code)")
        }

        // The target's folder: a repository of its own (the search for ckschema.yaml stops here).
        let target = folder.appendingPathComponent("plugin-target")
        let sources = target.appendingPathComponent("Sources")
        try manager.createDirectory(at: sources, withIntermediateDirectories: true)
        try manager.createDirectory(at: target.appendingPathComponent(".git"), withIntermediateDirectories: true)
        var otherFiles: [String] = []
        var texts: [String] = []
        var lines = 0
        for relative in codeFiles {
            let text = try String(contentsOfFile: (code as NSString).appendingPathComponent(relative), encoding: .utf8)
            let copy = sources.appendingPathComponent(relative)
            try manager.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: copy, atomically: true, encoding: .utf8)
            otherFiles.append(copy.path)
            texts.append(text)
            lines += text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        }
        let editedCopy = target.appendingPathComponent((edited as NSString).lastPathComponent).path
        let modelText = try String(contentsOfFile: edited, encoding: .utf8)
        try modelText.write(toFile: editedCopy, atomically: true, encoding: .utf8)
        let inputs = appFiles.map { $0 == edited ? editedCopy : $0 } + otherFiles
        var appLines = 0
        for path in appFiles {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            texts.append(text)
            appLines += text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        }

        // The yardstick of the cold build: every file of the target parsed, one after the other.
        var parse = Double.infinity
        for _ in 0..<max(1, rounds / 2) {
            let time = seconds {
                var length = 0
                for text in texts { length += FullParse.parsedLength(text) }
                if length == 0 { say("  (nothing parsed)") }
            }
            parse = min(parse, time)
        }

        // What parsing on every core would buy (printed, no goal): the same parse on one thread per core.
        var parallel = Double.infinity
        for _ in 0..<max(1, rounds / 2) {
            parallel = min(parallel, seconds { ParallelParse.run(texts, threads: ProcessInfo.processInfo.activeProcessorCount) })
        }

        let cache = target.appendingPathComponent("Cache")
        // The command the build plugin runs: the files listed in a file of its work folder.
        let list = target.appendingPathComponent("inputs.txt")
        try (inputs.joined(separator: "\n") + "\n").write(to: list, atomically: true, encoding: .utf8)
        let lint = [binary, "build-lint", "--project", target.path, "--cache", cache.path, "--files-from", list.path]
        // The status every lint of this target ends with (1 when the app's models have errors).
        try? manager.removeItem(at: cache)
        let status = spawnAndWait(lint).status
        guard status == 0 || status == 1 else {
            throw BenchError("ckschema build-lint exited \(status) on the plugin benchmark's target")
        }

        var round = 0
        // A file of the parser's, which the app's models do not need.
        let nonModel = otherFiles.first { $0.hasSuffix("SwiftParser/Lexer/Cursor.swift") } ?? otherFiles[otherFiles.count / 2]
        let nonModelText = try String(contentsOfFile: nonModel, encoding: .utf8)
        let commands: [EndToEnd.Command] = [
            .init(name: EndToEnd.startUp, arguments: [binary, "--version"]),
            .init(name: "cold, no cache", arguments: lint, goal: .seconds(parse), expectedStatus: status,
                  prepare: { try? manager.removeItem(at: cache) }),
            .init(name: "nothing changed (cache warm)", arguments: lint, goal: .timesOf(EndToEnd.startUp, 3), expectedStatus: status),
            .init(name: "one non-model file edited", arguments: lint, goal: .timesOf(EndToEnd.startUp, 10), expectedStatus: status,
                  prepare: {
                      round += 1
                      try? (nonModelText + "// edit \(round)\n").write(toFile: nonModel, atomically: true, encoding: .utf8)
                  }),
            // The old warm path, kept for a file saved unchanged: every file read and hashed, no lint.
            .init(name: "every file saved unchanged", arguments: lint, expectedStatus: status,
                  prepare: { for path in inputs where !path.hasPrefix(app) { utimes(path, nil) } }),
            .init(name: "one model file edited", arguments: lint, goal: .timesOf(EndToEnd.startUp, 15), expectedStatus: status,
                  prepare: { try? (modelText + "// edit \(round)\n").write(toFile: editedCopy, atomically: true, encoding: .utf8) }),
        ]
        let results = EndToEnd.measure(commands, rounds: rounds)
        say("build plugin at app scale: \((app as NSString).lastPathComponent)'s \(appFiles.count) files (\(appLines) lines, "
            + "\(modelFiles.count) declaring @Model) + \(otherFiles.count) files of swift-syntax's sources (\(lines) lines), "
            + "best of \(rounds) rounds (median)")
        say("  one full parse of the target, one core  \(EndToEnd.duration(parse).leftPadded(9))  (the cold build's goal)")
        say("  the same on \(ProcessInfo.processInfo.activeProcessorCount) threads           \(EndToEnd.duration(parallel).leftPadded(9))  "
            + String(format: "(%.2f × faster; printed only)", parse / parallel))
        return EndToEnd.report(commands, results: results, label: "build plugin")
    }
}

/// Every text parsed by `threads` threads of 64 MiB of stack (the parser recurses once per nesting
/// level), each taking the next text until none is left: what parallel parsing buys, measured.
enum ParallelParse {
    static func run(_ texts: [String], threads: Int) {
        let queue = WorkQueue(count: texts.count)
        let done = DispatchGroup()
        for _ in 0..<max(1, threads) {
            done.enter()
            let thread = Thread {
                while let index = queue.take() { _ = FullParse.parsedLength(texts[index]) }
                done.leave()
            }
            thread.stackSize = 64 << 20
            thread.start()
        }
        done.wait()
    }

    /// The next index to take, locked.
    final class WorkQueue: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private let count: Int
        init(count: Int) { self.count = count }
        func take() -> Int? {
            lock.withLock {
                guard next < count else { return nil }
                defer { next += 1 }
                return next
            }
        }
    }
}
