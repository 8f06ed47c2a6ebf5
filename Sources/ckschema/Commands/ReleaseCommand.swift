import ArgumentParser
import CKSchemaKit
import CKSchemaReporting
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
            schemas/ckschema.lock. With --from, the model where it lives (an .xcdatamodeld, or SwiftData \
            code) is snapshotted first: its current version (or the VERSIONs given) becomes the next YAML \
            file of the schemas folder, which is then locked; released files are never rewritten. Exit 1 \
            when a version was already released with other content; nothing is written then.

            Examples:
              ckschema release 3
              ckschema release 1 2 3
              ckschema release --from App/Model.xcdatamodeld
              ckschema release --from App/Models
            """)

    @Argument(help: "The version numbers to release (with --from: default its current version).")
    var versions: [Int] = []

    @Option(help: "Snapshot this model into the schemas folder first: an .xcdatamodeld, or a folder of SwiftData code.")
    var from: String?

    func validate() throws {
        if versions.isEmpty && from == nil { throw ValidationError("give the versions to release, or --from MODEL") }
    }

    @OptionGroup var folder: ModelFolderOptions

    func run() throws {
        try runReportingInputErrors {
            let service = ReleaseService(project: try Project.load())
            do {
                var (outcomes, lockFile): ([ReleaseService.Outcome], String)
                if let from {
                    let snapshot = try service.snapshot(from: from, versions: versions, model: folder.model, schemas: folder.schemas)
                    for file in snapshot.written { Console.out("wrote \(file) from \(from)\n") }
                    (outcomes, lockFile) = (snapshot.outcomes, snapshot.lockFile)
                } else {
                    (outcomes, lockFile) = try service.release(versions, model: folder.model, schemas: folder.schemas)
                }
                Console.out(ReleaseText.released(outcomes, lockFile: lockFile))
            } catch let conflict as ReleaseConflict {
                let files = Array(Set(conflict.diagnostics.compactMap(\.location?.file))).sorted()
                Console.out(Reporter.render(FindingsReport(title: "ckschema release", diagnostics: conflict.diagnostics, files: files), as: .text))
                throw ExitStatus.findings
            }
        }
    }
}
