import ArgumentParser
import CKSchemaKit
import Foundation

/// `ckschema versions`: the versions of each model and whether they are released (locked).
struct VersionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "versions",
        abstract: "List schema versions with their released/locked state.",
        discussion: "Exit 1 when a released version was edited or is missing.")

    @Option(help: "The schemas folder.")
    var schemas: String = "schemas"

    func run() throws {
        try runReportingInputErrors {
            let catalog = try SchemaLoader.loadDirectory(schemas)
            let lock = try ReleaseLock.read(folder: schemas)
            var out = "", modified = false
            for history in catalog.models {
                for schema in history.versions {
                    let state: String
                    if let entry = lock.entry(model: schema.model, version: schema.version) {
                        let edited = !ReleaseLock.verify(schema, against: entry).isEmpty
                        modified = modified || edited
                        state = edited ? "released, MODIFIED since release" : "released (locked)"
                    } else {
                        state = "draft"
                    }
                    out += "\(schema.model)\t\(schema.version)\t\(schema.file ?? "")\t\(state)\n"
                }
            }
            let missing = lock.verify(catalog, folder: schemas).filter { $0.id == ReleaseLockChecks.missing.id }
            for d in missing { out += "\(d.message)\n" }
            Console.out(out)
            if modified || !missing.isEmpty { throw ExitStatus.findings }
        }
    }
}
