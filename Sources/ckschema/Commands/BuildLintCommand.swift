import ArgumentParser
import CKSchemaKit
import Foundation

/// `ckschema build-lint`: what the build plugins run on every build (docs/xcode.md).
struct BuildLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build-lint",
        abstract: "Lint one build target's models for the SwiftPM and Xcode build plugins (docs/xcode.md).",
        discussion: """
            Lints the Swift files that declare an @Model class and the Core Data models marked 'Used \
            with CloudKit'; other files are ignored. Findings print as 'path:line:column: error: message \
            [rule_id]', which Xcode and 'swift build' show at the line. ckschema.yaml is searched for from \
            --project upwards. --cache keeps the output keyed on the files, the configuration, the \
            baseline and the tool's version. Exit 0 no error findings, 1 error findings, 2 invalid input.

            Examples:
              ckschema build-lint --project Sources/App --cache .build/ckschema Sources/App/Models.swift
              ckschema build-lint --project . App/Model.xcdatamodeld
            """
    )

    @Argument(help: "The target's Swift files and Core Data model folders.")
    var files: [String] = []

    @Option(help: "Where the search for ckschema.yaml starts (the target's folder; default: the current folder).")
    var project: String?

    @Option(help: "The folder that keeps the last output (the plugin's work folder).")
    var cache: String?

    func run() throws {
        try runReportingInputErrors {
            let loaded = try Project.load(from: project ?? FileManager.default.currentDirectoryPath)
            let result = try BuildLintService(project: loaded).run(paths: files, cacheDirectory: cache)
            Console.out(result.text)
            if result.failed { throw ExitStatus.findings }
        }
    }
}
