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
    @Option(help: "The model, when the schemas folder holds several.")
    var model: String?
}

/// `--model` and `--schemas`: which model of which schemas folder a command works on.
struct ModelFolderOptions: ParsableArguments {
    @OptionGroup var which: ModelOption
    @OptionGroup var folder: SchemasFolderOption

    var model: String? { which.model }
    var schemas: String? { folder.schemas }
}

/// `--file FILE`, or `--schemas`/`--version`/`--model`: which model version a command provisions
/// or generates from (default: the newest in the schemas folder). `--schema FILE` is the older
/// spelling of `--file` (too close to `--schemas`), kept hidden.
struct SchemaVersionOptions: ParsableArguments {
    @Option(name: .customLong("file"), help: ArgumentHelp("One schema version's YAML file, instead of --schemas/--version.", valueName: "file"))
    var file: String?

    @Option(name: .customLong("schema"), help: .hidden)
    var legacyFile: String?

    @OptionGroup var folder: ModelFolderOptions

    @Option(help: "A version number of the model in the schemas folder (default: the newest).")
    var version: Int?

    /// Refuses `--file` with `--version`/`--model`. Commands call it from their own
    /// `validate()`: thrown from the group's, the error is lost when `--version` is among the
    /// arguments (ArgumentParser then prints the tool's version instead).
    func validateChoice() throws {
        if (file ?? legacyFile) != nil && (version != nil || folder.model != nil) {
            throw ValidationError("use either --file or --version/--model")
        }
    }

    func select(_ context: Project) throws -> Schema {
        try SchemaSelector.select(file: file ?? legacyFile, version: version, model: folder.model,
                                  directory: context.schemasDirectory(folder.schemas))
    }
}
