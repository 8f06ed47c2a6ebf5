import ArgumentParser
import CKSchemaKit
import Foundation

/// `ckschema release VERSION`: locks a released version's content in `schemas/ckschema.lock`.
struct ReleaseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "release",
        abstract: "Record a released version's content hash in the lock file, so later edits to it fail 'check'.",
        discussion: """
            The hash covers the normalized schema (whitespace, comments and key order do not count). \
            Commit schemas/ckschema.lock. Exit 1 when the version was already released with other content.
            """)

    @Argument(help: "The version number to release.")
    var version: Int

    @Option(help: "The model, when the schemas folder holds several.")
    var model: String?

    @Option(help: "The schemas folder.")
    var schemas: String = "schemas"

    func run() throws {
        try runReportingInputErrors {
            let catalog = try SchemaLoader.loadDirectory(schemas)
            let histories = model.flatMap { catalog.history(of: $0) }.map { [$0] } ?? catalog.models
            guard let schema = histories.lazy.compactMap({ $0.versions.first { $0.version == version } }).first else {
                throw InputError(ReleaseLockProblems.unknownVersion, message: "no version \(version) in '\(schemas)'")
            }
            var lock = try ReleaseLock.read(folder: schemas)
            let file = URL(fileURLWithPath: schema.file ?? "").lastPathComponent
            let added: Bool
            do {
                added = try lock.release(schema, file: file)
            } catch let error as InputError where error.diagnostics.first?.id == ReleaseLockChecks.modified.id {
                Console.out(Reporter.render(FindingsReport(title: "ckschema release", diagnostics: error.diagnostics, files: [schema.file ?? file]), as: .text))
                throw ExitStatus.findings
            }
            let path = (schemas as NSString).appendingPathComponent(ReleaseLock.fileName)
            if added { try AtomicFile.write(try lock.rendered(), to: path) }
            Console.out(added ? "released \(schema.model) version \(version): locked in \(path)\n"
                              : "\(schema.model) version \(version) is already released with this content\n")
        }
    }
}
