import ArgumentParser
import CKSchemaKit
import Foundation

/// `ckschema build-lint`: what the build plugins run on every build (docs/xcode.md).
struct BuildLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(.buildLint)

    @Argument(help: "The target's Swift files and Core Data model folders.")
    var files: [String] = []

    @Option(help: "Where the search for ckschema.yaml starts (the target's folder; default: the current folder).")
    var project: String?

    @Option(help: "The folder that keeps the last output (the plugin's work folder).")
    var cache: String?

    @Option(name: .customLong("files-from"), help: "A file listing more files, one path per line (what the build plugin passes).")
    var filesFrom: String?

    func run() throws {
        try runReportingInputErrors {
            let loaded = try Project.load(from: project ?? FileManager.default.currentDirectoryPath)
            let listed = try filesFrom.map(BuildLintService.paths(listedIn:)) ?? []
            let result = try BuildLintService(project: loaded).run(paths: files + listed, cacheDirectory: cache)
            Console.out(result.text)
            if result.failed { throw ExitStatus.findings }
        }
    }
}
