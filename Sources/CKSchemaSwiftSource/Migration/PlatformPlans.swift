import CKSchemaCore

/// A migration plan as each platform builds it, when `#if os(…)` / `targetEnvironment(macCatalyst)`
/// branches decide a version's `models` or the plan's `schemas`: the plan is assembled once per
/// platform from the lists that platform builds, and the platforms whose plans match are grouped.
/// Everything comes from the per-file facts (each list item keeps its ``BuildCondition``).
enum PlatformPlans {
    /// The plan of each group of platforms that builds it differently; empty when every platform
    /// builds the same plan (or no list is written under a platform condition).
    static func variants(of plan: MigrationPlanDeclaration, model: String, declarations: SourceDeclarations,
                         resolver: TypeResolver, facts: [MigrationFileFacts], container: String?,
                         scopes: [Int: ScopeEvidence]) -> [PlatformModelMigration] {
        let conditions = declarations.listConditions
        guard conditions.contains(where: { condition in BuildPlatform.allCases.contains { condition.holds(on: $0) != nil } })
        else { return [] }
        let platforms = BuildPlatform.allCases.filter { $0 != .macCatalyst || conditions.contains(where: \.namesCatalyst) }
        var groups: [(platforms: [AppPlatform], migration: ModelMigration)] = []
        for platform in platforms {
            let built = declarations.built(on: platform)
            var planner = VersionPlanner(declarations: built, resolver: resolver)
            guard let source = planner.plan(modelName: nil).first(where: { $0.plan?.location == plan.location }),
                  let builtPlan = source.plan else { continue }
            var assembler = VersionAssembler(declarations: built, resolver: resolver)
            // The plan's own versions (not those it no longer lists), numbered as the model's.
            var versions = source.versions.enumerated().filter { !$0.element.outsidePlan }.map { offset, version in
                assembler.assemble(version, model: model, number: offset + 1, container: container)
            }
            for v in versions.indices {
                for e in versions[v].schema.entities.indices {
                    let name = versions[v].schema.entities[e].name
                    versions[v].schema.entities[e].scope = versions[v].modelIndexes[name].flatMap { scopes[$0]?.scope }
                }
            }
            let migration = MigrationPlanAssembler(declarations: built, resolver: resolver, facts: facts)
                .migration(of: builtPlan, model: model, versions: versions)
            if let index = groups.firstIndex(where: { $0.migration == migration }) {
                groups[index].platforms.append(platform)
            } else {
                groups.append(([platform], migration))
            }
        }
        guard groups.count > 1 else { return [] }
        return groups.map { PlatformModelMigration(platforms: $0.platforms, migration: $0.migration) }
    }
}

extension SourceDeclarations {
    /// The `#if` conditions written on the items of every `models` and `schemas` list.
    var listConditions: [BuildCondition] {
        let lists = versionedSchemas.compactMap(\.models) + migrationPlans.compactMap(\.schemas)
        return lists.flatMap { ($0.items + $0.includes).compactMap(\.condition) }
    }

    /// The declarations as `platform` builds them: every `models` and `schemas` list without the
    /// items written under a branch it does not build.
    func built(on platform: BuildPlatform) -> SourceDeclarations {
        func kept(_ list: TypeListDeclaration?) -> TypeListDeclaration? {
            guard var list else { return nil }
            list.items = list.items.filter { $0.condition?.builds(on: platform) ?? true }
            list.includes = list.includes.filter { $0.condition?.builds(on: platform) ?? true }
            return list
        }
        var copy = self
        copy.versionedSchemas = versionedSchemas.map { var schema = $0; schema.models = kept(schema.models); return schema }
        copy.migrationPlans = migrationPlans.map { var plan = $0; plan.schemas = kept(plan.schemas); return plan }
        return copy
    }
}
