import ArgumentParser
import CKSchemaKit
import Foundation

/// `ckschema build-lint`: what the build plugins run on every build (docs/xcode.md).
struct BuildLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build-lint",
        abstract: "Lint one build target's models for the SwiftPM and Xcode build plugins (docs/xcode.md).",
        discussion: """
            FILE may be Swift files and .xcdatamodeld or .xcdatamodel folders; other files are \
            ignored. Swift code is linted when a file declares an @Model class, a Core Data model \
            when its current version is marked 'Used with CloudKit'. Findings are printed as \
            '/absolute/path:line:column: error: message [rule_id]', which Xcode and 'swift build' \
            show at the line. ckschema.yaml is searched for from --project upwards. With --cache, \
            the output is kept in that folder keyed on the contents of the files, the \
            configuration, the findings baseline and the tool's version: a build where none \
            changed prints the kept output without linting. Exit codes: 0 no error findings, \
            1 error findings, 2 invalid input.

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
