import ArgumentParser
import CKSchemaCore
import CKSchemaKit

/// `--schemas DIR`: the folder of YAML versions, with one help text on every command.
struct SchemasFolderOption: ParsableArguments {
    @Option(help: ArgumentHelp("The schemas folder, one YAML file per version (default: 'schemas:' in ckschema.yaml, else 'schemas').",
                               valueName: "folder"))
    var schemas: String?
}

/// `--model NAME`: which model, when the schemas folder holds several.
struct ModelOption: ParsableArguments {
    @Option(help: "The model, when the schemas folder or the SwiftData code holds several (default: 'model:' in ckschema.yaml).")
    var model: String?
}

/// `--model` and `--schemas`: which model of which schemas folder a command works on.
struct ModelFolderOptions: ParsableArguments {
    @OptionGroup var which: ModelOption
    @OptionGroup var folder: SchemasFolderOption

    var model: String? { which.model }
    var schemas: String? { folder.schemas }
}

/// `--file PATH`, or `--schemas`/`--schema-version`/`--model`: which model version a command provisions,
/// generates or pushes (``VersionSelection``). `--schema FILE` is the older spelling of `--file`
/// (too close to `--schemas`), kept hidden.
struct SchemaVersionOptions: ParsableArguments {
    @Option(name: .customLong("file"), help: ArgumentHelp(
        "One version: a YAML file, or an .xcdatamodeld or SwiftData code (its current version), instead of --schemas/--schema-version.",
        valueName: "path"))
    var file: String?

    @Option(name: .customLong("schema"), help: .hidden)
    var legacyFile: String?

    @OptionGroup var folder: ModelFolderOptions

    @Option(name: .customLong("schema-version"), parsing: .unconditional,
            help: "A version number of the schemas folder (default: the current version of coreData:/swiftData: in ckschema.yaml, else the newest).",
            transform: versionNumber)
    var version: Int?

    /// Refuses `--file` with `--schema-version`/`--model`.
    func validate() throws {
        if (file ?? legacyFile) != nil && (version != nil || folder.model != nil) {
            throw ValidationError("use either --file or --schema-version/--model")
        }
    }

    var selection: VersionSelection {
        VersionSelection(file: file ?? legacyFile, version: version, model: folder.model, schemas: folder.schemas)
    }

    func select(_ project: Project) throws -> Schema { try project.select(selection) }
}

/// Reads a version-number option: a whole number from 1. The option takes the next word whatever
/// it is (`parsing: .unconditional`), so `--schema-version -3` is refused for its value, not reported as
/// a missing one.
func versionNumber(_ text: String) throws -> Int {
    guard let number = Int(text), number >= 1 else {
        throw ValidationError("a version number is a whole number from 1, not '\(text)'")
    }
    return number
}
