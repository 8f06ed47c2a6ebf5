import CKSchemaKit
import Foundation

/// What every command needs from the repository: `ckschema.yaml` (found from the current folder
/// upwards) and the linter it configures.
struct ProjectContext {
    let configuration: ProjectConfiguration

    /// Loads the configuration; an invalid `ckschema.yaml` is invalid input (exit 2).
    static func load() throws -> ProjectContext {
        ProjectContext(configuration: try ProjectConfiguration.load(searchingFrom: FileManager.default.currentDirectoryPath))
    }

    var linter: Linter { Linter(configuration: configuration) }

    /// The schemas folder: the one given on the command line, else the configured one (relative
    /// to the current folder when it is inside it, so reports and annotations show short,
    /// repository-relative paths).
    func schemasDirectory(_ override: String?) -> String {
        override ?? Self.relativeToCurrentDirectory(configuration.resolve(configuration.schemas))
    }

    /// `path` relative to the current folder when it lies inside it; unchanged otherwise.
    static func relativeToCurrentDirectory(_ path: String) -> String {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.resolvingSymlinksInPath().path
        let target = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        if target == current { return "." }
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return target.hasPrefix(prefix) ? String(target.dropFirst(prefix.count)) : path
    }

    /// Metadata of every lint rule, for SARIF and Markdown reports.
    static var lintRuleMetadata: [RuleMetadata] {
        LintRules.all.map { rule in
            let d = rule.description
            return RuleMetadata(id: d.id, name: d.name, summary: d.summary,
                                help: d.rationale + "\n\n**Fix:** " + d.fix, defaultSeverity: d.defaultSeverity)
        }
    }
}

extension ProjectContext {
    /// Lints `schemas` before something is generated from them. Error findings are printed to
    /// standard error and stop the command with exit 1, before anything is written.
    func refuseIfLintFails(_ schemas: [Schema]) throws {
        try refuse(lintErrors: schemas.flatMap { linter.lint($0).diagnostics }.filter { $0.severity == .error }, in: schemas)
    }

    /// Prints lint error findings already computed for `schemas` and stops with exit 1; does
    /// nothing when there are none.
    func refuse(lintErrors errors: [Diagnostic], in schemas: [Schema]) throws {
        guard !errors.isEmpty else { return }
        let report = FindingsReport(title: "ckschema lint", diagnostics: errors, files: schemas.compactMap(\.file))
        Console.err(TextReporter(useColor: Console.useColor(for: STDERR_FILENO)).render(report))
        Console.err("error: the schema breaks CloudKit rules; nothing was generated\n")
        throw ExitStatus.findings
    }
}
