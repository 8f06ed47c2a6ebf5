import ArgumentParser
import CKSchemaKit
import Foundation

/// `ckschema build-lint`: what the build plugins run on every build (docs/xcode.md).
struct BuildLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build-lint",
        abstract: "Lint one build target's models for the SwiftPM and Xcode build plugins (docs/xcode.md).",
        discussion: """
            Lints the Swift files that declare an @Model class and the Core Data models, each model \
            checked only where the code syncs it: SwiftData's ModelConfigurations (not previews or \
            tests) with the target's .entitlements found in the project ('entitlements:' in \
            ckschema.yaml names them), Core Data's NSPersistentCloudKitContainer store descriptions \
            (the 'Used with CloudKit' checkbox when no such code is found); other files are ignored. Findings print as 'path:line:column: error: message \
            [rule_id]', which Xcode and 'swift build' show at the line. ckschema.yaml is searched for from \
            --project upwards. --cache keeps the output keyed on the files (their size and modification \
            time, then their contents), the configuration, the baseline and the tool's version. \
            --files-from reads more paths from a file, one per line, as the build plugin passes a \
            target's files. Exit 0 no error findings, 1 error findings, 2 invalid input.

            Examples:
              ckschema build-lint --project Sources/App --cache .build/ckschema Sources/App/Models.swift
              ckschema build-lint --project . App/Model.xcdatamodeld
              ckschema build-lint --project Sources/App --cache .build/ckschema --files-from .build/ckschema/inputs.txt
            """)

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
            Console.out(BuildLintText.findings(result))
            if result.failed { throw ExitStatus.findings }
        }
    }
}
