extension SchemaCatalog {
    /// The model a generator works on: `name` when given, else the only model of the catalog.
    ///
    /// - Throws: `InputError` when the catalog is empty, `name` is not one of its models, or no
    ///   name is given and the catalog holds several models.
    public func selectModel(_ name: String?, source: String) throws -> ModelHistory {
        let names = models.map { "'\($0.model)'" }.joined(separator: ", ")
        if let name {
            guard let history = history(of: name) else {
                throw InputError(
                    SelectionProblems.unknownModel,
                    message: models.isEmpty ? "no schema files in '\(source)'" : "no model '\(name)' in '\(source)' (models: \(names))",
                    location: SourceLocation(file: source, line: 1, column: 1), fix: Suggestion.didYouMean(name, in: models.map(\.model)))
            }
            return history
        }
        guard !models.isEmpty else {
            throw InputError(SelectionProblems.noSchemas, message: "no schema files in '\(source)'", location: SourceLocation(file: source, line: 1, column: 1))
        }
        guard models.count == 1 else {
            throw InputError(
                SelectionProblems.ambiguousModel,
                message: "'\(source)' holds several models (\(names))", location: SourceLocation(file: source, line: 1, column: 1),
                fix: "choose one with --model, or 'model:' in ckschema.yaml")
        }
        return models[0]
    }
}
