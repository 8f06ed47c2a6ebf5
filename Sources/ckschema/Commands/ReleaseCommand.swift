import ArgumentParser
import CKSchemaKit
import CKSchemaRules
import Foundation

/// `ckschema release VERSION…`: locks a released version's content in `schemas/ckschema.lock`.
struct ReleaseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "release",
        abstract: "Record a released version's content hash in the lock file, so later edits to it fail 'check'.",
        discussion: """
            The hash covers the normalized schema (whitespace, comments and key order do not count). \
            Several versions may be given (`ckschema release 1 2 3` when adopting a history). Commit \
            schemas/ckschema.lock. Exit 1 when a version was already released with other content; nothing is \
            written then.
            """)

    @Argument(help: "The version numbers to release.")
    var versions: [Int]

    @Option(help: "The model, when the schemas folder holds several.")
    var model: String?

    @Option(help: "The schemas folder (default: from ckschema.yaml, else 'schemas').")
    var schemas: String?

    func run() throws {
        try runReportingInputErrors {
            let service = ReleaseService(project: try Project.load())
            do {
                let (outcomes, lockFile) = try service.release(versions, model: model, schemas: schemas)
                for outcome in outcomes {
                    switch outcome {
                    case .released(let model, let version):
                        Console.out("released \(model) version \(version): locked in \(lockFile)\n")
                    case .alreadyReleased(let model, let version):
                        Console.out("\(model) version \(version) is already released with this content\n")
                    }
                }
            } catch let conflict as ReleaseConflict {
                let files = Array(Set(conflict.diagnostics.compactMap(\.location?.file))).sorted()
                Console.out(Reporter.render(FindingsReport(title: "ckschema release", diagnostics: conflict.diagnostics, files: files), as: .text))
                throw ExitStatus.findings
            }
        }
    }
}
