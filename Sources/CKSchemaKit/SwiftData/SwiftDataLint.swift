import CKSchemaCore
import CKSchemaRules
import CKSchemaSwiftData

/// `lint` over SwiftData code: the newest version of each model read from `paths`, linted with
/// the project's rules; findings stay at their Swift positions and their fixes are in Swift terms.
/// The reader's warnings (what it could not read) are findings too; its notes are not.
enum SwiftDataLint {
    struct Collected {
        var findings: [FingerprintedFinding] = []
        var suppressed: [(diagnostic: Diagnostic, version: Int?)] = []
        var files: [String] = []
    }

    static func collect(_ paths: [String], linter: Linter) throws -> Collected {
        var collected = Collected()
        guard !paths.isEmpty else { return collected }
        let result = try SwiftDataSources.read(paths)
        collected.files = result.files
        for model in result.models {
            guard let newest = model.versions.last else { continue }
            let lint = linter.lint(newest.schema)
            for diagnostic in lint.diagnostics {
                let worded = SwiftFixWording.rewrite(diagnostic, in: newest)
                collected.findings.append(FingerprintedFinding(worded, FindingFingerprint(diagnostic, model: model.name)))
            }
            collected.suppressed += lint.suppressed.map { ($0, nil) }
        }
        for diagnostic in result.diagnostics where diagnostic.severity > .note {
            collected.findings.append(FingerprintedFinding(diagnostic, FindingFingerprint(diagnostic, model: result.models.first?.name ?? "")))
        }
        return collected
    }
}
