import ArgumentParser
import CKSchemaKit

/// `ckschema import`: brings existing models into `schemas/`.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import existing models into YAML schema files.",
        subcommands: [XCDataModel.self, SwiftData.self])
}

extension ImportCommand {
    /// `ckschema import xcdatamodel PATH`: every version of an Xcode model, one YAML file each.
    struct XCDataModel: ProjectCommand {
        static let configuration = CommandConfiguration(
            commandName: "xcdatamodel",
            abstract: "Import a Core Data model (.xcdatamodeld with all its versions, .xcdatamodel or contents file).",
            discussion: """
                Writes '<model>-v<N>.yaml' per version, oldest first (the current version last); what YAML \
                cannot express is a warning. Files that already say the same are left alone; nothing is \
                written on an error or, without --force, over a file with other content. To keep the model in \
                Xcode and only released versions in YAML, use 'ckschema release --from' (docs/workflows.md).

                Example:
                  ckschema import xcdatamodel App/Model.xcdatamodeld
                """)

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
            Console.out(ImportText.xcDataModel(try model.write(to: output ?? project.schemasDirectory(), force: force)))
        }
    }
}
