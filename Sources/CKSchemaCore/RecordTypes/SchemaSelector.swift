/// Picks the schema version a generate command works on: a file, or a version (default: the
/// newest) of a model in the schemas folder.
public enum SchemaSelector {
    /// - Parameters:
    ///   - file: A schema file; wins over everything else.
    ///   - version: A version number in `directory`; nil means the newest.
    ///   - model: The model name, needed only when `directory` holds several models.
    ///   - directory: The schemas folder (`schemas` by default in the CLI).
    /// - Throws: `InputError` (``SelectionProblems``) when nothing matches, or the loader's errors.
    public static func select(file: String?, version: Int?, model: String?, directory: String) throws -> Schema {
        if let file { return try SchemaLoader.load(contentsOf: file) }
        let catalog = try SchemaLoader.loadDirectory(directory)
        let history: ModelHistory
        if let model {
            guard let found = catalog.history(of: model) else {
                throw InputError(SelectionProblems.unknownModel, message: "no model '\(model)' in '\(directory)'",
                                 location: SourceLocation(file: directory, line: 1, column: 1), fix: Suggestion.didYouMean(model, in: catalog.models.map(\.model)))
            }
            history = found
        } else if catalog.models.count == 1, let only = catalog.models.first {
            history = only
        } else if catalog.models.isEmpty {
            throw InputError(SelectionProblems.noSchemas, message: "no schema files in '\(directory)'", location: SourceLocation(file: directory, line: 1, column: 1))
        } else {
            let names = catalog.models.map { "'\($0.model)'" }.joined(separator: ", ")
            throw InputError(SelectionProblems.ambiguousModel,
                             message: "'\(directory)' holds several models (\(names))", location: SourceLocation(file: directory, line: 1, column: 1),
                             fix: "choose one with --model, or 'model:' in ckschema.yaml")
        }
        if let version {
            guard let schema = history.versions.first(where: { $0.version == version }) else {
                let known = history.versions.map { String($0.version) }.joined(separator: ", ")
                throw InputError(SelectionProblems.unknownVersion,
                                 message: "model '\(history.model)' has no version \(version) (versions: \(known))",
                                 location: SourceLocation(file: history.latest?.file ?? directory, line: 1, column: 1))
            }
            return schema
        }
        guard let latest = history.latest else {
            throw InputError(SelectionProblems.noSchemas, message: "model '\(history.model)' has no versions", location: SourceLocation(file: directory, line: 1, column: 1))
        }
        return latest
    }
}
