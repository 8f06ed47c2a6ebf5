import CKSchemaCore
import CKSchemaProject
import CKSchemaRules
import CKSchemaSwiftData

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
    /// which models sync and why.
    static let scopeNoteIDs: Set<String> = Set(SwiftDataDiagnostics.scope.diagnostics.map(\.id) + [SwiftDataDiagnostics.cloudKitDatabase.id])

    static func collect(_ paths: [String], linter: Linter, scopes: ScopeSettings = ScopeSettings(),
                        index: SwiftFileIndex = SwiftFileIndex()) throws -> Collected {
        var collected = Collected()
        guard !paths.isEmpty else { return collected }
        let result = try SwiftDataSources.read(paths, scopes: scopes, index: index)
        collected.files = result.files
        collected.models = result.models.map(\.name)
        var reported: Set<Diagnostic> = []
        for model in result.models {
            guard let newest = model.versions.last else { continue }
            let lint = linter.lint(newest.schema)
            for diagnostic in lint.diagnostics {
                let worded = SwiftFixWording.rewrite(diagnostic, in: newest)
                collected.findings.append(FingerprintedFinding(worded, FindingFingerprint(diagnostic, model: model.name)))
            }
            collected.suppressed += lint.suppressed.map { ($0, nil) }
            // The app's own migration plan, whatever its stores sync.
            if let history = model.migration {
                let migration = MigrationLinter(settings: linter.settings).lint(history)
                // Plans that share versions (a compatibility plan beside the main one) share their findings: once each.
                for diagnostic in migration.diagnostics where reported.insert(diagnostic).inserted {
                    collected.findings.append(FingerprintedFinding(diagnostic, FindingFingerprint(diagnostic, model: model.name)))
                }
                collected.suppressed += migration.suppressed.map { ($0, nil) }
            }
        }
        for diagnostic in result.diagnostics where diagnostic.severity > .note || scopeNoteIDs.contains(diagnostic.id) {
            collected.findings.append(FingerprintedFinding(diagnostic, FindingFingerprint(diagnostic, model: result.models.first?.name ?? "")))
        }
        return collected
    }
}
