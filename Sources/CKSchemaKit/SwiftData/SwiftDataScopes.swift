import CKSchemaCore
import CKSchemaProject
import CKSchemaSwiftSource

/// How a model no store in the code read can be placed in is checked.
public enum UnplacedModels: Sendable {
    /// As synced, with a note: the safe direction for the gate (`check`, `release`) and `lint`.
    case checkedAsSynced
    /// As local, with one warning each naming the reason and the key that settles it: the build
    /// plugin, which breaks the build only on what syncs on a path it can see.
    case warned
}

/// What decides whether models sync besides the code: `scopes:` in `ckschema.yaml` and
/// `--all-models`. Every fact a verdict rests on is read for certain, declared here, or taken in
/// the safe direction for the command (``unplaced``).
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
    /// How models the code cannot place are checked.
    public var unplaced: UnplacedModels = .checkedAsSynced
    /// Whether an entry naming nothing read is an error: set for reads of the project's whole
    /// model, not for the build plugin's one target or a file given alone.
    public var requireMatches = false

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
    /// one `swiftdata.scope_overridden` note each; with ``unplaced`` `.warned`, models still
    /// unplaced are checked as local with one `swiftdata.unplaced_model` warning each.
    ///
    /// - Throws: ``InputError`` (exit 2) at the entry when one marks local a model the code syncs
    ///   on some path, or (with ``requireMatches``) names nothing read.
    func apply(to result: inout SwiftDataReadResult) throws {
        try validate(result)
        defer { if unplaced == .warned && !allModels { warnUnplaced(&result) } }
        var chosen: [String: (scope: SyncScope, reason: String)] = [:]
        if allModels {
            for model in result.models {
                for entity in model.versions.last?.schema.entities ?? [] { chosen[entity.name] = (.synced, "--all-models") }
            }
        } else {
            for override in overrides where override.entity != Self.everyUnknown && override.configuration == nil {
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

extension ScopeSettings {
    /// Where `override` is written, for messages.
    static func place(_ override: ScopeOverride) -> String {
        override.location.map { "\($0)" } ?? "ckschema.yaml"
    }

    /// What an entry names, for messages: `'Note'`, `configuration 'Cache'`.
    static func named(_ override: ScopeOverride) -> String {
        override.configuration.map { "configuration '\($0)'" } ?? "'\(override.entity)'"
    }

    /// The errors of entries that mark local a model the code syncs on some path (not a guess
    /// such as `.automatic` without entitlements), and, with ``requireMatches``, of entries that
    /// name nothing read.
    private func validate(_ result: SwiftDataReadResult) throws {
        guard !allModels else { return }
        var errors: [Diagnostic] = []
        let names = Set(result.models.flatMap { $0.versions.flatMap { $0.schema.entities.map(\.name) } })
        for override in overrides where override.entity != Self.everyUnknown {
            if override.configuration != nil || !names.contains(override.entity) {
                guard requireMatches else { continue }
                errors.append(Self.namesNothing(override, read: names.sorted(), kind: "SwiftData models"))
                continue
            }
            guard override.scope == .local else { continue }
            for model in result.models {
                guard let newest = model.versions.last, newest.schema.entity(named: override.entity) != nil,
                      let modelClass = result.modelClass(of: override.entity, in: newest),
                      let code = result.scopes[modelClass], code.scope == .synced, !code.guessed else { continue }
                errors.append(Self.contradiction(override, code: code.reason, at: code.location))
                break
            }
        }
        if !errors.isEmpty { throw InputError(errors) }
    }

    static func namesNothing(_ override: ScopeOverride, read: [String], kind: String) -> Diagnostic {
        let listed = read.prefix(8).map { "'\($0)'" }.joined(separator: ", ") + (read.count > 8 ? ", …" : "")
        return SwiftDataDiagnostics.scopeNamesNothing.diagnostic(
            "scopes: \(named(override)) names nothing read (\(kind) read: \(read.isEmpty ? "none" : listed)); the entry would change nothing",
            at: override.location ?? SourceLocation(file: "ckschema.yaml", line: 1, column: 1),
            fix: "name a @Model class, a Core Data entity (entity:) or a Core Data configuration (configuration:), or remove the entry")
    }

    static func contradiction(_ override: ScopeOverride, code: String, at location: SourceLocation?) -> Diagnostic {
        SwiftDataDiagnostics.scopeContradictsCode.diagnostic(
            "scopes: marks \(named(override)) local, but the code syncs it on some path: \(code)\(location.map { " at \($0)" } ?? "")",
            at: override.location ?? SourceLocation(file: "ckschema.yaml", line: 1, column: 1),
            fix: "remove the entry (a store given CloudKit on any path syncs on the device), or give that store no CloudKit on every path")
    }

    /// The build plugin's answer for models the code cannot place: checked as local, one warning
    /// each naming why and the `scopes:` key that settles it (the gate checks them as synced).
    private func warnUnplaced(_ result: inout SwiftDataReadResult) {
        var unplaced: Set<String> = []
        for model in result.models {
            for entity in model.versions.last?.schema.entities ?? [] where entity.scope == .unknown { unplaced.insert(entity.name) }
        }
        guard !unplaced.isEmpty else { return }
        var reasons: [String: (message: String, location: SourceLocation?)] = [:]
        for diagnostic in result.diagnostics where diagnostic.id == SwiftDataDiagnostics.unknownScope.id {
            guard let entity = diagnostic.entity, unplaced.contains(entity) else { continue }
            reasons[entity] = (diagnostic.message, diagnostic.location)
        }
        result.diagnostics.removeAll { $0.id == SwiftDataDiagnostics.unknownScope.id && $0.entity.map(unplaced.contains) == true }
        for m in result.models.indices {
            for v in result.models[m].versions.indices {
                for e in result.models[m].versions[v].schema.entities.indices
                where unplaced.contains(result.models[m].versions[v].schema.entities[e].name) {
                    result.models[m].versions[v].schema.entities[e].scope = .local
                }
            }
        }
        var said: Set<String> = []
        for model in result.models {
            for entity in model.versions.last?.schema.entities ?? [] where unplaced.contains(entity.name) && said.insert(entity.name).inserted {
                let why = reasons[entity.name].map { reason -> String in
                    // The reader's note: "whether 'X' syncs is unknown: <why>; checked as if it synced".
                    let body = reason.message.components(separatedBy: " is unknown: ").dropFirst().joined(separator: " is unknown: ")
                    return body.replacingOccurrences(of: "; checked as if it synced", with: "")
                } ?? "no store in the files read holds it"
                result.diagnostics.append(SwiftDataDiagnostics.unplacedModel.diagnostic(
                    "whether '\(entity.name)' syncs cannot be told: \(why); the build applies no CloudKit rule to it, `ckschema check` checks it as synced",
                    at: entity.source.location, entity: entity.name,
                    fix: "settle it in ckschema.yaml: scopes: [{entity: \(entity.name), scope: synced or local, reason: …}]"))
            }
        }
        result.diagnostics.sort()
    }
}
