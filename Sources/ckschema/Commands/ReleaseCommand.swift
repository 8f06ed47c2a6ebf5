import ArgumentParser
import CKSchemaKit
import CKSchemaReporting
import Foundation

/// `ckschema release VERSION…`: locks a released version's content in `schemas/ckschema.lock`.
struct ReleaseCommand: ProjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "release",
        abstract: "Record a released version's content hash in the lock file, so later edits to it fail 'check'.",
        discussion: """
            The hash covers the normalized schema (not whitespace, comments or key order); commit \
            schemas/ckschema.lock. With --from, the model where it lives (an .xcdatamodeld or SwiftData \
            code) is first snapshotted into the next YAML file of the schemas folder; 'coreData:' in \
            ckschema.yaml makes its model the default. Exit 1, writing \
            nothing, when a version was already released with other content.

            Examples:
              ckschema release 3
              ckschema release 1 2 3
              ckschema release --from App/Model.xcdatamodeld
              ckschema release --from App/Models
            """)

    @Argument(help: "The version numbers to release (with --from, or coreData: in ckschema.yaml: versions of that model, default its current one).")
    var versions: [Int] = []

    @Option(help: ArgumentHelp("Snapshot this model into the schemas folder first: an .xcdatamodeld, or a folder of SwiftData code.",
                               valueName: "path"))
    var from: String?

    @OptionGroup var folder: ModelFolderOptions

    func run(in project: Project) throws {
        let service = ReleaseService(project: project)
        do {
            var (outcomes, lockFile): ([ReleaseService.Outcome], String)
            if let from = from ?? project.coreDataModel {
                let snapshot = try service.snapshot(from: from, versions: versions, model: folder.model, schemas: folder.schemas)
                for file in snapshot.written { Console.out("wrote \(file) from \(from)\n") }
                (outcomes, lockFile) = (snapshot.outcomes, snapshot.lockFile)
            } else if versions.isEmpty {
                throw ValidationError("give the versions to release, or --from MODEL (or coreData: in ckschema.yaml)")
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
