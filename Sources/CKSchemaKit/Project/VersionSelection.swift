import CKSchemaCore
import Foundation

/// Which model version a command provisions, generates or pushes (`dev init`, `generate ckdb`,
/// `cloudkit push`, `status`, `verify-deploy`, the Console steps of `promote`).
public struct VersionSelection: Sendable, Equatable {
    /// A YAML version file, or the model where it lives (an `.xcdatamodeld`, SwiftData code):
    /// its current version.
    public var file: String?
    /// A version number of the schemas folder.
    public var version: Int?
    /// The model, when the schemas folder or the code holds several.
    public var model: String?
    /// The schemas folder (default: the configured one).
    public var schemas: String?

    public init(file: String? = nil, version: Int? = nil, model: String? = nil, schemas: String? = nil) {
        self.file = file
        self.version = version
        self.model = model
        self.schemas = schemas
    }
}

extension Project {
    /// The version `selection` names: its file; else its version number in the schemas folder;
    /// else the current version of the model where it lives (`coreData:` or `swiftData:` in
    /// ckschema.yaml), which is what the next build writes (the YAML holds only what was
    /// released); else the folder's newest version.
    ///
    /// The model where it lives is read in memory, with the settings it cannot say (container,
    /// database, version attribute) from the YAML history, as `check` reads it.
    public func select(_ selection: VersionSelection) throws -> Schema {
        if let file = selection.file, !SourceModel.isSourceModel(file), FileManager.default.fileExists(atPath: file + "/.") {
            throw InputError(SelectionProblems.noSchemas,
                             message: "'\(file)' is a folder with no Swift file: --file takes a YAML file, an .xcdatamodeld or a folder of SwiftData code",
                             location: SourceLocation(file: file, line: 1, column: 1),
                             fix: "name one version's YAML file (--schemas names the folder of them), or the folder of the @Model code")
        }
        if let path = selection.file ?? (selection.version == nil ? sourceModelPath : nil), SourceModel.isSourceModel(path) {
            let model = selection.file == nil ? selection.model : nil
            return try sourceModelHistory(path, schemas: selection.schemas, model: model).current
        }
        return try SchemaSelector.select(file: selection.file, version: selection.version, model: selection.model,
                                         directory: schemasDirectory(selection.schemas))
    }
}
