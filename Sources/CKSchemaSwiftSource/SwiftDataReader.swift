import CKSchemaCore
import SwiftParser
import SwiftSyntax

/// Reads SwiftData `@Model` source into schema versions, the same model the YAML loader produces,
/// with every element located in the Swift files. Never guesses: whatever cannot be read
/// statically is left out with a located diagnostic.
public enum SwiftDataReader {
    /// Reads the Swift files at `paths` (files, or folders searched recursively).
    ///
    /// - Parameter modelName: the model's name when the code declares one model; otherwise names
    ///   come from the migration plans and versioned schemas (`Model` when nothing says).
    /// - Parameter search: where the app's entitlements are when no `.entitlements` file is among
    ///   or beside the paths (``EntitlementsSearch``).
    /// - Parameter index: the facts of earlier runs (the build plugin's cache); the answer is the
    ///   same with or without it.
    /// - Throws: ``InputError`` (`swiftdata.unreadable`) when a path cannot be read.
    public static func read(paths: [String], modelName: String? = nil, search: EntitlementsSearch = .none,
                            index: SwiftFileIndex = SwiftFileIndex()) throws -> SwiftDataReadResult {
        let files = try SwiftFileCollector.files(at: paths)
        // The index's selection: made once in a run, whoever asks first (the build plugin's key).
        let (entries, selected) = try index.selectedFacts(files)
        var problems: [Diagnostic] = []
        let beside = search.files.isEmpty ? SwiftFileCollector.entitlements(at: paths) : []
        let entitlements = beside.isEmpty
            ? search.found(for: files, isApp: selected.contains { $0.declaresApp }, diagnostics: &problems)
            : Entitlements.read(beside, diagnostics: &problems)
        var result = assemble(selected, files: files, lineCount: entries.reduce(0) { $0 + $1.scan.lines },
                              modelName: modelName, entitlements: entitlements)
        result.entitlements = entitlements
        result.diagnostics = (result.diagnostics + problems).sorted()
        return result
    }

    /// Whether some Swift file at `paths` (files, or folders searched) mentions `@Model`
    /// (``ModelMacro/mayMark(_:)``).
    public static func mentionsModel(paths: [String]) -> Bool {
        ((try? SwiftFileCollector.files(at: paths)) ?? []).contains { file in
            (try? SwiftFileCollector.read(file)).map(ModelMacro.mayMark) == true
        }
    }

    private static let mainAttribute = Array("@main".utf8)
    /// What a parameter's type holds when it takes models or a schema (``DeclarationCollector``).
    private static let modelTypeWords = ["PersistentModel", "Schema"].map { Array($0.utf8) }

    /// Whether `text` declares an app's entry point (`@main struct Name: App`).
    static func declaresApp(_ text: String) -> Bool {
        // The bytes first: Foundation's search through every parsed file's text cost 4 % of a cold
        // build of the plugin's benchmark (perf).
        guard SourceScan.containsAny(Array(text.utf8), [Self.mainAttribute]) else { return false }
        return text.range(of: #"@main\s+(public\s+)?struct\s+\w+\s*:\s*(SwiftUI\.)?App\b"#, options: .regularExpression) != nil
    }

    /// Whether `path` holds SwiftData code rather than YAML schemas: a `.swift` file, or a folder
    /// with no `.yaml`/`.yml` file directly inside and some `.swift` file below it.
    public static func isSwiftSource(_ path: String) -> Bool { SwiftFileCollector.isSwiftSource(path) }

    /// Reads Swift sources already in memory. Never throws and never traps: problems are diagnostics.
    ///
    /// - Parameter entitlements: the app's entitlements, which decide whether `.automatic` stores sync.
    public static func read(sources: [SwiftSource], modelName: String? = nil, entitlements: Entitlements? = nil) -> SwiftDataReadResult {
        read(sources: sources, modelName: modelName, entitlements: entitlements, parsingEverything: false)
    }

    /// ``read(sources:modelName:entitlements:)``, or with every file parsed: the answer a selective
    /// read must equal (the selection's tests), and what the fuzz target runs so that any input
    /// reaches the parser.
    package static func read(sources: [SwiftSource], modelName: String? = nil, entitlements: Entitlements? = nil,
                     parsingEverything: Bool) -> SwiftDataReadResult {
        var entries = sources.map { SwiftFileEntry(path: $0.path, scan: SourceScan(Array($0.text.utf8)), facts: nil, text: $0.text) }
        if parsingEverything {
            for index in entries.indices { entries[index].scan.isModelCode = true }
        }
        // Every entry holds its text: nothing is read.
        let chosen = (try? select(&entries, read: { _ in "" })) ?? []
        let selected = (try? facts(of: chosen, in: &entries, read: { _ in "" })) ?? []
        var result = assemble(selected, files: sources.map(\.path), lineCount: entries.reduce(0) { $0 + $1.scan.lines },
                              modelName: modelName, entitlements: entitlements)
        result.entitlements = entitlements
        return result
    }

    /// The files a read needs, in the files' order: every file of model code (``SourceScan``),
    /// then, round after round, every other file that declares a name the selected files refer to
    /// (``NameReferences``: all of model code's, and of another file only those its declarations
    /// of a name needed refer to), until no file is added. A file whose
    /// names an entry already holds (the index's) is neither loaded nor parsed; another is loaded
    /// (`load`) or parsed.
    ///
    /// - Parameter read: the text of a file whose entry holds none.
    /// - Parameter load: the facts kept for an entry, if any.
    /// - Parameter parse: the facts of a file neither its entry nor `load` has.
    static func select(_ entries: inout [SwiftFileEntry], read: (String) throws -> String,
                       load: (SwiftFileEntry) -> SwiftFileFacts? = { _ in nil },
                       parse: @escaping @Sendable (SwiftSource) -> SwiftFileFacts = { parse($0) }) throws -> [Int] {
        var selected = entries.indices.filter { entries[$0].scan.isModelCode }
        var isSelected = Set(selected)
        var names: Set<String> = []
        // The types some file declares (``SourceScan/declaredTypes``).
        var types: Set<String> = []
        for entry in entries { types.formUnion(entry.scan.declaredTypes) }
        // A name `entry` declares that the read needs: one it only extends, when the target declares that type.
        func needed(_ name: String, by entry: SwiftFileEntry) -> Bool {
            names.contains(name) && (types.contains(name) || !entry.scan.extendedOnly.contains(name))
        }
        var round = selected
        while !round.isEmpty {
            _ = try facts(of: round.filter { entries[$0].references == nil }, in: &entries, read: read, load: load, parse: parse)
            // Model code passes on every name it refers to; another file only those of its
            // declarations of a name needed, which may need more of them: until no name is added.
            for index in round where entries[index].scan.isModelCode { names.formUnion(entries[index].references?.all ?? []) }
            var count = -1
            while count != names.count {
                count = names.count
                for index in selected where !entries[index].scan.isModelCode { entries[index].references?.passOn(into: &names) }
            }
            round = entries.indices.filter { index in
                !isSelected.contains(index) && entries[index].scan.declaredNames.contains { needed($0, by: entries[index]) }
            }
            isSelected.formUnion(round)
            selected += round
        }
        return selected.sorted()
    }

    /// The facts of the entries at `indexes`, in that order: those an entry holds, else those kept
    /// (`load`), else parsed. Each entry keeps its facts and the names they refer to.
    static func facts(of indexes: [Int], in entries: inout [SwiftFileEntry], read: (String) throws -> String,
                      load: (SwiftFileEntry) -> SwiftFileFacts? = { _ in nil },
                      parse: @escaping @Sendable (SwiftSource) -> SwiftFileFacts = { parse($0) }) throws -> [SwiftFileFacts] {
        var unparsed: [Int] = []
        for index in indexes where entries[index].facts == nil {
            if let kept = load(entries[index]) { entries[index].facts = kept } else { unparsed.append(index) }
        }
        var sources: [SwiftSource] = []
        for index in unparsed {
            sources.append(SwiftSource(path: entries[index].path, text: try entries[index].text ?? read(entries[index].path)))
        }
        // 64 MiB of stack: the parser recurses once per nesting level, with big frames in a debug build.
        let texts = sources
        let parsed = withLargeStack(64 << 20) { texts.map { parse($0) } }
        for (index, facts) in zip(unparsed, parsed) {
            entries[index].facts = facts
            entries[index].parsed = true
        }
        for index in indexes where entries[index].references == nil {
            entries[index].references = entries[index].facts.map(NameReferences.init) ?? NameReferences()
        }
        return indexes.compactMap { entries[$0].facts }
    }

    /// Parses one file and collects its facts (a file that does not parse adds an error).
    ///
    /// - Parameter tree: the file's syntax tree (the index's, shared with the Core Data store reader).
    static func parse(_ source: SwiftSource, tree given: (() -> SourceFileSyntax)? = nil) -> SwiftFileFacts {
        var text = source.text
        let bytes = text.withUTF8 { Array($0) }
        let positions = SourcePositions(file: source.path, bytes: bytes)
        if let (offset, problem, fix) = refusal(bytes) {
            var refused = SourceDeclarations()
            refused.diagnostics.append(SwiftDataDiagnostics.syntaxError.diagnostic(
                "the file is not read: \(problem)", at: positions.location(ofOffset: offset), fix: fix))
            return SwiftFileFacts(declarations: refused, migration: MigrationFileFacts(), declaresApp: false)
        }
        let tree = given?() ?? Parser.parse(source: text)
        let mentionsModelTypes = SourceScan.containsAny(bytes, Self.modelTypeWords)
        var declarations = DeclarationCollector(positions: positions, mentionsModelTypes: mentionsModelTypes).collect(tree)
        if let error = SyntaxErrorFinder.firstError(in: tree, positions: positions) {
            declarations.diagnostics.append(error)
        }
        return SwiftFileFacts(declarations: declarations, migration: MigrationFactCollector(positions: positions).collect(tree),
                              declaresApp: declaresApp(source.text))
    }

    /// Why the parser must not see `bytes`, where, and what to do: the shapes that make it too
    /// slow, overflow its stack or stop the process.
    private static func refusal(_ bytes: [UInt8]) -> (offset: Int, problem: String, fix: String)? {
        if let (offset, problem) = NestingGuard.check(bytes) {
            return (offset, problem, "ckschema reads ordinary model code; leave this file out")
        }
        if let offset = TripleQuoteGuard.check(bytes) {
            return (offset, "'\"\"\"' followed by bare names on its line, which stops swift-syntax's parser",
                    "end a multi-line string literal with '\"\"\"' on a line of its own, or leave this file out")
        }
        return nil
    }

    private static func assemble(_ facts: [SwiftFileFacts], files: [String], lineCount: Int,
                                 modelName: String?, entitlements: Entitlements?) -> SwiftDataReadResult {
        var declarations = SourceDeclarations()
        for file in facts { declarations.append(file.declarations) }
        let migrationFacts = facts.map(\.migration).filter { !$0.isEmpty }
        var diagnostics = DiagnosticSet()
        diagnostics.append(contentsOf: declarations.diagnostics)
        let resolver = TypeResolver(declarations)
        var planner = VersionPlanner(declarations: declarations, resolver: resolver)
        let plans = planner.plan(modelName: modelName.map(VersionPlanner.sanitized))
        diagnostics.append(contentsOf: planner.diagnostics.all)
        let container = ContainerChoice.choose(from: declarations.cloudKitDatabases, constants: declarations.stringConstants,
                                               diagnostics: &diagnostics)
            ?? entitlements?.containers.first(where: { $0.hasPrefix("iCloud.") })
        var scopeResolver = SyncScopeResolver(declarations: declarations, resolver: resolver, entitlements: entitlements)
        var scopes = scopeResolver.resolve()
        diagnostics.append(contentsOf: scopeResolver.diagnostics.all)
        let unstored = scopeResolver.unstored

        var assembler = VersionAssembler(declarations: declarations, resolver: resolver)
        let migrationAssembler = MigrationPlanAssembler(declarations: declarations, resolver: resolver, facts: migrationFacts)
        var models: [SwiftDataModel] = []
        for plan in plans {
            var versions: [SwiftDataVersion] = []
            for (offset, source) in plan.versions.enumerated() {
                versions.append(assembler.assemble(source, model: plan.name, number: offset + 1, container: container))
            }
            SyncScope.inherit(&scopes, across: versions, declarations: declarations)
            // What no container holds and no other version's store gives a scope: not stored by the app.
            let inPlan = Set(versions.flatMap { $0.modelIndexes.values })
            for index in unstored.intersection(inPlan) where scopes[index]?.scope == .unknown {
                scopes[index] = ScopeEvidence(scope: .local, reason: scopes[index]?.reason ?? "", location: nil, unstored: true)
            }
            for v in versions.indices {
                for e in versions[v].schema.entities.indices {
                    let name = versions[v].schema.entities[e].name
                    versions[v].schema.entities[e].scope = versions[v].modelIndexes[name].flatMap { scopes[$0]?.scope }
                }
            }
            // The plan's migrations are between the versions it lists.
            let planned = zip(plan.versions, versions).filter { !$0.0.outsidePlan }.map(\.1)
            let migration = plan.plan.map { declaration in
                var migration = migrationAssembler.migration(of: declaration, model: plan.name, versions: planned)
                migration.platformVariants = PlatformPlans.variants(
                    of: declaration, model: plan.name, declarations: declarations, resolver: resolver,
                    facts: migrationFacts, container: container, scopes: scopes)
                return migration
            }
            models.append(SwiftDataModel(name: plan.name, versions: versions, migration: migration))
        }
        for index in unstored where scopes[index]?.scope == .unknown {
            scopes[index] = ScopeEvidence(scope: .local, reason: scopes[index]?.reason ?? "", location: nil, unstored: true)
        }
        diagnostics.append(contentsOf: assembler.allDiagnostics)
        if !declarations.versionedSchemas.isEmpty {
            for (index, model) in declarations.models.enumerated() where !assembler.covered.contains(index) {
                diagnostics.append(SwiftDataDiagnostics.modelOutsideVersions.diagnostic(
                    "@Model class '\(model.qualifiedName)' is in no VersionedSchema; it is not part of any version",
                    at: model.location, entity: model.name))
            }
        }
        if declarations.models.isEmpty, let first = files.first {
            diagnostics.append(SwiftDataDiagnostics.noModels.diagnostic(
                "no @Model class found in the \(files.count == 1 ? "file" : "\(files.count) files") read",
                at: SourceLocation(file: first, line: 1, column: 1)))
        }
        diagnostics.append(contentsOf: scopeNotes(models, scopes: scopes))
        var byClass: [String: ScopeEvidence] = [:]
        // Two modules may declare a class of the same name: the one that syncs (else is local) speaks for both.
        func rank(_ scope: SyncScope) -> Int { scope == .synced ? 2 : scope == .local ? 1 : 0 }
        for (index, evidence) in scopes.sorted(by: { $0.key < $1.key }) {
            let name = declarations.models[index].qualifiedName
            if let known = byClass[name], rank(known.scope) >= rank(evidence.scope) { continue }
            byClass[name] = evidence
        }
        return SwiftDataReadResult(models: models, diagnostics: diagnostics.all.sorted(), files: files, lineCount: lineCount,
                                   scopes: byClass, classNames: declarations.models.map(\.qualifiedName))
    }

    /// One note per entity of each model's newest version that is local or of unknown scope.
    private static func scopeNotes(_ models: [SwiftDataModel], scopes: [Int: ScopeEvidence]) -> [Diagnostic] {
        var notes: [Diagnostic] = []
        var said: Set<Int> = []
        for model in models {
            guard let newest = model.versions.last else { continue }
            for entity in newest.schema.entities {
                guard let index = newest.modelIndexes[entity.name], said.insert(index).inserted,
                      let evidence = scopes[index] else { continue }
                let location = entity.source.location
                switch evidence.scope {
                case .synced:
                    continue
                case .local where evidence.unstored:
                    notes.append(SwiftDataDiagnostics.unstoredModel.diagnostic(
                        "'\(entity.name)' is not stored by the app: \(evidence.reason); CloudKit rules are not applied to it",
                        at: location, entity: entity.name,
                        fix: "if the app does store it, add it to the schema of the container that holds it"))
                case .local:
                    notes.append(SwiftDataDiagnostics.localModel.diagnostic(
                        "'\(entity.name)' is stored only where nothing syncs: \(evidence.reason)"
                            + (evidence.location.map { " at \($0)" } ?? "") + "; CloudKit rules are not applied to it",
                        at: location, entity: entity.name))
                case .unknown:
                    notes.append(SwiftDataDiagnostics.unknownScope.diagnostic(
                        "whether '\(entity.name)' syncs is unknown: \(evidence.reason); checked as if it synced",
                        at: location, entity: entity.name,
                        fix: "give the file that creates the ModelContainer, or set its scope in ckschema.yaml"))
                }
            }
        }
        return notes
    }
}
