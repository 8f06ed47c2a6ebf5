import CKSchemaCore

/// Why a model has its scope: the store that decides it, described for messages.
public struct ScopeEvidence: Sendable, Equatable {
    public var scope: SyncScope
    /// `ModelConfiguration "Cache" (cloudKitDatabase: .none)`, or why no store decides it.
    public var reason: String
    /// Where that store is set up; nil for an unknown scope.
    public var location: CKSchemaCore.SourceLocation?
    /// Local because no container the app sets up holds it (a template leftover, a class only
    /// used to decode JSON): the app never stores it.
    public var unstored: Bool
    /// Synced only because a fact is missing (`.automatic` with no entitlements file read): the
    /// safe direction, not a store seen to sync, so `scopes:` may mark it local.
    public var guessed: Bool

    public init(scope: SyncScope, reason: String, location: CKSchemaCore.SourceLocation?, unstored: Bool = false,
                guessed: Bool = false) {
        self.scope = scope
        self.reason = reason
        self.location = location
        self.unstored = unstored
        self.guessed = guessed
    }
}

/// Decides, for every `@Model` class, whether a store that holds it syncs: each
/// `ModelConfiguration` holds the models of its `schema:`/`for:` (or of the container it is given
/// to), with the models they relate to and inherit from; SwiftData's default configuration holds
/// those of `ModelContainer(for:)`/`.modelContainer(for:)` given no configuration.
///
/// synced: some store that holds it syncs or may (`.private(…)`, a run-time choice, `.automatic`
/// unless the entitlements rule CloudKit out). local: every store that holds it is `.none` or in
/// memory, or no store holds it while the files do set up stores and every list they take was
/// followed (``unstored``). unknown: no store holds it, and the files set up none or take a list
/// ckschema cannot follow.
///
/// Stores built in `#Preview` bodies, `PreviewProvider`s and test code (``PreviewCode``) are not
/// the app's: they decide nothing.
struct SyncScopeResolver {
    /// One store the code sets up.
    struct Store {
        var description: String
        var location: SourceLocation
        var syncs: Bool
        var inMemory: Bool
        var models: Set<Int>
        /// Syncs only if the app has the CloudKit entitlement, which no file read says.
        var guessed = false
    }

    let declarations: SourceDeclarations
    let resolver: TypeResolver
    let entitlements: Entitlements?
    private(set) var diagnostics = DiagnosticSet()

    init(declarations: SourceDeclarations, resolver: TypeResolver, entitlements: Entitlements?) {
        self.declarations = declarations
        self.resolver = resolver
        self.entitlements = entitlements
    }

    /// The scope of every model, by index in ``SourceDeclarations/models``. Models no store holds
    /// are unknown here; those of them in ``unstored`` become local once other versions had their say.
    mutating func resolve() -> [Int: ScopeEvidence] {
        let stores = self.stores()
        var result: [Int: ScopeEvidence] = [:]
        let anyStore = !stores.isEmpty
        // An in-memory container (previews, tests) tells where a model ships only when the files
        // also set up a store on disk; otherwise the app's real container is elsewhere.
        let anyPersistentStore = stores.contains { !$0.inMemory }
        for index in declarations.models.indices {
            let holding = stores.filter { $0.models.contains(index) }
            if let synced = holding.first(where: { $0.syncs && !$0.guessed }) ?? holding.first(where: \.syncs) {
                result[index] = ScopeEvidence(scope: .synced, reason: synced.description, location: synced.location,
                                              guessed: synced.guessed)
            } else if let local = holding.first(where: { !$0.inMemory }) ?? holding.first(where: { _ in anyPersistentStore }) {
                // Every store on disk that holds it, each with why it does not sync (the last one's
                // place is the evidence's location).
                let onDisk = holding.filter { !$0.inMemory }
                var shown = onDisk.count > 1 ? onDisk : [local]
                let last = shown.removeLast()
                let reason = (shown.map { "\($0.description) at \($0.location)" } + [last.description]).joined(separator: ", and ")
                result[index] = ScopeEvidence(scope: .local, reason: reason, location: last.location)
            } else if let preview = holding.first {
                result[index] = ScopeEvidence(
                    scope: .unknown,
                    reason: "only the in-memory store \(preview.description) at \(preview.location) holds it, and the files read set up no store on disk",
                    location: nil)
            } else {
                let preview = previews.first { $0.models.contains(index) }
                if let document = declarations.documentGroups.first {
                    // https://developer.apple.com/documentation/swiftui/documentgroup: each document is its
                    // own store, which no ModelConfiguration (so no cloudKitDatabase) sets up.
                    result[index] = ScopeEvidence(
                        scope: .local,
                        reason: "the app keeps its models in documents (DocumentGroup at \(document)), stores no ModelConfiguration sets up for CloudKit",
                        location: document)
                    continue
                }
                if !anyStore, unfollowed.isEmpty, declarations.modelsBindings.isEmpty, let app = declarations.appEntryPoints.first {
                    var reason = "the app (@main at \(app)) sets up no ModelContainer, so SwiftData stores none of its models"
                    if let preview { reason += "; only \(preview.description) at \(preview.location) holds it, which the shipped app never opens" }
                    unstored.insert(index)
                    result[index] = ScopeEvidence(scope: .unknown, reason: reason, location: nil)
                    continue
                }
                if anyPersistentStore, unfollowed.isEmpty, let first = stores.first(where: { !$0.inMemory }) {
                    let others = stores.count > 1 ? " and \(stores.count - 1) other\(stores.count == 2 ? "" : "s")" : ""
                    var reason = "no container the app sets up holds it (\(first.description) at \(first.location)\(others))"
                    if let preview { reason += "; only \(preview.description) at \(preview.location) does, which the shipped app never opens" }
                    unstored.insert(index)
                    result[index] = ScopeEvidence(scope: .unknown, reason: reason, location: nil)
                    continue
                }
                if let app = declarations.appEntryPoints.first, let first = stores.first, !stores.contains(where: \.syncs) {
                    // Whichever of the app's stores holds it, none syncs.
                    result[index] = ScopeEvidence(
                        scope: .local,
                        reason: "the app (@main at \(app)) sets up no store that syncs (\(first.description) at \(first.location)\(stores.count > 1 ? " and \(stores.count - 1) more" : ""))",
                        location: first.location)
                    continue
                }
                var reason = anyStore
                    ? "no ModelConfiguration, ModelContainer or Schema in the files read holds it"
                    : "the files read set up no ModelContainer or ModelConfiguration"
                if let preview { reason += " (only \(preview.description) at \(preview.location) does, which the shipped app never opens)" }
                if let first = unfollowed.first {
                    reason += " ('\(first.name)' at \(first.location), which a store takes, cannot be followed: a parameter, or declared in a file not read)"
                }
                result[index] = ScopeEvidence(scope: .unknown, reason: reason, location: nil)
            }
        }
        return result
    }

    // MARK: - Stores

    private mutating func stores() -> [Store] {
        let lists = ModelListResolver(declarations: declarations, resolver: resolver)
        let configurations = declarations.configurations
        var held: [Set<Int>?] = []
        for configuration in configurations {
            held.append(configuration.models.map { expression in
                let expansion = lists.models(of: expression, from: configuration.scope, at: configuration.location,
                                             generics: configuration.generics)
                if configuration.notShipped == nil { unfollowed += expansion.unfollowed + expansion.unknownModels }
                return Set(expansion.models)
            })
        }
        var stores: [Store] = []
        for container in declarations.containers {
            let models = container.models.map { expression in
                let expansion = lists.models(of: expression, from: container.scope, at: container.location,
                                             generics: container.generics)
                if container.notShipped == nil { unfollowed += expansion.unfollowed + expansion.unknownModels }
                return Set(expansion.models)
            }
            if let reason = container.notShipped {
                var reached = models ?? []
                for reference in container.configurations {
                    for index in configurationIndices(reference, usedAt: container.location) { reached.formUnion(held[index] ?? []) }
                }
                previews.append(Store(description: "the container of \(reason)", location: container.location, syncs: false,
                                      inMemory: true, models: closure(of: reached)))
                continue
            }
            if container.configurations.isEmpty {
                guard let models else { continue }
                let (syncs, setting) = automatic(at: container.location)
                let memory = container.memory == .inMemory
                stores.append(Store(description: "the default configuration of the container" + (memory ? " (in memory only)" : " (\(setting))"),
                                    location: container.location, syncs: syncs && !memory, inMemory: memory, models: models,
                                    guessed: entitlements == nil))
                continue
            }
            // A configuration without models of its own holds its container's.
            for reference in container.configurations {
                guard let models else { continue }
                for index in configurationIndices(reference, usedAt: container.location) where configurations[index].models == nil {
                    held[index] = (held[index] ?? []).union(models)
                }
            }
        }
        for (index, configuration) in configurations.enumerated() {
            guard let models = held[index] else { continue }
            if let reason = configuration.notShipped {
                previews.append(Store(description: "the ModelConfiguration of \(reason)", location: configuration.location,
                                      syncs: false, inMemory: true, models: closure(of: models)))
                continue
            }
            stores.append(store(configuration, models: models))
        }
        return stores.map { store in
            var store = store
            store.models = closure(of: store.models)
            return store
        }
    }

    /// The configurations a container refers to: the one written inline there, or every one bound
    /// to that name before it in its file (else in its file, else anywhere). Every one counts, not
    /// the last: `#if DEBUG`, `if`/`else` and run-time checks bind the name on different paths,
    /// and the store the app ships is among them (a local store used from Xcode must not hide it).
    private func configurationIndices(_ reference: ConfigurationReference, usedAt use: SourceLocation) -> [Int] {
        let configurations = declarations.configurations
        switch reference {
        case .inline(let location):
            return configurations.firstIndex { $0.location == location }.map { [$0] } ?? []
        case .named(let name, let location):
            let named = configurations.indices.filter { configurations[$0].boundName == name }
            let sameFile = named.filter { configurations[$0].location.file == location.file }
            // Since the last container before this one that takes the same name (another function's).
            let earlier = declarations.containers.flatMap(\.configurations).compactMap { reference -> SourceLocation? in
                guard case .named(name, let other) = reference, other.file == location.file, other < location else { return nil }
                return other
            }.max()
            let before = sameFile.filter { index in
                let bound = configurations[index].location
                return bound < location && (earlier.map { bound > $0 } ?? true)
            }
            if !before.isEmpty { return before }
            if !sameFile.isEmpty { return sameFile }
            return named.first.map { [$0] } ?? []
        }
    }

    private mutating func store(_ configuration: ConfigurationDeclaration, models: Set<Int>) -> Store {
        let name = configuration.name.map { "ModelConfiguration \"\($0)\"" } ?? "ModelConfiguration"
        if configuration.memory == .inMemory {
            return Store(description: name + " (isStoredInMemoryOnly: true)", location: configuration.location,
                         syncs: false, inMemory: true, models: models)
        }
        let syncs: Bool
        let setting: String
        switch configuration.cloudKit?.value {
        case .some(.none):
            (syncs, setting) = (false, "cloudKitDatabase: .none")
        case .some(.privateDatabase):
            (syncs, setting) = (true, "cloudKitDatabase: \(configuration.cloudKit?.text ?? ".private")")
        case .some(.dynamic):
            (syncs, setting) = (true, "cloudKitDatabase chosen at run time: \(configuration.cloudKit?.text ?? "")")
        case .some(.automatic), nil:
            (syncs, setting) = automatic(at: configuration.cloudKit?.location ?? configuration.location)
        }
        let guessed: Bool
        switch configuration.cloudKit?.value {
        case .some(.automatic), nil: guessed = entitlements == nil
        default: guessed = false
        }
        return Store(description: "\(name) (\(setting))", location: configuration.location, syncs: syncs, inMemory: false,
                     models: models, guessed: guessed)
    }

    private var saidAutomatic = false
    /// Stores built in previews and tests: never the app's, named in messages only.
    private var previews: [Store] = []
    /// Models no store holds although the files set up stores and every list was followed.
    private(set) var unstored: Set<Int> = []
    /// Lists of models the stores take that could not be followed (a parameter, a file not read).
    private var unfollowed: [(name: String, location: SourceLocation)] = []

    /// Whether a store with `cloudKitDatabase: .automatic` (stated or by default) syncs: with the
    /// entitlements, whether they enable CloudKit; without them, it may (said once).
    private mutating func automatic(at location: SourceLocation) -> (Bool, String) {
        if let entitlements {
            return entitlements.cloudKit
                ? (true, "cloudKitDatabase: .automatic, \(entitlements.decision)")
                : (false, "cloudKitDatabase: .automatic, \(entitlements.decision)")
        }
        if !saidAutomatic {
            saidAutomatic = true
            diagnostics.append(SwiftDataDiagnostics.cloudKitDatabase.diagnostic(
                "cloudKitDatabase: .automatic (stated or by default) syncs when the app has the CloudKit entitlement; no .entitlements file was read, so its models are checked as synced",
                at: location, fix: "give the app's .entitlements file among the paths to decide it"))
        }
        return (true, "cloudKitDatabase: .automatic, synced if the app has the CloudKit entitlement")
    }

    /// The models, every model they relate to and every superclass, as SwiftData's `Schema` takes them.
    private func closure(of models: Set<Int>) -> Set<Int> {
        var result = models
        var queue = Array(models)
        while let index = queue.popLast() {
            let model = declarations.models[index]
            var reached: [Int] = []
            if let first = model.inherited.first, case .named(let components, _) = first.type,
               let parent = resolver.model(named: components, from: model.scope) {
                reached.append(parent)
            }
            for property in model.properties {
                guard let type = property.type else { continue }
                switch resolver.resolve(type, from: model.scope + [model.name]).unwrapped {
                case .model(let destination), .array(.model(let destination)): reached.append(destination)
                default: break
                }
            }
            for next in reached where result.insert(next).inserted { queue.append(next) }
        }
        return result
    }
}

extension SyncScope {
    /// Every version of a model lives in the stores of its other versions (a migration plan opens
    /// one store): in a model of `VersionedSchema`s, the classes no store holds take the scope of the
    /// newest version whose classes a store holds.
    static func inherit(_ scopes: inout [Int: ScopeEvidence], across versions: [SwiftDataVersion],
                        declarations: SourceDeclarations) {
        guard versions.contains(where: { $0.versionedSchema != nil }) else { return }
        var chosen: (Int, ScopeEvidence)?
        for version in versions.reversed() where chosen == nil {
            var held: [(Int, ScopeEvidence)] = []
            for index in version.modelIndexes.values.sorted() {
                if let evidence = scopes[index], evidence.scope != .unknown { held.append((index, evidence)) }
            }
            chosen = held.first(where: { $0.1.scope == .synced }) ?? held.first
        }
        guard let pair = chosen else { return }
        let (source, evidence) = pair
        for version in versions {
            for index in version.modelIndexes.values where scopes[index]?.scope == .unknown {
                scopes[index] = ScopeEvidence(
                    scope: evidence.scope,
                    reason: "in the store of '\(declarations.models[source].qualifiedName)' (another version of its model): \(evidence.reason)",
                    location: evidence.location, guessed: evidence.guessed)
            }
        }
    }
}
