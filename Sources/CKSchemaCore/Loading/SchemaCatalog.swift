/// All versions of one model, oldest first.
public struct ModelHistory: Sendable, Hashable {
    public var model: String
    /// The model's schemas ordered by version.
    public var versions: [Schema]

    public init(model: String, versions: [Schema]) {
        self.model = model
        self.versions = versions
    }

    /// The newest version.
    public var latest: Schema? { versions.last }
}

/// The schemas loaded from one or more files or folders, grouped by model.
public struct SchemaCatalog: Sendable, Hashable {
    /// Models ordered by name; each with its versions ordered by version.
    public var models: [ModelHistory]

    public init(models: [ModelHistory]) {
        self.models = models
    }

    /// Every schema: models by name, versions ascending.
    public var schemas: [Schema] { models.flatMap(\.versions) }

    /// The history of `model`.
    public func history(of model: String) -> ModelHistory? { models.first { $0.model == model } }

    /// The newest version of `model`.
    public func latest(model: String) -> Schema? { history(of: model)?.latest }

    /// Version `version` of `model`.
    public func version(_ version: Int, model: String) -> Schema? {
        history(of: model)?.versions.first { $0.version == version }
    }

    /// Groups `schemas` (in file order) by model. Throws an ``InputError`` for each schema whose
    /// model and version an earlier one already has, at the later file's `version` value.
    public static func grouping(_ schemas: [Schema]) throws -> SchemaCatalog {
        var diagnostics: [Diagnostic] = []
        var byModel: [String: [Schema]] = [:]
        for schema in schemas {
            var versions = byModel[schema.model] ?? []
            if let first = versions.first(where: { $0.version == schema.version }) {
                let other = first.file ?? "another file"
                diagnostics.append(Diagnostic(
                    SchemaProblems.duplicateVersion,
                    message: "version \(schema.version) of model '\(schema.model)' is already defined in '\(other)'",
                    location: schema.source["version"],
                    relatedLocation: first.source["version"],
                    fix: "give each version of a model its own number"))
                continue
            }
            versions.append(schema)
            byModel[schema.model] = versions
        }
        if !diagnostics.isEmpty { throw InputError(diagnostics) }
        let models = byModel.keys.sorted().map { model in
            ModelHistory(model: model, versions: (byModel[model] ?? []).sorted { $0.version < $1.version })
        }
        return SchemaCatalog(models: models)
    }
}
