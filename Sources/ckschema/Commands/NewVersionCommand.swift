import ArgumentParser
import CKSchemaKit
import Foundation

/// `ckschema new-version`: starts the next schema version as a copy of the newest one.
struct NewVersionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new-version",
        abstract: "Start the next schema version: copy the newest YAML version, bump 'version:' and the version attribute's defaults.",
        discussion: """
            Writes version N+1 beside version N, named like it (schemas/Journal-v4.yaml after \
            Journal-v3.yaml), with the same text and comments; 'version:' and every version attribute \
            whose default is N become N+1, and the header lines ckschema wrote for the copied file \
            (imported from, released from) are left out. Then edit the new file and run 'ckschema check'. \
            Core Data teams add a model version in Xcode instead, and SwiftData teams a VersionedSchema \
            (docs/workflows.md). Exit 2 when the file exists (nothing is written).

            Examples:
              ckschema new-version
              ckschema new-version --model Journal --schemas App/schemas
            """)

    @OptionGroup var folder: ModelFolderOptions

    func run() throws {
        try runReportingInputErrors {
            let outcome = try NewVersionService(project: try Project.load()).start(model: folder.model, schemas: folder.schemas)
            Console.out(ReleaseText.started(outcome))
        }
    }
}
