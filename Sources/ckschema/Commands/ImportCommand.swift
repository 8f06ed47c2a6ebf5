import ArgumentParser
import CKSchemaKit

/// `ckschema import`: brings existing models into `schemas/`.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(.importModels, subcommands: [XCDataModel.self, SwiftData.self])
}

extension ImportCommand {
    /// `ckschema import xcdatamodel PATH`: every version of an Xcode model, one YAML file each.
    struct XCDataModel: ProjectCommand {
        static let configuration = CommandConfiguration(.importXCDataModel)

        @Argument(help: "An .xcdatamodeld bundle, an .xcdatamodel folder or its 'contents' file.")
        var path: String

        @Option(name: .shortAndLong, help: "The folder to write the YAML files to (default: 'schemas:' in ckschema.yaml, else 'schemas').")
        var output: String?

        @Option(help: "The model name for the YAML files (default: the bundle's name).")
        var model: String?

        @Flag(help: "Overwrite existing files.")
        var force = false

        func run(in project: Project) throws {
            let model = try XCDataModelImport(path: path, modelName: self.model)
            for line in model.warningLines { Console.err(line + "\n") }
            Console.out(try model.write(to: output ?? project.schemasDirectory(), force: force))
        }
    }
}
