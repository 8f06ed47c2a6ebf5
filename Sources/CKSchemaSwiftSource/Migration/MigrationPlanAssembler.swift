import CKSchemaCore

/// Assembles a `SchemaMigrationPlan` from the facts of every file: its versions in `schemas`
/// order with the classes each lists (nested copies or live classes), and its stages with the
/// versions they name — names resolved across files, through `typealias`es and extensions.
struct MigrationPlanAssembler {
    let declarations: SourceDeclarations
    let resolver: TypeResolver
    private let facts: [MigrationFileFacts]
    private let lists: ModelListResolver
    /// Qualified names of every `VersionedSchema`.
    private let versionNames: Set<String>
    /// Stages declared as properties, by qualified name.
    private var namedStages: [String: NamedStage] = [:]

    init(declarations: SourceDeclarations, resolver: TypeResolver, facts: [MigrationFileFacts]) {
        self.declarations = declarations
        self.resolver = resolver
        self.facts = facts
        lists = ModelListResolver(declarations: declarations, resolver: resolver)
        versionNames = Set(declarations.versionedSchemas.map(\.qualifiedName))
        for named in facts.flatMap(\.namedStages) {
            let key = (named.scope + [named.name]).joined(separator: ".")
            if namedStages[key] == nil { namedStages[key] = named }
        }
    }

    /// The migration `plan` gives `versions` (the versions built from its `schemas`, in order).
    func migration(of plan: MigrationPlanDeclaration, model: String, versions: [SwiftDataVersion]) -> ModelMigration {
        let planScope = plan.scope + [plan.name]
        var listedAt: [String: SourceLocation] = [:]
        for item in plan.schemas?.items ?? [] {
            if let schema = lists.schema(named: item.components, from: planScope), listedAt[schema.qualifiedName] == nil {
                listedAt[schema.qualifiedName] = item.location
            }
        }
        // The live classes: those the newest version lists (what the app's code uses).
        let live = Set(versions.last?.versionedSchema
            .flatMap { name in declarations.versionedSchemas.first { $0.qualifiedName == name } }
            .map { references(of: $0, live: []).map(\.className) } ?? [])
        let migrationVersions = versions.compactMap { version -> MigrationVersion? in
            guard let name = version.versionedSchema,
                  let declaration = declarations.versionedSchemas.first(where: { $0.qualifiedName == name }) else { return nil }
            var migrationVersion = MigrationVersion(
                name: declaration.name, qualifiedName: name, identifier: declaration.identifier, location: declaration.location,
                listedAt: listedAt[name], schema: version.schema, references: references(of: declaration, live: live),
                propertyTypes: version.swiftTypes)
            migrationVersion.declaredProperties = version.modelIndexes.values.flatMap { index in
                let model = declarations.models[index]
                return model.properties.map { "\(model.name).\($0.name): \($0.type?.text ?? $0.initialValue?.text ?? "?")" }
            }.sorted()
            return migrationVersion
        }
        let planName = planScope.joined(separator: ".")
        let list = facts.flatMap(\.stageLists).first {
            $0.owner.joined(separator: ".") == planName || $0.owner.dropFirst().joined(separator: ".") == planName
        }
        var stages: [MigrationStageInfo] = []
        var known = list?.entries != nil
        for entry in list?.entries ?? [] {
            switch entry {
            case .stage(let written):
                stages.append(info(written, property: nil))
            case .reference(let components, _):
                let written = components.first == "Self" ? Array(components.dropFirst()) : components
                guard let named = VersionPlanner.candidates(written, from: list?.owner ?? planScope).lazy
                    .compactMap({ namedStages[$0] }).first else {
                    known = false
                    continue
                }
                stages.append(info(named.stage, property: named.name))
            }
        }
        return ModelMigration(
            model: model,
            plan: MigrationPlanInfo(name: plan.name, location: plan.location, stagesLocation: list?.location),
            versions: migrationVersions, stages: stages, stagesKnown: known)
    }

    /// The model classes a version's `models` names, each where it is named; `live` are the
    /// classes the newest version lists.
    private func references(of schema: VersionedSchemaDeclaration, live: Set<String>) -> [ModelClassReference] {
        let scope = schema.scope + [schema.name]
        var references: [ModelClassReference] = []
        func add(_ index: Int, at location: SourceLocation) {
            let model = declarations.models[index]
            references.append(ModelClassReference(className: model.qualifiedName, isVersionCopy: isVersionCopy(model, live: live),
                                                  location: location))
        }
        guard let list = schema.models else { return [] }
        for item in list.items {
            if let index = resolver.model(named: item.components, from: scope) {
                add(index, at: item.location)
            } else if let other = lists.schema(named: item.components, from: scope) {
                for index in lists.models(of: other).models { add(index, at: item.location) }
            }
        }
        for include in list.includes {
            let expression = ModelsExpression.types(TypeListDeclaration(items: [], includes: [include], location: include.location))
            for index in lists.models(of: expression, from: scope, at: include.location).models { add(index, at: include.location) }
        }
        return references
    }

    /// Whether a class is a frozen copy: declared inside a `VersionedSchema`, or inside any other
    /// type (`enum LegacyVisitV7 { @Model final class Visit }`) when the newest version does not
    /// list it. A top-level class, or a nested one the newest version lists, is live.
    private func isVersionCopy(_ model: ModelClassDeclaration, live: Set<String>) -> Bool {
        let inVersion = (1...max(model.scope.count, 1)).contains { length in
            length <= model.scope.count && versionNames.contains(model.scope.prefix(length).joined(separator: "."))
        }
        return inVersion || (!model.scope.isEmpty && !live.contains(model.qualifiedName))
    }

    private func info(_ stage: WrittenStage, property: String?) -> MigrationStageInfo {
        MigrationStageInfo(kind: stage.kind,
                           from: lists.schema(named: stage.from, from: stage.scope)?.qualifiedName,
                           to: lists.schema(named: stage.to, from: stage.scope)?.qualifiedName,
                           fromWritten: stage.from.joined(separator: "."), toWritten: stage.to.joined(separator: "."),
                           location: stage.location, propertyName: property)
    }
}
