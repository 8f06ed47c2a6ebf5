import ArgumentParser
import CKSchemaKit
import Foundation

/// `ckschema check`: production rules (and release readiness) against baselines, as one gate.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the newest schema version against earlier ones: CloudKit production rules in one gate.",
        discussion: """
            PATH is a schema file or a folder (default: schemas; its newest version per model is \
            checked). Lint runs first. Each --against REF is a schema file, a version number in the \
            schemas folder, a .ckdb file (a production export: everything the build writes must be \
            deployed there), production or development (that environment of the local store, see --state) or git:REVISION:PATH (in shallow CI clones fetch the revision first). Without --against, the \
            version is checked against every earlier version in the folder, since production keeps \
            everything ever deployed. Exit 1 when any error is found.
            """)

    @Argument(help: "A schema file or a folder of schema files.")
    var path: String = "schemas"

    @Option(name: .customLong("against"), help: "A baseline: schema file, version number or git:REVISION:PATH (repeatable).")
    var against: [String] = []

    @Option(help: "Output format: text, json, github, sarif or markdown.")
    var format: ReportFormat = .text

    @Option(help: "The folder that holds one file per version (for version numbers).")
    var schemas: String = "schemas"

    @OptionGroup var store: StoreOptions

    func run() throws {
        try runReportingInputErrors {
            let catalog = try SchemaLoader.load(paths: [path])
            let isFolder = FileManager.default.fileExists(atPath: path + "/.")
            var resolver = BaselineResolver(schemasDirectory: isFolder ? path : schemas, catalog: isFolder ? catalog : nil)
            let lockFolder = isFolder ? path : schemas
            let lock = try ReleaseLock.read(folder: lockFolder)
            let lockFindings = isFolder ? lock.verify(catalog, folder: lockFolder) : []
            var failed = false
            var output = ""
            for history in catalog.models {
                guard let proposed = history.latest else { continue }
                var baselines: [Schema] = []
                var extra = Linter().lint(proposed).diagnostics + lockFindings.filter { d in history.versions.contains { $0.file == d.location?.file } || d.id == "released_version_missing" }
                var extraFiles: [String] = []
                if against.isEmpty {
                    // Production keeps everything ever deployed: every released version (all earlier
                    // ones when nothing is released yet).
                    let released = history.versions.filter { lock.entry(model: $0.model, version: $0.version) != nil && $0.version < proposed.version }
                    baselines = released.isEmpty ? history.versions.filter { $0.version < proposed.version } : released
                } else {
                    for reference in against {
                        // `production` / `development`: that environment of the local store.
                        if let environment = CloudKitEnvironment(rawValue: reference) {
                            let (schema, file) = try store.existingSchema(of: environment)
                            extra += ProductionComparison.check(proposed, against: schema)
                            extraFiles.append(file)
                            continue
                        }
                        switch try resolver.resolve(reference, model: proposed.model) {
                        case .schema(let schema):
                            baselines.append(schema)
                        case .cloudKit(let production, let file):
                            extra += ProductionComparison.check(proposed, against: production)
                            extraFiles.append(file)
                        }
                    }
                }
                let check = BaselineCheck(proposed: proposed, baselines: baselines, extra: extra, extraFiles: extraFiles)
                failed = failed || check.failed
                output += Reporter.render(check.findingsReport(), as: format, useColor: Console.useColor(for: STDOUT_FILENO))
                if format == .text, !check.permanent.isEmpty {
                    output += "permanent once deployed:\n" + check.permanent.map { "  - \($0)\n" }.joined()
                }
            }
            Console.out(output)
            if failed { throw ExitStatus.findings }
        }
    }
}
