import Foundation

// `make bench`: the speed goals of Benchmarks/README.md, measured on the built binary.
// Usage: ckschema-bench --commands CKSCHEMA [--repeat N] [--swiftdata FOLDER]
//                       [--plugin-app FOLDER] [--plugin-code FOLDER] [--only plugin]
//        ckschema-bench --write-yaml FILE [--entities N] [--attributes N] [--schema-version N]
//        ckschema-bench --corpus-report CORPUS [--output FILE] [--notes FILE]  (scripts/corpus-report.sh)
// Exits 1 when a goal is missed.

func argument(_ name: String, default value: Int) -> Int {
    text(name).flatMap { Int($0) } ?? value
}

func text(_ name: String) -> String? {
    let args = CommandLine.arguments
    guard let index = args.firstIndex(of: name), index + 1 < args.count else { return nil }
    return args[index + 1]
}

/// The wall-clock seconds of one run of `body`.
func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

if let file = text("--write-yaml") {
    // The benchmark's schema as a file.
    let yaml = SyntheticSchema.yaml(entities: argument("--entities", default: 100), attributes: argument("--attributes", default: 15),
                                    version: argument("--schema-version", default: 1))
    try yaml.write(toFile: file, atomically: true, encoding: .utf8)
    exit(0)
}

if let corpus = text("--corpus-report") {
    exit(CorpusReportMode.run(corpus: corpus, output: text("--output") ?? "research/corpus-report.md", notes: text("--notes")))
}

guard let binary = text("--commands") else {
    print("usage: ckschema-bench --commands CKSCHEMA [--repeat N] [--swiftdata FOLDER] [--plugin-app FOLDER] [--plugin-code FOLDER] [--only plugin]")
    exit(2)
}
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckschema-bench-\(getpid())")
defer { try? FileManager.default.removeItem(at: folder) }
say("machine: \(Machine.description)")
let rounds = argument("--repeat", default: 5)
let bench = EndToEnd(binary: binary, folder: folder)
// `--only plugin` runs the build plugin's benchmark alone.
let onlyPlugin = text("--only") == "plugin"
var failures: [String] = []
do {
    if !onlyPlugin {
        failures = try bench.run(
            realistic: .init(label: "realistic", entities: 100, attributes: 15, rounds: 4 * rounds),
            large: .init(label: "large", entities: 2_000, attributes: 30, rounds: rounds))
    }
    failures += try PluginBench.run(app: text("--plugin-app") ?? "../shared/corpus/swiftdata/fer0n__Unwatched",
                                    code: text("--plugin-code") ?? PluginBench.defaultCode,
                                    binary: binary, folder: folder, rounds: 2 * rounds)
} catch {
    print("error: \(error)")
    exit(2)
}

if !onlyPlugin, let failure = try SwiftDataBench.run(folder: text("--swiftdata") ?? "../shared/corpus/swiftdata", runs: rounds) {
    failures.append(failure)
}
say("machine load after the run: \(Machine.load)")
if failures.isEmpty {
    print("all goals met")
} else {
    for failure in failures { print("goal missed: \(failure)") }
    try? FileManager.default.removeItem(at: folder)
    exit(1)
}
