import CKSchemaCore

/// One version to build: the models it lists.
struct VersionSource {
    var versionedSchema: VersionedSchemaDeclaration?
    /// Listed models (indexes into ``SourceDeclarations/models``), in list order.
    var listed: [Int]
    /// A `VersionedSchema` the model's `SchemaMigrationPlan` does not list (one it dropped): a
    /// version of the model, but not of its migration plan.
    var outsidePlan = false
}

/// The models to build and their versions, in order.
struct ModelPlan {
    var name: String
    var versions: [VersionSource]
    /// The `SchemaMigrationPlan` that lists them, if one does.
    var plan: MigrationPlanDeclaration? = nil
}

/// Decides the models and versions: each `SchemaMigrationPlan` is one model in its `schemas`
/// order; `VersionedSchema`s no plan lists form one more, by `versionIdentifier`; without any
/// `VersionedSchema`, every `@Model` class forms one version.
struct VersionPlanner {
    let declarations: SourceDeclarations
    let resolver: TypeResolver
    private(set) var diagnostics = DiagnosticSet()

    init(declarations: SourceDeclarations, resolver: TypeResolver) {
        self.declarations = declarations
        self.resolver = resolver
    }

    mutating func plan(modelName: String?) -> [ModelPlan] {
        var schemas: [VersionedSchemaDeclaration] = []
        var byName: [String: Int] = [:]
        for schema in declarations.versionedSchemas where byName[schema.qualifiedName] == nil {
            byName[schema.qualifiedName] = schemas.count
            schemas.append(schema)
        }
        var plans: [ModelPlan] = []
        var planned: Set<String> = []
        for plan in declarations.migrationPlans {
            var versions: [VersionSource] = []
            for item in plan.schemas?.items ?? [] {
                let scope = plan.scope + [plan.name]
                // `CurrentSchema.self`, a `typealias` to the newest version, names that version.
                let found = Self.candidates(item.components, from: scope).lazy.compactMap { byName[$0] }.first
                    ?? resolver.aliasTarget(of: item.components, from: scope).flatMap { target in
                        Self.candidates(target.components, from: target.scope).lazy.compactMap { byName[$0] }.first
                    }
                guard let index = found else {
                    diagnostics.append(SwiftDataDiagnostics.unknownSchema.diagnostic(
                        "schemas of '\(plan.name)' names '\(item.components.joined(separator: "."))', which is no VersionedSchema in the files read; left out",
                        at: item.location))
                    continue
                }
                // A version listed in two `#if` branches is one version.
                guard !versions.contains(where: { $0.versionedSchema?.qualifiedName == schemas[index].qualifiedName }) else { continue }
                planned.insert(schemas[index].qualifiedName)
                versions.append(source(for: schemas[index]))
            }
            if !versions.isEmpty {
                let name = Self.modelName(fromPlan: plan.name, firstSchema: versions.first?.versionedSchema?.name)
                plans.append(ModelPlan(name: name, versions: versions, plan: plan))
            }
        }
        guard !schemas.isEmpty else {
            let all = Array(declarations.models.indices)
            return all.isEmpty ? [] : [ModelPlan(name: modelName ?? "Model", versions: [VersionSource(listed: all)])]
        }
        var unplanned = schemas.filter { !planned.contains($0.qualifiedName) }.sorted(by: Self.versionOrder)
        // A version the plan no longer lists (its first, or an unused one) that is named as the
        // plan's versions are (`SchemaV1` beside `SchemaV2`, `SchemaV3`) is a version of the same
        // model, not a model of its own: said in a note, placed by its versionIdentifier.
        for index in plans.indices {
            // Named alike and declared alike: the same stem in the same enclosing type (`Schemas.V1`
            // beside `Schemas.V2`; not another type's own `AnkiService.V1`).
            let kin = Set(plans[index].versions.compactMap { $0.versionedSchema.map(Self.kinship) })
            let joining = unplanned.filter { kin.contains(Self.kinship($0)) }
            guard !joining.isEmpty else { continue }
            unplanned.removeAll { schema in joining.contains { $0.qualifiedName == schema.qualifiedName } }
            for schema in joining {
                var version = source(for: schema)
                version.outsidePlan = true
                plans[index].versions.insert(version, at: Self.place(of: schema, in: plans[index].versions))
                diagnostics.append(SwiftDataDiagnostics.versionOrder.diagnostic(
                    "'\(schema.name)' is in no SchemaMigrationPlan's schemas; it is named as the versions of '\(plans[index].plan?.name ?? plans[index].name)' are, so it is read as a version of model '\(plans[index].name)' (placed by its versionIdentifier), outside the plan's migrations",
                    at: schema.location,
                    fix: "list it in the plan's schemas, or name the model with 'model:' in ckschema.yaml (or --model)"))
            }
        }
        if let first = unplanned.first {
            if unplanned.count > 1 {
                diagnostics.append(SwiftDataDiagnostics.versionOrder.diagnostic(
                    "no SchemaMigrationPlan lists " + unplanned.map { "'\($0.name)'" }.joined(separator: ", ")
                        + "; ordered by versionIdentifier",
                    at: first.location))
            }
            var versions: [VersionSource] = []
            for schema in unplanned { versions.append(source(for: schema)) }
            plans.append(ModelPlan(name: Self.modelName(fromSchema: first.name), versions: versions))
        }
        if plans.count == 1, let modelName { plans[0].name = modelName }
        return Self.distinctNames(plans)
    }

    private mutating func source(for schema: VersionedSchemaDeclaration) -> VersionSource {
        let expansion = ModelListResolver(declarations: declarations, resolver: resolver).models(of: schema)
        for (name, location) in expansion.unknownModels {
            diagnostics.append(SwiftDataDiagnostics.unknownModel.diagnostic(
                "models of '\(schema.name)' names '\(name)', which is no @Model class in the files read; left out",
                at: location))
        }
        for (name, location) in expansion.unfollowed where !expansion.models.isEmpty {
            diagnostics.append(SwiftDataDiagnostics.unknownSchema.diagnostic(
                "models of '\(schema.name)' adds '\(name)', which is no VersionedSchema or list of models in the files read; left out",
                at: location))
        }
        if expansion.models.isEmpty {
            let reason: String
            if let first = expansion.unfollowed.first {
                reason = "'\(first.name)' (\(first.location)) is no VersionedSchema, list of models or Schema ckschema can follow in the files read"
            } else if let first = expansion.unknownModels.first {
                reason = "'\(first.name)' (\(first.location)) is no @Model class in the files read"
            } else {
                reason = "its models list is empty"
            }
            diagnostics.append(SwiftDataDiagnostics.emptyVersion.diagnostic(
                "VersionedSchema '\(schema.name)' resolves to no @Model class: \(reason)",
                at: schema.models?.location ?? schema.location,
                fix: "list the models as '[Item.self, ...]', or include the file that declares the list it refers to"))
        }
        return VersionSource(versionedSchema: schema, listed: expansion.models)
    }

    /// A version's name without its number: `NotesSchemaV2` → `NotesSchema`, `SchemaV1p2` → `Schema`.
    static func stem(_ name: String) -> String {
        guard let v = name.lastIndex(of: "V"), name[name.index(after: v)...].first?.isNumber == true,
              name[name.index(after: v)...].allSatisfy({ $0.isNumber || $0 == "p" || $0 == "_" }) else { return name }
        return String(name[..<v])
    }

    /// A version's enclosing types and stem: versions alike in both belong to one model.
    static func kinship(_ schema: VersionedSchemaDeclaration) -> String {
        (schema.scope + [stem(schema.name)]).joined(separator: ".")
    }

    /// Where `schema` goes among a plan's `versions`: before the first with a greater
    /// `versionIdentifier`; first when identifiers cannot say (a version a plan dropped is an
    /// older one).
    static func place(of schema: VersionedSchemaDeclaration, in versions: [VersionSource]) -> Int {
        guard let identifier = schema.identifier else { return 0 }
        var index = 0
        for version in versions {
            guard let other = version.versionedSchema?.identifier else { return 0 }
            if identifier.lexicographicallyPrecedes(other) { return index }
            index += 1
        }
        return index
    }

    /// By `versionIdentifier` (ones without it last), then by name.
    private static func versionOrder(_ a: VersionedSchemaDeclaration, _ b: VersionedSchemaDeclaration) -> Bool {
        switch (a.identifier, b.identifier) {
        case let (x?, y?) where x != y: return x.lexicographicallyPrecedes(y)
        case (.some, nil): return true
        case (nil, .some): return false
        default: return a.qualifiedName < b.qualifiedName
        }
    }

    /// Qualified names to try for a type named in `scope`, innermost first.
    static func candidates(_ components: [String], from scope: [String]) -> [String] {
        var result = stride(from: scope.count, through: 0, by: -1).map { (scope.prefix($0) + components).joined(separator: ".") }
        if components.count > 1 { result.append(components.dropFirst().joined(separator: ".")) }
        return result
    }

    // MARK: - Names

    static func modelName(fromPlan name: String, firstSchema: String?) -> String {
        if ["MigrationPlan", "SchemaMigrationPlan", "Migrations", "Plan"].contains(name) {
            return modelName(fromSchema: firstSchema ?? "")
        }
        var base = name
        for suffix in ["MigrationPlan", "Migrations", "Migration", "Plan"] where base.hasSuffix(suffix) && base != suffix {
            base = String(base.dropLast(suffix.count))
            break
        }
        let trimmed = trimmingSchema(base)
        return trimmed.isEmpty ? "Model" : sanitized(trimmed)
    }

    static func modelName(fromSchema name: String) -> String {
        // `UnwatchedSchemaV1p2` → `Unwatched`; `SchemaV1` → `Model`.
        var base = Substring(name)
        if let v = base.lastIndex(where: { $0 == "V" }), base[base.index(after: v)...].first?.isNumber == true {
            base = base[..<v]
        }
        let trimmed = trimmingSchema(String(base))
        return trimmed.isEmpty ? "Model" : sanitized(trimmed)
    }

    private static func trimmingSchema(_ name: String) -> String {
        name.hasSuffix("Schema") ? String(name.dropLast("Schema".count)) : name
    }

    /// Letters, digits and `_`, starting with a letter (the schema format's model name rule).
    static func sanitized(_ name: String) -> String {
        let cleaned = String(name.unicodeScalars.map {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") ? Character($0) : "_"
        })
        guard let first = cleaned.unicodeScalars.first, first.properties.isAlphabetic else { return "Model" + cleaned }
        return cleaned
    }

    private static func distinctNames(_ plans: [ModelPlan]) -> [ModelPlan] {
        var seen: [String: Int] = [:]
        return plans.map { plan in
            var plan = plan
            let count = (seen[plan.name] ?? 0) + 1
            seen[plan.name] = count
            if count > 1 { plan.name += String(count) }
            return plan
        }
    }
}
