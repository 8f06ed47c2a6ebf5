import CKSchemaCore
import CKSchemaProject
import CKSchemaRules
import CKSchemaSwiftSource

/// `lint` over SwiftData code: the newest version of each model read from `paths`, linted with
/// the project's rules, and each model's migration plan with the migration rules; findings stay
/// at their Swift positions and their fixes are in Swift terms.
/// The reader's warnings (what it could not read) are findings too, and so are its notes about
/// which models sync (`swiftdata.local_model`, `swiftdata.unknown_scope`…); its other notes are not.
enum SwiftDataLint {
    struct Collected {
        var findings: [FingerprintedFinding] = []
        var suppressed: [(diagnostic: Diagnostic, version: Int?)] = []
        var files: [String] = []
        /// The models read, by name.
        var models: [String] = []
    }

    /// The notes shown with the findings (by `lint`, and by `check` of the code where it lives):
    /// which models sync and why, and how versions no migration plan lists were placed (guesses
    /// the gate rests on are shown).
    static let shownNoteIDs: Set<String> = Set(SwiftDataDiagnostics.scope.diagnostics.map(\.id)
        + [SwiftDataDiagnostics.cloudKitDatabase.id, SwiftDataDiagnostics.versionOrder.id])

    /// - Parameters:
    ///   - platforms: `platforms:`, the platforms the app is built for (nil: every platform).
    ///   - model: the one model to lint when the code holds several (`--model`, `model:`).
    static func collect(_ paths: [String], linter: Linter, platforms: [AppPlatform]? = nil, scopes: ScopeSettings = ScopeSettings(), model: String? = nil,
                        index: SwiftFileIndex = SwiftFileIndex()) throws -> Collected {
        var collected = Collected()
        guard !paths.isEmpty else { return collected }
        let result = try SwiftDataSources.read(paths, scopes: scopes, index: index)
        collected.files = result.files
        var models = result.models
        if let model, models.count > 1 {
            guard models.contains(where: { $0.name == model }) else {
                throw InputError(SelectionProblems.unknownModel,
                                 message: "no SwiftData model '\(model)' in the code read (its models: \(models.map { "'\($0.name)'" }.joined(separator: ", ")))",
                                 fix: "name one of them with --model or 'model:' in ckschema.yaml")
            }
            models = models.filter { $0.name == model }
        }
        collected.models = models.map(\.name)
        var reported: Set<Diagnostic> = []
        for model in models {
            guard let newest = model.versions.last else { continue }
            let lint = linter.lint(newest.schema)
            for diagnostic in lint.diagnostics {
                let worded = SwiftFixWording.rewrite(diagnostic, in: newest)
                collected.findings.append(FingerprintedFinding(worded, FindingFingerprint(diagnostic, model: model.name)))
            }
            collected.suppressed += lint.suppressed.map { ($0, nil) }
            // The app's own migration plan, whatever its stores sync.
            if let history = model.migration {
                let migration = MigrationLinter(settings: linter.settings, platforms: platforms).lint(history)
                // Plans that share versions (a compatibility plan beside the main one) share their findings: once each.
                for diagnostic in migration.diagnostics where reported.insert(diagnostic).inserted {
                    collected.findings.append(FingerprintedFinding(diagnostic, FindingFingerprint(diagnostic, model: model.name)))
                }
                collected.suppressed += migration.suppressed.map { ($0, nil) }
            }
        }
        // The reader's findings about the models left out (`--model`) are theirs.
        let kept = Set(models.flatMap { $0.versions.flatMap { $0.schema.entities.map(\.name) } })
        let dropped = Set(result.models.flatMap { $0.versions.flatMap { $0.schema.entities.map(\.name) } }).subtracting(kept)
        for diagnostic in result.diagnostics where diagnostic.severity > .note || shownNoteIDs.contains(diagnostic.id) {
            if let entity = diagnostic.entity, dropped.contains(entity) { continue }
            collected.findings.append(FingerprintedFinding(diagnostic, FindingFingerprint(diagnostic, model: result.models.first?.name ?? "")))
        }
        return collected
    }
}
