import CKSchemaCore
import CKSchemaProject
import CKSchemaSwiftData

/// What decides whether SwiftData models sync besides the code: `scopes:` in `ckschema.yaml` and
/// `--all-models`.
public struct ScopeSettings: Sendable {
    /// Models whose scope is set by hand (`ckschema.yaml`).
    public var overrides: [ScopeOverride]
    /// Every model checked as synced, whatever the code says (`--all-models`).
    public var allModels: Bool
    /// Where the app's entitlements are when none lies among or beside the code read.
    public var entitlements: EntitlementsSearch
    /// Where the Swift code that loads a Core Data model is searched for (``CoreDataStoreReader``):
    /// the project's folder; empty reads none, and the model's "Used with CloudKit" flags decide.
    public var coreDataCode: [String] = []

    public init(overrides: [ScopeOverride] = [], allModels: Bool = false, entitlements: EntitlementsSearch = .none) {
        self.overrides = overrides
        self.allModels = allModels
        self.entitlements = entitlements
    }

    /// The project's `scopes:`, located relative to where the command runs, and its entitlements:
    /// `entitlements:` of ckschema.yaml, else those found in the project's folder.
    public init(project: Project, allModels: Bool = false) {
        let overrides = project.configuration.scopes.map { override in
            var relative = override
            relative.location = override.location.map {
                CKSchemaCore.SourceLocation(file: project.relative($0.file), line: $0.line, column: $0.column)
            }
            return relative
        }
        let configuration = project.configuration
        let search = EntitlementsSearch(files: configuration.entitlements.map { project.relative(configuration.resolve($0)) },
                                        folder: configuration.rootDirectory.map(project.relative))
        self.init(overrides: overrides, allModels: allModels, entitlements: search)
        coreDataCode = search.folder.map { [$0] } ?? []
    }

    /// The `entity:` of a `scopes:` entry that sets every model whose scope the code leaves unknown.
    public static let everyUnknown = "*"

    /// Sets the scope of the overridden entities in every version, replaces their scope notes by
    /// one `swiftdata.scope_overridden` note each.
    func apply(to result: inout SwiftDataReadResult) {
        var chosen: [String: (scope: SyncScope, reason: String)] = [:]
        if allModels {
            for model in result.models {
                for entity in model.versions.last?.schema.entities ?? [] { chosen[entity.name] = (.synced, "--all-models") }
            }
        } else {
            for override in overrides where override.entity != Self.everyUnknown {
                chosen[override.entity] = (override.scope, "\(override.location.map { "\($0)" } ?? "ckschema.yaml"): \(override.reason)")
            }
            // `entity: "*"`: every model whose scope the code leaves unknown.
            if let fallback = overrides.last(where: { $0.entity == Self.everyUnknown }) {
                let reason = "\(fallback.location.map { "\($0)" } ?? "ckschema.yaml"): \(fallback.reason)"
                for model in result.models {
                    for entity in model.versions.last?.schema.entities ?? [] where entity.scope == .unknown && chosen[entity.name] == nil {
                        chosen[entity.name] = (fallback.scope, reason)
                    }
                }
            }
        }
        guard !chosen.isEmpty else { return }
        let scopeNotes: Set<String> = [SwiftDataDiagnostics.localModel.id, SwiftDataDiagnostics.unknownScope.id]
        result.diagnostics.removeAll { diagnostic in
            scopeNotes.contains(diagnostic.id) && diagnostic.entity.map { chosen[$0] != nil } == true
        }
        var said: Set<String> = []
        for m in result.models.indices {
            for v in result.models[m].versions.indices {
                for e in result.models[m].versions[v].schema.entities.indices {
                    let entity = result.models[m].versions[v].schema.entities[e]
                    guard let choice = chosen[entity.name] else { continue }
                    let (scope, reason) = (choice.scope, choice.reason)
                    result.models[m].versions[v].schema.entities[e].scope = scope
                    let modelClass = result.modelClass(of: entity.name, in: result.models[m].versions[v])
                    let code = modelClass.flatMap { result.scopes[$0] }
                    if let modelClass { result.scopes[modelClass] = ScopeEvidence(scope: scope, reason: reason, location: nil) }
                    guard v == result.models[m].versions.count - 1, code?.scope != scope || !allModels,
                          said.insert(entity.name).inserted else { continue }
                    let codeSays = code.map { " (the code says \($0.scope.rawValue): \($0.reason))" } ?? ""
                    result.diagnostics.append(SwiftDataDiagnostics.scopeOverridden.diagnostic(
                        "'\(entity.name)' is checked as \(scope.rawValue): \(reason)\(codeSays)",
                        at: entity.source.location, entity: entity.name))
                }
            }
        }
        result.diagnostics.sort()
    }
}
