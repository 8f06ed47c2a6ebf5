import CKSchemaCore
import CKSchemaGeneration
import CKSchemaKit
import CKSchemaRules
import CKSchemaStore
import Foundation

// `make bench`: the speed targets of docs/performance.md, measured in one run.
// Usage: ckschema-bench [--entities N] [--attributes N] [--repeat N]          in-process phases
//        ckschema-bench --commands CKSCHEMA --scanner YAML_SCAN [--entities N] [--attributes N] [--repeat N] [--scales 1,10]
//                                                                            the built binary end to end, 1× and 10×
//        ckschema-bench --write-yaml FILE [--entities N] [--attributes N] [--schema-version N]
// Exits 1 when a target is missed.

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

/// The median wall-clock seconds of `body` over `runs` runs.
func median(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<runs { times.append(try seconds(body)) }
    return times.sorted()[times.count / 2]
}

/// The best and the median wall-clock seconds of `first` and of `second`, timed alternately run
/// after run, so that a busy minute on a shared host falls on both sides of the comparison.
func alternately(
    _ runs: Int, _ first: () throws -> Void, _ second: () throws -> Void
) rethrows -> (first: (best: Double, median: Double), second: (best: Double, median: Double)) {
    var firstTimes: [Double] = [], secondTimes: [Double] = []
    for _ in 0..<runs {
        firstTimes.append(try seconds(first))
        secondTimes.append(try seconds(second))
    }
    firstTimes.sort()
    secondTimes.sort()
    return ((firstTimes[0], firstTimes[runs / 2]), (secondTimes[0], secondTimes[runs / 2]))
}

func peakResidentMiB() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_maxrss) / 1024  // KiB on Linux
    #else
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / (1024 * 1024)  // bytes on macOS
    #endif
}

if let file = text("--write-yaml") {
    // The same schema as a file.
    let yaml = SyntheticSchema.yaml(entities: argument("--entities", default: 2_000), attributes: argument("--attributes", default: 30),
                                    version: argument("--schema-version", default: 1))
    try yaml.write(toFile: file, atomically: true, encoding: .utf8)
    exit(0)
}

if let binary = text("--commands"), let scanner = text("--scanner") {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckschema-bench-e2e-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    print("machine: \(Machine.description)")
    print("end to end: the built ckschema (process start, reading, output and exit included) against a C program that")
    print("only pulls libyaml's events from both schema files")
    let bench = EndToEnd(binary: binary, scanner: scanner, entities: argument("--entities", default: 2_000),
                         attributes: argument("--attributes", default: 30), runs: argument("--repeat", default: 5), folder: folder)
    let missed: [String]
    do {
        missed = try bench.run(scales: text("--scales")?.split(separator: ",").compactMap { Int($0) } ?? [1, 10])
    } catch {
        print("error: \(error)")
        exit(2)
    }
    if missed.isEmpty {
        print("all targets met")
    } else {
        for failure in missed { print("target missed: \(failure)") }
        try? FileManager.default.removeItem(at: folder)
        exit(1)
    }
    exit(0)
}

let entities = argument("--entities", default: 2_000)
let attributes = argument("--attributes", default: 30)
let runs = argument("--repeat", default: 5)
let bytes = Array(SyntheticSchema.yaml(entities: entities, attributes: attributes).utf8)
var failures: [String] = []

print("machine: \(Machine.description)")
print("ckschema benchmark: \(entities) entities × \(attributes) attributes, \(bytes.count / 1024) KiB of YAML")

let events = YAMLParser.scanEvents(bytes)
guard events > 0 else {
    print("error: the synthetic schema is not valid YAML")
    exit(2)
}
// The target compares the best of `comparisonRuns` runs of each, timed alternately: the best run
// is the code's own speed, the median also carries the host's noise (both are printed).
let comparisonRuns = max(runs, 9)
var findings = 0
let (scanTimes, loadLintTimes) = try alternately(comparisonRuns) {
    _ = YAMLParser.scanEvents(bytes)
} _: {
    let schema = try SchemaLoader.load(bytes: bytes, file: "bench.yaml")
    findings = Linter().lint(schema).diagnostics.count
}
let scan = scanTimes.median
let loadOnly = try median(runs) { _ = try SchemaLoader.load(bytes: bytes, file: "bench.yaml") }
let treeOnly = try median(runs) { _ = try YAMLParser.parse(bytes, file: "bench.yaml") }
let loaded = try SchemaLoader.load(bytes: bytes, file: "bench.yaml")
let lintOnly = median(runs) { _ = Linter().lint(loaded) }
let ratio = loadLintTimes.best / scanTimes.best
print(String(format: "  bare libyaml event scan   %8.3f s  best of %d (median %.3f s; %d events)",
             scanTimes.best, comparisonRuns, scanTimes.median, events))
print(String(format: "  ckschema load + lint      %8.3f s  best of %d (median %.3f s, %.2f ×; %d findings)",
             loadLintTimes.best, comparisonRuns, loadLintTimes.median, loadLintTimes.median / scan, findings))
print(String(format: "  ratio                     %8.2f ×  best to best (target ≤ 1.50 ×)", ratio))
print("  medians of \(runs) runs, against the scan's median:")
print(String(format: "  YAML node tree            %8.3f s  (%.2f ×)", treeOnly, treeOnly / scan))
print(String(format: "  ckschema load             %8.3f s  (%.2f ×)", loadOnly, loadOnly / scan))
print(String(format: "  lint alone                %8.3f s  (%.2f ×)", lintOnly, lintOnly / scan))
if ratio > 1.5 { failures.append("load + lint is \(String(format: "%.2f", ratio))× the bare scan") }
if findings != 0 { failures.append("the synthetic schema should be lint-clean, found \(findings) findings") }

// dev init, the way `ckschema dev init` runs it, into a fresh store file each run.
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckschema-bench-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
func freshStore() throws -> EnvironmentStore {
    try EnvironmentStore(path: folder.appendingPathComponent("state-\(UUID().uuidString).sqlite").path)
}
let stamp = HistoryStamp(actor: "bench", toolVersion: "bench", date: Date())
let devInitRuns = max(3, runs / 2)
let mappingOnly = median(runs) { _ = CKDBGenerator.mappingProblems(in: loaded) }
let mapperOnly = median(runs) { _ = RecordTypeMapper.map(loaded, mode: .initialized) }
// From a file, as the CLI reads it (the store records the file's hash).
let schemaFile = folder.appendingPathComponent("bench.yaml").path
try Data(bytes).write(to: URL(fileURLWithPath: schemaFile))
let loadedFromFile = try SchemaLoader.load(contentsOf: schemaFile)
let storeOnly = try median(devInitRuns) {
    _ = try freshStore().initializeDevelopment(from: loadedFromFile, contentHash: ContentHash.of(loadedFromFile), stamp: stamp)
}
// As `ckschema dev init` runs it: lint and the mapping check beside the mapping, then the store.
let devInit = try median(devInitRuns) {
    let schema = try SchemaLoader.load(contentsOf: schemaFile)
    let preparation = DevelopmentPreparation(schema, linter: Linter())
    guard preparation.provision.errors.isEmpty else {
        // The synthetic schema must be lint-clean: its findings are the failure.
        throw InputError(preparation.provision.errors)
    }
    _ = try freshStore().initializeDevelopment(preparation.provision, stamp: stamp)
}
print("dev init (load, lint, mapping check, store transaction into a new file), median of \(devInitRuns) runs")
print(String(format: "  mapping check             %8.3f s", mappingOnly))
print(String(format: "  record type mapping       %8.3f s", mapperOnly))
print(String(format: "  mapping + store           %8.3f s  (mapping, schema rows, tables, records, history)", storeOnly))
// The 1 s target is checked on the built binary, process start included, by the end-to-end run (EndToEnd.swift).
print(String(format: "  dev init                  %8.3f s  (in-process; the target is checked end to end)", devInit))

let swiftDataFolder = CommandLine.arguments.firstIndex(of: "--swiftdata").flatMap {
    $0 + 1 < CommandLine.arguments.count ? CommandLine.arguments[$0 + 1] : nil
} ?? "../shared/corpus/swiftdata"
if let failure = try SwiftDataBench.run(folder: swiftDataFolder, runs: runs) { failures.append(failure) }

print(String(format: "  peak resident memory      %8.1f MiB", peakResidentMiB()))
if failures.isEmpty {
    print("all targets met")
} else {
    for failure in failures { print("target missed: \(failure)") }
    exit(1)
}
