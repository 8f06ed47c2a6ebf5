import ArgumentParser
import CKSchemaCore
import CKSchemaKit
import Foundation

/// `ckschema import`: brings existing models into `schemas/`.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import existing models into YAML schema files.",
        subcommands: [XCDataModel.self, SwiftData.self]
    )
}

extension ImportCommand {
    /// `ckschema import xcdatamodel PATH`: every version of an Xcode model, one YAML file each.
    struct XCDataModel: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "xcdatamodel",
            abstract: "Import a Core Data model (.xcdatamodeld with all its versions, .xcdatamodel or contents file).",
            discussion: """
            Writes one YAML file per version, '<model>-v<N>.yaml', numbered oldest first (natural name \
            order, the current version last). Whatever the YAML format cannot express is reported as a \
            warning. A version whose file already says the same is left as it is (re-importing after \
            adding a model version writes only the new one). Nothing is written when an error occurs or, \
            without --force, when a file with other content exists. To keep the model in Xcode and only \
            the released history in YAML, use 'ckschema release --from PATH' instead (docs/workflows.md).
            """
        )

        @Argument(help: "An .xcdatamodeld bundle, an .xcdatamodel folder or its 'contents' file.")
        var path: String

        @Option(name: .shortAndLong, help: "The folder to write the YAML files to.")
        var output: String = "schemas"

        @Option(help: "The model name for the YAML files (default: the bundle's name).")
        var model: String?

        @Flag(help: "Overwrite existing files.")
        var force = false

        func run() throws {
            let model: XCDataModelImport
            do {
                model = try XCDataModelImport(path: path, modelName: self.model)
            } catch let error as InputError {
                Console.report(error)
                throw ExitStatus.invalidInput
            }
            for line in model.warningLines { Console.err(line + "\n") }
            do {
                Console.out(try model.write(to: output, force: force))
            } catch let error as ImportWriteError {
                Console.err("error: \(error)\n")
                throw ExitStatus.invalidInput
            }
        }
    }
}
