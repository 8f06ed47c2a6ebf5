import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The build plugin at app scale (`ckschema build-lint`, what the plugin runs on every build): a
/// target made of a real SwiftData app's model package (read in place from the corpus, default
/// `../shared/corpus/swiftdata/fer0n__Unwatched`, or `--plugin-app FOLDER`) and about 160,000
/// lines of generated non-model Swift code, timed against the binary's own start-up in four
/// builds, each with its goal:
///
/// | build | goal |
/// |---|---|
/// | nothing changed (cache warm) | ≤ 3 × start-up |
/// | one non-model file edited | ≤ 10 × |
/// | one model file edited | ≤ 15 × |
/// | cold (no cache) | ≤ 60 × |
///
/// The edited model file is a copy of one of the app's files in the benchmark's temporary folder
/// (the corpus is never written). Returns the goals missed.
enum PluginBench {
    static let generatedLines = 160_000
    static let linesPerFile = 400

    static func run(app: String, binary: String, folder: URL, rounds: Int) throws -> [String] {
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

        // The target's folder: a repository of its own (the search for ckschema.yaml stops here).
        let target = folder.appendingPathComponent("plugin-target")
        let generated = target.appendingPathComponent("Sources")
        try manager.createDirectory(at: generated, withIntermediateDirectories: true)
        try manager.createDirectory(at: target.appendingPathComponent(".git"), withIntermediateDirectories: true)
        var generatedFiles: [String] = []
        var lines = 0
        var index = 0
        while lines < generatedLines {
            let text = GeneratedSwift.file(index, lines: linesPerFile)
            let path = generated.appendingPathComponent("Feature\(index).swift").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            generatedFiles.append(path)
            lines += text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
            index += 1
        }
        let editedCopy = target.appendingPathComponent((edited as NSString).lastPathComponent).path
        let modelText = try String(contentsOfFile: edited, encoding: .utf8)
        try modelText.write(toFile: editedCopy, atomically: true, encoding: .utf8)
        let inputs = appFiles.map { $0 == edited ? editedCopy : $0 } + generatedFiles
        let appLines = try appFiles.reduce(0) { total, path in
            total + (try String(contentsOfFile: path, encoding: .utf8)).reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
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
        let nonModel = generatedFiles[generatedFiles.count / 2]
        let nonModelText = try String(contentsOfFile: nonModel, encoding: .utf8)
        let commands: [EndToEnd.Command] = [
            .init(name: EndToEnd.startUp, arguments: [binary, "--version"]),
            .init(name: "cold, no cache", arguments: lint, goal: .timesOf(EndToEnd.startUp, 60), expectedStatus: status,
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
            + "\(modelFiles.count) declaring @Model) + \(generatedFiles.count) generated files (\(lines) lines), best of \(rounds) rounds (median)")
        return EndToEnd.report(commands, results: results, label: "build plugin")
    }
}

/// Non-model Swift code of the kind an app target holds (view models, formatting, networking-like
/// value types, enums with switches, closures), deterministic for a file index. No `@Model`.
enum GeneratedSwift {
    static func file(_ index: Int, lines: Int) -> String {
        var out = "import Foundation\n\n"
        var part = 0
        while out.reduce(0, { $1 == "\n" ? $0 + 1 : $0 }) < lines - 40 {
            let name = "Feature\(index)Part\(part)"
            out += """
                /// State and logic of \(name).
                struct \(name)State: Equatable, Sendable {
                    var title: String = "\(name)"
                    var count: Int = \(part)
                    var ratio: Double = 0.\(part + 1)
                    var tags: [String] = ["a", "b", "\(index)"]
                    var selected: Set<Int> = []
                    var lastUpdate: Date? = nil

                    mutating func toggle(_ value: Int) {
                        if selected.contains(value) {
                            selected.remove(value)
                        } else {
                            selected.insert(value)
                        }
                        count = selected.count
                    }
                }

                enum \(name)Action: String, CaseIterable {
                    case load, refresh, select, clear

                    var label: String {
                        switch self {
                        case .load: return "Load \\(rawValue)"
                        case .refresh: return "Refresh"
                        case .select: return "Select"
                        case .clear: return "Clear"
                        }
                    }
                }

                final class \(name)Model {
                    private(set) var state = \(name)State()
                    private let formatter: NumberFormatter = {
                        let formatter = NumberFormatter()
                        formatter.maximumFractionDigits = 2
                        return formatter
                    }()

                    func send(_ action: \(name)Action) {
                        switch action {
                        case .load, .refresh:
                            state.lastUpdate = Date()
                            state.tags = state.tags.filter { !$0.isEmpty }.sorted()
                        case .select:
                            state.toggle(state.count + 1)
                        case .clear:
                            state = \(name)State()
                        }
                    }

                    func summary() -> String {
                        let values = state.tags.enumerated().map { offset, tag in "\\(offset): \\(tag)" }
                        let ratio = formatter.string(from: NSNumber(value: state.ratio)) ?? "-"
                        return "\\(state.title) [\\(values.joined(separator: ", "))] \\(ratio)"
                    }
                }


                """
            part += 1
        }
        return out
    }
}
