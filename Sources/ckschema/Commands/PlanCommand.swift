import ArgumentParser
import CKSchemaKit
import Foundation

/// `ckschema plan`: migration plans for each step of a model's history.
struct PlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Plan each version step: CloudKit strategy, local migration stage, what becomes permanent, deploy checklist.",
        discussion: """
            For each step between consecutive versions (default: the whole history) the plan chooses \
            Apple's strategy for updating a production schema: add fields incrementally (additive \
            changes), bump the version attribute and filter old clients (client-incompatible changes) \
            or move to a new container (changes Production refuses). Without --write the Markdown plans \
            are printed. --write writes v<A>-to-v<B>.md, v<A>-to-v<B>.json and MigrationPlan.swift (a \
            SwiftData SchemaMigrationPlan listing every version) to the migrations folder; --check writes \
            nothing and exits 1 listing missing, stale or obsolete files.
            """
    )

    @Option(help: "The first version of the range (default: the oldest).")
    var from: Int?

    @Option(help: "The last version of the range (default: the newest).")
    var to: Int?

    @Flag(help: "Write the plans to the migrations folder.")
    var write = false

    @Flag(help: "Write nothing; exit 1 if the migrations folder is not up to date.")
    var check = false

    @Option(name: .customLong("schemas"), help: "The folder of schema files (default: from ckschema.yaml, else 'schemas').")
    var schemas: String?

    @Option(help: "The model to plan, when the folder holds several.")
    var model: String?

    @Option(help: "The folder for the plans (default: 'migrations:' from ckschema.yaml, else 'migrations').")
    var output: String?

    func validate() throws {
        if write && check { throw ValidationError("--write and --check exclude each other") }
    }

    func run() throws {
        var files: [GeneratedFile] = []
        var folder = ""
        try runReportingInputErrors {
            let context = try ProjectContext.load()
            let schemasFolder = context.schemasDirectory(schemas)
            let history = try SchemaLoader.loadDirectory(schemasFolder).selectModel(model, source: schemasFolder)
            folder = output ?? context.configuration.resolve(context.configuration.migrations)
            if !write && !check {
                let text = try MigrationPlanGenerator.markdown(history, from: from, to: to)
                Console.out(text.isEmpty ? "'\(history.model)' has a single version: nothing to plan\n" : text)
                return
            }
            files = try MigrationPlanGenerator.generate(history, from: from, to: to)
        }
        guard write || check else { return }
        // A partial range leaves the other steps' plans alone.
        let full = from == nil && to == nil
        let syncs = MigrationPlanGenerator.markers.map { kind in
            (GeneratedFileSync(folder: folder, marker: kind.marker, fileExtension: kind.fileExtension),
             files.filter { $0.path.hasSuffix("." + kind.fileExtension) })
        }
        func differences(_ sync: GeneratedFileSync, _ files: [GeneratedFile]) -> [GeneratedFileStatus] {
            sync.differences(files).filter { full || $0.kind != .obsolete }
        }
        if check {
            let stale = syncs.flatMap { differences($0.0, $0.1) }.sorted { $0.path < $1.path }
            for difference in stale { Console.err("\(difference.kind.rawValue): \(display(difference.path, in: folder))\n") }
            if !stale.isEmpty {
                Console.err("error: the migration plans are out of date; run 'ckschema plan --write'\n")
                throw ExitStatus.findings
            }
            Console.out("\(files.count) files up to date in '\(display("", in: folder))'\n")
            return
        }
        do {
            var changes: [GeneratedFileStatus] = []
            for (sync, subset) in syncs {
                if full {
                    changes += try sync.apply(subset)
                    continue
                }
                for difference in differences(sync, subset) {
                    guard let file = subset.first(where: { $0.path == difference.path }) else { continue }
                    try AtomicFile.write(file.contents, to: URL(fileURLWithPath: folder).appendingPathComponent(file.path).path)
                    changes.append(difference)
                }
            }
            for change in changes.sorted(by: { $0.path < $1.path }) {
                Console.out("\(change.kind == .obsolete ? "removed" : "wrote") \(display(change.path, in: folder))\n")
            }
            if changes.isEmpty { Console.out("\(files.count) files up to date in '\(display("", in: folder))'\n") }
        } catch {
            Console.err("error: cannot write to '\(folder)': \(error.localizedDescription)\n")
            throw ExitStatus.invalidInput
        }
    }

    private func display(_ path: String, in folder: String) -> String {
        let url = URL(fileURLWithPath: folder).appendingPathComponent(path)
        let cwd = FileManager.default.currentDirectoryPath + "/"
        return url.path.hasPrefix(cwd) ? String(url.path.dropFirst(cwd.count)) : url.path
    }
}
